import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@byp/platform';
import { json, mockApi } from '@byp/testing/msw';
import { renderShell } from '../testing/renderShell';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

import { registerConfiguredRemotes, DEFAULT_RUNTIME_CONFIG, type RemotePages } from '../federation/remotes';

/** The pages the remotes' manifests list (page-manifest.json), as start-up reads them. */
const PUBLISHED_PAGES: RemotePages = {
  directory: ['/', '/communities'],
  news: ['/news-events'],
  admin: ['/admin/*'],
};

function remoteApp(heading: string) {
  return { default: () => <h1>{heading}</h1> };
}

beforeEach(() => registerConfiguredRemotes(DEFAULT_RUNTIME_CONFIG, PUBLISHED_PAGES));
beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // No API answers but what a test routes (404 otherwise).
  mockApi({});
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('shell routes', () => {
  it('shows the 404 page for an unknown path, with the layout around it', async () => {
    renderShell('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('404 Page Not Found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads the directory remote on / and /communities', async () => {
    loadRemote.mockResolvedValue(remoteApp('Directory remote'));
    renderShell('/communities');
    expect(await screen.findByRole('heading', { name: 'Directory remote' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('directory/App');
  });

  it("routes to a page a remote's manifest adds, and no longer to one it drops", async () => {
    loadRemote.mockImplementation(async (id: string) => remoteApp(id));
    registerConfiguredRemotes(DEFAULT_RUNTIME_CONFIG, { ...PUBLISHED_PAGES, news: ['/news-archive'] });
    const { unmount } = renderShell('/news-archive');
    expect(await screen.findByRole('heading', { name: 'news/App' })).toBeTruthy();
    unmount();
    renderShell('/news-events');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('loads the admin remote on any /admin path', async () => {
    loadRemote.mockImplementation(async (id: string) => remoteApp(id));
    renderShell('/admin/businesses');
    expect(await screen.findByRole('heading', { name: 'admin/App' })).toBeTruthy();
  });

  it('keeps a failing remote inside its area and retries loading it', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 failed to load remoteEntry.js'));
    loadRemote.mockResolvedValueOnce(remoteApp('News remote'));
    renderShell('/news-events');

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeTruthy();
    fireEvent.click(retry);

    expect(await screen.findByRole('heading', { name: 'News remote' })).toBeTruthy();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'news', entry: '/mf/news/remoteEntry.js' }], {
      force: true,
    });
  });

  it('renders the About page from translations, in both languages', async () => {
    renderShell('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portrait of Olena Hrytsenko' })).toBeTruthy();
    await act(() => setLanguage('uk'));
    expect(screen.getByRole('heading', { level: 1, name: 'Про нас' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('uk');
  });
});

describe('header and sidebar', () => {
  it('offers the named header controls', () => {
    renderShell('/about');
    for (const name of ['Toggle sidebar', 'Favourites', 'Switch language УКР', 'Toggle theme']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('switches language with the language toggle and saves it', async () => {
    renderShell('/about');
    const toggle = screen.getByRole('button', { name: 'Switch language УКР' });
    expect(toggle.textContent).toContain('УКР');
    await act(async () => fireEvent.click(toggle));
    expect(screen.getByRole('button', { name: 'Змінити мову EN' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('uk');
  });

  it('toggles the theme and saves it', () => {
    localStorage.removeItem('theme');
    renderShell('/about');
    const before = document.documentElement.dataset.theme;
    fireEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    const after = document.documentElement.dataset.theme;
    expect(after).not.toBe(before);
    expect(['light', 'dark']).toContain(after);
    expect(localStorage.getItem('theme')).toBe(after);
  });

  it('shows the categories only on /', async () => {
    loadRemote.mockResolvedValue(remoteApp('Directory remote'));
    renderShell('/');
    const categories = screen.getByRole('list', { name: 'Categories' });
    expect(categories.querySelectorAll('li')).toHaveLength(11);
    expect(screen.getByRole('link', { name: 'Business Services' }).getAttribute('href')).toBe(
      '/?category=business',
    );
    await screen.findByRole('heading', { name: 'Directory remote' });
  });

  it('badges each category with its count when above 0, communities included', async () => {
    mockApi({
      'GET /api/businesses/categories': () =>
        json([
          { category: 'dining', count: 3 },
          { category: 'art', count: 0 },
        ]),
      // The first page the directory shows, in the UI language (issue 23: every content read names
      // its language); the count is the server's total of every page (X-Total-Count, issue 29),
      // not the page's length.
      'GET /api/communities': (request) =>
        new URL(request.url).search === '?limit=24&offset=0&lang=en'
          ? new Response(JSON.stringify([{ id: 'a' }, { id: 'b' }]), {
              headers: { 'content-type': 'application/json', 'X-Total-Count': '1234' },
            })
          : json({ statusCode: 404, error: 'Not Found' }, 404),
    });
    loadRemote.mockResolvedValue(remoteApp('Directory remote'));
    renderShell('/');
    const categories = within(screen.getByRole('list', { name: 'Categories' }));
    await categories.findByRole('link', { name: 'Communities 1234 communities' });
    expect(categories.getByRole('link', { name: 'Dining 3 businesses' })).toBeTruthy();
    expect(categories.getByRole('link', { name: 'All 3 businesses' })).toBeTruthy();
    expect(categories.getByRole('link', { name: 'Art' }).textContent).not.toMatch(/\d/);
  });

  it('hides the categories elsewhere, and shows About but no admin links to visitors', () => {
    renderShell('/about');
    expect(screen.queryByRole('list', { name: 'Categories' })).toBeNull();
    expect(screen.getByRole('link', { name: 'About' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('shows admin links and Log out instead of About to an admin', () => {
    localStorage.setItem('admin_token', 'token');
    renderShell('/about');
    expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    localStorage.removeItem('admin_token');
  });

  it('hides the public navigation on admin paths', async () => {
    loadRemote.mockResolvedValue(remoteApp('Admin remote'));
    renderShell('/admin/login');
    await screen.findByRole('heading', { name: 'Admin remote' });
    expect(screen.queryByRole('link', { name: 'News & Events' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
  });

  it('collapses with Ctrl+B and Cmd+B and remembers it in the sidebar_state cookie', async () => {
    document.cookie = 'sidebar_state=true; path=/';
    renderShell('/about');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(document.cookie).toContain('sidebar_state=true');
  });
});
