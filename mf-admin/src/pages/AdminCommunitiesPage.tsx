import { useTranslation } from 'react-i18next';
import { AdminSectionPage } from './AdminSectionPage';

/** /admin/communities (?action=approved|pending). */
export function AdminCommunitiesPage() {
  const { t } = useTranslation('admin');
  return <AdminSectionPage id="admin-communities-title" title={t('pages.communities')} />;
}
