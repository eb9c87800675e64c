import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createAppStore, i18n } from '@byp/platform';
import { lightTheme } from '@byp/ui';
import { registerDirectoryTranslations } from '../i18n/registerDirectoryTranslations';

// React 19 builds `new FormData(form)` for a form submitted inside a transition (the router's
// navigation is one); Node's FormData (jest-fixed-jsdom) cannot read a jsdom form. No code here
// reads that FormData, so an empty one will do.
const NodeFormData = globalThis.FormData;
if (!(NodeFormData as { patchedForTests?: boolean }).patchedForTests) {
  globalThis.FormData = class extends NodeFormData {
    static patchedForTests = true;
    constructor(form?: unknown) {
      super(form instanceof HTMLFormElement ? undefined : (form as undefined));
    }
  } as unknown as typeof FormData;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Renders with the app's store, i18n (directory namespace registered), theme and a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  registerDirectoryTranslations();
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store };
}
