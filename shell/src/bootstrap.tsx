import { startTransition, StrictMode } from 'react';
import { configureRemotes } from './federation/remotes';

/** Ends the current task, so the browser may paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps, each its own task: evaluating React's renderer, then the UI kit (with
 * styled-components), then the platform (store, API, i18n), then the app's modules (layout,
 * router), then rendering. At once they held a phone's main thread for one long task (Total
 * Blocking Time). The modules are in the chunks main.js has loaded already: eager imports add no
 * request, they only defer evaluation.
 */
async function start() {
  const configLoaded = configureRemotes();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@byp/ui');
  await nextTask();
  const platform = await import(/* webpackMode: "eager" */ '@byp/platform');
  await nextTask();
  const [{ App }, { registerShellTranslations }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './i18n/registerShellTranslations'),
  ]);
  registerShellTranslations();
  const config = await configLoaded;
  platform.setRuntimeConfig(config);
  const store = platform.createAppStore();
  // A token left from an earlier visit is checked once; admin pages wait for the answer.
  void store.dispatch(platform.validateStoredSession());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await nextTask();
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task; the static first paint stays on screen until it
  // commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}

void start();
