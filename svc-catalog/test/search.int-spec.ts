import { Client } from 'pg';
import request from 'supertest';
import { DID_YOU_MEAN_HEADER } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, startCatalog } from './catalog-test-app';

/** Creates approved businesses through the admin API: adminBusiness with `base`, then each one's own fields. */
const creator =
  (svc: ServiceUnderTest, base: Record<string, unknown> = {}) =>
  (overrides: Record<string, unknown>) =>
    request(svc.server)
      .post('/api/businesses')
      .set({ Authorization: adminAuth() })
      .send(adminBusiness({ ...base, ...overrides }))
      .expect(201);

/** Issue 23: one search that understands its visitors, on the sample data and on its ranking. */
describe('svc-catalog search', () => {
  describe('on the sample data', () => {
    let svc: ServiceUnderTest;
    beforeAll(async () => {
      svc = await startCatalog({ SEED_SAMPLE_DATA: 'true' });
    });
    afterAll(() => svc.close());

    const search = (q: string, lang = 'en') =>
      request(svc.server)
        .get(`/api/businesses?q=${encodeURIComponent(q)}&lang=${lang}`)
        .expect(200);
    const names = async (q: string, lang = 'en') =>
      (await search(q, lang)).body.map((b: { name: string }) => b.name) as string[];

    it('finds a bakery by its English and its Ukrainian word', async () => {
      expect((await names('bakery'))[0]).toBe('Kyiv Bakery & Café');
      expect((await names('пекарня'))[0]).toBe('Kyiv Bakery & Café');
      expect(await names('Пекарні')).toContain('Kyiv Bakery & Café');
      expect(await names('Bakeries')).toContain('Kyiv Bakery & Café');
    });

    it('finds a name written only in Latin letters by Cyrillic, and by older spellings', async () => {
      for (const q of ['Київ', 'київ', 'kyiv', 'KIEV', 'Киев', 'Кіїв', 'Київ Bakery'])
        expect([q, (await names(q))[0]]).toEqual([q, 'Kyiv Bakery & Café']);
      // Its Ukrainian name is the owner's Latin one: the answer in uk shows it as it is.
      expect((await names('Київ', 'uk'))[0]).toBe('Kyiv Bakery & Café');
      // And the other way: a Latin query finds a Cyrillic-only text (the Ukrainian description).
      expect(await names('lvivskoiu')).toEqual(['Zdorovya Physiotherapy']);
      expect(await names('Lvov')).toEqual(expect.arrayContaining(['Zdorovya Physiotherapy']));
      expect(await names('kharkov')).toEqual(['Oksana Beauty Studio']);
    });

    it('finds a whole category by its words in either language', async () => {
      for (const q of ['стоматолог', 'dentist']) {
        const found = (await search(q)).body as { name: string; category: string }[];
        expect(found.map((b) => b.category)).toEqual(found.map(() => 'health'));
        expect(found.map((b) => b.name)).toEqual(['Dnipro Dental Clinic', 'Zdorovya Physiotherapy']);
      }
      for (const q of ['перукарня', 'barber']) {
        const found = (await search(q)).body as { name: string; category: string }[];
        expect(new Set(found.map((b) => b.category))).toEqual(new Set(['beauty']));
        expect(found.map((b) => b.name)).toEqual(
          expect.arrayContaining(['Kalyna Hair & Nails', 'Oksana Beauty Studio']),
        );
      }
      // The salon that calls itself a перукарня comes before the category's other businesses.
      expect((await names('перукарня'))[0]).toBe('Kalyna Hair & Nails');
    });

    it('treats the three apostrophes, ґ/г and ї/і/и as the same letters', async () => {
      const herbal = await names('трав’яний');
      expect(herbal).toEqual(expect.arrayContaining(['Banya Greenwich', 'Karpaty Yoga & Massage']));
      expect(await names("трав'яний")).toEqual(herbal);
      expect(await names('травʼяний')).toEqual(herbal);
      expect(await names('Гопак')).toEqual(['Hopak Dance Ensemble']);
      expect(await names('ґопак')).toEqual(['Hopak Dance Ensemble']);
      expect(await names('Карпати')).toEqual(['Karpaty Yoga & Massage']);
      expect(await names('карпаті')).toEqual(['Karpaty Yoga & Massage']);
      expect(await names('КАРПАТЫ')).toEqual(['Karpaty Yoga & Massage']);
    });

    it('finds a misspelt word without a suggestion', async () => {
      const res = await search('bakry');
      expect(res.body.map((b: { name: string }) => b.name)).toContain('Kyiv Bakery & Café');
      expect(res.headers[DID_YOU_MEAN_HEADER.toLowerCase()]).toBeUndefined();
      expect(await names('varenky')).toContain('Varenyky House');
      expect(await names('петриківскій')).toContain('Petrykivka Art Studio');
      // Two words, one misspelt (no dictionary word holds 'bakry'), one short or a number beside it.
      expect(await names('Kyiv bakry')).toEqual(['Kyiv Bakery & Café']);
      expect(await names('Київ бекері')).toEqual(['Kyiv Bakery & Café']);
      expect(await names('kyiv 7')).toEqual([]);
    });

    it('answers nothing with a Did-you-mean header when only a close spelling exists', async () => {
      const res = await search('bakkarri');
      expect(res.body).toEqual([]);
      expect(decodeURIComponent(res.headers[DID_YOU_MEAN_HEADER.toLowerCase()])).toBe('Kyiv Bakery & Café');
      const uk = await search('Оксаночка', 'uk');
      expect(uk.body).toEqual([]);
      expect(decodeURIComponent(uk.headers[DID_YOU_MEAN_HEADER.toLowerCase()])).toBe('Студія краси Оксани');
      const nonsense = await search('zqxjvw');
      expect(nonsense.body).toEqual([]);
      expect(nonsense.headers[DID_YOU_MEAN_HEADER.toLowerCase()]).toBeUndefined();
    });

    it('keeps the location filter beside the search', async () => {
      expect(
        (
          await request(svc.server)
            .get(`/api/businesses?q=${encodeURIComponent('вареники')}&location=uxbridge`)
            .expect(200)
        ).body.map((b: { name: string }) => b.name),
      ).toEqual(['Varenyky House']);
    });

    it('uses the same search on the admin list', async () => {
      const res = await request(svc.server)
        .get(`/api/businesses/all?q=${encodeURIComponent('Київ')}&pageSize=50`)
        .set({ Authorization: adminAuth() })
        .expect(200);
      expect(res.body.items.map((b: { name: string }) => b.name)).toContain('Kyiv Bakery & Café');
      const dentists = await request(svc.server)
        .get(`/api/businesses/all?q=${encodeURIComponent('стоматолог')}&lang=uk`)
        .set({ Authorization: adminAuth() })
        .expect(200);
      expect(dentists.body.map((b: { name: string }) => b.name)).toEqual(
        expect.arrayContaining(['Стоматологія «Дніпро»', 'Фізіотерапія «Здоров’я»']),
      );
    });
  });

  describe('ranking', () => {
    let svc: ServiceUnderTest;
    beforeAll(async () => {
      svc = await startCatalog();
      const create = creator(svc);
      // Premium and alphabetical order both disagree with the ranks, so only the ranks can
      // explain the expected order.
      await create({
        name: 'Zoloto Physio',
        description: 'Sports massage and rehab',
        category: 'health',
        isPremium: 1,
      });
      await create({
        name: 'Smile Clinic',
        description: 'Dental check-ups for families',
        category: 'health',
        isPremium: 1,
      });
      await create({
        name: 'Acton Dental',
        description: 'Family practice',
        category: 'health',
        isPremium: 1,
      });
      await create({ name: 'Dental Care Acton', description: 'Check-ups', category: 'health' });
      await create({ name: 'Borscht Bar', description: 'Soups and pies', category: 'dining', isPremium: 1 });
      await create({ name: 'Hygiene Hub', nameUk: 'Dental', description: 'Hygienists', category: 'health' });
      await create({ name: 'Dental', description: 'The practice on the corner', category: 'health' });
    });
    afterAll(() => svc.close());

    it('orders exact name, name prefix, other name match, description, then category', async () => {
      const res = await request(svc.server).get('/api/businesses?q=dental').expect(200);
      expect(res.body.map((b: { name: string }) => b.name)).toEqual([
        'Dental',
        'Hygiene Hub', // exact Ukrainian name; its English one breaks the tie by name
        'Dental Care Acton',
        'Acton Dental',
        'Smile Clinic',
        'Zoloto Physio',
      ]);
    });

    it('pages the ranked list and finds nothing past its end without guessing a typo', async () => {
      const page = await request(svc.server).get('/api/businesses?q=dental&limit=2&offset=2').expect(200);
      expect(page.body.map((b: { name: string }) => b.name)).toEqual(['Dental Care Acton', 'Acton Dental']);
      const past = await request(svc.server).get('/api/businesses?q=dental&limit=2&offset=20').expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['x-did-you-mean']).toBeUndefined();
      // The same with a location (the one-query ranked path): still no typo guessed past the end.
      const placed = await request(svc.server)
        .get('/api/businesses?q=dentl&location=market%20row&limit=2&offset=20')
        .expect(200);
      expect(placed.body).toEqual([]);
      expect(placed.headers['x-did-you-mean']).toBeUndefined();
      const placedPage = await request(svc.server)
        .get('/api/businesses?q=dental&location=market%20row&limit=2&offset=2')
        .expect(200);
      expect(placedPage.body.map((b: { name: string }) => b.name)).toEqual([
        'Dental Care Acton',
        'Acton Dental',
      ]);
    });

    it('reads every page of the ranked list as the whole list, across ranks, with and without a location', async () => {
      for (const place of ['', '&location=market%20row']) {
        const whole = (await request(svc.server).get(`/api/businesses?q=dental${place}`).expect(200)).body;
        expect(whole).toHaveLength(6);
        for (const limit of [1, 2, 4]) {
          const pages: unknown[] = [];
          for (let offset = 0; ; offset += limit) {
            const page = await request(svc.server)
              .get(`/api/businesses?q=dental${place}&limit=${limit}&offset=${offset}`)
              .expect(200);
            expect(page.headers['x-did-you-mean']).toBeUndefined();
            if (!page.body.length) break;
            pages.push(...page.body);
          }
          expect([place, limit, pages]).toEqual([place, limit, whole]);
        }
      }
    });

    it('answers each found business with the same fields as the business itself', async () => {
      for (const path of [
        '/api/businesses?q=dental&limit=3',
        '/api/businesses?q=dental&location=market%20row&limit=3',
        '/api/businesses?q=dentl&limit=3&lang=uk',
      ]) {
        const found = (await request(svc.server).get(path).expect(200)).body as { id: string }[];
        expect(found).toHaveLength(3);
        const lang = path.includes('lang=uk') ? 'uk' : 'en';
        for (const business of found) {
          const own = await request(svc.server)
            .get(`/api/businesses/${business.id}?lang=${lang}`)
            .expect(200);
          expect(business).toEqual(own.body);
        }
      }
    });

    it('answers a later page of a misspelt query from the corrected one, without a suggestion', async () => {
      // 'actonn' is no word of any row: corrected to 'acton' (a name prefix, then another name).
      const first = await request(svc.server).get('/api/businesses?q=actonn&limit=1').expect(200);
      expect(first.body.map((b: { name: string }) => b.name)).toEqual(['Acton Dental']);
      const later = await request(svc.server).get('/api/businesses?q=actonn&limit=1&offset=1').expect(200);
      expect(later.body.map((b: { name: string }) => b.name)).toEqual(['Dental Care Acton']);
      expect(later.headers['x-did-you-mean']).toBeUndefined();
      const past = await request(svc.server).get('/api/businesses?q=actonn&limit=1&offset=2').expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['x-did-you-mean']).toBeUndefined();
    });

    it('keeps the category filter on every rank', async () => {
      const names = async (path: string) =>
        (await request(svc.server).get(path).expect(200)).body.map((b: { name: string }) => b.name);
      expect(await names('/api/businesses?q=borscht&category=dining')).toEqual(['Borscht Bar']);
      expect(await names('/api/businesses?q=borscht&category=health')).toEqual([]);
      expect(await names('/api/businesses?q=dental&category=health&limit=3')).toEqual([
        'Dental',
        'Hygiene Hub',
        'Dental Care Acton',
      ]);
    });
  });
  describe('a category word in a place', () => {
    let svc: ServiceUnderTest;
    beforeAll(async () => {
      svc = await startCatalog();
      const create = creator(svc, { address: '3 Kiln Lane, London' });
      await create({ name: 'Hair Studio', description: 'Cuts and colour', category: 'beauty', isPremium: 1 });
      await create({ name: 'Perukarnia Olena', description: 'Cuts', category: 'beauty' });
      await create({ name: 'Corner Shop', description: 'Sells a barber chair', category: 'shop' });
      await create({ name: 'Tea Room', description: 'Tea and cake', category: 'dining' });
      await create({
        name: 'Far Salon',
        description: 'Cuts',
        category: 'beauty',
        address: '1 Elm Road, Leeds',
      });
    });
    afterAll(() => svc.close());

    const found = async (query: string) => {
      const res = await request(svc.server)
        .get(`/api/businesses?q=${encodeURIComponent('перукарня')}&location=kiln%20lane${query}`)
        .expect(200);
      return { names: res.body.map((b: { name: string }) => b.name), total: res.headers['x-total-count'] };
    };

    it("finds the place's rows of the category and its other rows whose text holds a word, ranked", async () => {
      // Name prefix, then description (another category's row), then the category alone.
      expect((await found('')).names).toEqual(['Perukarnia Olena', 'Corner Shop', 'Hair Studio']);
      expect(await found('&limit=2')).toEqual({ names: ['Perukarnia Olena', 'Corner Shop'], total: '3' });
      expect(await found('&limit=2&offset=2')).toEqual({ names: ['Hair Studio'], total: '3' });
    });

    it('keeps the category filter: only the category, or only the text', async () => {
      expect((await found('&category=beauty')).names).toEqual(['Perukarnia Olena', 'Hair Studio']);
      expect((await found('&category=shop')).names).toEqual(['Corner Shop']);
      expect((await found('&category=dining')).names).toEqual([]);
    });
  });
  describe('a name prefix in either name', () => {
    let svc: ServiceUnderTest;
    beforeAll(async () => {
      svc = await startCatalog();
      const create = creator(svc);
      // Both names begin with the city (romanised alike), only the Ukrainian one with it, neither.
      await create({ name: 'Vinnytsia Florist', nameUk: 'Вінниця Квіти', category: 'shop' });
      await create({ name: 'Sumy Bakery', nameUk: 'Вінницька пекарня', category: 'dining' });
      await create({
        name: 'Tea Room',
        nameUk: 'Чайна',
        description: 'Tea from Vinnytsia',
        category: 'dining',
      });
    });
    afterAll(() => svc.close());

    const names = async (q: string) =>
      (
        await request(svc.server)
          .get(`/api/businesses?q=${encodeURIComponent(q)}&limit=10`)
          .expect(200)
      ).body.map((b: { name: string }) => b.name);

    it('finds a one-word prefix of either name once, before the descriptions', async () => {
      expect(await names('вінниц')).toEqual(['Sumy Bakery', 'Vinnytsia Florist', 'Tea Room']);
      expect(await names('vinnyts')).toEqual(['Sumy Bakery', 'Vinnytsia Florist', 'Tea Room']);
    });

    it('finds a prefix of several words in the Ukrainian name only', async () => {
      expect(await names('Вінниця кв')).toEqual(['Vinnytsia Florist']);
      expect(await names('Вінницька пек')).toEqual(['Sumy Bakery']);
    });
  });

  describe('a key of several words', () => {
    let svc: ServiceUnderTest;
    beforeAll(async () => {
      svc = await startCatalog();
      const create = creator(svc, { category: 'health' });
      // The key's first word ends a longer word, its last begins one: still the phrase.
      await create({ name: 'Superchernihiv Stomatology', description: 'Teeth', isPremium: 1 });
      await create({ name: 'Smile Works', description: 'A Chernihiv stomatology practice' });
      // Both words, never side by side: not the phrase.
      await create({ name: 'Chernihiv Bakery', description: 'Stomatology next door' });
      await create({ name: 'Stomatology Chernihiv', description: 'Reversed' });
    });
    afterAll(() => svc.close());

    const answer = async (query: string) => {
      const res = await request(svc.server).get(`/api/businesses?${query}`).expect(200);
      return { names: res.body.map((b: { name: string }) => b.name), total: res.headers['x-total-count'] };
    };

    it('finds the phrase inside words, ranked, and counts only the rows holding it', async () => {
      expect((await answer('q=chernihiv%20stomat')).names).toEqual([
        'Superchernihiv Stomatology',
        'Smile Works',
      ]);
      expect(await answer('q=chernihiv%20stomat&category=health&limit=1')).toEqual({
        names: ['Superchernihiv Stomatology'],
        total: '2',
      });
      expect(await answer('q=chernihiv%20stomat&category=health&limit=1&offset=1')).toEqual({
        names: ['Smile Works'],
        total: '2',
      });
      expect((await answer('q=chernihiv%20stomat&category=dining')).names).toEqual([]);
    });
  });

  describe('a name rank of thousands', () => {
    let svc: ServiceUnderTest;
    const COUNT = 2100;
    beforeAll(async () => {
      svc = await startCatalog();
      // More rows under one name prefix than the rank reads and sorts (RANK_SORT_LIMIT): walked in
      // list order instead. Premium every seventh, so premium and name order both matter.
      const db = new Client({ connectionString: svc.db.url });
      await db.connect();
      try {
        await db.query(
          `INSERT INTO catalog.business ("name", "description", "category", "address", "area", "heroImage",
             "isVerified", "isPremium", "isApproved", "searchNames", "searchText")
           SELECT 'Gatetown Shop ' || i, 'A shop', 'shop', i || ' High Street, London', 'Camden',
             '/images/businesses/art.jpg', 0, (i % 7 = 0)::int, 1,
             E'\\ngatetown shop ' || i || E'\\n', E'\\ngatetown shop ' || i || E'\\na shop\\n'
             FROM generate_series(1, ${COUNT}) AS i`,
        );
        await db.query('ANALYZE catalog.business');
      } finally {
        await db.end();
      }
    });
    afterAll(() => svc.close());

    /** The rows' names in list order (premium first, then name), those holding `prefix` only. */
    const listed = (prefix: string) =>
      Array.from({ length: COUNT }, (_, i) => i + 1)
        .filter((i) => `gatetown shop ${i}`.startsWith(prefix))
        .sort((a, b) => Number(b % 7 === 0) - Number(a % 7 === 0) || (`${a}` < `${b}` ? -1 : 1))
        .map((i) => `Gatetown Shop ${i}`);
    const names = async (query: string) =>
      (await request(svc.server).get(`/api/businesses?${query}`).expect(200)).body.map(
        (b: { name: string }) => b.name,
      );

    it('reads a prefix rank past the sort limit in list order, page by page', async () => {
      const all = listed('gatetown');
      expect(all).toHaveLength(COUNT);
      expect(await names('q=gatetown&limit=50')).toEqual(all.slice(0, 50));
      expect(await names('q=gatetown&limit=20&offset=1990')).toEqual(all.slice(1990, 2010));
      expect(await names('q=gatetown&limit=50&offset=2080')).toEqual(all.slice(2080));
    });

    it('reads an other-name rank of thousands from the first rows of the list, page by page', async () => {
      // 'town' is inside every name and starts none: the other-name rank. A page within the list's
      // first rows (RANK_SAMPLE_ROWS per row of the page's end) is read from them; the last page
      // (past the rank's end) as the planner chooses. Both in list order.
      const all = listed('gatetown');
      expect(await names('q=town&limit=50')).toEqual(all.slice(0, 50));
      expect(await names('q=town&limit=20&offset=1990')).toEqual(all.slice(1990, 2010));
      expect(await names('q=town&limit=50&offset=2080')).toEqual(all.slice(2080));
    });

    it('reads a prefix rank under the sort limit the same way', async () => {
      // 'gatetown shop 1': 1, 10–19, 100–199, 1000–1999: 1,111 rows, read from the name key index;
      // the exact name first, then the prefix rank.
      const some = ['Gatetown Shop 1', ...listed('gatetown shop 1').filter((n) => n !== 'Gatetown Shop 1')];
      expect(some).toHaveLength(1111);
      expect(await names('q=gatetown%20shop%201&limit=50')).toEqual(some.slice(0, 50));
      expect(await names('q=gatetown%20shop%201&limit=30&offset=1100')).toEqual(some.slice(1100));
      expect((await names('q=gatetown%20shop%20100&limit=3'))[0]).toBe('Gatetown Shop 100');
    });
  });
});
