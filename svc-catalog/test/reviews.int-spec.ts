import request from 'supertest';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

describe('svc-catalog reviews', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const newBusiness = async () =>
    (await http().post('/api/businesses').set(admin()).send(adminBusiness()).expect(201)).body.id as string;
  const review = async (businessId: string, body: Record<string, unknown>) =>
    (
      await http()
        .post(`/api/businesses/${businessId}/reviews`)
        .send({ userName: 'Olena', comment: 'Great place', ...body })
        .expect(201)
    ).body;

  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc.close());

  it('keeps a new review pending and out of the public list, with rating 5 by default', async () => {
    const businessId = await newBusiness();
    const created = await review(businessId, {});
    expect(created).toMatchObject({
      businessId,
      userName: 'Olena',
      rating: 5,
      comment: 'Great place',
      isApproved: 0,
    });
    expect((await http().get(`/api/businesses/${businessId}/reviews`).expect(200)).body).toEqual([]);
    const business = (await http().get(`/api/businesses/${businessId}`).expect(200)).body;
    expect(business).toMatchObject({ averageRating: 0, totalReviews: 0 });
  });

  it.each([
    [{ userName: '' }, 'userName', 'Required'],
    [{ userName: undefined }, 'userName', 'Required'],
    [{ comment: '   ' }, 'comment', 'Required'],
    [{ rating: 0 }, 'rating', 'Value is too small'],
    [{ rating: 6 }, 'rating', 'Value is too large'],
    [{ rating: 3.5 }, 'rating', 'Invalid input'],
    // A value of the wrong type is 'Invalid input', never a range or presence message (issue 31).
    [{ rating: 'five' }, 'rating', 'Invalid input'],
    [{ rating: '6' }, 'rating', 'Invalid input'],
    [{ userName: 123 }, 'userName', 'Invalid input'],
    [{ comment: ['Nice'] }, 'comment', 'Invalid input'],
    [{ isApproved: 1 }, 'isApproved', 'Unknown field'],
  ])('rejects %j', async (body, path, message) => {
    const businessId = await newBusiness();
    const res = await http()
      .post(`/api/businesses/${businessId}/reviews`)
      .send({ userName: 'Olena', comment: 'Nice', ...body })
      .expect(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('answers reviews of unknown or pending businesses with 404', async () => {
    const pending = (await http().post('/api/businesses/public').send(publicBusiness()).expect(201)).body.id;
    await http().post(`/api/businesses/${pending}/reviews`).send({ userName: 'A', comment: 'B' }).expect(404);
    await http().get(`/api/businesses/${pending}/reviews`).expect(404);
    await http().get('/api/businesses/00000000-0000-4000-8000-000000000000/reviews').expect(404);
    await http().get('/api/businesses/not-a-uuid/reviews').expect(404);
  });

  it('recomputes the rating (one decimal) and count as reviews are approved and deleted', async () => {
    const businessId = await newBusiness();
    const five = await review(businessId, { rating: 5 });
    const fourA = await review(businessId, { rating: 4 });
    const fourB = await review(businessId, { rating: 4 });

    const pending = (await http().get('/api/businesses/reviews/pending').set(admin()).expect(200)).body;
    expect(pending.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([five.id, fourA.id, fourB.id]),
    );
    expect(pending[0].businessName).toBe('Lviv Coffee Roasters');

    const approved = (
      await http().post(`/api/businesses/reviews/${five.id}/approve`).set(admin()).expect(200)
    ).body;
    expect(approved.isApproved).toBe(1);
    await Promise.all(
      [fourA, fourB].map((r) =>
        http().post(`/api/businesses/reviews/${r.id}/approve`).set(admin()).expect(200),
      ),
    );
    let business = (await http().get(`/api/businesses/${businessId}`).expect(200)).body;
    expect(business).toMatchObject({ averageRating: 4.3, totalReviews: 3 });

    const listed = (await http().get(`/api/businesses/${businessId}/reviews`).expect(200)).body;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([fourB.id, fourA.id, five.id]);

    await http().delete(`/api/businesses/reviews/${five.id}`).set(admin()).expect(204);
    business = (await http().get(`/api/businesses/${businessId}`).expect(200)).body;
    expect(business).toMatchObject({ averageRating: 4, totalReviews: 2 });
    await http().delete(`/api/businesses/reviews/${five.id}`).set(admin()).expect(404);
  });

  it('keeps the rating right when many approvals for one business run at once', async () => {
    const businessId = await newBusiness();
    const ratings = [5, 4, 3, 5, 2, 4, 5, 1];
    const reviews = [];
    for (const rating of ratings) reviews.push(await review(businessId, { rating }));
    await Promise.all(
      reviews.map((r) => http().post(`/api/businesses/reviews/${r.id}/approve`).set(admin()).expect(200)),
    );
    const business = (await http().get(`/api/businesses/${businessId}`).expect(200)).body;
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(business).toMatchObject({
      averageRating: Math.round(mean * 10) / 10,
      totalReviews: ratings.length,
    });
  });

  it('keeps moderation to the admin', async () => {
    const businessId = await newBusiness();
    const r = await review(businessId, {});
    await http().get('/api/businesses/reviews/pending').expect(401);
    await http().post(`/api/businesses/reviews/${r.id}/approve`).expect(401);
    await http().delete(`/api/businesses/reviews/${r.id}`).expect(401);
    await http()
      .post('/api/businesses/reviews/00000000-0000-4000-8000-000000000000/approve')
      .set(admin())
      .expect(404);
    await http().post('/api/businesses/reviews/xyz/approve').set(admin()).expect(404);
  });

  it('deletes reviews with their business', async () => {
    const businessId = await newBusiness();
    const r = await review(businessId, {});
    await http().delete(`/api/businesses/${businessId}`).set(admin()).expect(204);
    await http().post(`/api/businesses/reviews/${r.id}/approve`).set(admin()).expect(404);
  });
});
