/**
 * Bilingual content (issue 23). Every text a visitor reads is stored twice, English and
 * Ukrainian, and at least one of the two exists. Reads keep the spec's field (`name`, `title`, ...)
 * filled in the language asked for, falling back to the other, and add both values as
 * `<field>I18n`. Writes take the English slot under the spec's name and the Ukrainian one under
 * `<field>Uk` (`name` + `nameUk`, `description` + `descriptionUk`, `title` + `titleUk`,
 * `body` + `bodyUk`).
 */
export const CONTENT_LANGUAGES = ['en', 'uk'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en';

/** Both values of one text; `null` where that language was not given. */
export interface I18nText {
  en: string | null;
  uk: string | null;
}

/** Query parameter that picks the language of a read; without it, Accept-Language, else English. */
export const CONTENT_LANGUAGE_PARAM = 'lang';

/**
 * Response header on a search answer that matched nothing but has a close spelling
 * ('Did you mean …?'): the suggested query, percent-encoded (encodeURIComponent).
 */
export const DID_YOU_MEAN_HEADER = 'X-Did-You-Mean';

export const isContentLanguage = (value: unknown): value is ContentLanguage =>
  value === 'en' || value === 'uk';

/**
 * The language of a read: `?lang=` when it names one of ours, else the first of ours in
 * Accept-Language by q-value (`uk-UA` counts as uk), else English.
 */
export function contentLanguageOf(langParam: unknown, acceptLanguage: string | undefined): ContentLanguage {
  if (isContentLanguage(langParam)) return langParam;
  if (!acceptLanguage) return DEFAULT_CONTENT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && isContentLanguage(entry.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.base as ContentLanguage | undefined) ?? DEFAULT_CONTENT_LANGUAGE;
}

/** The value to show in `lang`: that language's, else the other's (then `fallback` is true). */
export function pickLocalized(
  text: I18nText,
  lang: ContentLanguage,
): { value: string; lang: ContentLanguage; fallback: boolean } {
  const other: ContentLanguage = lang === 'en' ? 'uk' : 'en';
  const own = text[lang];
  if (own) return { value: own, lang, fallback: false };
  return { value: text[other] ?? '', lang: other, fallback: Boolean(text[other]) };
}
