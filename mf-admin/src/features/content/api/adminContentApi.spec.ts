import { waitFor } from '@testing-library/react';
import { communitiesApi, createAppStore, setToken } from '@byp/platform';
import { json } from '../../../testing/renderAdmin';
import { adminContentApi } from './adminContentApi';

// The public communities list the shell's badge and the directory show, from @byp/platform.
describe("an admin's community moderation and the public list in the same tab", () => {
  let approved: string[];
  let fetchMock: jest.Mock;

  beforeEach(() => {
    approved = ['Leeds Choir'];
    fetchMock = jest.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path === '/api/communities/c2/approve') {
        approved = [...approved, 'York Dancers'];
        return json({ id: 'c2', isApproved: 1 });
      }
      if (path === '/api/communities') return json(approved.map((name, i) => ({ id: `c${i + 1}`, name })));
      return json([]);
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  const publicReads = () =>
    fetchMock.mock.calls.filter(([r]) => new URL((r as Request).url).pathname === '/api/communities').length;

  it('reloads the public list at once when the admin approves a community (tag, no timer)', async () => {
    const store = createAppStore();
    store.dispatch(setToken('admin-token'));
    const list = store.dispatch(communitiesApi.endpoints.getCommunities.initiate({ lang: 'en' }));
    await list;
    expect(publicReads()).toBe(1);

    await store.dispatch(adminContentApi.endpoints.approveCommunity.initiate('c2'));
    // The store's type knows no remote's tags; the selector reads the same state.
    const shown = () =>
      communitiesApi.endpoints.getCommunities
        .select({ lang: 'en' })(store.getState() as never)
        .data?.map((c) => c.name);
    await waitFor(() => expect(shown()).toEqual(['Leeds Choir', 'York Dancers']));
    expect(publicReads()).toBe(2);
    list.unsubscribe();
  });
});
