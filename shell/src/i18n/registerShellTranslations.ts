import { registerTranslations } from '@byp/platform';
import type { ParseKeys, TFunction } from 'i18next';
import en from './en.json';
import uk from './uk.json';

export const SHELL_NAMESPACE = 'shell';

// Types t('shell:…') and useTranslation('shell') keys from the English file (uk.json has the same
// keys: libs/platform/src/i18n/translations.spec.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof en;
  }
}

/** The `t` of `useTranslation(['shell', 'common'])`: this app's keys, and the platform's as `common:…`. */
export type ShellT = TFunction<['shell', 'common']>;
/** A key of this app's namespace (or of 'common', its fallback), for keys chosen at run time. */
export type ShellKey = ParseKeys<'shell'>;

export function registerShellTranslations(): void {
  registerTranslations(SHELL_NAMESPACE, { en, uk });
}
