import { Client } from 'pg';
import request from 'supertest';
import { BUSINESS_CSV_COLUMNS } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, startCatalog } from './catalog-test-app';

describe('svc-catalog business CSV', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const bulk = (csv: string) => http().post('/api/businesses/bulk').set(admin()).send({ csv });

  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc.close());

  it('imports a file of 3,000 rows in one request (the gateway admits 2 MB)', async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `Shop ${i},A fine Ukrainian shop number ${i},shop,${i} High Street London`,
    );
    const res = await bulk(['name,description,category,address', ...rows].join('\n')).expect(200);
    expect(res.body.created).toHaveLength(3000);
    expect(res.body.failed).toEqual([]);
  });

  it('serves the template to anyone', async () => {
    const res = await http().get('/api/businesses/template').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="business_template.csv"');
    // A UTF-8 BOM first, so Excel reads 'Café' and Cyrillic right; no placeholder text.
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(res.text.slice(1).split('\n')[0]).toBe(BUSINESS_CSV_COLUMNS.join(','));
    expect(res.text).not.toMatch(/\{\w+\}/);
  });

  it('imports valid rows and reports invalid ones by row number (header = row 1)', async () => {
    const csv = [
      'Name,Description,Category,Address,Phone,Email,Instagram,TikTok,HeroImage,GalleryImages,IsVerified,IsPremium',
      '"Borscht, Bread & Co","Soups, pies and bread",Dining,"10 Upper St, London",,{email},,,,https://a.example/1.jpg;bad,TRUE,0',
      '',
      ',No name here,dining,1 Road,,,,,,,,',
      'Bad Category,Something nice,restaurant,2 Road,,,,,,,,',
      'Bad Email,Something nice,health,3 Road,,not-email,,,javascript:x,,,',
      'Consultancy,Advice for firms,Business Services,4 Road,,info@consult.example,,,https://img.example/c.jpg,,1,true',
    ].join('\n');
    const res = await bulk(csv).expect(200);
    expect(res.body.created).toEqual([
      { row: 2, id: expect.any(String), name: 'Borscht, Bread & Co' },
      { row: 6, id: expect.any(String), name: 'Consultancy' },
    ]);
    expect(res.body.failed).toEqual([
      { row: 3, name: '', errors: ['Name required'] },
      {
        row: 4,
        name: 'Bad Category',
        errors: [
          'Invalid category: must be one of dining, health, beauty, wellness, shop, business, lessons, art, entertainment',
        ],
      },
      { row: 5, name: 'Bad Email', errors: ['Invalid email address', 'Invalid URL hero image'] },
    ]);

    const borscht = (await http().get(`/api/businesses/${res.body.created[0].id}`).expect(200)).body;
    expect(borscht).toMatchObject({
      category: 'dining',
      email: null,
      isVerified: 1,
      isPremium: 0,
      isApproved: 1,
      galleryImages: ['https://a.example/1.jpg'],
    });
    expect(borscht.heroImage).toMatch(/^https:\/\//);
    const consultancy = (await http().get(`/api/businesses/${res.body.created[1].id}`).expect(200)).body;
    expect(consultancy).toMatchObject({
      category: 'business',
      isVerified: 1,
      isPremium: 1,
      heroImage: 'https://img.example/c.jpg',
    });
  });

  it('stores the valid rows all together or not at all', async () => {
    // A constraint only this test adds makes the database refuse the second valid row.
    const db = new Client({ connectionString: svc.db.url });
    await db.connect();
    await db.query(
      `ALTER TABLE "catalog"."business" ADD CONSTRAINT "test_refuse_boom" CHECK ("name" <> 'Boom')`,
    );
    try {
      const before = (await http().get('/api/businesses/all').set(admin()).expect(200)).body.length;
      const csv = [
        'name,description,category,address',
        'Fine Row,Fine description,art,1 Road',
        'Boom,Fine description,art,2 Road',
      ].join('\n');
      await bulk(csv).expect(500);
      const after = (await http().get('/api/businesses/all').set(admin()).expect(200)).body;
      expect(after).toHaveLength(before);
      expect(after.map((b: { name: string }) => b.name)).not.toContain('Fine Row');
    } finally {
      await db.query(`ALTER TABLE "catalog"."business" DROP CONSTRAINT "test_refuse_boom"`);
      await db.end();
    }
  });

  it('reports text the database cannot store as a row error', async () => {
    const res = await bulk('name,description,category,address\nNul,Bad\u0000text,art,1 Road').expect(200);
    expect(res.body).toEqual({ created: [], failed: [{ row: 2, name: 'Nul', errors: ['Invalid text'] }] });
  });

  it('rejects a body without csv text, unparseable CSV and unknown fields', async () => {
    expect(
      (await http().post('/api/businesses/bulk').set(admin()).send({}).expect(400)).body.details,
    ).toContainEqual(expect.objectContaining({ path: 'csv', message: 'Required' }));
    const res = await bulk('name,description\n"unclosed,quote').expect(400);
    expect(res.body.details[0].path).toBe('csv');
    await http().post('/api/businesses/bulk').set(admin()).send({ csv: 'name\n', approve: true }).expect(400);
  });

  it('exports approved businesses as a dated CSV attachment that imports back', async () => {
    await http()
      .post('/api/businesses')
      .set(admin())
      .send(
        adminBusiness({
          name: 'Exported One',
          galleryImages: ['https://a.example/x.jpg', 'https://a.example/y.jpg'],
          isPremium: 1,
        }),
      )
      .expect(201);
    const res = await http().get('/api/businesses/export').set(admin()).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="businesses_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe(BUSINESS_CSV_COLUMNS.join(','));
    const exported = lines.find((l) => l.startsWith('Exported One'));
    expect(exported).toContain('https://a.example/x.jpg;https://a.example/y.jpg,0,1');

    const reimport = await bulk(res.text).expect(200);
    expect(reimport.body.failed).toEqual([]);
    expect(reimport.body.created.length).toBe(lines.length - 1);
  });
});
