import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { logoutAdmin, useAppDispatch } from '@byp/platform';
import { Button, LogOutIcon, SettingsIcon } from '@byp/ui';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { paths } from '../config/paths';
import { useGetCatalogActivityQuery, useGetCatalogStatsQuery } from '../api/adminBusinessesApi';
import {
  useGetAllCommunitiesQuery,
  useGetAllPostsQuery,
  useGetContentActivityQuery,
} from '../api/adminContentApi';
import { QuickActions } from '../features/dashboard/components/QuickActions';
import {
  ACTIVITY_SHOWN,
  mergeActivity,
  RecentActivity,
} from '../features/dashboard/components/RecentActivity';
import { SessionDialog } from '../features/dashboard/components/SessionDialog';
import { StatCards } from '../features/dashboard/components/StatCards';
import { markLoggingOut } from '../session/sessionEnd';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** How many items of an admin list wait for approval (undefined while unknown). */
const pendingCount = (list: { isApproved: number }[] | undefined) =>
  Array.isArray(list) ? list.filter((item) => item.isApproved === 0).length : undefined;

/** /admin: real figures and activity from the services, quick actions, session settings and logout. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const stats = useGetCatalogStatsQuery();
  const communities = useGetAllCommunitiesQuery();
  const posts = useGetAllPostsQuery();
  const catalogLog = useGetCatalogActivityQuery(ACTIVITY_SHOWN);
  const contentLog = useGetContentActivityQuery(ACTIVITY_SHOWN);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    markLoggingOut();
    await dispatch(logoutAdmin());
    navigate(paths.directory);
  };

  return (
    <section aria-labelledby="admin-dashboard-title">
      <AdminPageHeader
        id="admin-dashboard-title"
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
              <SettingsIcon />
              {t('dashboard.settings')}
            </Button>
            <Button variant="secondary" disabled={loggingOut} onClick={() => void logout()}>
              <LogOutIcon />
              {t('dashboard.logout')}
            </Button>
          </>
        }
      />
      <StatCards
        figures={{
          ...stats.data,
          pendingCommunities: pendingCount(communities.data),
          pendingPosts: pendingCount(posts.data),
        }}
      />
      <Sections>
        <QuickActions />
        <RecentActivity
          entries={mergeActivity(catalogLog.data, contentLog.data)}
          loading={catalogLog.isLoading || contentLog.isLoading}
          partial={catalogLog.isError || contentLog.isError}
        />
      </Sections>
      <SessionDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </section>
  );
}
