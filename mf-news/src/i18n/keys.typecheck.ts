// A type-level test: `npm run typecheck` (tsc) checks it, nothing runs it. Each key marked
// `@ts-expect-error` is missing from the translations, so a key that became valid, or typing that
// stopped checking keys, fails the type check with "Unused '@ts-expect-error' directive".
import { useTranslation } from 'react-i18next';
import type { NewsKey, NewsT } from './registerNewsTranslations';

export function NewsKeysAreTyped() {
  const { t } = useTranslation('news');
  const withCommon: NewsT = useTranslation(['news', 'common']).t;
  const chosen: NewsKey = 'page.title';
  return [
    t('page.title'),
    t('recurrence.count', { count: 2 }),
    t(chosen),
    t('actions.close'),
    withCommon('news:page.title'),
    withCommon('common:actions.close'),
    // @ts-expect-error a key in no translation file
    t('page.noSuchKey'),
    // @ts-expect-error a default value does not excuse a missing key (strictKeyChecks)
    t('page.noSuchKey', { defaultValue: 'text' }),
    // @ts-expect-error a namespaced key that is missing
    withCommon('common:actions.noSuchAction'),
    // @ts-expect-error another app's namespace is not this one's
    withCommon('directory:search.termLabel'),
    // @ts-expect-error common keys need the namespace listed to take its prefix
    t('common:actions.close'),
  ];
}

// @ts-expect-error a key chosen at run time is typed too
export const missingChosenKey: NewsKey = 'page.noSuchKey';
