import { registerTranslations } from '@byp/platform';
import type { ParseKeys, TFunction } from 'i18next';
import en from './en.json';
import uk from './uk.json';

export const NEWS_NAMESPACE = 'news';

// Types t('news:…') and useTranslation('news') keys from the English file (uk.json has the same
// keys: libs/platform/src/i18n/translations.spec.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    news: typeof en;
  }
}

/** The `t` of `useTranslation(['news', 'common'])`: this app's keys, and the platform's as `common:…`. */
export type NewsT = TFunction<['news', 'common']>;
/** A key of this app's namespace (or of 'common', its fallback), for keys chosen at run time. */
export type NewsKey = ParseKeys<'news'>;

export function registerNewsTranslations(): void {
  registerTranslations(NEWS_NAMESPACE, { en, uk });
}
