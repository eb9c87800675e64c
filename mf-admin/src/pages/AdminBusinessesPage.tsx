import { useTranslation } from 'react-i18next';
import { AdminSectionPage } from './AdminSectionPage';

/** /admin/businesses (?action=add|upload). */
export function AdminBusinessesPage() {
  const { t } = useTranslation('admin');
  return <AdminSectionPage id="admin-businesses-title" title={t('pages.businesses')} />;
}
