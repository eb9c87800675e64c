import { lazy } from 'react';
import { nextTask } from '@byp/ui';

/**
 * The remote's start-up in two tasks rather than one long one (issue 28: Total Blocking Time):
 * its translations are added, then its page's modules (the posts API, the calendar, styled
 * components) are evaluated. Both are in this remote's first chunk (eager): no request is added.
 */
const NewsRoutes = lazy(async () => {
  const { registerNewsTranslations } = await import(
    /* webpackMode: "eager" */ '../i18n/registerNewsTranslations'
  );
  registerNewsTranslations();
  await nextTask();
  return import(/* webpackMode: "eager" */ './NewsRoutes');
});

/** Exposed as `news/App`: the news and events pages (NewsRoutes). */
export default function NewsApp() {
  return <NewsRoutes />;
}
