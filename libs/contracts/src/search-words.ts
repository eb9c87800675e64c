import type { BusinessCategory } from './categories';

/**
 * Words that mean a business category in a visitor's query, in English and Ukrainian (issue 23):
 * 'пекарня' finds dining, 'стоматолог' and 'dentist' find health, 'перукарня' and 'barber' find
 * beauty. The one list both search code and tests read. A query word matches an entry when, after
 * the search normalisation (case, apostrophes, ґ/г, ї/і/и, transliteration), one is the other
 * plus at most CATEGORY_WORD_MAX_ENDING letters: so 'пекарні', 'bakeries' and 'стоматолога' match
 * too. Write the dictionary form of each word; add an inflected form only where it differs by more.
 */
export const CATEGORY_SEARCH_WORDS: Record<BusinessCategory, { en: string[]; uk: string[] }> = {
  dining: {
    en: [
      'dining',
      'restaurant',
      'cafe',
      'café',
      'bakery',
      'bakeries',
      'bakehouse',
      'deli',
      'food',
      'catering',
      'bistro',
      'bar',
    ],
    uk: [
      'їжа',
      'ресторан',
      'кафе',
      'кав’ярня',
      'пекарня',
      'пекарні',
      'кулінарія',
      'кейтеринг',
      'їдальня',
      'бістро',
      'хліб',
    ],
  },
  health: {
    en: ['health', 'dentist', 'dental', 'doctor', 'clinic', 'pharmacy', 'physiotherapy', 'medical'],
    uk: [
      'здоров’я',
      'стоматолог',
      'стоматологія',
      'зубний',
      'лікар',
      'клініка',
      'аптека',
      'фізіотерапія',
      'медичний',
    ],
  },
  beauty: {
    en: ['beauty', 'barber', 'barbershop', 'hairdresser', 'hair', 'salon', 'nails', 'manicure', 'cosmetics'],
    uk: ['краса', 'перукарня', 'перукар', 'барбер', 'барбершоп', 'салон', 'манікюр', 'нігті', 'косметика'],
  },
  wellness: {
    en: ['wellness', 'spa', 'massage', 'yoga', 'fitness', 'gym', 'sauna'],
    uk: ['оздоровлення', 'спа', 'масаж', 'йога', 'фітнес', 'спортзал', 'сауна', 'лазня'],
  },
  shop: {
    en: ['shop', 'store', 'grocery', 'groceries', 'market', 'supermarket', 'boutique'],
    uk: ['магазин', 'крамниця', 'продукти', 'бакалія', 'ринок', 'супермаркет', 'бутик'],
  },
  business: {
    en: [
      'business',
      'services',
      'accountant',
      'accounting',
      'lawyer',
      'solicitor',
      'translation',
      'translator',
      'consulting',
    ],
    uk: [
      'бізнес',
      'послуги',
      'бухгалтер',
      'бухгалтерія',
      'юрист',
      'адвокат',
      'переклад',
      'перекладач',
      'консалтинг',
    ],
  },
  lessons: {
    en: ['lessons', 'school', 'tutor', 'tutoring', 'classes', 'course', 'teacher'],
    uk: ['уроки', 'заняття', 'школа', 'репетитор', 'курси', 'вчитель', 'навчання'],
  },
  art: {
    en: ['art', 'gallery', 'studio', 'painting', 'crafts', 'photography', 'photographer'],
    uk: ['мистецтво', 'галерея', 'студія', 'живопис', 'ремесла', 'фотограф', 'фотографія'],
  },
  entertainment: {
    en: ['entertainment', 'events', 'music', 'concert', 'theatre', 'party', 'band'],
    uk: ['розваги', 'події', 'музика', 'концерт', 'театр', 'вечірка', 'гурт'],
  },
};

/** How many letters longer than a listed word a query word may be and still match it (endings). */
export const CATEGORY_WORD_MAX_ENDING = 2;

/** A query word shorter than this matches a listed word only when equal (no 'ba' → 'bar'). */
export const CATEGORY_WORD_MIN_STEM = 4;
