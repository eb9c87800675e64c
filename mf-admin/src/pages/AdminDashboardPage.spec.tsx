import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getMissingTranslationKeys,
  resetMissingTranslationKeys,
  selectToken,
  setLanguage,
} from '@byp/platform';
import { mockApi } from '@byp/testing/msw';
import { currentLocation, json, renderAdmin } from '../testing/renderAdmin';

const session = {
  token: 'admin-token',
  user: { id: 'u1', username: 'olena' },
  expiresAt: '2030-01-01T12:00:00.000Z',
};
const stats = {
  totalBusinesses: 25,
  verifiedBusinesses: 7,
  premiumBusinesses: 3,
  pendingBusinesses: 2,
  pendingReviews: 4,
};
const catalogLog = [
  {
    id: 'l1',
    at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    actor: 'olena',
    action: 'approved',
    entityType: 'business',
    entityId: 'b1',
    entityName: 'Kalyna Bakery',
  },
];
const contentLog = [
  {
    id: 'l2',
    at: new Date(Date.now() - 60_000).toISOString(),
    actor: 'taras',
    action: 'deleted',
    entityType: 'community',
    entityId: 'c1',
    entityName: 'Choir of Leeds',
  },
];
const communities = [
  { id: 'c2', isApproved: 0 },
  { id: 'c3', isApproved: 1 },
];
const posts = [
  { id: 'p1', isApproved: 0 },
  { id: 'p2', isApproved: 0 },
  { id: 'p3', isApproved: 1 },
];

/** Answers each admin read like the services do. */
/** The services' answers to the dashboard's reads. */
const serviceRoutes = {
  'GET /api/businesses/stats': () => json(stats),
  'GET /api/businesses/activity': () => json(catalogLog),
  'GET /api/communities/activity': () => json(contentLog),
  'GET /api/communities/all': () => json(communities),
  'GET /api/posts/all': () => json(posts),
  'ALL /api/*': () => json([]),
};

let api: jest.Mock<void, [Request]>;

function requests(): Request[] {
  return api.mock.calls.map(([request]) => request);
}

function renderSignedIn(path: string) {
  return renderAdmin(path, { session });
}

function statValue(label: string): string {
  const stats = screen.getByRole('list', { name: /Statistics|Статистика/ });
  const card = within(stats).getByText(label).closest('li');
  return card?.textContent?.replace(label, '') ?? '';
}

beforeEach(() => {
  localStorage.clear();
  resetMissingTranslationKeys();
  api = mockApi(serviceRoutes);
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the admin dashboard', () => {
  it('shows the real figures of the services, each pending figure linking to where it is handled', async () => {
    renderSignedIn('/admin');
    await waitFor(() => expect(statValue('Total Businesses')).toBe('25'));
    expect(statValue('Verified')).toBe('7');
    expect(statValue('Premium')).toBe('3');
    expect(statValue('Businesses awaiting approval')).toBe('2');
    expect(statValue('Reviews awaiting approval')).toBe('4');
    await waitFor(() => expect(statValue('Communities awaiting approval')).toBe('1'));
    expect(statValue('News & events awaiting approval')).toBe('2');
    expect(screen.getByRole('link', { name: 'Reviews awaiting approval' }).getAttribute('href')).toBe(
      '/admin/businesses?action=reviews',
    );
    const statsRequest = requests().find((r) => r.url.endsWith('/api/businesses/stats'));
    expect(statsRequest?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows a dash, not an invented number, when a figure cannot be read', async () => {
    const failing = mockApi({ 'ALL /api/*': () => json({ statusCode: 500, error: 'Boom' }, 500) });
    renderSignedIn('/admin');
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(statValue('Total Businesses')).toBe('—');
    await waitFor(() => expect(screen.getByText('Some activity could not be loaded.')).toBeTruthy());
  });

  it('links the quick actions to the admin pages and the add and upload tabs', () => {
    renderSignedIn('/admin');
    const hrefs = {
      'Manage Businesses': '/admin/businesses',
      'Moderate Communities': '/admin/communities',
      'Moderate News & Events': '/admin/news-events',
      'Add Business': '/admin/businesses?action=add',
      'Upload CSV': '/admin/businesses?action=upload',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(href);
    }
  });

  it("lists both services' moderation logs together, newest first", async () => {
    renderSignedIn('/admin');
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(2));
    const items = within(activity)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/^taras deleted community “Choir of Leeds”1 minute ago$/);
    expect(items[1]).toMatch(/^olena approved business “Kalyna Bakery”about 2 hours ago$/);
  });

  it('opens the settings with the signed-in username and when the session expires', () => {
    renderSignedIn('/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByText('olena')).toBeTruthy();
    expect(within(dialog).getByText(/^1 January 2030 at \d\d:\d\d$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out: tells the server, forgets the token and returns to the directory', async () => {
    mockApi({
      'POST /api/admin/logout': () => json({ statusCode: 500, error: 'Boom' }, 500),
      ...serviceRoutes,
    });
    const { store } = renderSignedIn('/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(currentLocation(screen)).toBe('/'));
    expect(
      requests().some((request) => request.url.endsWith('/api/admin/logout') && request.method === 'POST'),
    ).toBe(true);
    expect(selectToken(store.getState())).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    renderSignedIn('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Панель адміністратора' })).toBeTruthy();
    await waitFor(() => expect(statValue('Усього бізнесів')).toBe('25'));
    await waitFor(() => expect(screen.getByText(/^taras видаляє: громада «Choir of Leeds»/)).toBeTruthy());
    expect(screen.getByRole('link', { name: /^Завантажити CSV/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Налаштування' }));
    expect(within(screen.getByRole('dialog')).getByText(/^1(-е)? січня 2030 р\. о \d\d:\d\d$/)).toBeTruthy();
    expect(getMissingTranslationKeys()).toEqual([]);
  });
});

describe('the admin section pages', () => {
  it.each([
    ['/admin/businesses', 'Manage Businesses'],
    ['/admin/businesses?action=add', 'Manage Businesses'],
    ['/admin/communities', 'Moderate Communities'],
    ['/admin/news-events', 'Moderate News & Events'],
  ])('%s has its heading and a link back to the dashboard', (path, heading) => {
    renderSignedIn(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/admin');
  });

  it('answers an unknown admin path with a not-found page', () => {
    renderSignedIn('/admin/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });
});
