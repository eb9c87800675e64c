import { Client } from 'pg';
import request from 'supertest';
import { SITEMAP_PART_SIZE } from '@byp/nest-common';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';

// Issue 25: past 50,000 URLs the sitemap is split into an index and parts. On real Postgres, with
// more approved communities than one part holds (written by one INSERT … SELECT generate_series,
// through the slug trigger like any other write) and some pending ones: the index lists every
// part, no part holds more than 50,000 URLs, every approved community is in exactly one part and
// no pending one is in any.
const APPROVED = SITEMAP_PART_SIZE + 5;
const PENDING = 3;

describe('svc-content sitemap past 50,000 URLs', () => {
  let svc: ServiceUnderTest;
  let db: Client;
  const http = () => request(svc.server);
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  beforeAll(async () => {
    svc = await startContent({ PUBLIC_URL: 'https://pages.example.org' });
    db = new Client({ connectionString: svc.db.url });
    await db.connect();
    // One community made through the API is the template of the others: every column as the
    // service writes it, but the id, the English name (so the trigger makes a new slug) and the
    // approval.
    const template = (await http().post('/api/communities/public').send(publicCommunity()).expect(201)).body
      .id as string;
    const { rows } = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'content' AND table_name = 'community'
          AND column_name NOT IN ('id', 'nameEn', 'slug', 'isApproved')
          AND is_generated = 'NEVER'`,
    );
    const copied = rows.map((row) => `"${row.column_name}"`).join(', ');
    const insert = (count: number, name: string, approved: number) =>
      db.query(
        `INSERT INTO "content"."community" ("id", "nameEn", "isApproved", ${copied})
         SELECT gen_random_uuid(), $2 || ' ' || n, $3, ${copied}
           FROM "content"."community", generate_series(1, $4::int) AS n
          WHERE "id" = $1`,
        [template, name, approved, count],
      );
    await insert(APPROVED, 'Sitemap Choir', 1);
    await insert(PENDING, 'Sitemap Pending Club', 0);
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await svc?.close();
  });

  it('lists its parts in the index, each of at most 50,000 URLs, every approved community once and no pending one', async () => {
    const approved = (
      await db.query<{ slug: string }>(`SELECT "slug" FROM "content"."community" WHERE "isApproved" = 1`)
    ).rows.map((row) => `https://pages.example.org/communities/${row.slug}`);
    const pending = (
      await db.query<{ slug: string }>(`SELECT "slug" FROM "content"."community" WHERE "isApproved" = 0`)
    ).rows.map((row) => `https://pages.example.org/communities/${row.slug}`);
    expect(approved).toHaveLength(APPROVED);
    expect(pending).toHaveLength(PENDING + 1);

    const index = await http().get('/api/communities/sitemap-parts').expect(200);
    const parts = locsOf(index.text);
    expect(parts).toEqual([
      'https://pages.example.org/sitemaps/communities.xml',
      'https://pages.example.org/sitemaps/communities.xml?page=2',
    ]);
    expect([...index.text.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/g)]).toHaveLength(2);

    const listed: string[] = [];
    for (const page of [1, 2]) {
      const part = await http().get(`/api/communities/sitemap.xml?page=${page}`).expect(200);
      expect(part.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const locs = locsOf(part.text);
      expect(locs.length).toBeLessThanOrEqual(SITEMAP_PART_SIZE);
      expect(locs.length).toBeGreaterThan(0);
      listed.push(...locs);
    }
    await http().get('/api/communities/sitemap.xml?page=3').expect(404);

    expect(listed).toHaveLength(APPROVED);
    expect(new Set(listed).size).toBe(APPROVED);
    expect([...listed].sort()).toEqual([...approved].sort());
    const shown = new Set(listed);
    expect(pending.filter((loc) => shown.has(loc))).toEqual([]);
    // The API's own pending submission, approved now, joins the last part.
    const submitted = pending.find((loc) => !/sitemap-pending-club/.test(loc))!;
    const id = (
      await db.query<{ id: string }>(`SELECT "id" FROM "content"."community" WHERE "slug" = $1`, [
        submitted.slice(submitted.lastIndexOf('/') + 1),
      ])
    ).rows[0].id;
    await http().post(`/api/communities/${id}/approve`).set('Authorization', adminAuth()).expect(200);
    const again = [
      ...locsOf((await http().get('/api/communities/sitemap.xml').expect(200)).text),
      ...locsOf((await http().get('/api/communities/sitemap.xml?page=2').expect(200)).text),
    ];
    expect(again).toHaveLength(APPROVED + 1);
    expect(again).toContain(submitted);
  });
});
