import request from 'supertest';
import { BUSINESS_CSV_COLUMNS } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

/** Issue 23: texts in two languages, read in the one asked for, written in either. */
describe('svc-catalog bilingual content', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const create = async (overrides: Record<string, unknown>) =>
    (await http().post('/api/businesses').set(admin()).send(adminBusiness(overrides)).expect(201)).body;

  beforeAll(async () => {
    svc = await startCatalog({ SEED_SAMPLE_DATA: 'true' });
  });
  afterAll(() => svc.close());

  describe('reading', () => {
    it('answers in ?lang=, else the first of ours in Accept-Language, else English, and says which', async () => {
      const { id } = await create({
        name: 'Bilingual Bakery',
        nameUk: 'Двомовна пекарня',
        description: 'Bread in two languages',
        descriptionUk: 'Хліб двома мовами',
      });
      const read = (query: string, acceptLanguage?: string) => {
        const req = http().get(`/api/businesses/${id}${query}`);
        return (acceptLanguage ? req.set('Accept-Language', acceptLanguage) : req).expect(200);
      };
      const uk = await read('?lang=uk');
      expect(uk.body).toMatchObject({
        name: 'Двомовна пекарня',
        description: 'Хліб двома мовами',
        nameI18n: { en: 'Bilingual Bakery', uk: 'Двомовна пекарня' },
        descriptionI18n: { en: 'Bread in two languages', uk: 'Хліб двома мовами' },
      });
      expect(uk.headers['content-language']).toBe('uk');
      expect(uk.headers.vary).toMatch(/Accept-Language/i);

      expect((await read('', 'uk-UA,uk;q=0.9,en;q=0.8')).body.name).toBe('Двомовна пекарня');
      expect((await read('', 'fr-FR, uk;q=0.5, en;q=0.4')).body.name).toBe('Двомовна пекарня');
      expect((await read('', 'fr')).body.name).toBe('Bilingual Bakery');
      expect((await read('')).body.name).toBe('Bilingual Bakery');
      expect((await read('?lang=en', 'uk')).body.name).toBe('Bilingual Bakery');
      expect((await read('')).headers['content-language']).toBe('en');
      // A language we do not have is no error: the next rule decides.
      expect((await read('?lang=fr', 'uk')).body.name).toBe('Двомовна пекарня');
    });

    it('falls back to the other language where one is missing, with null in the I18n field', async () => {
      const { id } = await create({
        name: undefined,
        nameUk: 'Лише українською',
        description: 'Only the description is in English',
      });
      const en = (await http().get(`/api/businesses/${id}?lang=en`).expect(200)).body;
      expect(en).toMatchObject({
        name: 'Лише українською',
        nameI18n: { en: null, uk: 'Лише українською' },
        description: 'Only the description is in English',
        descriptionI18n: { en: 'Only the description is in English', uk: null },
      });
      const uk = (await http().get(`/api/businesses/${id}?lang=uk`).expect(200)).body;
      expect(uk).toMatchObject({
        name: 'Лише українською',
        description: 'Only the description is in English',
      });
    });

    it('keeps each language’s list apart in the read cache, each with its own ETag', async () => {
      const en = await http().get('/api/businesses?category=health&lang=en').expect(200);
      const uk = await http().get('/api/businesses?category=health&lang=uk').expect(200);
      const names = (res: request.Response) => res.body.map((b: { name: string }) => b.name);
      expect(names(en)).toContain('Dnipro Dental Clinic');
      expect(names(uk)).toContain('Стоматологія «Дніпро»');
      expect(names(uk)).not.toContain('Dnipro Dental Clinic');
      expect(uk.headers.etag).not.toBe(en.headers.etag);
      // Asked again, each language still gets its own answer.
      expect(names(await http().get('/api/businesses?category=health&lang=en').expect(200))).toEqual(
        names(en),
      );
      expect(
        names(await http().get('/api/businesses?category=health').set('Accept-Language', 'uk').expect(200)),
      ).toEqual(names(uk));
    });

    it('shows sample offers and their business names in the language asked for', async () => {
      const uk = (await http().get('/api/offers?lang=uk').expect(200)).body;
      const coffee = uk.find(
        (o: { titleI18n: { en: string } }) => o.titleI18n.en === 'Free coffee with any cake',
      );
      expect(coffee).toMatchObject({
        title: 'Кава в подарунок до торта',
        businessName: 'Kyiv Bakery & Café',
      });
      const dental = await create({ name: 'Offer Dental', nameUk: 'Стоматологія Офер', category: 'health' });
      const offer = await http()
        .post('/api/offers')
        .set(admin())
        .send({
          businessId: dental.id,
          titleUk: 'Безкоштовний огляд',
          descriptionUk: 'Перший огляд безкоштовно',
          discountPercentage: 100,
          validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        })
        .expect(201);
      expect(offer.body).toMatchObject({
        title: 'Безкоштовний огляд',
        titleI18n: { en: null, uk: 'Безкоштовний огляд' },
        descriptionI18n: { en: null, uk: 'Перший огляд безкоштовно' },
      });
      const en = (await http().get(`/api/offers?businessId=${dental.id}`).expect(200)).body;
      expect(en).toEqual([
        expect.objectContaining({ title: 'Безкоштовний огляд', businessName: 'Offer Dental' }),
      ]);
      const ukList = (await http().get(`/api/offers?businessId=${dental.id}&lang=uk`).expect(200)).body;
      expect(ukList[0].businessName).toBe('Стоматологія Офер');
    });
  });

  describe('writing', () => {
    it('requires one language of each text, with the spec’s path and message when both are missing', async () => {
      const res = await http()
        .post('/api/businesses')
        .set(admin())
        .send(adminBusiness({ name: '', nameUk: '  ', description: undefined }))
        .expect(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Business name is required', code: 'required' },
          { path: 'description', message: 'Description is required', code: 'required' },
        ]),
      );
      const pub = await http()
        .post('/api/businesses/public')
        .send(publicBusiness({ name: undefined, description: 'Short', descriptionUk: 'Коротко' }))
        .expect(400);
      expect(pub.body.details).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Required', code: 'required' },
          expect.objectContaining({ path: 'description', message: 'Must be at least 10 characters' }),
          expect.objectContaining({ path: 'descriptionUk', message: 'Must be at least 10 characters' }),
        ]),
      );
      const ukOnly = await http()
        .post('/api/businesses/public')
        .send(
          publicBusiness({
            name: undefined,
            nameUk: 'Борщ і компанія',
            description: undefined,
            descriptionUk: 'Домашні українські супи та пироги',
          }),
        )
        .expect(201);
      expect(ukOnly.body).toMatchObject({
        name: 'Борщ і компанія',
        nameI18n: { en: null, uk: 'Борщ і компанія' },
        isApproved: 0,
      });
    });

    it('lets a PATCH clear one language while the other stays, never both', async () => {
      const { id } = await create({ name: 'Patch Me', nameUk: 'Зміни мене' });
      const patch = (body: Record<string, unknown>) =>
        http().patch(`/api/businesses/${id}`).set(admin()).send(body);
      expect((await patch({ nameUk: null }).expect(200)).body.nameI18n).toEqual({ en: 'Patch Me', uk: null });
      const refused = await patch({ name: '' }).expect(400);
      expect(refused.body.details).toEqual([
        { path: 'name', message: 'Business name is required', code: 'required' },
      ]);
      const swapped = await patch({ name: null, nameUk: 'Тепер українською' }).expect(200);
      expect(swapped.body).toMatchObject({
        name: 'Тепер українською',
        nameI18n: { en: null, uk: 'Тепер українською' },
      });
      const cleared = await patch({ nameUk: '' }).expect(400);
      expect(cleared.body.details).toEqual([
        { path: 'name', message: 'Business name is required', code: 'required' },
      ]);
    });
  });

  describe('CSV', () => {
    const bulk = (csv: string) => http().post('/api/businesses/bulk').set(admin()).send({ csv });

    it('imports files without the Ukrainian columns as before, and with them', async () => {
      const old = await bulk(
        ['name,description,category,address', 'Old Csv Shop,An English-only row,shop,1 Old Road'].join('\n'),
      ).expect(200);
      expect(old.body.failed).toEqual([]);
      const fresh = await bulk(
        [
          'name,description,category,address,name_uk,description_uk',
          'New Csv Cafe,Both languages here,dining,2 New Road,Нове кафе,Обидві мови тут',
          ',,dining,3 New Road,Тільки кафе,Лише український опис',
          ',,dining,4 New Road,,',
        ].join('\n'),
      ).expect(200);
      expect(fresh.body.created.map((c: { name: string }) => c.name)).toEqual([
        'New Csv Cafe',
        'Тільки кафе',
      ]);
      expect(fresh.body.failed).toEqual([
        { row: 4, name: '', errors: ['Name required', 'Description required'] },
      ]);
      const [row] = (await http().get('/api/businesses?q=Тільки кафе&lang=en').expect(200)).body;
      expect(row).toMatchObject({
        name: 'Тільки кафе',
        nameI18n: { en: null, uk: 'Тільки кафе' },
        descriptionI18n: { en: null, uk: 'Лише український опис' },
      });
    });

    it('exports and templates carry name_uk and description_uk after the spec’s columns', async () => {
      const exported = await http().get('/api/businesses/export').set(admin()).expect(200);
      const lines = exported.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(BUSINESS_CSV_COLUMNS.join(','));
      // The Ukrainian columns follow the spec's; area, website, coordinates and hours come after them.
      expect(lines[0]).toContain(',ispremium,name_uk,description_uk,');
      expect(lines[0].endsWith(',opening_hours')).toBe(true);
      expect(lines.find((l) => l.startsWith('New Csv Cafe,'))).toMatch(/,Нове кафе,Обидві мови тут,/);
      expect(lines.find((l) => l.startsWith('Old Csv Shop,'))).toMatch(/,0,0,,,/);
      expect(lines.find((l) => l.includes('Тільки кафе'))).toMatch(/^,,dining,/);
      const template = await http().get('/api/businesses/template').expect(200);
      expect(template.text.replace(/^\uFEFF/, '').split('\n')[0]).toBe(BUSINESS_CSV_COLUMNS.join(','));
    });
  });
});
