import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { BackLink } from '../components/BackLink';
import { paths } from '../config/paths';

/** An unknown /admin/… path, for a signed-in admin (visitors are sent to the login first). */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-not-found-title">
      <AdminPageHeader
        id="admin-not-found-title"
        title={t('notFound.title')}
        subtitle={t('notFound.message')}
        above={<BackLink to={paths.dashboard}>{t('pages.backToDashboard')}</BackLink>}
      />
    </section>
  );
}
