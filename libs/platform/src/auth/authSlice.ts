import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredToken } from '../api/adminAuth';

export interface AuthState {
  /** The admin's bearer token (mirrored in localStorage `admin_token`), or null. */
  token: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readStoredToken() }),
  reducers: {
    setToken(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    clearToken(state) {
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsAdmin: (state) => Boolean(state.token),
  },
});

export const { setToken, clearToken } = authSlice.actions;
export const { selectToken, selectIsAdmin } = authSlice.selectors;
