import commonEn from '../../libs/platform/src/i18n/locales/en.json';
import commonUk from '../../libs/platform/src/i18n/locales/uk.json';
import directoryEn from '../../mf-directory/src/i18n/en.json';
import directoryUk from '../../mf-directory/src/i18n/uk.json';
import shellEn from '../../shell/src/i18n/en.json';
import shellUk from '../../shell/src/i18n/uk.json';
import adminEn from '../../mf-admin/src/i18n/en.json';
import adminUk from '../../mf-admin/src/i18n/uk.json';
import newsEn from '../../mf-news/src/i18n/en.json';
import newsUk from '../../mf-news/src/i18n/uk.json';
import { formatNumber } from '@byp/platform';

export type Language = 'en' | 'uk';
type Tree = { [key: string]: string | Tree };

const namespaces: Record<string, Record<Language, Tree>> = {
  common: { en: commonEn, uk: commonUk },
  shell: { en: shellEn, uk: shellUk },
  directory: { en: directoryEn, uk: directoryUk },
  admin: { en: adminEn, uk: adminUk },
  news: { en: newsEn, uk: newsUk },
};

/**
 * The app's own text for a key, e.g. t('uk', 'directory:search.termLabel'), with {{var}}
 * interpolation: tests read the same JSON the app ships, so they follow its wording.
 */
export function t(language: Language, path: string, vars: Record<string, string | number> = {}): string {
  const [ns, key] = path.includes(':') ? path.split(':') : ['common', path];
  let node: string | Tree | undefined = namespaces[ns]?.[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${path}`);
  // '{{count, number}}': the number as the app formats it ('1,000', '1 000').
  return node.replace(/\{\{(\w+)(, *number)?\}\}/g, (whole, name: string, number?: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return number && typeof value === 'number' ? formatNumber(value, language) : String(value);
  });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
