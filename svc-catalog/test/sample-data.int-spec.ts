import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, startCatalog } from './catalog-test-app';

describe('svc-catalog sample data', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startCatalog({ SEED_SAMPLE_DATA: 'true' });
  });
  afterAll(() => svc.close());

  it('loads 18 approved businesses across all nine categories into an empty database', async () => {
    const res = await request(svc.server).get('/api/businesses').expect(200);
    expect(res.body).toHaveLength(18);
    expect(new Set(res.body.map((b: { category: string }) => b.category))).toEqual(
      new Set(BUSINESS_CATEGORIES),
    );
  });

  it('returns flags as 0/1 integers, numeric ratings, coordinates inside Greater London and ISO dates', async () => {
    const res = await request(svc.server).get('/api/businesses').expect(200);
    for (const b of res.body) {
      expect([0, 1]).toContain(b.isVerified);
      expect([0, 1]).toContain(b.isPremium);
      expect(b.isApproved).toBe(1);
      expect(typeof b.averageRating).toBe('number');
      // Pictures the product serves itself (shell/public/images), never links to other sites.
      for (const image of [b.heroImage, ...b.galleryImages]) {
        expect(image).toMatch(/^\/images\/businesses\/[a-z0-9-]+\.jpg$/);
        expect(existsSync(join(__dirname, '../../shell/public', image))).toBe(true);
      }
      if (b.latitude !== null) {
        expect(b.latitude).toBeGreaterThanOrEqual(51.28);
        expect(b.latitude).toBeLessThanOrEqual(51.69);
        expect(b.longitude).toBeGreaterThanOrEqual(-0.51);
        expect(b.longitude).toBeLessThanOrEqual(0.33);
      }
      expect(new Date(b.createdAt).toISOString()).toBe(b.createdAt);
    }
    expect(res.body.some((b: { isVerified: number }) => b.isVerified === 1)).toBe(true);
    expect(res.body.some((b: { isPremium: number }) => b.isPremium === 1)).toBe(true);
    expect(res.body.some((b: { galleryImages: string[] }) => b.galleryImages.length > 0)).toBe(true);
  });

  it('gives each business the rating of its approved sample reviews', async () => {
    const businesses = (await request(svc.server).get('/api/businesses').expect(200)).body;
    for (const b of businesses) {
      const reviews = (await request(svc.server).get(`/api/businesses/${b.id}/reviews`).expect(200)).body;
      expect(b.totalReviews).toBe(reviews.length);
      const mean = reviews.length
        ? reviews.reduce((t: number, r: { rating: number }) => t + r.rating, 0) / reviews.length
        : 0;
      expect(b.averageRating).toBe(Math.round(mean * 10) / 10);
    }
  });

  it('seeds current, expiring-soon and expired offers dated from the time of seeding', async () => {
    const current = (await request(svc.server).get('/api/offers').expect(200)).body;
    const percentages = current.map((o: { discountPercentage: number | null }) => o.discountPercentage);
    expect(percentages).toEqual(expect.arrayContaining([20, 15, 100]));
    expect(current.map((o: { discountAmount: number | null }) => o.discountAmount)).toContain(30);
    const hoursLeft = current.map(
      (o: { validUntil: string }) => (Date.parse(o.validUntil) - Date.now()) / 3_600_000,
    );
    expect(hoursLeft.some((h: number) => h > 0 && h < 24)).toBe(true);
    expect(hoursLeft.every((h: number) => h > 0)).toBe(true);
    expect(current.every((o: { businessName: string }) => typeof o.businessName === 'string')).toBe(true);
    const all = (
      await request(svc.server).get('/api/offers/all').set('Authorization', adminAuth()).expect(200)
    ).body;
    expect(all.some((o: { validUntil: string }) => Date.parse(o.validUntil) < Date.now())).toBe(true);
    expect(all.length).toBeGreaterThan(current.length);
  });

  it('does not seed twice', async () => {
    const { SampleDataSeeder } = await import('../src/sample-data/sample-data.seeder');
    expect(await svc.app.get(SampleDataSeeder).seedIfEmpty()).toBe(0);
    const res = await request(svc.server).get('/api/businesses').expect(200);
    expect(res.body).toHaveLength(18);
  });
});
