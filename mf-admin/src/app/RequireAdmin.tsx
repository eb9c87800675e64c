import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSessionStatus, useAppSelector } from '@byp/platform';
import { SessionCheckSpinner } from '../components/SessionCheckSpinner';
import { loginHref } from '../config/paths';
import { clearLoggingOut, isLoggingOut, type LoginReason } from '../session/sessionEnd';

/**
 * Guards every admin page but the login: a visitor without a session is sent to the login page,
 * which remembers the page they asked for; while a stored token is being validated the page
 * waits with a spinner instead of redirecting. A session that ends while an admin page is open
 * (expired or revoked: a 401 ended it in the base query) also tells the login page why.
 */
export function RequireAdmin() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  const wasSignedIn = useRef(false);
  if (status === 'validating') return <SessionCheckSpinner />;
  if (status === 'anonymous') {
    const reason: LoginReason = { sessionEnded: wasSignedIn.current && !isLoggingOut() };
    return (
      <Navigate
        to={loginHref(`${location.pathname}${location.search}${location.hash}`)}
        state={reason}
        replace
      />
    );
  }
  wasSignedIn.current = true;
  clearLoggingOut();
  return <Outlet />;
}
