import Papa from 'papaparse';
import { BUSINESS_CSV_COLUMNS, MAX_CSV_IMPORT_ROWS } from '@byp/contracts';
import { CsvFileError, countCsvRows, exportFileName, isCsvFileName, previewCsv } from './csvPreview';

const HEADER = 'Name,Description,Category,Address,Email,HeroImage,GalleryImages,IsVerified,IsPremium';

function reason(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof CsvFileError ? error.reason : `not a CsvFileError: ${String(error)}`;
  }
  return undefined;
}

describe('CSV file name (spec section 5)', () => {
  it.each([
    ['businesses.csv', true],
    ['BUSINESSES.CSV', true],
    ['export.2026.Csv', true],
    ['businesses.txt', false],
    ['businesses.csv.txt', false],
    ['csv', false],
    ['businesses.xlsx', false],
  ])('%s → %s', (name, ok) => {
    expect(isCsvFileName(name)).toBe(ok);
  });
});

describe('previewCsv', () => {
  it('lowercases headers, keeps quoted commas and skips blank lines, counting the header as row 1', () => {
    const preview = previewCsv(
      [
        HEADER,
        'Kalyna Bakery,"Bread, pastries and coffee",Dining,"3 High Street, London",,,,,',
        '',
        '   ,  ,  ',
        'Sich Accountancy,Accounts for families,business services,8 High Street,{email},,,1,TRUE',
      ].join('\r\n'),
    );
    expect(preview.errors).toEqual([]);
    expect(preview.valid.map((v) => [v.row, v.business.name])).toEqual([
      [2, 'Kalyna Bakery'],
      [3, 'Sich Accountancy'],
    ]);
    expect(preview.valid[0].business).toMatchObject({
      description: 'Bread, pastries and coffee',
      category: 'dining',
      address: '3 High Street, London',
      email: null,
      isVerified: 0,
      isPremium: 0,
    });
    // 'business services' (and 'businessservices') → business; '1' and 'true' (any case) are on.
    expect(preview.valid[1].business).toMatchObject({
      category: 'business',
      email: null,
      isVerified: 1,
      isPremium: 1,
    });
  });

  it('lists each kind of invalid row with its row number and keeps the valid rows importable', () => {
    const preview = previewCsv(
      [
        HEADER,
        ',No name here,dining,4 High Street,,,,,',
        'Bad Category,Somewhere,restaurant,5 High Street,,,,,',
        'Bad Email,Somewhere,shop,6 High Street,nope,,,,',
        'Bad Hero,Somewhere,shop,7 High Street,,javascript:alert(1),,,',
        'Missing Everything,,,,,,,,',
        'Good One,Fine,BusinessServices,9 High Street,a@b.example,https://img.example/h.jpg,https://a.example/1.jpg;not-a-url;https://a.example/1.jpg,,',
      ].join('\n'),
    );
    expect(preview.errors).toEqual([
      { row: 2, name: '', errors: ['Name required'] },
      {
        row: 3,
        name: 'Bad Category',
        errors: [expect.stringMatching(/^Invalid category: must be one of dining, /)],
      },
      { row: 4, name: 'Bad Email', errors: ['Invalid email address'] },
      { row: 5, name: 'Bad Hero', errors: ['Invalid URL hero image'] },
      {
        row: 6,
        name: 'Missing Everything',
        errors: ['Description required', 'Category required', 'Address required'],
      },
    ]);
    expect(preview.valid).toHaveLength(1);
    expect(preview.valid[0]).toMatchObject({
      row: 7,
      business: {
        category: 'business',
        email: 'a@b.example',
        heroImage: 'https://img.example/h.jpg',
        // Gallery entries that are not URLs are dropped (no error); duplicates once.
        galleryImages: ['https://a.example/1.jpg'],
      },
    });
  });

  it('sends only the valid rows, with every original column, and maps the server rows back to the file', () => {
    const preview = previewCsv(
      [
        HEADER,
        ',bad,dining,1 Road,,,,,',
        'First,"A, b",shop,"2 Road, London",,,,1,',
        ',bad,dining,3 Road,,,,,',
        'Second,C,art,4 Road,,,,,true',
      ].join('\n'),
    );
    const sent = Papa.parse<Record<string, string>>(preview.validCsv, { header: true, skipEmptyLines: true });
    expect(sent.meta.fields).toEqual(HEADER.toLowerCase().split(','));
    expect(sent.data.map((r) => [r.name, r.description, r.address, r.isverified, r.ispremium])).toEqual([
      ['First', 'A, b', '2 Road, London', '1', ''],
      ['Second', 'C', '4 Road', '', 'true'],
    ]);
    // The server numbers the sent CSV's rows 2, 3; in the admin's file they were rows 3 and 5.
    expect([preview.fileRowOf(2), preview.fileRowOf(3)]).toEqual([3, 5]);
  });

  it("reads an export back to the stored values: the formula guard's apostrophe is dropped", () => {
    const preview = previewCsv(
      [
        'name,description,category,address,phone,email,instagram,tiktok,heroimage,galleryimages,isverified,ispremium',
        "'=Formula Shop,'+Fresh bread,dining,1 Road,'+44 20 7946 0000,,,,/images/businesses/dining.jpg,,1,0",
      ].join('\n'),
    );
    expect(preview.errors).toEqual([]);
    expect(preview.valid[0].business).toMatchObject({
      name: '=Formula Shop',
      description: '+Fresh bread',
      phone: '+44 20 7946 0000',
      heroImage: '/images/businesses/dining.jpg',
    });
  });

  it('refuses files it cannot use as a whole', () => {
    expect(reason(() => previewCsv(HEADER))).toBe('noRows');
    expect(reason(() => previewCsv(`${HEADER}\n\n  \n`))).toBe('noRows');
    expect(reason(() => previewCsv(`${HEADER}\n"Unclosed,quote,dining,1 Road`))).toBe('unreadable');
    const tooMany = [HEADER, ...Array.from({ length: MAX_CSV_IMPORT_ROWS + 1 }, (_, i) => `S${i},d,shop,a`)];
    expect(reason(() => previewCsv(tooMany.join('\n')))).toBe('tooManyRows');
    const exactly = [HEADER, ...Array.from({ length: MAX_CSV_IMPORT_ROWS }, (_, i) => `S${i},d,shop,a`)];
    expect(previewCsv(exactly.join('\n')).valid).toHaveLength(MAX_CSV_IMPORT_ROWS);
  });

  describe('the Ukrainian columns (name_uk, description_uk)', () => {
    const BILINGUAL = `${HEADER},Name_UK,Description_UK`;

    it("follow the spec's columns in the template and the export, before the other extras", () => {
      expect(BUSINESS_CSV_COLUMNS.slice(0, 14)).toEqual([
        'name',
        'description',
        'category',
        'address',
        'phone',
        'email',
        'instagram',
        'tiktok',
        'heroimage',
        'galleryimages',
        'isverified',
        'ispremium',
        'name_uk',
        'description_uk',
      ]);
      expect(BUSINESS_CSV_COLUMNS.slice(14)).toEqual([
        'area',
        'website',
        'latitude',
        'longitude',
        'opening_hours',
      ]);
    });

    it('reads both languages, and takes a row with only the Ukrainian name or only the English one', () => {
      const preview = previewCsv(
        [
          BILINGUAL,
          'Kalyna Bakery,Bread and pastries,dining,3 High Street,,,,,,Пекарня «Калина»,Хліб і випічка',
          ',,beauty,5 High Street,,,,,,Перукарня «Коса»,Стрижки й зачіски для всієї родини',
          'Sich Accountancy,Accounts for families,business,8 High Street,,,,,,,',
        ].join('\n'),
      );
      expect(preview.errors).toEqual([]);
      expect(preview.valid.map((v) => v.business)).toEqual([
        expect.objectContaining({
          name: 'Kalyna Bakery',
          nameUk: 'Пекарня «Калина»',
          description: 'Bread and pastries',
          descriptionUk: 'Хліб і випічка',
        }),
        expect.objectContaining({
          name: null,
          nameUk: 'Перукарня «Коса»',
          description: null,
          descriptionUk: 'Стрижки й зачіски для всієї родини',
        }),
        expect.objectContaining({ name: 'Sich Accountancy', nameUk: null, descriptionUk: null }),
      ]);
      // What is sent keeps the Ukrainian columns, so the server imports them too.
      const sent = Papa.parse<Record<string, string>>(preview.validCsv, { header: true });
      expect(sent.meta.fields?.slice(-2)).toEqual(['name_uk', 'description_uk']);
      expect(sent.data[1]).toMatchObject({ name: '', name_uk: 'Перукарня «Коса»' });
    });

    it("still requires a name and a description in one of the languages, with the spec's messages", () => {
      const preview = previewCsv(
        [BILINGUAL, ',,dining,1 Road,,,,,,,', ',,dining,2 Road,,,,,,Кафе,'].join('\n'),
      );
      expect(preview.valid).toEqual([]);
      expect(preview.errors).toEqual([
        { row: 2, name: '', errors: ['Name required', 'Description required'] },
        // A row named only in Ukrainian is listed under that name.
        { row: 3, name: 'Кафе', errors: ['Description required'] },
      ]);
    });

    it('files without them still preview, with no Ukrainian values', () => {
      const preview = previewCsv(`${HEADER}\nA,b,shop,c,,,,,`);
      expect(preview.valid[0].business).toMatchObject({ name: 'A', nameUk: null, descriptionUk: null });
    });
  });

  it('ignores a byte-order mark before the header', () => {
    expect(previewCsv(`\uFEFF${HEADER}\nA,b,shop,c,,,,,`).valid[0].business.name).toBe('A');
  });
});

describe('export helpers', () => {
  it('names the file by the London date', () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in London (BST).
    expect(exportFileName(new Date('2026-03-31T23:30:00Z'))).toBe('businesses_export_2026-04-01.csv');
    expect(exportFileName(new Date('2026-12-31T23:30:00Z'))).toBe('businesses_export_2026-12-31.csv');
  });

  it('counts data rows, a quoted line break once', () => {
    expect(countCsvRows('name,description\n')).toBe(0);
    expect(countCsvRows('name,description\nA,"two\nlines"\nB,x\n')).toBe(2);
  });
});
