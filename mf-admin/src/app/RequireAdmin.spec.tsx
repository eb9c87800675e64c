import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { selectToken, validateStoredSession } from '@byp/platform';
import { mockApi } from '@byp/testing/msw';
import { currentLocation, json, renderAdmin } from '../testing/renderAdmin';

const session = { user: { id: 'u1', username: 'admin' }, expiresAt: '2030-01-01T12:00:00.000Z' };

const unauthorized = () => json({ statusCode: 401, error: 'Unauthorized' }, 401);

beforeEach(() => {
  localStorage.clear();
  mockApi({ 'ALL /api/*': () => json([]) });
});

describe('the admin route guard', () => {
  it.each(['/admin', '/admin/communities', '/admin/news-events', '/admin/anything/else'])(
    'sends a visitor without a session from %s to the login page',
    (path) => {
      renderAdmin(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
      expect(currentLocation(screen)).toBe(
        path === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(path)}`,
      );
    },
  );

  it('returns to the page asked for after signing in', async () => {
    mockApi({
      'POST /api/admin/login': () => json({ token: 'fresh-token', ...session }),
      'ALL /api/*': () => json([]),
    });
    renderAdmin('/admin/businesses?action=upload');
    expect(currentLocation(screen)).toBe('/admin/login?next=%2Fadmin%2Fbusinesses%3Faction%3Dupload');

    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Businesses' })).toBeTruthy();
    expect(currentLocation(screen)).toBe('/admin/businesses?action=upload');
  });

  it('waits with a spinner, not a redirect, while a stored token is being validated', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      'GET /api/admin/validate': () => new Promise<Response>((resolve) => (answer = resolve)),
      'ALL /api/*': () => json([]),
    });
    localStorage.setItem('admin_token', 'stored-token');
    const { store } = renderAdmin('/admin/communities');

    const validation = store.dispatch(validateStoredSession());
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(currentLocation(screen)).toBe('/admin/communities');

    await waitFor(() => expect(api).toHaveBeenCalled());
    await act(async () => {
      answer(json(session));
      await validation;
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Moderate Communities' })).toBeTruthy();
    expect(currentLocation(screen)).toBe('/admin/communities');
  });

  it('sends the visitor to the login page when the stored token is rejected', async () => {
    mockApi({ 'ALL /api/*': unauthorized });
    localStorage.setItem('admin_token', 'revoked-token');
    const { store } = renderAdmin('/admin/news-events');
    await act(() => store.dispatch(validateStoredSession()));

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(currentLocation(screen)).toBe('/admin/login?next=%2Fadmin%2Fnews-events');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('sends an admin who is already signed in from the login page to the dashboard', async () => {
    localStorage.setItem('admin_token', 'stored-token');
    mockApi({ 'GET /api/admin/validate': () => json(session), 'ALL /api/*': () => json([]) });
    const { store } = renderAdmin('/admin/login');
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    await act(() => store.dispatch(validateStoredSession()));

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(currentLocation(screen)).toBe('/admin');
  });

  it('ignores a ?next= that leaves the admin pages', async () => {
    localStorage.setItem('admin_token', 'stored-token');
    mockApi({ 'GET /api/admin/validate': () => json(session), 'ALL /api/*': () => json([]) });
    const { store } = renderAdmin('/admin/login?next=%2F%2Fevil.example');
    await act(() => store.dispatch(validateStoredSession()));
    expect(currentLocation(screen)).toBe('/admin');
  });

  it('logs the admin out and asks for the login again when an admin call answers 401', async () => {
    localStorage.setItem('admin_token', 'expired-token');
    mockApi({ 'GET /api/admin/validate': () => json(session), 'ALL /api/*': unauthorized });
    const { store } = renderAdmin('/admin');
    await act(() => store.dispatch(validateStoredSession()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(selectToken(store.getState())).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });
});
