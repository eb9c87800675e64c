import { formatDistanceToNow } from 'date-fns';
import { enGB, uk } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModerationLogEntry } from '@byp/contracts';
import { ActivityIcon, EmptyState, Skeleton } from '@byp/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const When = styled.time`
  margin-left: auto;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ACTIVITY_SHOWN = 10;

/** Newest first across both services' logs. */
export function mergeActivity(...logs: (ModerationLogEntry[] | undefined)[]): ModerationLogEntry[] {
  return logs
    .flatMap((log) => (Array.isArray(log) ? log : []))
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, ACTIVITY_SHOWN);
}

/** Who approved, edited or deleted what, when: the services' moderation logs. */
export function RecentActivity({
  entries,
  loading,
  partial,
}: {
  entries: ModerationLogEntry[];
  loading: boolean;
  /** One of the logs could not be read: say so rather than show less silently. */
  partial: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  // date-fns' own locales: the shared ones (@byp/platform's dateLocale) leave formatDistance out
  // of the public pages' bundles (webpack.federation.js, dateFnsUnusedLocaleParts).
  const locale = i18n.language === 'uk' ? uk : enGB;
  let content;
  if (loading) content = <Skeleton $height="10rem" />;
  else if (entries.length === 0) content = <EmptyState message={t('dashboard.activity.empty')} />;
  else
    content = (
      <List>
        {entries.map((entry) => (
          <Item key={`${entry.entityType}-${entry.id}`}>
            <ActivityIcon />
            <span>
              {t(`dashboard.activity.${entry.action}`, {
                actor: entry.actor,
                entity: t(`dashboard.activity.entities.${entry.entityType}`),
                name: entry.entityName,
                count: entry.count ?? 1,
              })}
            </span>
            <When dateTime={entry.at} title={new Date(entry.at).toLocaleString(i18n.language)}>
              {formatDistanceToNow(new Date(entry.at), { addSuffix: true, locale })}
            </When>
          </Item>
        ))}
      </List>
    );
  return (
    <section aria-labelledby="admin-activity-title">
      <h2 id="admin-activity-title">{t('dashboard.activity.title')}</h2>
      {content}
      {partial ? <Note role="status">{t('dashboard.activity.partial')}</Note> : null}
    </section>
  );
}
