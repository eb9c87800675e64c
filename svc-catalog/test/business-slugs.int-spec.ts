import request from 'supertest';
import { crawlerView, jsonLdProblems, type ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

// Issue 25: every business has an address, /business/{slug}: readable, unique, made from the
// English name (the Ukrainian one romanised when only it exists), and stable; a renamed business
// answers its old slug with a 301 to the new one. The slugs are the database's (a trigger), so
// these tests go through the real API and Postgres.
describe('svc-catalog business slugs', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const create = async (overrides: Record<string, unknown>) =>
    (await http().post('/api/businesses').set(admin()).send(adminBusiness(overrides)).expect(201)).body as {
      id: string;
      slug: string;
    };
  const slugOf = async (id: string) =>
    (await http().get(`/api/businesses/${id}`).expect(200)).body.slug as string;

  beforeAll(async () => {
    svc = await startCatalog({ PUBLIC_URL: 'https://pages.example.org' });
  });
  afterAll(() => svc.close());

  it('makes a readable slug from the English name', async () => {
    const created = await create({ name: 'Kalyna Bakery & Café' });
    expect(await slugOf(created.id)).toBe('kalyna-bakery-and-cafe');
    const res = await http().get('/api/businesses/by-slug/kalyna-bakery-and-cafe').expect(200);
    expect(res.body).toMatchObject({
      id: created.id,
      slug: 'kalyna-bakery-and-cafe',
      name: 'Kalyna Bakery & Café',
    });
  });

  it('romanises a Ukrainian-only name by the national standard (the search library)', async () => {
    const created = await create({
      name: undefined,
      nameUk: 'Щастя Київ — пекарня «Юля»',
      description: undefined,
      descriptionUk: 'Опис пекарні.',
    });
    expect(await slugOf(created.id)).toBe('shchastia-kyiv-pekarnia-yulia');
    const other = await create({
      name: undefined,
      nameUk: 'Зʼїжджаємо в Євпаторію',
      description: undefined,
      descriptionUk: 'Опис пекарні.',
    });
    expect(await slugOf(other.id)).toBe('zizhdzhaiemo-v-yevpatoriiu');
  });

  it('keeps slugs unique: the same name gets -2, -3', async () => {
    const first = await create({ name: 'Same Name Deli' });
    const second = await create({ name: 'Same Name Deli' });
    const third = await create({ name: 'same name  deli!' });
    expect([await slugOf(first.id), await slugOf(second.id), await slugOf(third.id)]).toEqual([
      'same-name-deli',
      'same-name-deli-2',
      'same-name-deli-3',
    ]);
  });

  it('gives concurrent submissions of one name different slugs', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 6 }, () =>
        http()
          .post('/api/businesses')
          .set(admin())
          .send(adminBusiness({ name: 'Rush Hour Bakery' }))
          .expect(201),
      ),
    );
    const slugs = await Promise.all(bodies.map((res) => slugOf(res.body.id)));
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain('rush-hour-bakery');
  });

  it('a name with no letters or digits still gets an address', async () => {
    const created = await create({ name: '★★★' });
    expect(await slugOf(created.id)).toMatch(/^business(-\d+)?$/);
  });

  it('keeps the slug when the name changes only in case or punctuation', async () => {
    const created = await create({ name: 'Steady Name Studio' });
    await http()
      .patch(`/api/businesses/${created.id}`)
      .set(admin())
      .send({ name: 'Steady Name Studio!' })
      .expect(200);
    expect(await slugOf(created.id)).toBe('steady-name-studio');
  });

  it('answers a renamed business at its old slug with a 301 to the new one', async () => {
    const created = await create({ name: 'Old Name Florist' });
    await http()
      .patch(`/api/businesses/${created.id}`)
      .set(admin())
      .send({ name: 'New Name Florist' })
      .expect(200);
    expect(await slugOf(created.id)).toBe('new-name-florist');
    const moved = await http().get('/api/businesses/by-slug/old-name-florist?lang=uk').expect(301);
    expect(moved.headers.location).toBe('/api/businesses/by-slug/new-name-florist?lang=uk');
    const head = await http().get('/api/businesses/by-slug/old-name-florist/head').expect(301);
    expect(head.headers.location).toBe('/api/businesses/by-slug/new-name-florist/head');
    // The gateway's page request is sent to the page's new address.
    const page = await http()
      .get('/api/businesses/by-slug/old-name-florist/head')
      .set('X-Item-Page', '1')
      .expect(301);
    expect(page.headers.location).toBe('/business/new-name-florist');
    // The old slug stays taken: another business of that name does not get it.
    const other = await create({ name: 'Old Name Florist' });
    expect(await slugOf(other.id)).toBe('old-name-florist-2');
    // Renamed back, the business takes its own old slug again, and the other one redirects.
    await http()
      .patch(`/api/businesses/${created.id}`)
      .set(admin())
      .send({ name: 'Old Name Florist' })
      .expect(200);
    expect(await slugOf(created.id)).toBe('old-name-florist');
    await http().get('/api/businesses/by-slug/old-name-florist').expect(200);
    const back = await http().get('/api/businesses/by-slug/new-name-florist').expect(301);
    expect(back.headers.location).toBe('/api/businesses/by-slug/old-name-florist');
  });

  it('does not show pending businesses or unknown slugs; a malformed slug is a 404 too', async () => {
    const pending = await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Pending Pierogi' }))
      .expect(201);
    expect(pending.body.slug).toBe('pending-pierogi');
    await http().get('/api/businesses/by-slug/pending-pierogi').expect(404);
    await http().get('/api/businesses/by-slug/pending-pierogi/head').expect(404);
    await http().get('/api/businesses/by-slug/no-such-business').expect(404);
    for (const slug of ['Upper-Case', 'a--b', '-lead', `${'x'.repeat(130)}`, '%3Cscript%3E']) {
      const res = await http().get(`/api/businesses/by-slug/${slug}`);
      expect([slug, res.status]).toEqual([slug, 404]);
      expect(res.body).toMatchObject({ statusCode: 404 });
    }
  });

  it('hands the gateway its page (X-Accel-Redirect) for an existing business', async () => {
    await create({ name: 'Page Request Pantry' });
    const page = await http()
      .get('/api/businesses/by-slug/page-request-pantry/head')
      .set('X-Item-Page', '1')
      .expect(200);
    expect(page.headers['x-accel-redirect']).toBe('/_item-page/');
    await http().get('/api/businesses/by-slug/nope-nope/head').set('X-Item-Page', '1').expect(404);
  });

  it("serves a business's head as a crawler reads it: tags, and a LocalBusiness subtype with every property it has", async () => {
    const created = await create({
      name: 'Head Test Bakery',
      nameUk: 'Пекарня для перевірки',
      description: 'Rye bread, pampushky and honey cake, baked every morning in Hackney.',
      descriptionUk: 'Житній хліб, пампушки і медовик щоранку в Гекні.',
      area: 'Hackney',
      phone: '+44 20 7946 0000',
      website: 'https://bakery.example.org',
      latitude: 51.545,
      longitude: -0.055,
      openingHours: 'Mo-Fr 08:00-18:00; Sa 09:00-14:00',
      heroImage: '/images/businesses/bakery.svg',
    });
    // A review makes the aggregate rating.
    const review = await http()
      .post(`/api/businesses/${created.id}/reviews`)
      .send({ userName: 'Olena', rating: 4, comment: 'Lovely rye bread, just like home.' })
      .expect(201);
    await http().post(`/api/businesses/reviews/${review.body.id}/approve`).set(admin()).expect(200);
    for (const lang of ['en', 'uk'] as const) {
      const res = await http().get(`/api/businesses/by-slug/head-test-bakery/head?lang=${lang}`).expect(200);
      const view = crawlerView(`<!doctype html><html><head>${res.text}</head><body></body></html>`);
      const url = `https://pages.example.org/business/head-test-bakery${lang === 'uk' ? '?lang=uk' : ''}`;
      const name = lang === 'uk' ? 'Пекарня для перевірки' : 'Head Test Bakery';
      expect(view.title).toBe(`${name} · ${lang === 'uk' ? 'Синьо-жовті сторінки' : 'Blue & Yellow Pages'}`);
      expect(view.canonical).toBe(url);
      expect(view.alternates.en).toBe('https://pages.example.org/business/head-test-bakery');
      expect(view.alternates.uk).toBe('https://pages.example.org/business/head-test-bakery?lang=uk');
      expect(view.meta).toMatchObject({
        description: expect.any(String),
        'og:type': 'business.business',
        'og:title': name,
        'og:url': url,
        'og:image': 'https://pages.example.org/images/businesses/bakery.svg',
        'og:locale': lang === 'uk' ? 'uk_UA' : 'en_GB',
        'twitter:card': 'summary_large_image',
        'twitter:image': 'https://pages.example.org/images/businesses/bakery.svg',
      });
      const [business] = view.jsonLd;
      expect(business).toMatchObject({
        '@type': 'FoodEstablishment',
        name,
        url,
        telephone: '+44 20 7946 0000',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '5 Market Row, London SW9 8LB',
          addressLocality: 'Hackney',
          addressCountry: 'GB',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 51.545, longitude: -0.055 },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
      });
      expect(
        await jsonLdProblems(business, [
          'url',
          'image',
          'telephone',
          'geo',
          'aggregateRating',
          'openingHoursSpecification',
          'description',
        ]),
      ).toEqual([]);
      // Issue 26: the week's hours, in London time.
      const hours = business.openingHoursSpecification as {
        dayOfWeek: string;
        opens: string;
        closes: string;
      }[];
      expect(hours).toEqual(
        expect.arrayContaining([
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'https://schema.org/Monday',
            opens: '08:00',
            closes: '18:00',
          },
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'https://schema.org/Saturday',
            opens: '09:00',
            closes: '14:00',
          },
        ]),
      );
      expect(hours.some((spec) => spec.dayOfWeek.endsWith('Sunday'))).toBe(false);
    }
  });

  it('keeps a hostile name inert in every tag and in the JSON-LD', async () => {
    const hostile = 'Evil </script><script>alert(1)</script> "><img src=x onerror=alert(2)> & Co';
    const created = await create({ name: hostile, description: `${hostile} sells things.` });
    const res = await http().get(`/api/businesses/by-slug/${created.slug}/head`).expect(200);
    expect(res.text).not.toMatch(/<img|<\/script><script>|"></);
    const view = crawlerView(`<!doctype html><html><head>${res.text}</head><body></body></html>`);
    expect(view.injected).toEqual([]);
    expect(view.document.querySelectorAll('script')).toHaveLength(1);
    expect(view.meta['og:title']).toBe(hostile);
    expect(view.jsonLd[0]).toMatchObject({ name: hostile });
  });

  it('lists exactly the approved businesses in its sitemap part, with lastmod', async () => {
    const approved = (await http().get('/api/businesses').expect(200)).body as { slug: string }[];
    const part = await http().get('/api/businesses/sitemap.xml').expect(200);
    const locs = [...part.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locs).toEqual(approved.map((b) => `https://pages.example.org/business/${b.slug}`).sort());
    expect(part.text).not.toContain('pending-pierogi');
    expect([...part.text.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/g)]).toHaveLength(locs.length);
    const parts = await http().get('/api/businesses/sitemap-parts').expect(200);
    expect(parts.text).toContain('<loc>https://pages.example.org/sitemaps/businesses.xml</loc>');
  });
});
