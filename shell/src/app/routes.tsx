import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import { Layout } from '../layout/Layout';
import { AboutPage } from '../pages/AboutPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The route table. Each remote is mounted by a pathless layout route around the exact paths it
 * owns, so the remote's own <Routes> sees the full path ('communities', 'admin/login'…) and
 * every other path still reaches the shell's 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<RemoteArea key="directory" name="directory" />}>
          <Route path="/" element={null} />
          <Route path="/communities" element={null} />
        </Route>
        <Route element={<RemoteArea key="news" name="news" />}>
          <Route path="/news-events" element={null} />
        </Route>
        <Route element={<RemoteArea key="admin" name="admin" />}>
          <Route path="/admin/*" element={null} />
        </Route>
        <Route path="/about" element={<AboutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
