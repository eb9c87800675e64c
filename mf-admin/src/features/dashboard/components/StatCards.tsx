import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ActivityIcon,
  BriefcaseIcon,
  CrownIcon,
  NewspaperIcon,
  ShieldIcon,
  StarIcon,
  UsersIcon,
} from '@byp/ui';

const List = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
`;

const Stat = styled.li<{ $attention: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $attention }) => ($attention ? theme.colors.accent : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  a {
    color: inherit;
  }
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

export interface DashboardFigures {
  totalBusinesses?: number;
  verifiedBusinesses?: number;
  premiumBusinesses?: number;
  pendingBusinesses?: number;
  pendingReviews?: number;
  pendingCommunities?: number;
  pendingPosts?: number;
}

interface StatProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  /** Where the admin deals with it (pending figures). */
  to?: string;
  attention?: boolean;
}

function StatCard({ label, value, icon, to, attention = false }: StatProps) {
  const { t, i18n } = useTranslation('admin');
  // Unknown (still loading, or the service did not answer): a dash, never an invented number.
  const shown = value === undefined ? '—' : new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Stat $attention={attention && (value ?? 0) > 0}>
      <div>
        <Label>{to ? <Link to={to}>{label}</Link> : label}</Label>
        <Value aria-label={value === undefined ? t('dashboard.stats.unknown') : undefined}>{shown}</Value>
      </div>
      <Icon aria-hidden="true">{icon}</Icon>
    </Stat>
  );
}

/** The figures that wait for an admin: each card links to where they are dealt with. */
const PENDING_FIGURES: Array<{
  figure: Extract<keyof DashboardFigures, `pending${string}`>;
  icon: ReactNode;
  to: string;
}> = [
  { figure: 'pendingBusinesses', icon: <ActivityIcon />, to: '/admin/businesses' },
  { figure: 'pendingCommunities', icon: <UsersIcon />, to: '/admin/communities' },
  { figure: 'pendingPosts', icon: <NewspaperIcon />, to: '/admin/news-events' },
  { figure: 'pendingReviews', icon: <StarIcon />, to: '/admin/businesses?action=reviews' },
];

/** The dashboard's figures, read from the services (GET /api/businesses/stats, communities, posts). */
export function StatCards({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation('admin');
  return (
    <List aria-label={t('dashboard.stats.label')}>
      <StatCard
        label={t('dashboard.stats.totalBusinesses')}
        value={figures.totalBusinesses}
        icon={<BriefcaseIcon />}
      />
      <StatCard
        label={t('dashboard.stats.verified')}
        value={figures.verifiedBusinesses}
        icon={<ShieldIcon />}
      />
      <StatCard label={t('dashboard.stats.premium')} value={figures.premiumBusinesses} icon={<CrownIcon />} />
      {PENDING_FIGURES.map(({ figure, icon, to }) => (
        <StatCard
          key={figure}
          label={t(`dashboard.stats.${figure}`)}
          value={figures[figure]}
          icon={icon}
          to={to}
          attention
        />
      ))}
    </List>
  );
}
