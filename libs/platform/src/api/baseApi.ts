import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { sessionEnded } from '../auth/authSlice';
import { readStoredToken, wantsAdminToken } from './adminAuth';

export const API_BASE_URL = '/api';

/**
 * Spec section 7: lists are cached for 5 minutes. This in-memory cache is the client's only one:
 * the services answer public reads `Cache-Control: no-cache` (the browser revalidates every
 * request, a 304 when unchanged), and a write makes its reads fresh by invalidating their tags
 * (`invalidatesTags`), never by a timer (docs/architecture.md, "Caching").
 */
export const KEEP_UNUSED_DATA_SECONDS = 300;

type StateWithAuth = { auth?: { token?: string | null } };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'include',
  prepareHeaders: (headers, { getState, extraOptions }) => {
    if (!wantsAdminToken(extraOptions)) return headers;
    const token = (getState() as StateWithAuth).auth?.token ?? readStoredToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function tokenOf(state: unknown): string | null {
  return (state as StateWithAuth).auth?.token ?? null;
}

/**
 * The raw base query, plus one session rule for the whole app: a 401 to an admin request that
 * carried the current token means the session is over (expired or revoked), so the admin is logged out here, once, and every admin page reacts to the store (no
 * component handles it).
 */
const baseQueryWithSession: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const sentToken = tokenOf(api.getState());
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && sentToken) {
    // A newer login may have replaced the token while this request was in flight.
    if (wantsAdminToken(extraOptions) && tokenOf(api.getState()) === sentToken) api.dispatch(sessionEnded());
  }
  return result;
};

/**
 * The one RTK Query API of the app. It defines no endpoints: each remote adds its own with
 * `baseApi.injectEndpoints` and its tags with `baseApi.enhanceEndpoints({ addTagTypes })`.
 * Queries are never retried, never refetched on focus, reconnect or an interval.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  tagTypes: [],
  endpoints: () => ({}),
});
