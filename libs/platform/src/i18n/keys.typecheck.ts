// A type-level test: `npm run typecheck` (tsc) checks it, nothing runs it. Each key marked
// `@ts-expect-error` is missing from the translations, so a key that became valid, or typing that
// stopped checking keys, fails the type check with "Unused '@ts-expect-error' directive".
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

export function CommonKeysAreTyped() {
  const { t } = useTranslation('common');
  const fixed = i18n.getFixedT(null, 'common');
  return [
    t('actions.close'),
    t('validation.tooShort', { min: 3 }),
    fixed('photos.errors.photo_too_large'),
    i18n.t('content.englishOnly'),
    // @ts-expect-error a key in no translation file
    t('actions.noSuchAction'),
    // @ts-expect-error a default value does not excuse a missing key (strictKeyChecks)
    t('actions.noSuchAction', { defaultValue: 'Close' }),
    // @ts-expect-error a namespaced key that is missing
    t('common:actions.noSuchAction'),
    // @ts-expect-error a whole section is not a text
    fixed('actions'),
    // @ts-expect-error i18n.t reads the same keys
    i18n.t('content.noSuchText'),
  ];
}
