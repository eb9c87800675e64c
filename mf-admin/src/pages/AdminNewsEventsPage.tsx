import { useTranslation } from 'react-i18next';
import { AdminSectionPage } from './AdminSectionPage';

/** /admin/news-events. */
export function AdminNewsEventsPage() {
  const { t } = useTranslation('admin');
  return <AdminSectionPage id="admin-news-events-title" title={t('pages.newsEvents')} />;
}
