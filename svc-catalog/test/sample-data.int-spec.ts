import request from 'supertest';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { startCatalog } from './catalog-test-app';

describe('svc-catalog sample data', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startCatalog({ SEED_SAMPLE_DATA: 'true' });
  });
  afterAll(() => svc.close());

  it('loads 18 approved businesses across all nine categories into an empty database', async () => {
    const res = await request(svc.server).get('/api/businesses').expect(200);
    expect(res.body).toHaveLength(18);
    expect(new Set(res.body.map((b: { category: string }) => b.category))).toEqual(new Set(BUSINESS_CATEGORIES));
  });

  it('returns flags as 0/1 integers, numeric ratings, coordinates inside Greater London and ISO dates', async () => {
    const res = await request(svc.server).get('/api/businesses').expect(200);
    for (const b of res.body) {
      expect([0, 1]).toContain(b.isVerified);
      expect([0, 1]).toContain(b.isPremium);
      expect(b.isApproved).toBe(1);
      expect(typeof b.averageRating).toBe('number');
      expect(b.heroImage).toMatch(/^https:\/\//);
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

  it('does not seed twice', async () => {
    const { SampleDataSeeder } = await import('../src/sample-data/sample-data.seeder');
    expect(await svc.app.get(SampleDataSeeder).seedIfEmpty()).toBe(0);
    const res = await request(svc.server).get('/api/businesses').expect(200);
    expect(res.body).toHaveLength(18);
  });
});
