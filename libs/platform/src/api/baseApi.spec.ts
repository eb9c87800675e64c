import { createAppStore } from '../store/store';
import { setToken } from '../auth/authSlice';
import { baseApi } from './baseApi';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicBusinesses: build.query<unknown, void>({ query: () => '/businesses' }),
    allPosts: build.query<unknown, void>({ query: () => '/posts/all' }),
    deleteBusiness: build.mutation<unknown, string>({
      query: (id) => ({ url: `/businesses/${id}`, method: 'DELETE' }),
    }),
  }),
});

// Node's Request (jest-fixed-jsdom) does not resolve relative URLs the way a browser does.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
} as typeof Request;

describe('baseApi', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn(
      async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  function sentRequest(): Request {
    return fetchMock.mock.calls[0][0] as Request;
  }

  it('adds the admin token only to admin requests', async () => {
    const store = createAppStore();
    store.dispatch(setToken('secret-token'));

    await store.dispatch(testApi.endpoints.publicBusinesses.initiate());
    expect(sentRequest().url).toMatch(/\/api\/businesses$/);
    expect(sentRequest().headers.get('Authorization')).toBeNull();
    expect(sentRequest().credentials).toBe('include');

    fetchMock.mockClear();
    await store.dispatch(testApi.endpoints.allPosts.initiate());
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer secret-token');

    fetchMock.mockClear();
    await store.dispatch(testApi.endpoints.deleteBusiness.initiate('42'));
    expect(sentRequest().method).toBe('DELETE');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    const store = createAppStore();
    await store.dispatch(testApi.endpoints.allPosts.initiate());
    expect(sentRequest().headers.get('Authorization')).toBeNull();
  });

  it('mirrors the token in localStorage admin_token', () => {
    const store = createAppStore();
    store.dispatch(setToken('abc'));
    expect(localStorage.getItem('admin_token')).toBe('abc');
  });

  it('does not retry a failed query', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response('{"statusCode":500,"error":"Boom"}', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const store = createAppStore();
    const result = await store.dispatch(testApi.endpoints.publicBusinesses.initiate());
    expect(result.error).toEqual({ status: 500, data: { statusCode: 500, error: 'Boom' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
