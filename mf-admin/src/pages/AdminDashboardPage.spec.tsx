import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getMissingTranslationKeys,
  resetMissingTranslationKeys,
  selectToken,
  setLanguage,
} from '@byp/platform';
import { currentLocation, json, renderAdmin } from '../testing/renderAdmin';

const session = {
  token: 'admin-token',
  user: { id: 'u1', username: 'olena' },
  expiresAt: '2030-01-01T12:00:00.000Z',
};
const businesses = Array.from({ length: 25 }, (_, index) => ({
  id: `b${index}`,
  name: `Business ${index}`,
  category: 'dining',
}));

let fetchMock: jest.Mock;

function requests(): Request[] {
  return fetchMock.mock.calls.map(([request]) => request as Request);
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
  fetchMock = jest.fn(async () => json(businesses));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the admin dashboard', () => {
  it('counts every business from GET /api/businesses/all, with 60% verified and 40% premium rounded down', async () => {
    renderSignedIn('/admin');
    await waitFor(() => expect(statValue('Total Businesses')).toBe('25'));
    expect(statValue('Verified')).toBe('15');
    expect(statValue('Premium')).toBe('10');
    expect(statValue('Active Users')).toBe('2.4k');
    const [request] = requests();
    expect(request.url).toMatch(/\/api\/businesses\/all$/);
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows 18 businesses while the count is unknown or cannot be read', async () => {
    fetchMock.mockImplementation(async () => json({ statusCode: 500, error: 'Boom' }, 500));
    renderSignedIn('/admin');
    expect(statValue('Total Businesses')).toBe('18');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(statValue('Total Businesses')).toBe('18');
    expect(statValue('Verified')).toBe('10');
    expect(statValue('Premium')).toBe('7');
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

  it('lists the sample recent activity', () => {
    renderSignedIn('/admin');
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(4);
    expect(within(activity).getByText('New business submitted: Kalyna Bakery')).toBeTruthy();
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
    fetchMock.mockImplementation(async (request: Request) =>
      request.url.endsWith('/api/admin/logout')
        ? json({ statusCode: 500, error: 'Boom' }, 500)
        : json(businesses),
    );
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
    await waitFor(() => expect(statValue('Усього підприємств')).toBe('25'));
    expect(statValue('Активні користувачі')).toBe('2,4 тис.');
    expect(screen.getByRole('link', { name: /^Завантажити CSV/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Налаштування' }));
    expect(within(screen.getByRole('dialog')).getByText(/^1-е січня 2030 р\. о \d\d:\d\d$/)).toBeTruthy();
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
