import { Route, Routes } from 'react-router-dom';
import { registerDirectoryTranslations } from '../i18n/registerDirectoryTranslations';
import { CommunitiesPage } from '../pages/CommunitiesPage';
import { HomePage } from '../pages/HomePage';
import { VerifyClaimPage } from '../pages/VerifyClaimPage';

registerDirectoryTranslations();

/**
 * Exposed as `directory/App`. The shell mounts it on /, /communities and /offers/verify (the
 * till's claim-code check); paths are relative to the site root.
 */
export default function DirectoryApp() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="communities" element={<CommunitiesPage />} />
      <Route path="offers/verify" element={<VerifyClaimPage />} />
    </Routes>
  );
}
