import request from 'supertest';
import { stringify } from 'csv-stringify/sync';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BUSINESS_CSV_COLUMNS } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { BusinessEntity } from '../src/business/business.entity';
import { safeCell } from '../src/business/business-csv.service';
import { adminAuth, startCatalog } from './catalog-test-app';

/**
 * The export as it was built before issue 29, whole in memory from TypeORM's entities: the
 * reference the streamed export must equal byte for byte.
 */
async function exportBuiltInMemory(businesses: Repository<BusinessEntity>): Promise<string> {
  const rows = (
    await businesses
      .createQueryBuilder('b')
      .where('b.isApproved = 1')
      .orderBy('coalesce(b.name, b."nameUk")', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getMany()
  ).map((b) =>
    [
      b.name ?? '',
      b.description ?? '',
      b.category,
      b.address,
      b.phone ?? '',
      b.email ?? '',
      b.instagram ?? '',
      b.tiktok ?? '',
      b.heroImage,
      b.galleryImages.join(';'),
      String(b.isVerified),
      String(b.isPremium),
      b.nameUk ?? '',
      b.descriptionUk ?? '',
      b.area ?? '',
      b.website ?? '',
      b.latitude === null ? '' : String(b.latitude),
      b.longitude === null ? '' : String(b.longitude),
      b.openingHours ?? '',
    ].map(safeCell),
  );
  return '\uFEFF' + stringify(rows, { header: true, columns: [...BUSINESS_CSV_COLUMNS] });
}

// Issue 29 (admin at 100,000): GET /api/businesses/export is written as Postgres reads it, in
// batches of a cursor, never whole in memory, and is the same file as before.
describe('svc-catalog streamed CSV export', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const exportCsv = () =>
    http()
      .get('/api/businesses/export')
      .set('Authorization', adminAuth())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);

  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc?.close());

  it('answers the header alone (with the BOM) for an empty catalog', async () => {
    const res = await exportCsv();
    expect((res.body as Buffer).toString('utf8')).toBe(`\uFEFF${BUSINESS_CSV_COLUMNS.join(',')}\n`);
  });

  it('streams a few thousand rows (several batches) identical to the file built in memory', async () => {
    const tricky = [
      ['=SUM(A1:A2)', 'Formula-looking name, "quoted" and, commas', 'dining', '1 Road', '-0.12', '51.5'],
      ['', 'Лише українською назва', 'art', '2 Road', '', ''],
    ];
    const rows = Array.from({ length: 2600 }, (_, i) => [
      `Shop ${String(i).padStart(4, '0')}`,
      `A fine shop number ${i}, with "quotes"\nand a second line`,
      i % 3 ? 'shop' : 'dining',
      `${i} High Street, London`,
      String(-0.1 - i / 100_000),
      String(51.5 + i / 100_000),
    ]);
    const csv = stringify(
      [...rows, ...tricky].map(([name, description, category, address, longitude, latitude]) => ({
        name,
        name_uk: name ? '' : 'Українська назва',
        description,
        category,
        address,
        longitude,
        latitude,
        galleryimages: 'https://a.example/1.jpg;https://a.example/2.jpg',
        opening_hours: 'Mo-Fr 09:00-18:00',
      })),
      { header: true, columns: [...BUSINESS_CSV_COLUMNS] },
    );
    const imported = await http()
      .post('/api/businesses/bulk')
      .set('Authorization', adminAuth())
      .send({ csv })
      .expect(200);
    expect(imported.body.failed).toEqual([]);

    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="businesses_export_/);
    // Streamed: sent in chunks as read, no length known up front.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const expected = await exportBuiltInMemory(svc.app.get(getRepositoryToken(BusinessEntity)));
    const body = (res.body as Buffer).toString('utf8');
    expect(body.split('\n').length).toBeGreaterThan(2600);
    expect(body).toBe(expected);
    expect(body).toContain(`\n'=SUM(A1:A2),`);
  });
});
