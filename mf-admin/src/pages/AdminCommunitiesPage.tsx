import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { BackLink } from '../components/BackLink';
import { paths } from '../config/paths';
import { CommunitiesModeration } from '../features/communities/CommunitiesModeration';

export function AdminCommunitiesPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-communities-title">
      <AdminPageHeader
        id="admin-communities-title"
        title={t('pages.communities')}
        above={<BackLink to={paths.dashboard}>{t('pages.backToDashboard')}</BackLink>}
      />
      <CommunitiesModeration />
    </section>
  );
}
