import type { AppDispatch, RootState } from '../store/store';
import { adminSessionApi } from './adminSessionApi';
import { sessionConfirmed, sessionEnded } from './authSlice';

/**
 * Checks a token found in storage with GET /api/admin/validate (spec section 4). The shell
 * dispatches it once on load. Any failure (401, another non-OK answer, a network error) clears
 * the token: the visitor is logged out rather than shown admin pages that would fail.
 */
export function validateStoredSession() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const token = getState().auth.token;
    if (!token) return;
    const result = await dispatch(
      adminSessionApi.endpoints.validateSession.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    // Someone logged out or in while the check was in flight: their session wins.
    if (getState().auth.token !== token) return;
    if (result.data)
      dispatch(sessionConfirmed({ token, user: result.data.user, expiresAt: result.data.expiresAt }));
    else dispatch(sessionEnded());
  };
}

/** Logs the admin out: POST /api/admin/logout, then clears the token whatever the server answers. */
export function logoutAdmin() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    if (getState().auth.token) {
      try {
        await dispatch(adminSessionApi.endpoints.logout.initiate()).unwrap();
      } catch {
        // Spec section 4: errors are ignored; the session ends on this side in any case.
      }
    }
    dispatch(sessionEnded());
  };
}
