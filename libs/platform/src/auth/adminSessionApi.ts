import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ADMIN_REQUEST } from '../api/adminAuth';
import { baseApi } from '../api/baseApi';
import { sessionStarted, type AdminUser } from './authSlice';

export interface LoginRequest {
  username: string;
  password: string;
}

/** GET /api/admin/validate answers with the session; POST /api/admin/login adds the token. */
export interface SessionResponse {
  user: AdminUser;
  expiresAt: string;
}

export interface LoginResponse extends SessionResponse {
  token: string;
}

/** A failed login: the error body, plus Retry-After (seconds) on a 429. */
export type LoginError = FetchBaseQueryError & { retryAfterSeconds?: number };

function retryAfterSeconds(response: Response | undefined): number | undefined {
  const value = Number(response?.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The admin session calls of svc-auth (spec section 7). Sessions are never cached. */
export const adminSessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (credentials) => ({ url: '/admin/login', method: 'POST', body: credentials }),
      transformErrorResponse: (error, meta): LoginError => {
        const seconds = error.status === 429 ? retryAfterSeconds(meta?.response) : undefined;
        return seconds ? { ...error, retryAfterSeconds: seconds } : error;
      },
      async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionStarted({ token: data.token, user: data.user, expiresAt: data.expiresAt }));
        } catch {
          // The form reports the failure; the session stays as it was.
        }
      },
    }),
    validateSession: build.query<SessionResponse, void>({
      extraOptions: ADMIN_REQUEST,
      query: () => '/admin/validate',
      keepUnusedDataFor: 0,
    }),
    logout: build.mutation<void, void>({
      extraOptions: ADMIN_REQUEST,
      query: () => ({ url: '/admin/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = adminSessionApi;
