// A type-level test: `npm run typecheck` (tsc) checks it, nothing runs it. Each key marked
// `@ts-expect-error` is missing from the translations, so a key that became valid, or typing that
// stopped checking keys, fails the type check with "Unused '@ts-expect-error' directive".
import { useTranslation } from 'react-i18next';
import type { DirectoryKey, DirectoryT } from './registerDirectoryTranslations';

export function DirectoryKeysAreTyped() {
  const { t } = useTranslation('directory');
  const withCommon: DirectoryT = useTranslation(['directory', 'common']).t;
  const chosen: DirectoryKey = 'search.termLabel';
  return [
    t('search.termLabel'),
    t('favourites.count', { count: 2 }),
    t(chosen),
    t('actions.close'),
    withCommon('directory:search.termLabel'),
    withCommon('common:actions.close'),
    // @ts-expect-error a key in no translation file
    t('search.noSuchKey'),
    // @ts-expect-error a default value does not excuse a missing key (strictKeyChecks)
    t('search.noSuchKey', { defaultValue: 'text' }),
    // @ts-expect-error a namespaced key that is missing
    withCommon('common:actions.noSuchAction'),
    // @ts-expect-error another app's namespace is not this one's
    withCommon('news:tabs.all'),
    // @ts-expect-error common keys need the namespace listed to take its prefix
    t('common:actions.close'),
  ];
}

// @ts-expect-error a key chosen at run time is typed too
export const missingChosenKey: DirectoryKey = 'search.noSuchKey';
