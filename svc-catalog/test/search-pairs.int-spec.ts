import { Client } from 'pg';
import request from 'supertest';
import { migrateSchema, undoLastMigration } from '@byp/nest-common';
import { createTestDatabase, type ServiceUnderTest, type TestDatabase } from '@byp/testing';
import { migrations } from '../src/migrations';
import { BusinessSearchPairs1770300000000 } from '../src/migrations/1770300000000-business-search-pairs';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

/** BusinessSearchPairs: the word pair dictionary, filled, kept by triggers; down() drops it all. */
describe('BusinessSearchPairs1770300000000', () => {
  let db: TestDatabase;
  let client: Client;
  const upTo = migrations.slice(0, migrations.indexOf(BusinessSearchPairs1770300000000) + 1);
  const pairs = async (): Promise<string[]> =>
    (
      await client.query(
        `SELECT "first" || ' ' || "second" || CASE WHEN "atStart" THEN ' ^' ELSE '' END AS p
           FROM "catalog"."business_search_pair" ORDER BY 1`,
      )
    ).rows.map((r: { p: string }) => r.p);
  const insert = (name: string, searchNames: string, searchText: string) =>
    client.query(
      `INSERT INTO "catalog"."business" ("id", "name", "description", "category", "address", "heroImage",
         "isApproved", "searchNames", "searchText")
       VALUES (gen_random_uuid(), $1, 'd', 'art', '1 Road', 'https://i.example/a.jpg', 1, $2, $3)`,
      [name, searchNames, searchText],
    );
  const objects = async () =>
    (
      await client.query(
        `SELECT 'table' AS kind FROM pg_tables WHERE schemaname = 'catalog' AND tablename = 'business_search_pair'
         UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger WHERE tgname LIKE 'business_search_pair_%'
         UNION ALL SELECT 'function' FROM pg_proc WHERE proname = 'business_search_pair_add'
         ORDER BY 1`,
      )
    ).rows.map((r: { kind: string }) => r.kind);

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateSchema({ url: db.url, schema: 'catalog', migrations: upTo.slice(0, -1) });
    client = new Client({ connectionString: db.url });
    await client.connect();
    await insert('Kyiv Yoga 1', '\nkiiv ioga 1\n', '\nkiiv ioga 1\nclasses in kiiv 2020\n');
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it('fills the pairs, keeps them on insert and update, and down() drops it all', async () => {
    expect(await migrateSchema({ url: db.url, schema: 'catalog', migrations: upTo })).toEqual([
      'BusinessSearchPairs1770300000000',
    ]);
    // A name line's first pair is marked; pairs with a word of digits only are left out.
    expect(await pairs()).toEqual(['classes in', 'in kiiv', 'kiiv ioga ^']);

    await insert('Best Lviv Yoga', '\nbest lviv ioga\n', '\nbest lviv ioga\nlviv ioga for all\n');
    expect(await pairs()).toEqual([
      'best lviv ^',
      'classes in',
      'for all',
      'in kiiv',
      'ioga for',
      'kiiv ioga ^',
      'lviv ioga',
    ]);
    await client.query(
      `UPDATE "catalog"."business" SET "searchText" = "searchText" || E'odesa school\\n' WHERE name = 'Kyiv Yoga 1'`,
    );
    expect(await pairs()).toContain('odesa school');

    expect(await objects()).toEqual([
      'function',
      'table',
      'trigger business_search_pair_on_insert',
      'trigger business_search_pair_on_update',
    ]);
    await undoLastMigration({ url: db.url, schema: 'catalog', migrations: upTo });
    expect(await objects()).toEqual([]);
    // Writes go on without the triggers' function.
    await insert('Odesa Yoga', '\nodesa ioga\n', '\nodesa ioga\n');
  });
});

// A full page of a two-word search counts its matches from the name ranks when the pair dictionary
// places the words nowhere but at the start of a name; else as before. Either way, the total is
// the number of matches.
describe('svc-catalog totals of two-word searches', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const get = (query: string) => http().get(`/api/businesses${query}`).expect(200);
  const total = (res: request.Response) => res.headers['x-total-count'];
  const create = async (overrides: Record<string, unknown>) =>
    (
      await http()
        .post('/api/businesses')
        .set('Authorization', adminAuth())
        .send(adminBusiness({ description: 'Stretch and breathe.', ...overrides }))
        .expect(201)
    ).body as { id: string };

  beforeAll(async () => {
    svc = await startCatalog();
    const named = [
      // Only at the start of names (the pair path): exact name and prefixes.
      'Lviv Yoga',
      'Lviv Yoga 2',
      'Lviv Yoga 3',
      // Also inside a name.
      'Odesa Yoga 1',
      'Odesa Yoga 2',
      'Best Odesa Yoga',
      // Also a name whose first word ends with the first query word.
      'Zhytomyr Yoga 1',
      'Zhytomyr Yoga 2',
      'Novozhytomyr Yoga',
      // Also in a description (below).
      'Kharkiv Yoga 1',
      'Kharkiv Yoga 2',
      // In Ukrainian.
      'Полтава Йога 1',
      'Полтава Йога 2',
    ];
    for (const name of named) await create({ name });
    await create({ name: 'Studio Nine', description: 'Classes like Kharkiv yoga studios.' });
    await create({ name: 'Lviv Yoga 4', category: 'wellness' });
    await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Lviv Yoga Pending' }))
      .expect(201);
  });
  afterAll(() => svc?.close());

  it.each([
    ['only at name starts', 'lviv yoga', 4],
    ['inside a name too', 'odesa yoga', 3],
    ['after a longer first word too', 'zhytomyr yoga', 3],
    ['in a description too', 'kharkiv yoga', 3],
    ['in Ukrainian', 'Полтава йога', 2],
  ])('counts a full page of a search %s', async (_, q, matches) => {
    const full = await get(`?q=${encodeURIComponent(q)}`);
    expect(full.body).toHaveLength(matches);
    for (const page of ['limit=2', 'limit=2&offset=2', 'limit=1&offset=1'])
      expect([page, total(await get(`?q=${encodeURIComponent(q)}&${page}`))]).toEqual([
        page,
        String(matches),
      ]);
    expect(total(await get(`?q=${encodeURIComponent(q)}&category=wellness&limit=1`))).toBe(
      q === 'lviv yoga' ? '1' : '0',
    );
  });

  it('counts a pair that a later edit puts elsewhere', async () => {
    expect(total(await get('?q=lviv+yoga&limit=2'))).toBe('4');
    const { id } = await create({ name: 'Quiet Room' });
    expect(total(await get('?q=lviv+yoga&limit=2'))).toBe('4');
    await http()
      .patch(`/api/businesses/${id}`)
      .set('Authorization', adminAuth())
      .send({ description: 'Lviv yoga teachers visit weekly.' })
      .expect(200);
    expect(total(await get('?q=lviv+yoga&limit=2'))).toBe('5');
    expect((await get('?q=lviv+yoga')).body).toHaveLength(5);
  });
});
