import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { logoutAdmin, useAppDispatch } from '@byp/platform';
import { Button, LogOutIcon } from '@byp/ui';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { SettingsIcon } from '@byp/ui';
import { paths } from '../config/paths';
import { useGetAllBusinessesQuery } from '../features/businesses/api/adminBusinessesApi';
import { dashboardStats } from '../features/dashboard/dashboardStats';
import { QuickActions } from '../features/dashboard/components/QuickActions';
import { RecentActivity } from '../features/dashboard/components/RecentActivity';
import { SessionDialog } from '../features/dashboard/components/SessionDialog';
import { StatCards } from '../features/dashboard/components/StatCards';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** /admin: statistics, quick actions, recent activity, session settings and logout. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: businesses } = useGetAllBusinessesQuery();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
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
      <StatCards stats={dashboardStats(businesses?.length)} />
      <Sections>
        <QuickActions />
        <RecentActivity />
      </Sections>
      <SessionDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </section>
  );
}
