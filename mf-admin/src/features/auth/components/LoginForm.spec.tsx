import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getMissingTranslationKeys,
  resetMissingTranslationKeys,
  selectToken,
  setLanguage,
} from '@byp/platform';
import { HttpResponse, mockApi, type Handler } from '@byp/testing/msw';
import { currentLocation, json, renderAdmin } from '../../../testing/renderAdmin';

const session = { user: { id: 'u1', username: 'admin' }, expiresAt: '2030-01-01T12:00:00.000Z' };

/** Every request the page sent in this test, in order (MSW answers them; any read: an empty list). */
let api: jest.Mock<void, [Request]>;

beforeEach(() => {
  localStorage.clear();
  resetMissingTranslationKeys();
  api = mockApi({ 'ALL /api/*': () => json([]) });
});

/** The server's answer to POST /api/admin/login for the rest of the test. */
function answerLogin(handler: Handler) {
  mockApi({ 'POST /api/admin/login': handler });
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

function fillIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

function loginCalls(): Request[] {
  return api.mock.calls
    .map(([request]) => request)
    .filter((request) => request.method === 'POST' && request.url.endsWith('/api/admin/login'));
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
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(username, { target: { value: 'admin' } });
    expect(screen.getAllByText('Required')).toHaveLength(1);
  });

  it('counts a username of spaces as missing', () => {
    renderAdmin('/admin/login');
    fillIn('   ', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(api).not.toHaveBeenCalled();
  });

  it("reads 'Signing in...' and is disabled while the login is pending", async () => {
    let answer: (response: Response) => void = () => undefined;
    answerLogin(() => new Promise<Response>((resolve) => (answer = resolve)));
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
    // The click on the disabled button sent nothing, now that any request it made would have started.
    expect(loginCalls()).toHaveLength(1);
  });

  it('signs in, says so and goes to the dashboard', async () => {
    answerLogin(() => json({ token: 'fresh-token', ...session }));
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
    answerLogin(() => json({ statusCode: 401, error: 'Invalid username or password' }, 401));
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
    answerLogin(() =>
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
    answerLogin(() => HttpResponse.error());
    renderAdmin('/admin/login');
    fillIn('admin', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed. Please try again.');
  });

  it('speaks Ukrainian', async () => {
    await act(() => setLanguage('uk'));
    answerLogin(() => json({ statusCode: 401, error: 'Invalid username or password' }, 401));
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
