import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetMissingTranslationKeys, setLanguage } from '@byp/platform';
import { mockApi } from '@byp/testing/msw';
import { currentLocation, json, renderAdmin } from '../testing/renderAdmin';

const session = {
  token: 'admin-token',
  user: { id: 'u1', username: 'olena' },
  expiresAt: '2030-01-01T12:00:00.000Z',
};
const business = {
  id: 'b1',
  name: 'Kalyna Bakery',
  description: 'Rye bread',
  category: 'dining',
  address: '1 High Street, London',
  phone: null,
  email: null,
  isVerified: 0,
  isPremium: 0,
  isApproved: 1,
  galleryImages: [],
  heroImage: '/images/businesses/bakery.jpg',
  createdAt: '2026-01-01T10:00:00.000Z',
};
const community = (id: string, isApproved: 0 | 1) => ({
  id,
  name: `Community ${id}`,
  description: 'We meet on Saturdays.',
  contactEmail: null,
  website: null,
  instagram: null,
  isApproved,
  createdAt: '2026-01-01T10:00:00.000Z',
});
const post = (id: string, isApproved: 0 | 1) => ({
  id,
  type: 'news',
  title: `Post ${id}`,
  body: 'News of the week.',
  isApproved,
  isOnline: false,
  locationName: null,
  startAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
});

let api: jest.Mock<void, [Request]>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMissingTranslationKeys();
  api = mockApi({
    'GET /api/businesses/stats': () =>
      json({
        totalBusinesses: 1,
        verifiedBusinesses: 0,
        premiumBusinesses: 0,
        pendingBusinesses: 0,
        pendingReviews: 0,
      }),
    'GET /api/businesses/all': () => json({ items: [business], total: 1, page: 1, pageSize: 25 }),
    'GET /api/communities/all': () => json([community('c1', 0), community('c2', 1), community('c3', 1)]),
    'GET /api/posts/all': () => json([post('p1', 0), post('p2', 1)]),
    'ALL /api/*': () => json([]),
  });
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

const selectedTab = (tablist: string) =>
  within(screen.getByRole('tablist', { name: tablist }))
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent?.replace(/\s*\d+$/, ''));

describe('tabs chosen by ?action=', () => {
  it.each([
    ['/admin/businesses', 'Manage'],
    ['/admin/businesses?action=add', 'Add'],
    ['/admin/businesses?action=upload', 'Upload CSV'],
    ['/admin/businesses?action=reviews', 'Reviews'],
    ['/admin/businesses?action=nonsense', 'Manage'],
  ])('%s opens the %s tab', async (path, tab) => {
    renderAdmin(path, { session });
    expect(selectedTab('Manage businesses')).toEqual([tab]);
  });

  it('shows each tab its own content', async () => {
    renderAdmin('/admin/businesses?action=upload', { session });
    expect(screen.getByLabelText('CSV file')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('puts the chosen tab in the URL, keeping the other parameters; Manage drops it', async () => {
    renderAdmin('/admin/businesses?q=Kalyna', { session });
    fireEvent.click(screen.getByRole('tab', { name: 'Upload CSV' }));
    expect(currentLocation(screen)).toBe('/admin/businesses?q=Kalyna&action=upload');
    fireEvent.click(screen.getByRole('tab', { name: 'Manage' }));
    expect(currentLocation(screen)).toBe('/admin/businesses?q=Kalyna');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderAdmin('/admin/businesses', { session });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Manage' }), { key: 'ArrowRight' });
    expect(currentLocation(screen)).toBe('/admin/businesses?action=add');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Add' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Add' }), { key: 'End' });
    expect(currentLocation(screen)).toBe('/admin/businesses?action=reviews');
  });

  it('starts the manage search from ?q= and asks the server for that page', async () => {
    renderAdmin('/admin/businesses?q=Kalyna&status=approved&page=2', { session });
    await waitFor(() =>
      expect(
        api.mock.calls.map(([r]) => new URL(r.url)).find((url) => url.pathname === '/api/businesses/all')
          ?.search,
      ).toBe('?page=2&pageSize=25&q=Kalyna&status=approved&lang=en'),
    );
    expect((screen.getByLabelText('Search businesses') as HTMLInputElement).value).toBe('Kalyna');
  });

  it.each([
    ['/admin/communities', 'Communities by status', 'Pending', 'Community c1'],
    ['/admin/communities?action=approved', 'Communities by status', 'Approved', 'Community c2'],
    ['/admin/news-events', 'Posts by status', 'Pending', 'Post p1'],
    ['/admin/news-events?action=approved', 'Posts by status', 'Approved', 'Post p2'],
  ])('%s opens the %s tab %s', async (path, tablist, tab, shown) => {
    renderAdmin(path, { session });
    expect(selectedTab(tablist)).toEqual([tab]);
    await screen.findByRole('button', { name: new RegExp(`Edit (Name|Title) of ${shown}`) });
  });

  it('switches the communities tab into the URL', async () => {
    renderAdmin('/admin/communities', { session });
    fireEvent.click(screen.getByRole('tab', { name: /^Approved/ }));
    expect(currentLocation(screen)).toBe('/admin/communities?action=approved');
    await screen.findByRole('button', { name: /Edit Name of Community c3/ });
  });
});
