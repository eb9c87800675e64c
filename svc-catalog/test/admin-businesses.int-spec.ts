import request from 'supertest';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

/** The admin console's reads: GET /api/businesses/all paging and filters, GET /api/businesses/stats. */
describe('svc-catalog admin console reads', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });

  beforeAll(async () => {
    svc = await startCatalog();
    for (let i = 0; i < 30; i += 1) {
      await http()
        .post('/api/businesses')
        .set(admin())
        .send(
          adminBusiness({
            name: `Shop ${String(i).padStart(2, '0')}`,
            email: `shop${i}@example.com`,
            isVerified: i % 3 === 0 ? 1 : 0,
            isPremium: i % 5 === 0 ? 1 : 0,
          }),
        )
        .expect(201);
    }
    await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Pending Pierogi' }))
      .expect(201);
  });
  afterAll(() => svc.close());

  it('keeps the plain array without paging parameters', async () => {
    const res = await http().get('/api/businesses/all').set(admin()).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(31);
    expect(res.body[0]).toMatchObject({ name: 'Pending Pierogi', isApproved: 0 });
  });

  it('pages with the total of what matches', async () => {
    const first = (await http().get('/api/businesses/all?page=1&pageSize=10').set(admin()).expect(200)).body;
    const fourth = (await http().get('/api/businesses/all?page=4&pageSize=10').set(admin()).expect(200)).body;
    expect(first).toMatchObject({ total: 31, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(fourth.items).toHaveLength(1);
    const ids = new Set([...first.items, ...fourth.items].map((b: { id: string }) => b.id));
    expect(ids.size).toBe(11);
  });

  it('filters by status and searches name, email and address case-insensitively', async () => {
    const pending = (await http().get('/api/businesses/all?status=pending&page=1').set(admin()).expect(200))
      .body;
    expect(pending.total).toBe(1);
    expect(pending.items[0].name).toBe('Pending Pierogi');
    const byName = (await http().get('/api/businesses/all?q=SHOP 1&pageSize=50').set(admin()).expect(200))
      .body;
    expect(byName.items.map((b: { name: string }) => b.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Shop 1${i}`),
    );
    const byEmail = (await http().get('/api/businesses/all?q=shop7@').set(admin()).expect(200)).body;
    expect(byEmail.map((b: { name: string }) => b.name)).toEqual(['Shop 07']);
    const approvedAll = (await http().get('/api/businesses/all?status=approved').set(admin()).expect(200))
      .body;
    expect(approvedAll).toHaveLength(30);
  });

  it('rejects bad paging parameters with 400', async () => {
    for (const query of ['page=0', 'pageSize=101', 'status=deleted', 'page=x']) {
      const res = await http().get(`/api/businesses/all?${query}`).set(admin()).expect(400);
      expect(res.body.statusCode).toBe(400);
    }
  });

  it('counts businesses and pending reviews for the dashboard', async () => {
    const [first] = (await http().get('/api/businesses/all?status=approved').set(admin())).body;
    await http()
      .post(`/api/businesses/${first.id}/reviews`)
      .send({ userName: 'Iryna', comment: 'Kind staff' })
      .expect(201);
    const stats = (await http().get('/api/businesses/stats').set(admin()).expect(200)).body;
    expect(stats).toEqual({
      totalBusinesses: 31,
      verifiedBusinesses: 10,
      premiumBusinesses: 6,
      pendingBusinesses: 1,
      pendingReviews: 1,
    });
    await http().get('/api/businesses/stats').expect(401);
  });
});
