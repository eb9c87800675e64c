import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectSessionStatus, useAppSelector } from '@byp/platform';
import { Card, CardBody } from '@byp/ui';
import { BackLink } from '../components/BackLink';
import { SessionCheckSpinner } from '../components/SessionCheckSpinner';
import { NEXT_PARAM, paths, safeReturnPath } from '../config/paths';
import { LoginForm } from '../features/auth/components/LoginForm';

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

/**
 * /admin/login. Someone already signed in (or who has just signed in) goes on to the page they
 * asked for (`?next=`), by default the dashboard.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const status = useAppSelector(selectSessionStatus);
  const [searchParams] = useSearchParams();

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
          <LoginForm />
        </Body>
      </Panel>
      <BackLink to={paths.directory}>{t('login.backToDirectory')}</BackLink>
    </Page>
  );
}
