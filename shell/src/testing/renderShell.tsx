import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore, i18n } from '@byp/platform';
import { AppRoutes } from '../app/routes';
import { registerShellTranslations } from '../i18n/registerShellTranslations';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';

/** Renders the shell's routes at a path, with the real store, i18n and theme. */
export function renderShell(path = '/') {
  registerShellTranslations();
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeModeProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </ThemeModeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, ...result };
}
