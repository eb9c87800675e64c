import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActivityIcon } from '@byp/ui';

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

const When = styled.span`
  margin-left: auto;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec: a static list of sample entries (there is no activity feed behind it). */
const SAMPLE_ENTRIES = ['businessAdded', 'businessVerified', 'communityApproved', 'eventSubmitted'] as const;

export function RecentActivity() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-activity-title">
      <h2 id="admin-activity-title">{t('dashboard.activity.title')}</h2>
      <List>
        {SAMPLE_ENTRIES.map((entry) => (
          <Item key={entry}>
            <ActivityIcon />
            <span>{t(`dashboard.activity.${entry}`)}</span>
            <When>{t(`dashboard.activity.${entry}Time`)}</When>
          </Item>
        ))}
      </List>
    </section>
  );
}
