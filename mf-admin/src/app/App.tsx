import { Route, Routes } from 'react-router';
import { registerAdminTranslations } from '../i18n/registerAdminTranslations';
import { AdminBusinessesPage } from '../pages/AdminBusinessesPage';
import { AdminCommunitiesPage } from '../pages/AdminCommunitiesPage';
import { AdminDashboardPage } from '../pages/AdminDashboardPage';
import { AdminLoginPage } from '../pages/AdminLoginPage';
import { AdminNewsEventsPage } from '../pages/AdminNewsEventsPage';
import { AdminNotFoundPage } from '../pages/AdminNotFoundPage';
import { RequireAdmin } from './RequireAdmin';

registerAdminTranslations();

/** Exposed as `admin/App`. The shell mounts it on /admin/*; paths are relative to the site root. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="admin/login" element={<AdminLoginPage />} />
      <Route element={<RequireAdmin />}>
        <Route path="admin" element={<AdminDashboardPage />} />
        <Route path="admin/businesses" element={<AdminBusinessesPage />} />
        <Route path="admin/communities" element={<AdminCommunitiesPage />} />
        <Route path="admin/news-events" element={<AdminNewsEventsPage />} />
        <Route path="admin/*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
