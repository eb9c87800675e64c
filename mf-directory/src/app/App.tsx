import { lazy } from 'react';
import { nextTask } from '@byp/ui';

/**
 * The remote's start-up in two tasks rather than one long one (issue 28: Total Blocking Time):
 * its translations are added, then its pages' modules (features, API endpoints, styled
 * components) are evaluated. Both are in this remote's first chunk (eager): no request is added.
 */
const DirectoryRoutes = lazy(async () => {
  const { registerDirectoryTranslations } = await import(
    /* webpackMode: "eager" */ '../i18n/registerDirectoryTranslations'
  );
  registerDirectoryTranslations();
  await nextTask();
  return import(/* webpackMode: "eager" */ './DirectoryRoutes');
});

/** Exposed as `directory/App`: the directory's pages (DirectoryRoutes). */
export default function DirectoryApp() {
  return <DirectoryRoutes />;
}
