import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { sessionEnded } from '../auth/authSlice';
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

function tokenOf(state: unknown): string | null {
  return (state as StateWithAuth).auth?.token ?? null;
}

/**
 * Read-your-writes: the gateway keeps public reads for a second or two and the browser for the
 * lists' max-age (docs/architecture.md, "Micro-cache"), so for this long after any write of this
 * tab (a reload included: the time is kept in sessionStorage), reads go with `cache: 'no-cache'`:
 * the browser revalidates and sends Cache-Control: max-age=0, on which the gateway asks the
 * service. The refetches a write triggers, and the page after a reload, then show it.
 */
export const FRESH_READS_AFTER_WRITE_MS = 5000;
const LAST_WRITE_KEY = 'byp:last-write-at';

let lastWriteAt: number | undefined;

function lastWrite(): number {
  if (lastWriteAt === undefined) {
    try {
      lastWriteAt = Number(globalThis.sessionStorage?.getItem(LAST_WRITE_KEY)) || Number.NEGATIVE_INFINITY;
    } catch {
      lastWriteAt = Number.NEGATIVE_INFINITY; // storage unavailable (private mode, SSR)
    }
  }
  return lastWriteAt;
}

function noteWrite(): void {
  lastWriteAt = Date.now();
  try {
    globalThis.sessionStorage?.setItem(LAST_WRITE_KEY, String(lastWriteAt));
  } catch {
    // storage unavailable: this page still knows
  }
}

const isRead = (method: string) => /^(GET|HEAD)$/i.test(method);

/** A read within FRESH_READS_AFTER_WRITE_MS of this tab's last write asks for a fresh answer. */
function withReadYourWrites(args: string | FetchArgs): string | FetchArgs {
  const { method } = requestOf(args, API_BASE_URL);
  if (!isRead(method) || Date.now() - lastWrite() > FRESH_READS_AFTER_WRITE_MS) return args;
  const request = typeof args === 'string' ? { url: args } : args;
  return request.cache ? request : { ...request, cache: 'no-cache' };
}

/**
 * The raw base query, plus read-your-writes (above) and one session rule for the whole app: a
 * 401 to an admin request that carried the current token means the session is over (expired or
 * revoked), so the admin is logged out here, once, and every admin page reacts to the store (no
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
  const write = !isRead(requestOf(args, API_BASE_URL).method);
  if (write) noteWrite();
  const result = await rawBaseQuery(withReadYourWrites(args), api, extraOptions);
  // From the answer on too: the reads a write invalidates start after it.
  if (write) noteWrite();
  if (result.error?.status === 401 && sentToken) {
    const { url, method } = requestOf(args, API_BASE_URL);
    // A newer login may have replaced the token while this request was in flight.
    if (isAdminRequest(url, method) && tokenOf(api.getState()) === sentToken) api.dispatch(sessionEnded());
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
