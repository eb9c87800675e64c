import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { Community } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { CommunitySampleSeeder } from '../src/sample-data/community-sample.seeder';
import { adminAuth, startContent } from './communities-test-app';

describe('svc-content sample communities', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startContent({ SEED_SAMPLE_DATA: 'true' });
  });
  afterAll(() => svc.close());

  it('seeds an empty database with approved and pending communities whose images the shell serves', async () => {
    const all: Community[] = (
      await request(svc.server).get('/api/communities/all').set('Authorization', adminAuth()).expect(200)
    ).body;
    const approved = all.filter((c) => c.isApproved === 1);
    expect(approved.length).toBeGreaterThanOrEqual(12);
    expect(all.length - approved.length).toBeGreaterThanOrEqual(3);
    expect(approved.filter((c) => c.links.length > 3).length).toBeGreaterThanOrEqual(3);
    expect(approved.filter((c) => c.latitude !== null && c.longitude !== null).length).toBeGreaterThanOrEqual(
      5,
    );
    for (const c of all) {
      expect(c.heroImage).toMatch(/^\/images\/communities\/[a-z-]+\.svg$/);
      expect(existsSync(join(__dirname, '../../shell/public', c.heroImage))).toBe(true);
    }
    const visible: Community[] = (await request(svc.server).get('/api/communities').expect(200)).body;
    expect(visible.map((c) => c.id).sort()).toEqual(approved.map((c) => c.id).sort());
  });

  it('seeds texts in English and Ukrainian, some in one language only, and a name only in Latin letters', async () => {
    const all: Community[] = (
      await request(svc.server).get('/api/communities/all').set('Authorization', adminAuth()).expect(200)
    ).body;
    const cyrillic = /[\u0400-\u04FF]/;
    expect(all.filter((c) => c.nameI18n.en && c.nameI18n.uk).length).toBeGreaterThanOrEqual(10);
    for (const c of all.filter((x) => x.nameI18n.uk)) expect(c.nameI18n.uk).toMatch(cyrillic);
    expect(all.filter((c) => c.descriptionI18n.en && c.descriptionI18n.uk).length).toBeGreaterThanOrEqual(10);
    expect(all.some((c) => c.descriptionI18n.en && !c.descriptionI18n.uk)).toBe(true);
    expect(all.some((c) => !c.descriptionI18n.en && c.descriptionI18n.uk)).toBe(true);
    const latinOnly = all.filter((c) => c.isApproved === 1 && c.nameI18n.uk === null);
    expect(latinOnly.length).toBeGreaterThanOrEqual(1);
    // A visitor typing the name in Cyrillic finds it.
    const found: Community[] = (
      await request(svc.server)
        .get(`/api/communities?q=${encodeURIComponent('Козаки')}&lang=uk`)
        .expect(200)
    ).body;
    expect(found.map((c) => c.name)).toEqual(['Kozaky FC London']);
  });

  it('does not seed again into a table that has rows', async () => {
    expect(await svc.app.get(CommunitySampleSeeder).seedIfEmpty()).toBe(0);
  });
});
