import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { isAdminRequest, readStoredToken, requestOf } from './adminAuth';

export const API_BASE_URL = '/api';

/** Spec section 7: lists are cached for 5 minutes. */
export const KEEP_UNUSED_DATA_SECONDS = 300;

type StateWithAuth = { auth?: { token?: string | null } };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'include',
  prepareHeaders: (headers, { getState, arg }) => {
    const { url, method } = requestOf(arg, API_BASE_URL);
    if (!isAdminRequest(url, method)) return headers;
    const token = (getState() as StateWithAuth).auth?.token ?? readStoredToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The one RTK Query API of the app. It defines no endpoints: each remote adds its own with
 * `baseApi.injectEndpoints` and its tags with `baseApi.enhanceEndpoints({ addTagTypes })`.
 * Queries are never retried, never refetched on focus, reconnect or an interval.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: rawBaseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  tagTypes: [],
  endpoints: () => ({}),
});
