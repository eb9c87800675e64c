import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectSessionStatus, useAppSelector } from '@byp/platform';
import { SessionCheckSpinner } from '../components/SessionCheckSpinner';
import { loginHref } from '../config/paths';

/**
 * Guards every admin page but the login: a visitor without a session is sent to the login page,
 * which remembers the page they asked for; while a stored token is being validated the page
 * waits with a spinner instead of redirecting.
 */
export function RequireAdmin() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'validating') return <SessionCheckSpinner />;
  if (status === 'anonymous') {
    return <Navigate to={loginHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}
