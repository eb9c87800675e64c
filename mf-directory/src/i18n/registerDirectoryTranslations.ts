import { registerTranslations } from '@byp/platform';
import type { ParseKeys, TFunction } from 'i18next';
import en from './en.json';
import uk from './uk.json';

export const DIRECTORY_NAMESPACE = 'directory';

// Types t('directory:…') and useTranslation('directory') keys from the English file (uk.json has the same
// keys: libs/platform/src/i18n/translations.spec.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    directory: typeof en;
  }
}

/** The `t` of `useTranslation(['directory', 'common'])`: this app's keys, and the platform's as `common:…`. */
export type DirectoryT = TFunction<['directory', 'common']>;
/** A key of this app's namespace (or of 'common', its fallback), for keys chosen at run time. */
export type DirectoryKey = ParseKeys<'directory'>;

export function registerDirectoryTranslations(): void {
  registerTranslations(DIRECTORY_NAMESPACE, { en, uk });
}
