import type { Language } from '../i18n/i18n';

/** The Intl locale of a UI language's numbers: '12,345.5' in English, '12 345,5' in Ukrainian. */
export function numberLocale(language: Language | string): string {
  return language === 'uk' ? 'uk-UA' : 'en-GB';
}

const formats = new Map<string, Intl.NumberFormat>();

/** A number in the UI language's locale (formatters kept: lists format on every render). */
export function formatNumber(
  value: number,
  language: Language | string,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${numberLocale(language)}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), options);
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * Pounds as each language writes them: '£30', '£12.50' in English, '30 £', '12,50 £' in
 * Ukrainian (the symbol, not the 'GBP' uk-UA gives by default); whole pounds without pence.
 */
export function formatPounds(amount: number, language: Language | string): string {
  const whole = Number.isInteger(amount);
  return formatNumber(amount, language, {
    style: 'currency',
    currency: 'GBP',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
