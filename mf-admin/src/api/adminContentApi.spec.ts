import { waitFor } from '@testing-library/react';
import { communitiesApi, createAppStore, setToken } from '@byp/platform';
import { json, mockApi } from '@byp/testing/msw';
import { adminContentApi } from './adminContentApi';

// The public communities list the shell's badge and the directory show, from @byp/platform.
describe("an admin's community moderation and the public list in the same tab", () => {
  let approved: string[];
  let api: jest.Mock<void, [Request]>;

  beforeEach(() => {
    approved = ['Leeds Choir'];
    api = mockApi({
      'POST /api/communities/c2/approve': () => {
        approved = [...approved, 'York Dancers'];
        return json({ id: 'c2', isApproved: 1 });
      },
      'GET /api/communities': () => json(approved.map((name, i) => ({ id: `c${i + 1}`, name }))),
      'ALL /api/*': () => json([]),
    });
  });

  const publicReads = () =>
    api.mock.calls.filter(([r]) => new URL(r.url).pathname === '/api/communities').length;

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
