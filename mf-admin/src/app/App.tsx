import { Route, Routes } from 'react-router-dom';
import { registerAdminTranslations } from '../i18n/registerAdminTranslations';
import { AdminDashboardPage } from '../pages/AdminDashboardPage';
import { AdminLoginPage } from '../pages/AdminLoginPage';

registerAdminTranslations();

/** Exposed as `admin/App`. The shell mounts it on /admin/*; paths are relative to the site root. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="admin/login" element={<AdminLoginPage />} />
      <Route path="admin/*" element={<AdminDashboardPage />} />
    </Routes>
  );
}
