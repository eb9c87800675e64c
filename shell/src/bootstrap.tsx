import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, setRuntimeConfig, validateStoredSession } from '@byp/platform';
import { App } from './app/App';
import { fetchRuntimeConfig, registerConfiguredRemotes } from './federation/remotes';
import { registerShellTranslations } from './i18n/registerShellTranslations';

async function start() {
  registerShellTranslations();
  const config = await fetchRuntimeConfig();
  setRuntimeConfig(config);
  registerConfiguredRemotes(config);
  const store = createAppStore();
  // A token left from an earlier visit is checked once; admin pages wait for the answer.
  void store.dispatch(validateStoredSession());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (Total Blocking Time on a phone); the static first
  // paint stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}

void start();
