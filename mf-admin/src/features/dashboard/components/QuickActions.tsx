import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BriefcaseIcon, NewspaperIcon, UsersIcon } from '@byp/ui';
import { PlusIcon, UploadIcon } from '@byp/ui';
import { businessesHref, paths } from '../../../config/paths';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

const ActionLink = styled(Link)`
  display: flex;
  gap: 0.75rem;
  height: 100%;
  padding: 1rem;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.link};
  }
  span.description {
    display: block;
    margin-top: 0.25rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

interface QuickAction {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/** Links to the admin pages and to the add and upload tabs of Manage Businesses. */
export function QuickActions() {
  const { t } = useTranslation('admin');
  const actions: QuickAction[] = [
    {
      to: paths.businesses,
      title: t('dashboard.quickActions.businesses'),
      description: t('dashboard.quickActions.businessesDescription'),
      icon: <BriefcaseIcon />,
    },
    {
      to: paths.communities,
      title: t('dashboard.quickActions.communities'),
      description: t('dashboard.quickActions.communitiesDescription'),
      icon: <UsersIcon />,
    },
    {
      to: paths.newsEvents,
      title: t('dashboard.quickActions.newsEvents'),
      description: t('dashboard.quickActions.newsEventsDescription'),
      icon: <NewspaperIcon />,
    },
    {
      to: businessesHref('add'),
      title: t('dashboard.quickActions.addBusiness'),
      description: t('dashboard.quickActions.addBusinessDescription'),
      icon: <PlusIcon />,
    },
    {
      to: businessesHref('upload'),
      title: t('dashboard.quickActions.uploadCsv'),
      description: t('dashboard.quickActions.uploadCsvDescription'),
      icon: <UploadIcon />,
    },
  ];
  return (
    <section aria-labelledby="admin-quick-actions-title">
      <h2 id="admin-quick-actions-title">{t('dashboard.quickActions.title')}</h2>
      <List>
        {actions.map((action) => (
          <li key={action.to}>
            <ActionLink to={action.to}>
              <Icon aria-hidden="true">{action.icon}</Icon>
              <span>
                <strong>{action.title}</strong>
                <span className="description">{action.description}</span>
              </span>
            </ActionLink>
          </li>
        ))}
      </List>
    </section>
  );
}
