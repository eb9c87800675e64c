import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from './locales/en.json';
import commonUk from './locales/uk.json';

/**
 * The keys' types, for every program that imports the platform (each frontend and its tests):
 * `t('missing.key')` is a type error. The options mirror `init` below; each frontend adds its own
 * namespace to `ResourceNamespaceMap` beside its `registerTranslations` call.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    // A `defaultValue` does not excuse a missing key either.
    strictKeyChecks: true;
  }
  interface ResourceNamespaceMap {
    common: typeof commonEn;
  }
}

/** A generic validation message of the common namespace (`validation.<key>`), e.g. 'required'. */
export type ValidationTextKey = keyof (typeof commonEn)['validation'];

export const SUPPORTED_LANGUAGES = ['en', 'uk'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language saved by the toggle, else English (the default of the spec). */
export function storedLanguage(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const isTest = process.env.NODE_ENV === 'test';
const missingKeys: string[] = [];

/** Keys looked up in tests that exist in no namespace of the language (see i18n tests). */
export function getMissingTranslationKeys(): readonly string[] {
  return missingKeys;
}

export function resetMissingTranslationKeys(): void {
  missingKeys.length = 0;
}

/**
 * The app's one i18next instance, shared by the shell and every remote (the platform lib is a
 * federation singleton). Each remote adds its namespace with `registerTranslations`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { common: commonEn }, uk: { common: commonUk } } satisfies Resource,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
  // A missing key is a bug: unit tests record it so a spec can fail on it; in the browser it is
  // a console warning, which the end-to-end tests treat as a failure.
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => {
    const missing = `${languages.join(',')}:${namespace}:${key}`;
    if (isTest) missingKeys.push(missing);
    else console.warn(`[i18n] missing key ${missing}`);
  },
});

/**
 * <html lang>, and the `language` cookie by which the gateway picks the page's first reads in this
 * language (the head fragments' preloads, shell/src/index.html).
 */
function reflectLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `language=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

reflectLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  reflectLanguage(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
});

/** Switches every namespace of every remote at once, saves the choice and sets <html lang>. */
export function setLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Adds a remote's namespace in both languages (idempotent: safe on every mount). */
export function registerTranslations(namespace: string, bundles: Record<Language, ResourceLanguage>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, bundles[language], true, true);
  }
}
