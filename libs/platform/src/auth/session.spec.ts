import { HttpResponse, json, mockApi, requestOf, type Handler } from '@byp/testing/msw';
import { ADMIN_REQUEST } from '../api/adminAuth';
import { baseApi } from '../api/baseApi';
import { createAppStore } from '../store/store';
import { adminSessionApi } from './adminSessionApi';
import { selectAdminUser, selectSessionStatus, selectToken } from './authSlice';
import { logoutAdmin, validateStoredSession } from './session';

const adminCalls = baseApi.injectEndpoints({
  endpoints: (build) => ({
    allPostsForSessionSpec: build.query<unknown, void>({
      query: () => '/posts/all',
      extraOptions: ADMIN_REQUEST,
    }),
    publicPostsForSessionSpec: build.query<unknown, void>({ query: () => '/posts' }),
  }),
});

const session = { user: { id: 'u1', username: 'admin' }, expiresAt: '2030-01-01T12:00:00.000Z' };

/** Every request the app sent in this test, in order (MSW answers them). */
let api: jest.Mock<void, [Request]>;

function sent(index = 0): Request {
  return requestOf(api, index);
}

/** The server's answer to every call of svc-auth's and the posts' routes, for the rest of the test. */
function answerAll(handler: Handler) {
  mockApi({ 'ALL /api/admin/*': handler, 'GET /api/posts/all': handler, 'GET /api/posts': handler });
}

/** The browser's own failure: no answer at all (fetch rejects with a TypeError). */
const networkError: Handler = () => HttpResponse.error();

function storeWithStoredToken(token = 'stored-token') {
  localStorage.setItem('admin_token', token);
  return createAppStore();
}

beforeEach(() => {
  localStorage.clear();
  api = mockApi({
    'GET /api/admin/validate': () => json(session),
    'POST /api/admin/login': () => json({ token: 'fresh-token', ...session }),
  });
});

describe('the stored admin token on load', () => {
  it('is "validating" until the server has answered, and nobody is signed in without one', () => {
    expect(selectSessionStatus(storeWithStoredToken().getState())).toBe('validating');
    localStorage.clear();
    expect(selectSessionStatus(createAppStore().getState())).toBe('anonymous');
  });

  it('is kept when GET /api/admin/validate accepts it, with the user and expiry it reports', async () => {
    const store = storeWithStoredToken();
    await store.dispatch(validateStoredSession());
    expect(sent().url).toMatch(/\/api\/admin\/validate$/);
    expect(sent().headers.get('Authorization')).toBe('Bearer stored-token');
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
    expect(selectAdminUser(store.getState())).toEqual({ id: 'u1', username: 'admin' });
    expect(localStorage.getItem('admin_token')).toBe('stored-token');
  });

  it('is cleared when the server answers 401', async () => {
    answerAll(() => json({ statusCode: 401, error: 'Unauthorized' }, 401));
    const store = storeWithStoredToken();
    await store.dispatch(validateStoredSession());
    expect(sent().url).toMatch(/\/api\/admin\/validate$/);
    expect(selectToken(store.getState())).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('is cleared on a network error', async () => {
    answerAll(networkError);
    const store = storeWithStoredToken();
    await store.dispatch(validateStoredSession());
    expect(api).toHaveBeenCalledTimes(1);
    expect(selectToken(store.getState())).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('is cleared on any other non-OK answer (spec: non-OK means the token is discarded)', async () => {
    answerAll(() => json({ statusCode: 502, error: 'auth unavailable' }, 502));
    const store = storeWithStoredToken();
    await store.dispatch(validateStoredSession());
    expect(selectToken(store.getState())).toBeNull();
  });

  it('asks nothing when no token is stored', async () => {
    const store = createAppStore();
    await store.dispatch(validateStoredSession());
    expect(api).not.toHaveBeenCalled();
  });

  it('does not end a session started while the check was in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    const validationAnswered = new Promise<Response>((resolve) => (answer = resolve));
    mockApi({
      'GET /api/admin/validate': () => validationAnswered,
      'POST /api/admin/login': () => json({ token: 'new-token', ...session }),
    });
    const store = storeWithStoredToken('old-token');
    const validation = store.dispatch(validateStoredSession());
    await store.dispatch(adminSessionApi.endpoints.login.initiate({ username: 'admin', password: 'pw' }));
    answer(json({ statusCode: 401, error: 'Unauthorized' }, 401));
    await validation;
    expect(sent(0).url).toMatch(/\/api\/admin\/validate$/);
    expect(sent(0).headers.get('Authorization')).toBe('Bearer old-token');
    expect(sent(1).url).toMatch(/\/api\/admin\/login$/);
    expect(selectToken(store.getState())).toBe('new-token');
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
  });
});

describe('login', () => {
  it('stores the token and the session on success', async () => {
    const store = createAppStore();
    await store.dispatch(adminSessionApi.endpoints.login.initiate({ username: 'admin', password: 'pw' }));
    expect(sent().url).toMatch(/\/api\/admin\/login$/);
    expect(sent().method).toBe('POST');
    expect(await sent().json()).toEqual({ username: 'admin', password: 'pw' });
    expect(selectToken(store.getState())).toBe('fresh-token');
    expect(selectSessionStatus(store.getState())).toBe('authenticated');
    expect(localStorage.getItem('admin_token')).toBe('fresh-token');
  });

  it('leaves the visitor signed out on 401, and reports Retry-After on 429', async () => {
    answerAll(() => json({ statusCode: 401, error: 'Invalid username or password' }, 401));
    const store = createAppStore();
    const failed = await store.dispatch(
      adminSessionApi.endpoints.login.initiate({ username: 'admin', password: 'x' }),
    );
    expect(failed.error).toEqual({
      status: 401,
      data: { statusCode: 401, error: 'Invalid username or password' },
    });
    expect(selectToken(store.getState())).toBeNull();

    answerAll(() =>
      Response.json(
        { statusCode: 429, error: 'Too many login attempts. Try again later.' },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    );
    const throttled = await store.dispatch(
      adminSessionApi.endpoints.login.initiate({ username: 'admin', password: 'x' }),
    );
    expect(throttled.error).toMatchObject({ status: 429, retryAfterSeconds: 600 });
  });
});

describe('logout', () => {
  it('tells the server with the token, then clears it', async () => {
    mockApi({ 'POST /api/admin/logout': () => new Response(null, { status: 204 }) });
    const store = storeWithStoredToken();
    await store.dispatch(logoutAdmin());
    expect(sent().url).toMatch(/\/api\/admin\/logout$/);
    expect(sent().method).toBe('POST');
    expect(sent().headers.get('Authorization')).toBe('Bearer stored-token');
    expect(selectToken(store.getState())).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('clears the token even when the server fails', async () => {
    answerAll(() => json({ statusCode: 500, error: 'Boom' }, 500));
    const store = storeWithStoredToken();
    await store.dispatch(logoutAdmin());
    expect(sent().url).toMatch(/\/api\/admin\/logout$/);
    expect(selectToken(store.getState())).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('clears the token even when the server cannot be reached', async () => {
    answerAll(networkError);
    const store = storeWithStoredToken();
    await store.dispatch(logoutAdmin());
    expect(sent().url).toMatch(/\/api\/admin\/logout$/);
    expect(selectToken(store.getState())).toBeNull();
  });
});

describe('a 401 from a later admin call', () => {
  it('ends the session once, in the base query', async () => {
    answerAll(() => json({ statusCode: 401, error: 'Unauthorized' }, 401));
    const store = storeWithStoredToken();
    await store.dispatch(adminCalls.endpoints.allPostsForSessionSpec.initiate());
    expect(sent().url).toMatch(/\/api\/posts\/all$/);
    expect(sent().headers.get('Authorization')).toBe('Bearer stored-token');
    expect(selectToken(store.getState())).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('keeps the session when an admin call answers 503 (svc-auth down: the gateway cannot check the token)', async () => {
    answerAll(() => json({ statusCode: 503, error: 'auth unavailable' }, 503));
    const store = storeWithStoredToken();
    const result = await store.dispatch(adminCalls.endpoints.allPostsForSessionSpec.initiate());
    expect(result.error).toMatchObject({ status: 503 });
    expect(selectToken(store.getState())).toBe('stored-token');
    expect(localStorage.getItem('admin_token')).toBe('stored-token');
  });

  it('leaves the session alone for a public call', async () => {
    answerAll(() => json({ statusCode: 401, error: 'Unauthorized' }, 401));
    const store = storeWithStoredToken();
    await store.dispatch(adminCalls.endpoints.publicPostsForSessionSpec.initiate());
    expect(sent().url).toMatch(/\/api\/posts$/);
    expect(sent().headers.get('Authorization')).toBeNull();
    expect(selectToken(store.getState())).toBe('stored-token');
  });
});
