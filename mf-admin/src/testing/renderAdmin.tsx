import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createAppStore, i18n, sessionStarted, Toaster, type AdminSession } from '@byp/platform';
import { lightTheme } from '@byp/ui';
import AdminApp from '../app/App';

// Node's Request (jest-fixed-jsdom) does not resolve relative URLs the way a browser does.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
} as typeof Request;

/** Shows where the router is, so a spec can check redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function currentLocation(screen: { getByTestId: (id: string) => HTMLElement }): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** A JSON answer for a mocked fetch. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Renders the admin remote's routes at a path as the shell would: the real store (a token in
 * localStorage makes it start in the "validating" state), i18n, theme and toasts. With a
 * `session`, an admin is signed in from the start.
 */
export function renderAdmin(path: string, { session }: { session?: AdminSession } = {}) {
  const store = createAppStore();
  if (session) store.dispatch(sessionStarted(session));
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[path]}>
            {/* The remote's routes are absolute paths, as in the shell; "/" stands for the directory. */}
            <Routes>
              <Route path="/" element={<h1>Directory</h1>} />
              <Route path="*" element={<AdminApp />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
          <Toaster />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, ...result };
}
