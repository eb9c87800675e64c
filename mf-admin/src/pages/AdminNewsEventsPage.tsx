import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { BackLink } from '../components/BackLink';
import { paths } from '../config/paths';
import { PostsModeration } from '../features/posts/PostsModeration';

export function AdminNewsEventsPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-news-events-title">
      <AdminPageHeader
        id="admin-news-events-title"
        title={t('pages.newsEvents')}
        above={<BackLink to={paths.dashboard}>{t('pages.backToDashboard')}</BackLink>}
      />
      <PostsModeration />
    </section>
  );
}
