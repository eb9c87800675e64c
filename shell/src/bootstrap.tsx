import { startTransition, StrictMode } from 'react';
import { configureRemotes } from './federation/remotes';

/**
 * Start-up in steps, each its own task: the UI kit (with styled-components), React's renderer,
 * the platform's packages (Redux Toolkit and RTK Query, i18next) and then the platform itself
 * (its API, store slices and i18n set-up), the app's modules (layout, router), the store, then
 * rendering. At once they held a phone's main thread for one long task (Total Blocking Time);
 * each step now stays under the 50 ms a task may take on a phone (issue 28). The modules are in
 * the chunks main.js has loaded already: eager imports add no request, they only defer
 * evaluation, and `webpackExports` keeps the packages tree-shaken (only what the platform uses).
 */
async function start() {
  const configLoaded = configureRemotes();
  const { nextTask } = await import(/* webpackMode: "eager" */ '@byp/ui');
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["default"] */ 'i18next');
  await nextTask();
  const platform = await import(/* webpackMode: "eager" */ '@byp/platform');
  await nextTask();
  const [{ App }, { registerShellTranslations }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './i18n/registerShellTranslations'),
  ]);
  await nextTask();
  registerShellTranslations();
  // i18next's set-up and the store's are each a task of their own.
  await nextTask();
  const config = await configLoaded;
  platform.setRuntimeConfig(config);
  const store = platform.createAppStore();
  // A token left from an earlier visit is checked once; admin pages wait for the answer.
  void store.dispatch(platform.validateStoredSession());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const mount = mountPoint(container, platform);
  await nextTask();
  const root = createRoot(mount);
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

/** How long the page waits for its lists to adopt their served cards before showing the app anyway. */
const SERVED_LISTS_WAIT_MS = 10_000;

/**
 * Where the app renders. Usually #root, whose static first paint React replaces. When the gateway
 * served a list's first cards in it (issue 29, point 2: `[data-byp-served]`), the app renders
 * beside it, hidden, and the static page stays on screen until the app's lists have adopted those
 * cards (moved the very nodes into their grids) or let them go; then, in the same task, before
 * the next paint, the app takes the static page's place. The served cards never leave the screen
 * and are never drawn again, and no staged start-up step holds them back.
 */
function mountPoint(container: HTMLElement, platform: typeof import('@byp/platform')): HTMLElement {
  const served = platform.servedListsIn(container);
  if (served.length === 0) return container;
  const app = document.createElement('div');
  app.style.cssText = 'position:absolute;top:0;left:0;width:100%;visibility:hidden';
  app.inert = true;
  container.after(app);
  platform.holdFirstPaint(
    served,
    () => {
      container.remove();
      app.removeAttribute('style');
      app.inert = false;
      app.id = 'root';
    },
    SERVED_LISTS_WAIT_MS,
  );
  return app;
}

void start();
