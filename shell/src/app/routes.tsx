import { Route, Routes } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { configuredRemotePages, REMOTE_NAMES } from '../federation/remotes';
import { Layout } from '../layout/Layout';
import { AboutPage } from '../pages/AboutPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The route table. Each remote is mounted by a pathless layout route around the exact paths it
 * owns (the pages its published manifest lists: federation/remotes.ts, read before the first
 * render), so the remote's own <Routes> sees the full path ('communities', 'admin/login'…) and
 * every other path still reaches the shell's 404 page.
 */
export function AppRoutes() {
  const pages = configuredRemotePages();
  return (
    <Routes>
      <Route element={<Layout />}>
        {REMOTE_NAMES.map((name) => (
          <Route key={name} element={<RemoteArea key={name} name={name} />}>
            {pages[name].map((path) => (
              <Route key={path} path={path} element={null} />
            ))}
          </Route>
        ))}
        <Route path="/about" element={<AboutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
