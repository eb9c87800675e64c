import { DEFAULT_BUSINESS_HERO_IMAGE } from '@byp/contracts';
import { CSV_MESSAGES, validateCsvRecord } from './business-csv.validator';

const row = (overrides: Record<string, string> = {}) => ({
  name: 'Kyiv Kitchen',
  description: 'Ukrainian home cooking',
  category: 'dining',
  address: '1 High Street, London',
  ...overrides,
});

describe('validateCsvRecord', () => {
  it('accepts a minimal row and fills the defaults', () => {
    const result = validateCsvRecord(row(), 2);
    expect(result).toEqual({
      ok: true,
      row: 2,
      business: expect.objectContaining({
        name: 'Kyiv Kitchen',
        category: 'dining',
        heroImage: DEFAULT_BUSINESS_HERO_IMAGE,
        galleryImages: [],
        email: null,
        isVerified: 0,
        isPremium: 0,
      }),
    });
  });

  it('names each missing required field with its label', () => {
    const result = validateCsvRecord({ name: '', description: ' ', category: '', address: '' }, 5);
    expect(result).toEqual({
      ok: false,
      row: 5,
      name: '',
      errors: ['Name required', 'Description required', 'Category required', 'Address required'],
    });
  });

  it.each([
    ['Dining', 'dining'],
    ['HEALTH', 'health'],
    ['Business Services', 'business'],
    ['businessservices', 'business'],
  ])('maps category %s to %s', (text, category) => {
    const result = validateCsvRecord(row({ category: text }), 2);
    expect(result.ok && result.business.category).toBe(category);
  });

  it('rejects an unknown category with the list of categories', () => {
    const result = validateCsvRecord(row({ category: 'restaurant' }), 3);
    expect(result).toMatchObject({ ok: false, errors: [CSV_MESSAGES.invalidCategory] });
    expect(CSV_MESSAGES.invalidCategory).toBe(
      'Invalid category: must be one of dining, health, beauty, wellness, shop, business, lessons, art, entertainment',
    );
  });

  it('checks email unless it is empty or the {email} placeholder', () => {
    expect(validateCsvRecord(row({ email: '{email}' }), 2)).toMatchObject({
      ok: true,
      business: { email: null },
    });
    expect(validateCsvRecord(row({ email: 'a@b.co.uk' }), 2)).toMatchObject({
      ok: true,
      business: { email: 'a@b.co.uk' },
    });
    expect(validateCsvRecord(row({ email: 'nope' }), 2)).toMatchObject({
      ok: false,
      errors: ['Invalid email address'],
    });
  });

  it('requires an http(s) hero image when one is given', () => {
    expect(validateCsvRecord(row({ heroimage: 'javascript:alert(1)' }), 2)).toMatchObject({
      ok: false,
      errors: ['Invalid URL hero image'],
    });
    expect(validateCsvRecord(row({ heroimage: 'https://img.example/a.jpg' }), 2)).toMatchObject({
      ok: true,
      business: { heroImage: 'https://img.example/a.jpg' },
    });
  });

  it('silently drops gallery entries that are not URLs, and duplicates', () => {
    const result = validateCsvRecord(
      row({ galleryimages: 'https://a.example/1.jpg; not a url ;https://a.example/1.jpg;ftp://x/y' }),
      2,
    );
    expect(result).toMatchObject({ ok: true, business: { galleryImages: ['https://a.example/1.jpg'] } });
  });

  it.each([
    ['1', 1],
    ['true', 1],
    ['TRUE', 1],
    ['yes', 0],
    ['0', 0],
    ['', 0],
  ])('reads isverified/ispremium %j as %i', (text, flag) => {
    const result = validateCsvRecord(row({ isverified: text, ispremium: text }), 2);
    expect(result).toMatchObject({ ok: true, business: { isVerified: flag, isPremium: flag } });
  });

  it('refuses text the services refuse anywhere: NUL, a lone surrogate, an unclosed bidi override', () => {
    for (const [cells, name] of [
      [{ description: 'Bad\u0000text' }, 'Kyiv Kitchen'],
      [{ address: '1 High Street \ud800' }, 'Kyiv Kitchen'],
      [{ name: 'Kyiv \u202Egnp.exe' }, 'Kyiv gnp.exe'],
    ] as const) {
      expect(validateCsvRecord(row(cells), 2)).toEqual({
        ok: false,
        row: 2,
        name,
        errors: [CSV_MESSAGES.invalidText],
      });
    }
    expect(validateCsvRecord(row({ name: 'Kyiv \u202Egnp.exe\u202C' }), 2).ok).toBe(true);
  });

  it('collects every error of a row', () => {
    const result = validateCsvRecord(row({ name: '', category: 'x', email: 'bad', heroimage: 'nope' }), 7);
    expect(result).toMatchObject({
      ok: false,
      row: 7,
      errors: [
        'Name required',
        CSV_MESSAGES.invalidCategory,
        'Invalid email address',
        'Invalid URL hero image',
      ],
    });
  });
});
