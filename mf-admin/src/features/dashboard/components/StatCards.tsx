import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BriefcaseIcon, ShieldIcon, SparklesIcon, UsersIcon } from '@byp/ui';
import type { DashboardStats } from '../dashboardStats';

const List = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
`;

const Stat = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Label = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Icon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

function StatCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Stat>
      <div>
        <Label>{label}</Label>
        <Value>{value}</Value>
      </div>
      <Icon aria-hidden="true">{icon}</Icon>
    </Stat>
  );
}

/** The four statistics of the dashboard (spec: Admin dashboard). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <List aria-label={t('dashboard.stats.label')}>
      <StatCard
        label={t('dashboard.stats.totalBusinesses')}
        value={number.format(stats.total)}
        icon={<BriefcaseIcon />}
      />
      <StatCard
        label={t('dashboard.stats.verified')}
        value={number.format(stats.verified)}
        icon={<ShieldIcon />}
      />
      <StatCard
        label={t('dashboard.stats.premium')}
        value={number.format(stats.premium)}
        icon={<SparklesIcon />}
      />
      <StatCard
        label={t('dashboard.stats.activeUsers')}
        value={t('dashboard.stats.activeUsersValue')}
        icon={<UsersIcon />}
      />
    </List>
  );
}
