import type { BusinessCategory } from './categories';

/**
 * The search's word lists, in English and Ukrainian (issue 23): the one place both the search code
 * (nest-common search) and its tests read. A query matches a listed word when, after the search
 * normalisation (case, apostrophes, ґ/г, ї/і/и, transliteration), the whole query is that word
 * or phrase, give or take an ending of up to CATEGORY_WORD_MAX_ENDING letters ('пекарні' ~
 * 'пекарня', 'dentists' ~ 'dentist'). Write dictionary forms; add inflections only where they
 * differ by more.
 */

/**
 * Words that name a whole category: its id, its label in both languages (the directory's
 * sidebar), and words the issue names ('стоматолог' and 'dentist' find health, 'перукарня' and
 * 'barber' find beauty). Such a query lists the category's businesses after the text matches.
 */
export const CATEGORY_SEARCH_WORDS: Record<BusinessCategory, { en: string[]; uk: string[] }> = {
  dining: {
    en: ['dining', 'restaurants', 'food', 'cafes and restaurants'],
    uk: ['їжа', 'ресторани', 'кафе та ресторани', 'заклади харчування'],
  },
  health: {
    en: ['health', 'healthcare', 'dentist', 'dental', 'doctor', 'medical'],
    uk: ['здоров’я', 'стоматолог', 'стоматологія', 'лікар', 'медицина'],
  },
  beauty: {
    en: ['beauty', 'barber', 'barbershop', 'hairdresser', 'beauty salon'],
    uk: ['краса', 'перукарня', 'перукар', 'барбершоп', 'салон краси'],
  },
  wellness: {
    en: ['wellness', 'wellbeing', 'spa'],
    uk: ['оздоровлення', 'спа', 'відпочинок і здоров’я'],
  },
  shop: {
    en: ['shop', 'shops', 'shopping', 'store', 'retail'],
    uk: ['магазин', 'магазини', 'крамниця', 'крамниці', 'покупки'],
  },
  business: {
    en: ['business', 'business services', 'professional services'],
    uk: ['бізнес', 'бізнес-послуги', 'послуги для бізнесу'],
  },
  lessons: {
    en: ['lessons', 'classes', 'education', 'tutoring'],
    uk: ['уроки', 'навчання', 'заняття', 'освіта'],
  },
  art: {
    en: ['art', 'arts', 'crafts'],
    uk: ['мистецтво', 'ремесла'],
  },
  entertainment: {
    en: ['entertainment', 'events', 'nightlife'],
    uk: ['розваги', 'події', 'дозвілля'],
  },
};

/**
 * Words that mean one thing in both languages: a query that is one of them also finds texts with
 * the others ('пекарня' finds "bakery", 'bakery' finds "пекарня"), ranked as a description match.
 */
export const SEARCH_SYNONYMS: { en: string[]; uk: string[] }[] = [
  { en: ['bakery', 'bakeries', 'bakehouse'], uk: ['пекарня', 'пекарні', 'хлібопекарня'] },
  { en: ['bread'], uk: ['хліб'] },
  { en: ['cake', 'cakes'], uk: ['торт', 'тістечка'] },
  { en: ['cafe', 'café', 'coffee shop'], uk: ['кафе', 'кав’ярня'] },
  { en: ['restaurant'], uk: ['ресторан'] },
  { en: ['kitchen', 'cuisine'], uk: ['кухня'] },
  { en: ['dumplings', 'varenyky'], uk: ['вареники'] },
  { en: ['borscht', 'borshch'], uk: ['борщ'] },
  { en: ['groceries', 'grocery', 'deli'], uk: ['продукти', 'бакалія', 'гастроном'] },
  { en: ['dentist', 'dentists', 'dental clinic'], uk: ['стоматолог', 'стоматологія', 'зубний лікар'] },
  { en: ['physiotherapy', 'physio', 'physiotherapist'], uk: ['фізіотерапія', 'фізіотерапевт'] },
  { en: ['pharmacy', 'chemist'], uk: ['аптека'] },
  { en: ['barber', 'hairdresser', 'hair salon'], uk: ['перукарня', 'перукар', 'барбер'] },
  { en: ['manicure', 'nails'], uk: ['манікюр', 'нігті'] },
  { en: ['massage'], uk: ['масаж'] },
  { en: ['yoga'], uk: ['йога'] },
  { en: ['sauna', 'banya', 'bathhouse'], uk: ['сауна', 'лазня', 'баня'] },
  { en: ['embroidery', 'embroidered shirt'], uk: ['вишивка', 'вишиванка'] },
  { en: ['accountant', 'accountants', 'accountancy', 'accounting'], uk: ['бухгалтер', 'бухгалтерія'] },
  { en: ['lawyer', 'solicitor', 'legal'], uk: ['юрист', 'адвокат'] },
  { en: ['immigration', 'visa'], uk: ['імміграція', 'віза'] },
  { en: ['school'], uk: ['школа'] },
  { en: ['music'], uk: ['музика'] },
  { en: ['dance', 'dancing'], uk: ['танці', 'танець'] },
  { en: ['gallery'], uk: ['галерея'] },
  { en: ['painting'], uk: ['розпис', 'живопис'] },
  { en: ['comedy', 'stand-up'], uk: ['комедія', 'стендап'] },
];

/** How many letters an ending may add to or take from a listed word and still match it. */
export const CATEGORY_WORD_MAX_ENDING = 2;

/** A query shorter than this matches a listed word only when equal (no 'ba' → 'bar'). */
export const CATEGORY_WORD_MIN_STEM = 4;
