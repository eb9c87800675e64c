import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { selectSessionStatus, useAppSelector } from '@byp/platform';
import { Card, CardBody } from '@byp/ui';
import { BackLink } from '../components/BackLink';
import { SessionCheckSpinner } from '../components/SessionCheckSpinner';
import { NEXT_PARAM, paths, safeReturnPath } from '../config/paths';
import { LoginForm } from '../features/auth/components/LoginForm';
import type { LoginReason } from '../session/sessionEnd';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 2rem 0;
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 28rem;
`;

const Body = styled(CardBody)`
  padding: 1.5rem;
  gap: 1.25rem;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SessionEnded = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * /admin/login. Someone already signed in (or who has just signed in) goes on to the page they
 * asked for (`?next=`), by default the dashboard.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const status = useAppSelector(selectSessionStatus);
  const [searchParams] = useSearchParams();
  const sessionEnded = (useLocation().state as LoginReason | null)?.sessionEnded === true;

  if (status === 'validating') return <SessionCheckSpinner />;
  if (status === 'authenticated')
    return <Navigate to={safeReturnPath(searchParams.get(NEXT_PARAM))} replace />;

  return (
    <Page aria-labelledby="admin-login-title">
      <Panel as="div">
        <Body>
          <div>
            <h1 id="admin-login-title">{t('login.title')}</h1>
            <p>{t('login.subtitle')}</p>
          </div>
          {sessionEnded ? <SessionEnded role="alert">{t('login.sessionEnded')}</SessionEnded> : null}
          <LoginForm />
        </Body>
      </Panel>
      <BackLink to={paths.directory}>{t('login.backToDirectory')}</BackLink>
    </Page>
  );
}
