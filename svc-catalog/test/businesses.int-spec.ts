import request from 'supertest';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import { generateKeyPair, signAdminToken, testKeyPair, type ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

describe('svc-catalog businesses', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await http().post('/api/businesses').set(admin()).send(adminBusiness(overrides)).expect(201)).body;
  const submit = async (overrides: Record<string, unknown> = {}) =>
    (await http().post('/api/businesses/public').send(publicBusiness(overrides)).expect(201)).body;

  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc.close());

  describe('public submissions', () => {
    it('rejects NUL characters in any field with a 400 naming the field, not a database error', async () => {
      const res = await http()
        .post('/api/businesses/public')
        .send(
          publicBusiness({ name: 'Bad\u0000Name', galleryImages: ['https://e.example/a.jpg', 'x\u0000'] }),
        )
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Validation failed',
        details: [
          { path: 'name', message: 'Invalid text', code: 'invalid_string' },
          { path: 'galleryImages.1', message: 'Invalid text', code: 'invalid_string' },
        ],
      });
    });

    it('creates a pending business that visitors cannot see', async () => {
      const created = await submit({ name: 'Pending Pierogi' });
      expect(created).toMatchObject({
        name: 'Pending Pierogi',
        isApproved: 0,
        isVerified: 0,
        isPremium: 0,
        averageRating: 0,
        totalReviews: 0,
      });
      expect(created.phone).toBeNull();
      expect(created.email).toBeNull();
      const list = (await http().get('/api/businesses').expect(200)).body;
      expect(list.map((b: { id: string }) => b.id)).not.toContain(created.id);
      const res = await http().get(`/api/businesses/${created.id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Business not found' });
    });

    it.each(['isApproved', 'isVerified', 'isPremium', 'averageRating', 'totalReviews'])(
      'rejects the moderation field %s as an unknown field',
      async (field) => {
        const res = await http()
          .post('/api/businesses/public')
          .send(publicBusiness({ [field]: 1 }))
          .expect(400);
        expect(res.body.error).toBe('Validation failed');
        expect(res.body.details).toContainEqual(
          expect.objectContaining({ path: field, message: 'Unknown field' }),
        );
      },
    );

    it.each([
      ['name', '', 'Required'],
      ['name', undefined, 'Required'],
      ['description', 'too short', 'Must be at least 10 characters'],
      ['category', 'communities', `Invalid category: must be one of ${BUSINESS_CATEGORIES.join(', ')}`],
      ['category', '', 'Required'],
      ['address', '  ', 'Required'],
      ['area', '', 'Required'],
      ['heroImage', 'javascript:alert(1)', 'Invalid URL'],
      ['heroImage', undefined, 'Required'],
      ['email', 'not-an-email', 'Invalid email address'],
      ['website', 'ftp://example.com', 'Invalid URL'],
      ['galleryImages', ['https://ok.example/a.jpg', 'data:image/png;base64,AAAA'], 'Invalid URL'],
    ])('rejects %s=%j with "%s"', async (field, value, message) => {
      const body = publicBusiness({ [field]: value });
      if (value === undefined) delete body[field];
      const res = await http().post('/api/businesses/public').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Validation failed' });
      expect(res.body.details).toContainEqual(expect.objectContaining({ path: field, message }));
    });

    it('reports the minimum length with a code so clients can translate it', async () => {
      const res = await http()
        .post('/api/businesses/public')
        .send(publicBusiness({ description: 'short' }))
        .expect(400);
      expect(res.body.details).toEqual([
        { path: 'description', message: 'Must be at least 10 characters', code: 'too_short', min: 10 },
      ]);
    });

    it('ignores duplicate gallery URLs and stores empty optional fields as null', async () => {
      const url = 'https://images.unsplash.com/photo-1414235077428-338989a2e8c0?w=800';
      const created = await submit({
        galleryImages: [url, url, ''],
        website: '',
        email: 'owner@example.co.uk',
      });
      expect(created.galleryImages).toEqual([url]);
      expect(created.website).toBeNull();
      expect(created.email).toBe('owner@example.co.uk');
    });
  });

  describe('admin', () => {
    it('requires an admin token for every admin endpoint', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const calls = [
        http().get('/api/businesses/all'),
        http().get('/api/businesses/export'),
        http().post('/api/businesses').send(adminBusiness()),
        http().post('/api/businesses/bulk').send({ csv: 'name\n' }),
        http().patch(`/api/businesses/${id}`).send({ isVerified: 1 }),
        http().post(`/api/businesses/${id}/approve`),
        http().delete(`/api/businesses/${id}`),
      ];
      for (const call of calls) {
        const res = await call.expect(401);
        expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized' });
      }
    });

    it('rejects tokens signed by another key, expired tokens and non-bearer schemes', async () => {
      const foreign = signAdminToken(generateKeyPair().privateKey);
      await http().get('/api/businesses/all').set('Authorization', `Bearer ${foreign}`).expect(401);
      const expired = signAdminToken(testKeyPair().privateKey, {}, { expiresIn: -60 });
      await http().get('/api/businesses/all').set('Authorization', `Bearer ${expired}`).expect(401);
      await http()
        .get('/api/businesses/all')
        .set('Authorization', `Basic ${signAdminToken(testKeyPair().privateKey)}`)
        .expect(401);
    });

    it('reports every missing required field with the stored-schema messages', async () => {
      const res = await http().post('/api/businesses').set(admin()).send({}).expect(400);
      const messages = Object.fromEntries(
        res.body.details.map((d: { path: string; message: string }) => [d.path, d.message]),
      );
      expect(messages).toEqual({
        name: 'Business name is required',
        description: 'Description is required',
        category: 'Category is required',
        address: 'Address is required',
        heroImage: 'Hero image is required',
      });
    });

    it('creates approved businesses and may set the verified and premium flags', async () => {
      const created = await create({
        name: 'Admin Café',
        isVerified: true,
        isPremium: 1,
        latitude: 51.5,
        longitude: -0.1,
      });
      expect(created).toMatchObject({
        name: 'Admin Café',
        isApproved: 1,
        isVerified: 1,
        isPremium: 1,
        latitude: 51.5,
        longitude: -0.1,
      });
      expect((await http().get(`/api/businesses/${created.id}`).expect(200)).body.id).toBe(created.id);
    });

    it('rejects counters on create and invalid flag values', async () => {
      const res = await http()
        .post('/api/businesses')
        .set(admin())
        .send(adminBusiness({ averageRating: 5, isVerified: 2 }))
        .expect(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'averageRating', message: 'Unknown field' }),
          expect.objectContaining({ path: 'isVerified', message: 'Value is too large' }),
        ]),
      );
    });

    it('patches only the fields sent, flags included', async () => {
      const created = await create({ name: 'Patch Me', phone: '020 7946 0999' });
      const patched = (
        await http().patch(`/api/businesses/${created.id}`).set(admin()).send({ isVerified: 1 }).expect(200)
      ).body;
      expect(patched).toMatchObject({
        name: 'Patch Me',
        phone: '020 7946 0999',
        isVerified: 1,
        isPremium: 0,
      });
      const renamed = (
        await http()
          .patch(`/api/businesses/${created.id}`)
          .set(admin())
          .send({ name: ' Renamed ', phone: '' })
          .expect(200)
      ).body;
      expect(renamed).toMatchObject({ name: 'Renamed', phone: null, isVerified: 1 });
    });

    it('does not let a patch blank a required field', async () => {
      const created = await create();
      const res = await http()
        .patch(`/api/businesses/${created.id}`)
        .set(admin())
        .send({ name: '', heroImage: null })
        .expect(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'name', message: 'Business name is required' }),
          expect.objectContaining({ path: 'heroImage', message: 'Hero image is required' }),
        ]),
      );
    });

    it('lists every business for the admin, pending included, without caching', async () => {
      const pending = await submit({ name: 'Awaiting Approval' });
      const res = await http().get('/api/businesses/all').set(admin()).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const found = res.body.find((b: { id: string }) => b.id === pending.id);
      expect(found.isApproved).toBe(0);
    });

    it('approves a pending business, which then becomes public', async () => {
      const pending = await submit({ name: 'Soon Public' });
      const approved = (await http().post(`/api/businesses/${pending.id}/approve`).set(admin()).expect(200))
        .body;
      expect(approved.isApproved).toBe(1);
      await http().get(`/api/businesses/${pending.id}`).expect(200);
    });

    it('deletes a business (204), after which it is 404', async () => {
      const created = await create();
      await http().delete(`/api/businesses/${created.id}`).set(admin()).expect(204);
      await http().delete(`/api/businesses/${created.id}`).set(admin()).expect(404);
      await http().get(`/api/businesses/${created.id}`).expect(404);
      await http().patch(`/api/businesses/${created.id}`).set(admin()).send({ isPremium: 1 }).expect(404);
    });
  });

  describe('reading', () => {
    beforeAll(async () => {
      await create({
        name: 'Search Dumplings',
        description: 'Dumplings 100% hand made',
        category: 'dining',
        address: '1 Brick Lane, London E1 6PU',
        area: 'Spitalfields',
      });
      await create({
        name: 'Search Clinic',
        description: 'Family doctor speaking Ukrainian',
        category: 'health',
        address: '2 High Road, London N22 6BH',
        area: 'Wood Green',
      });
      await create({
        name: 'Search Consultants',
        description: 'Accounting for small firms',
        category: 'business',
        address: '3 Fleet Street, London EC4Y 1AA',
      });
      await create({
        name: 'Search Київська Пекарня',
        description: 'Свіжий Хліб щодня',
        category: 'dining',
        address: '4 Cranbrook Road, Ilford IG1 4DU',
        area: 'Ілфорд',
      });
      await submit({
        name: 'Search Hidden',
        description: 'Dumplings awaiting moderation',
        category: 'dining',
      });
    });

    const names = async (query: string) =>
      (await http().get(`/api/businesses${query}`).expect(200)).body
        .map((b: { name: string }) => b.name)
        .filter((n: string) => n.startsWith('Search '));

    it('searches name, description and category case-insensitively, never showing pending ones', async () => {
      expect(await names('?q=dumpLINGS')).toEqual(['Search Dumplings']);
      expect(await names('?q=ukrainian')).toEqual(['Search Clinic']);
      expect(await names('?q=HEALTH')).toEqual(['Search Clinic']);
      expect(await names('?q=business%20services')).toEqual(['Search Consultants']);
    });

    it('folds Ukrainian capitals too (a visitor types lower case)', async () => {
      const bakery = ['Search Київська Пекарня'];
      expect(await names(`?q=${encodeURIComponent('пекарня')}`)).toEqual(bakery);
      expect(await names(`?q=${encodeURIComponent('ХЛІБ')}`)).toEqual(bakery);
      expect(await names(`?location=${encodeURIComponent('ілфорд')}`)).toEqual(bakery);
    });

    it('takes % and _ in search terms literally', async () => {
      expect(await names('?q=100%25')).toEqual(['Search Dumplings']);
      expect(await names('?q=_')).toEqual([]);
    });

    it('never matches a location across address and area', async () => {
      // The stored location column joins the two parts with a newline; a term holding one is
      // compared with each part alone. (A q is a search key: its newline is a word gap.)
      expect(await names(`?location=${encodeURIComponent('e1 6pu\nspitalfields')}`)).toEqual([]);
      expect(await names(`?q=${encodeURIComponent('made')}&location=spitalfields`)).toEqual([
        'Search Dumplings',
      ]);
    });

    it('filters by location on address or area, and by category', async () => {
      expect(await names('?location=brick%20lane')).toEqual(['Search Dumplings']);
      expect(await names('?location=wood%20green')).toEqual(['Search Clinic']);
      expect(await names('?category=business')).toEqual(['Search Consultants']);
      expect(await names('?q=search&location=london&category=health')).toEqual(['Search Clinic']);
    });

    it('pages with limit and offset', async () => {
      const all = (await http().get('/api/businesses').expect(200)).body;
      const page = (await http().get('/api/businesses?limit=2&offset=1').expect(200)).body;
      expect(page.map((b: { id: string }) => b.id)).toEqual(all.slice(1, 3).map((b: { id: string }) => b.id));
    });

    it('rejects bad query parameters', async () => {
      for (const query of ['?category=communities', '?limit=0', '?limit=abc', '?offset=-1', '?unknown=1']) {
        const res = await http().get(`/api/businesses${query}`).expect(400);
        expect(res.body.error).toBe('Validation failed');
      }
    });

    it('counts approved businesses per category, zeros included', async () => {
      const res = await http().get('/api/businesses/categories').expect(200);
      expect(res.body.map((c: { category: string }) => c.category)).toEqual([...BUSINESS_CATEGORIES]);
      const list = (await http().get('/api/businesses').expect(200)).body;
      for (const { category, count } of res.body) {
        expect(count).toBe(list.filter((b: { category: string }) => b.category === category).length);
      }
      expect(res.body.find((c: { category: string }) => c.category === 'art').count).toBe(0);
    });

    it('answers a path id that is not a UUID with a JSON 404', async () => {
      const res = await http().get('/api/businesses/not-a-uuid').expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Business not found' });
      await http().get('/api/businesses/00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('lets public reads be cached for 5 minutes and revalidated with the ETag', async () => {
      const first = await http().get('/api/businesses').expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      expect(first.headers.etag).toBeDefined();
      const again = await http().get('/api/businesses').set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text).toBe('');
      await http().get('/api/businesses/categories').expect('Cache-Control', 'public, max-age=300');
    });
  });
});
