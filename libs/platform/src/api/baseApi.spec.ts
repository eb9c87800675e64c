import { createAppStore } from '../store/store';
import { setToken } from '../auth/authSlice';
import { baseApi, FRESH_READS_AFTER_WRITE_MS } from './baseApi';

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

  describe('read-your-writes', () => {
    // Far after any write the other tests made.
    let now = Date.now() + 1e9;
    beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
    afterEach(() => jest.restoreAllMocks());

    const readCacheMode = async (store: ReturnType<typeof createAppStore>) => {
      fetchMock.mockClear();
      await store.dispatch(testApi.endpoints.publicBusinesses.initiate(undefined, { forceRefetch: true }));
      return sentRequest().cache;
    };

    it('lets reads use the HTTP caches when this tab wrote nothing lately', async () => {
      expect(await readCacheMode(createAppStore())).toBe('default');
    });

    it('asks for fresh answers (no-cache) for a few seconds after a write, then not', async () => {
      const store = createAppStore();
      store.dispatch(setToken('secret-token'));
      fetchMock.mockClear();
      await store.dispatch(testApi.endpoints.deleteBusiness.initiate('42'));
      expect(sentRequest().cache).toBe('default');
      now += 1000;
      expect(await readCacheMode(store)).toBe('no-cache');
      now += FRESH_READS_AFTER_WRITE_MS;
      expect(await readCacheMode(store)).toBe('default');
    });

    it('remembers the write across a reload of the tab (sessionStorage)', async () => {
      const store = createAppStore();
      await store.dispatch(testApi.endpoints.deleteBusiness.initiate('44'));
      const stored = sessionStorage.getItem('byp:last-write-at');
      expect(Number(stored)).toBe(now);
      let reloaded: Promise<string> | undefined;
      jest.isolateModules(() => {
        // A fresh page: new modules, the same tab's sessionStorage.
        const fresh = require('./baseApi') as typeof import('./baseApi');
        const { createAppStore: freshStore } = require('../store/store') as typeof import('../store/store');
        const freshApi = fresh.baseApi.injectEndpoints({
          endpoints: (build) => ({ list: build.query<unknown, void>({ query: () => '/businesses' }) }),
        });
        fetchMock.mockClear();
        reloaded = Promise.resolve(freshStore().dispatch(freshApi.endpoints.list.initiate())).then(
          () => sentRequest().cache,
        );
      });
      now += 1000;
      expect(await reloaded).toBe('no-cache');
    });

    it('counts a failed write too (it may have changed something)', async () => {
      fetchMock.mockImplementationOnce(
        async () => new Response('{"statusCode":500,"error":"Boom"}', { status: 500 }),
      );
      const store = createAppStore();
      await store.dispatch(testApi.endpoints.deleteBusiness.initiate('43'));
      expect(await readCacheMode(store)).toBe('no-cache');
    });
  });
});
