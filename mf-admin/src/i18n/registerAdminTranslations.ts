import { registerTranslations } from '@byp/platform';
import type { ParseKeys, TFunction } from 'i18next';
import en from './en.json';
import uk from './uk.json';

export const ADMIN_NAMESPACE = 'admin';

// Types t('admin:…') and useTranslation('admin') keys from the English file (uk.json has the same
// keys: libs/platform/src/i18n/translations.spec.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    admin: typeof en;
  }
}

/** The `t` of `useTranslation(['admin', 'common'])`: this app's keys, and the platform's as `common:…`. */
export type AdminT = TFunction<['admin', 'common']>;
/** A key of this app's namespace (or of 'common', its fallback), for keys chosen at run time. */
export type AdminKey = ParseKeys<'admin'>;

export function registerAdminTranslations(): void {
  registerTranslations(ADMIN_NAMESPACE, { en, uk });
}
