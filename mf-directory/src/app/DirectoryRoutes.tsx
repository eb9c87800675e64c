import { Route, Routes } from 'react-router';
import { DirectoryPage } from '../pages/DirectoryPage';
import { VerifyClaimPage } from '../pages/VerifyClaimPage';

/**
 * The directory's pages, rendered by App.tsx (exposed as `directory/App`). The shell mounts it on
 * /, /communities, the item addresses /business/{slug} and /communities/{slug} (issue 25) and
 * /offers/verify (the till's claim-code check); paths are relative to the site root. The list pages and their items share one element
 * (DirectoryPage), so opening and closing an item never re-mounts the list.
 */
export default function DirectoryRoutes() {
  return (
    <Routes>
      <Route index element={<DirectoryPage />} />
      <Route path="business/:slug" element={<DirectoryPage />} />
      <Route path="communities" element={<DirectoryPage />} />
      <Route path="communities/:slug" element={<DirectoryPage />} />
      <Route path="offers/verify" element={<VerifyClaimPage />} />
    </Routes>
  );
}
