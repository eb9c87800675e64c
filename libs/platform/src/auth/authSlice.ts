import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredToken } from '../api/adminAuth';

/** The signed-in administrator, as svc-auth describes them. */
export interface AdminUser {
  id: string;
  username: string;
}

/**
 * - `validating`: a token was found in storage and is being checked with the server; admin
 *   pages wait (spinner) rather than redirect;
 * - `authenticated`: the token is known to be good (just logged in, or validated);
 * - `anonymous`: no token.
 */
export type AdminSessionStatus = 'validating' | 'authenticated' | 'anonymous';

export interface AuthState {
  /** The admin's bearer token (mirrored in localStorage `admin_token`), or null. */
  token: string | null;
  status: AdminSessionStatus;
  user: AdminUser | null;
  /** When the token and its session expire (ISO date-time), once the server has said. */
  expiresAt: string | null;
}

export interface AdminSession {
  token: string;
  user: AdminUser;
  expiresAt: string;
}

function initialAuthState(): AuthState {
  const token = readStoredToken();
  return { token, status: token ? 'validating' : 'anonymous', user: null, expiresAt: null };
}

const signedOut: AuthState = { token: null, status: 'anonymous', user: null, expiresAt: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A successful login. */
    sessionStarted(_state, action: PayloadAction<AdminSession>) {
      return { ...action.payload, status: 'authenticated' };
    },
    /** The server accepted the token (GET /api/admin/validate); ignored if it has changed since. */
    sessionConfirmed(state, action: PayloadAction<AdminSession>) {
      if (state.token !== action.payload.token) return state;
      return { ...action.payload, status: 'authenticated' };
    },
    /** Logout, a rejected token or a 401 from an admin call: the visitor is logged out. */
    sessionEnded() {
      return signedOut;
    },
    /** Sets a token without a server round trip (tests, tools); it counts as authenticated. */
    setToken(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.status = 'authenticated';
    },
    clearToken() {
      return signedOut;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    /** Whether a token is held (admin links show while it is being validated too). */
    selectIsAdmin: (state) => Boolean(state.token),
    selectSessionStatus: (state) => state.status,
    selectAdminUser: (state) => state.user,
    selectSessionExpiresAt: (state) => state.expiresAt,
  },
});

export const { sessionStarted, sessionConfirmed, sessionEnded, setToken, clearToken } = authSlice.actions;
export const { selectToken, selectIsAdmin, selectSessionStatus, selectAdminUser, selectSessionExpiresAt } =
  authSlice.selectors;
