import { adminAwareHeaders } from '../api/adminAuth';
import type { AppDispatch } from '../store/store';
import { clearToken } from './authSlice';

/** Logs the admin out: tells the server (errors ignored), then clears the token whatever it says. */
export function logoutAdmin() {
  return async (dispatch: AppDispatch): Promise<void> => {
    try {
      await fetch('/api/admin/logout', {
        method: 'POST',
        credentials: 'include',
        headers: adminAwareHeaders('/api/admin/logout', 'POST'),
      });
    } catch {
      // Spec section 4: logout clears the token whatever the server answers.
    }
    dispatch(clearToken());
  };
}
