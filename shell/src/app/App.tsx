import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { i18n, type AppStore } from '@byp/platform';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { AppRoutes } from './routes';

/** Providers every remote relies on: the one store, the one i18n instance, the theme, the router. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeModeProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ThemeModeProvider>
      </I18nextProvider>
    </Provider>
  );
}
