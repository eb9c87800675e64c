import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { BackLink } from '../components/BackLink';
import { paths } from '../config/paths';

/**
 * The frame of an admin section (businesses, communities, news & events): its heading and the
 * way back to the dashboard. The sections' tables and forms come with their own issue.
 */
export function AdminSectionPage({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby={id}>
      <AdminPageHeader
        id={id}
        title={title}
        above={<BackLink to={paths.dashboard}>{t('pages.backToDashboard')}</BackLink>}
      />
    </section>
  );
}
