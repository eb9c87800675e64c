import request from 'supertest';
import { signAdminToken, testKeyPair, type ServiceUnderTest } from '@byp/testing';
import type { ModerationLogEntry } from '@byp/contracts';
import { adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

/** The catalog's moderation log: who did what to which business, review or offer, newest first. */
describe('svc-catalog moderation log', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const as = (username: string) => ({
    Authorization: `Bearer ${signAdminToken(testKeyPair().privateKey, { username } as { sub?: string })}`,
  });
  const olena = as('olena');
  const activity = async (limit?: number): Promise<ModerationLogEntry[]> =>
    (
      await http()
        .get(`/api/businesses/activity${limit ? `?limit=${limit}` : ''}`)
        .set(olena)
        .expect(200)
    ).body;

  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc.close());

  it('records create, update, approve and delete of a business with the actor from the token', async () => {
    const created = (
      await http()
        .post('/api/businesses')
        .set(olena)
        .send(adminBusiness({ name: 'Kalyna Bakery' }))
        .expect(201)
    ).body;
    await http().patch(`/api/businesses/${created.id}`).set(as('taras')).send({ isVerified: 1 }).expect(200);
    const pending = (
      await http()
        .post('/api/businesses/public')
        .send(publicBusiness({ name: 'Dnipro Deli' }))
    ).body;
    await http().post(`/api/businesses/${pending.id}/approve`).set(olena).expect(200);
    await http().delete(`/api/businesses/${created.id}`).set(olena).expect(204);

    const lines = await activity();
    expect(lines.slice(0, 4).map((l) => [l.actor, l.action, l.entityType, l.entityName])).toEqual([
      ['olena', 'deleted', 'business', 'Kalyna Bakery'],
      ['olena', 'approved', 'business', 'Dnipro Deli'],
      ['taras', 'updated', 'business', 'Kalyna Bakery'],
      ['olena', 'created', 'business', 'Kalyna Bakery'],
    ]);
    expect(lines[0].entityId).toBe(created.id);
    // Visitors' submissions are not admin actions.
    expect(lines.some((l) => l.action === 'created' && l.entityName === 'Dnipro Deli')).toBe(false);
  });

  it('leaves no line for a failed action', async () => {
    const before = await activity();
    await http()
      .patch('/api/businesses/00000000-0000-4000-8000-000000000000')
      .set(olena)
      .send({ isPremium: 1 });
    await http()
      .post('/api/businesses')
      .set(olena)
      .send(adminBusiness({ name: '' }))
      .expect(400);
    expect(await activity()).toEqual(before);
  });

  it.each(['/api/businesses/not-a-uuid', '/api/offers/not-a-uuid', '/api/businesses/reviews/not-a-uuid'])(
    'answers a deletion of %s (an id that is no UUID names nothing) 404 in the error shape, with no line',
    async (path) => {
      const before = await activity();
      const res = await http().delete(path).set(olena).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: expect.stringMatching(/not found/i) });
      expect(await activity()).toEqual(before);
    },
  );

  it('records reviews and offers by a readable name', async () => {
    const business = (
      await http()
        .post('/api/businesses')
        .set(olena)
        .send(adminBusiness({ name: 'Lviv Coffee' }))
        .expect(201)
    ).body;
    const review = (
      await http()
        .post(`/api/businesses/${business.id}/reviews`)
        .send({ userName: 'Mykola', comment: 'Lovely coffee', rating: 4 })
        .expect(201)
    ).body;
    await http().post(`/api/businesses/reviews/${review.id}/approve`).set(olena).expect(200);
    const offer = (
      await http()
        .post('/api/offers')
        .set(olena)
        .send({
          businessId: business.id,
          title: '10% off flat whites',
          description: 'Every morning before ten.',
          discountPercentage: 10,
          validFrom: new Date().toISOString(),
          validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        })
        .expect(201)
    ).body;
    await http().patch(`/api/offers/${offer.id}`).set(olena).send({ isActive: 0 }).expect(200);
    await http().delete(`/api/offers/${offer.id}`).set(olena).expect(204);

    const lines = (await activity(5)).map((l) => [l.action, l.entityType, l.entityName]);
    expect(lines.slice(0, 4)).toEqual([
      ['deleted', 'offer', '10% off flat whites'],
      ['updated', 'offer', '10% off flat whites'],
      ['created', 'offer', '10% off flat whites'],
      ['approved', 'review', 'Mykola → Lviv Coffee'],
    ]);
    expect(await activity(2)).toHaveLength(2);
  });

  it('records a CSV import as one line with how many businesses it created', async () => {
    const csv = [
      'name,description,category,address',
      'Import One,A bakery with rye bread,dining,1 High Street',
      'Import Two,A florist for every day,shop,2 High Street',
      ',missing name,shop,3 High Street',
    ].join('\n');
    await http().post('/api/businesses/bulk').set(olena).send({ csv }).expect(200);
    const [line] = await activity(1);
    expect(line).toMatchObject({ actor: 'olena', action: 'imported', entityType: 'business', count: 2 });
    expect(line.entityName).toBe('Import One');
  });

  it('is admin-only and validates its limit', async () => {
    await http().get('/api/businesses/activity').expect(401);
    const bad = await http().get('/api/businesses/activity?limit=0').set(olena).expect(400);
    expect(bad.body.details).toContainEqual(expect.objectContaining({ path: 'limit' }));
  });
});
