import { createAppStore } from '../store/store';
import { setToken } from '../auth/authSlice';
import { waitFor } from '@testing-library/react';
import { json, mockApi, requestOf } from '@byp/testing/msw';
import { ADMIN_REQUEST } from './adminAuth';
import { baseApi } from './baseApi';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicBusinesses: build.query<unknown, void>({ query: () => '/businesses' }),
    allPosts: build.query<unknown, void>({ query: () => '/posts/all', extraOptions: ADMIN_REQUEST }),
    deleteBusiness: build.mutation<unknown, string>({
      query: (id) => ({ url: `/businesses/${id}`, method: 'DELETE' }),
      extraOptions: ADMIN_REQUEST,
    }),
    submitReview: build.mutation<unknown, string>({
      query: (id) => ({ url: `/businesses/${id}/reviews`, method: 'POST', body: {} }),
    }),
  }),
});

describe('baseApi', () => {
  /** Every request the app sent in this test, in order (MSW answers them). */
  let api: jest.Mock<void, [Request]>;

  beforeEach(() => {
    localStorage.clear();
    api = mockApi({
      'GET /api/businesses': () => json([]),
      'GET /api/posts/all': () => json([]),
      'DELETE /api/businesses/42': () => json({}),
      'POST /api/businesses/42/reviews': () => json({}),
    });
  });

  function sentRequest(): Request {
    return requestOf(api, 0);
  }

  it('adds the admin token only to the endpoints that ask for it (ADMIN_REQUEST)', async () => {
    const store = createAppStore();
    store.dispatch(setToken('secret-token'));

    await store.dispatch(testApi.endpoints.publicBusinesses.initiate());
    expect(sentRequest().url).toMatch(/\/api\/businesses$/);
    expect(sentRequest().method).toBe('GET');
    expect(sentRequest().headers.get('Authorization')).toBeNull();
    expect(sentRequest().credentials).toBe('include');

    api.mockClear();
    await store.dispatch(testApi.endpoints.allPosts.initiate());
    expect(sentRequest().url).toMatch(/\/api\/posts\/all$/);
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer secret-token');

    api.mockClear();
    await store.dispatch(testApi.endpoints.deleteBusiness.initiate('42'));
    expect(sentRequest().url).toMatch(/\/api\/businesses\/42$/);
    expect(sentRequest().method).toBe('DELETE');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer secret-token');

    // A visitor's write, from a logged-in admin's browser too: the token stays home.
    api.mockClear();
    await store.dispatch(testApi.endpoints.submitReview.initiate('42'));
    expect(sentRequest().url).toMatch(/\/api\/businesses\/42\/reviews$/);
    expect(sentRequest().method).toBe('POST');
    expect(sentRequest().headers.get('Authorization')).toBeNull();
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
    mockApi({ 'GET /api/businesses': () => json({ statusCode: 500, error: 'Boom' }, 500) });
    const store = createAppStore();
    const result = await store.dispatch(testApi.endpoints.publicBusinesses.initiate());
    expect(result.error).toEqual({ status: 500, data: { statusCode: 500, error: 'Boom' } });
    expect(api).toHaveBeenCalledTimes(1);
  });

  describe('fresh reads after a write: tags, not timers', () => {
    // Two "remotes": one reads the public list, the other (the admin console) writes. They share
    // only the tag, as remotes share only @byp/platform.
    const directory = baseApi.enhanceEndpoints({ addTagTypes: ['Business'] }).injectEndpoints({
      endpoints: (build) => ({
        businessList: build.query<string[], void>({
          query: () => '/businesses',
          providesTags: [{ type: 'Business', id: 'LIST' }],
        }),
      }),
    });
    const console_ = baseApi.enhanceEndpoints({ addTagTypes: ['Business'] }).injectEndpoints({
      endpoints: (build) => ({
        renameBusiness: build.mutation<unknown, string>({
          query: (name) => ({ url: '/businesses/1', method: 'PATCH', body: { name } }),
          invalidatesTags: [{ type: 'Business', id: 'LIST' }],
        }),
        approveReview: build.mutation<unknown, string>({
          query: (id) => ({ url: `/businesses/reviews/${id}/approve`, method: 'POST' }),
        }),
      }),
    });

    let stored: string[];
    beforeEach(() => {
      stored = ['Kyiv Bakery'];
      sessionStorage.clear();
      mockApi({
        'GET /api/businesses': () => json(stored),
        'PATCH /api/businesses/1': async (request) => {
          stored = [((await request.json()) as { name: string }).name];
          return json({});
        },
        'POST /api/businesses/reviews/7/approve': () => json({}),
      });
    });

    const reads = () => api.mock.calls.map(([r]) => r).filter((r) => r.method === 'GET');
    const shown = (store: ReturnType<typeof createAppStore>) =>
      // The store's type knows no remote's tags; the selector reads the same state.
      directory.endpoints.businessList.select()(store.getState() as never).data;

    it('keeps a read in memory: a second page asking for it sends no request', async () => {
      const store = createAppStore();
      const first = store.dispatch(directory.endpoints.businessList.initiate());
      await first;
      const second = store.dispatch(directory.endpoints.businessList.initiate());
      await second;
      expect(reads()).toHaveLength(1);
      first.unsubscribe();
      second.unsubscribe();
    });

    it("reloads a read whose tag another remote's write invalidates, at once, and shows the write", async () => {
      const store = createAppStore();
      store.dispatch(setToken('secret-token'));
      const subscription = store.dispatch(directory.endpoints.businessList.initiate());
      await subscription;
      expect(shown(store)).toEqual(['Kyiv Bakery']);

      await store.dispatch(console_.endpoints.renameBusiness.initiate('Kyiv Bakehouse'));
      await waitFor(() => expect(shown(store)).toEqual(['Kyiv Bakehouse']));
      expect(reads()).toHaveLength(2);
      // The reload is an ordinary request: no forced cache mode, nothing kept in sessionStorage.
      expect(reads()[1].cache).toBe('default');
      expect(sessionStorage.length).toBe(0);
      subscription.unsubscribe();
    });

    it('leaves reads alone after a write that invalidates none of their tags', async () => {
      const store = createAppStore();
      store.dispatch(setToken('secret-token'));
      const subscription = store.dispatch(directory.endpoints.businessList.initiate());
      await subscription;
      await store.dispatch(console_.endpoints.approveReview.initiate('7'));
      await store.dispatch(directory.endpoints.businessList.initiate()).unwrap();
      expect(reads()).toHaveLength(1);
      subscription.unsubscribe();
    });
  });
});
