import { i18n } from '@byp/platform';
import { registerDirectoryTranslations, type DirectoryKey } from './registerDirectoryTranslations';

// Ukrainian counts take three forms: 1, 21, 31 … ('one'); 2–4, 22–24 … ('few'); 0, 5–20, 25 …
// ('many'). Each count the directory shows is checked at the edges of those groups.
describe('Ukrainian plural forms of the directory’s counts', () => {
  beforeAll(() => registerDirectoryTranslations());
  const uk = i18n.getFixedT('uk', 'directory');

  it.each<[DirectoryKey, number, string]>([
    ['rating.reviews', 1, '1 відгук'],
    ['rating.reviews', 3, '3 відгуки'],
    ['rating.reviews', 5, '5 відгуків'],
    ['rating.reviews', 11, '11 відгуків'],
    ['rating.reviews', 21, '21 відгук'],
    ['rating.reviews', 24, '24 відгуки'],
    ['reviews.form.stars', 1, '1 зірка'],
    ['reviews.form.stars', 4, '4 зірки'],
    ['reviews.form.stars', 5, '5 зірок'],
    ['map.listHeading', 1, '1 підприємство на карті'],
    ['map.listHeading', 2, '2 підприємства на карті'],
    ['map.listHeading', 12, '12 підприємств на карті'],
    ['map.label', 22, 'Карта: 22 підприємства'],
    ['map.label', 25, 'Карта: 25 підприємств'],
    ['communities.count', 0, 'Знайдено 0 громад'],
    ['communities.count', 31, 'Знайдено 31 громаду'],
    ['communities.count', 43, 'Знайдено 43 громади'],
    ['businesses.count', 21, 'Знайдено 21 підприємство'],
    ['businesses.count', 24, 'Знайдено 24 підприємства'],
    ['businesses.count', 18, 'Знайдено 18 підприємств'],
  ])('%s with %i reads "%s"', (key, count, text) => {
    expect(uk(key, { count })).toBe(text);
  });

  it('has the three forms (and other) for every count it shows', () => {
    const bundle = i18n.getResourceBundle('uk', 'directory') as Record<string, unknown>;
    const keys = (node: unknown, prefix = ''): string[] =>
      Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        typeof value === 'object' && value ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const all = new Set(keys(bundle));
    const counted = [...all].filter((key) => key.endsWith('_one')).map((key) => key.slice(0, -4));
    expect(counted.length).toBeGreaterThan(5);
    for (const key of counted)
      for (const form of ['one', 'few', 'many', 'other']) expect(all).toContain(`${key}_${form}`);
  });
});
