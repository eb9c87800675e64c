import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getMissingTranslationKeys,
  resetMissingTranslationKeys,
  selectToken,
  setLanguage,
} from '@byp/platform';
import { currentLocation, json, renderAdmin } from '../../../testing/renderAdmin';

const session = { user: { id: 'u1', username: 'admin' }, expiresAt: '2030-01-01T12:00:00.000Z' };

let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  resetMissingTranslationKeys();
  fetchMock = jest.fn(async () => json([]));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

function fillIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

function loginCalls(): Request[] {
  return fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.url.endsWith('/api/admin/login'));
}

describe('the admin login form', () => {
  it('has a required Username and Password, a Sign In button and a way back to the directory', () => {
    renderAdmin('/admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Username/ }).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to directory' }).getAttribute('href')).toBe('/');
  });

  it("says 'Required' under each empty field and sends nothing", () => {
    renderAdmin('/admin/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const username = screen.getByRole('textbox', { name: /^Username/ });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Required',
    );
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(document.activeElement).toBe(username);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(username, { target: { value: 'admin' } });
    expect(screen.getAllByText('Required')).toHaveLength(1);
  });

  it('counts a username of spaces as missing', () => {
    renderAdmin('/admin/login');
    fillIn('   ', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Signing in...' and is disabled while the login is pending", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAdmin('/admin/login');
    fillIn('admin', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pending);
    expect(loginCalls()).toHaveLength(1);

    await act(async () => answer(json({ statusCode: 401, error: 'Invalid username or password' }, 401)));
    expect(((await screen.findByRole('button', { name: 'Sign In' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('signs in, says so and goes to the dashboard', async () => {
    fetchMock.mockImplementation(async (request: Request) =>
      request.url.endsWith('/api/admin/login') ? json({ token: 'fresh-token', ...session }) : json([]),
    );
    const { store } = renderAdmin('/admin/login');
    fillIn(' admin ', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(currentLocation(screen)).toBe('/admin');
    expect(await screen.findByText('Logged in successfully!')).toBeTruthy();
    expect(await loginCalls()[0].json()).toEqual({ username: 'admin', password: 'secret' });
    expect(selectToken(store.getState())).toBe('fresh-token');
    expect(localStorage.getItem('admin_token')).toBe('fresh-token');
  });

  it('reports wrong credentials and stays on the login page', async () => {
    fetchMock.mockImplementation(async () =>
      json({ statusCode: 401, error: 'Invalid username or password' }, 401),
    );
    const { store } = renderAdmin('/admin/login');
    fillIn('admin', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid credentials. Please try again.');
    expect(alert.textContent).toContain('Invalid username or password');
    expect(currentLocation(screen)).toBe('/admin/login');
    expect(selectToken(store.getState())).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
  });

  it('passes on the throttling message with the wait from Retry-After', async () => {
    fetchMock.mockImplementation(async () =>
      json({ statusCode: 429, error: 'Too many login attempts. Try again later.' }, 429, {
        'Retry-After': '540',
      }),
    );
    renderAdmin('/admin/login');
    fillIn('admin', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many login attempts. Try again later.');
    expect(alert.textContent).toContain('You can try again in 9 minutes.');
  });

  it("says 'Login failed. Please try again.' when the server cannot be reached", async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAdmin('/admin/login');
    fillIn('admin', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed. Please try again.');
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    fetchMock.mockImplementation(async () =>
      json({ statusCode: 401, error: 'Invalid username or password' }, 401),
    );
    renderAdmin('/admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Вхід для адміністратора' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Назад до довідника' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(screen.getAllByText('Обов’язкове поле')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(/^Ім’я користувача/), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(/^Пароль/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Неправильні облікові дані. Спробуйте ще раз.');
    expect(alert.textContent).toContain('Неправильне ім’я користувача або пароль');
    await waitFor(() => expect(getMissingTranslationKeys()).toEqual([]));
  });
});
