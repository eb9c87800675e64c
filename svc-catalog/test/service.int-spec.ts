import { Client } from 'pg';
import request from 'supertest';
import { BUSINESS_CATEGORIES } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { categoryPlaceIndex } from '../src/migrations/1770300000000-business-category-place-trigrams';
import { startCatalog } from './catalog-test-app';

describe('svc-catalog service', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc.close());

  it('reports ready while its database answers', async () => {
    expect((await request(svc.server).get('/health').expect(200)).body.status).toBe('ok');
  });

  it('documents its endpoints at /api/docs/catalog', async () => {
    const doc = (await request(svc.server).get('/api/docs/catalog-json').expect(200)).body;
    expect(doc.info.title).toBe('svc-catalog');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/businesses',
        '/api/businesses/categories',
        '/api/businesses/all',
        '/api/businesses/export',
        '/api/businesses/template',
        '/api/businesses/bulk',
        '/api/businesses/public',
        '/api/businesses/{id}',
        '/api/businesses/{id}/approve',
        '/api/businesses/{id}/reviews',
        '/api/businesses/reviews/pending',
        '/api/businesses/reviews/{reviewId}/approve',
        '/api/businesses/reviews/{reviewId}',
        '/api/offers',
        '/api/offers/all',
        '/api/offers/{id}',
        '/api/offers/{id}/claim',
      ]),
    );
    expect(doc.paths['/api/businesses/all'].get.security).toEqual([{ bearer: [] }]);
    // Name and description are each required in one language at least (issue 23), which OpenAPI
    // cannot say with `required`: both slots are documented, the rest stays required.
    expect(doc.components.schemas.CreatePublicBusinessDto.required).toEqual(
      expect.arrayContaining(['category', 'address', 'area', 'heroImage']),
    );
    expect(Object.keys(doc.components.schemas.CreatePublicBusinessDto.properties)).toEqual(
      expect.arrayContaining(['name', 'nameUk', 'description', 'descriptionUk']),
    );
  });

  it('documents the read language, both languages of each text and the Did-you-mean header', async () => {
    const doc = (await request(svc.server).get('/api/docs/catalog-json').expect(200)).body;
    const list = doc.paths['/api/businesses'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'lang']),
    );
    expect(Object.keys(list.responses['200'].headers)).toEqual(
      expect.arrayContaining(['X-Did-You-Mean', 'Content-Language']),
    );
    expect(doc.paths['/api/businesses/{id}'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'lang',
    );
    expect(doc.paths['/api/offers'].get.parameters.map((p: { name: string }) => p.name)).toContain('lang');
    for (const [schema, fields] of [
      ['BusinessResponseDto', ['nameI18n', 'descriptionI18n']],
      ['OfferResponseDto', ['titleI18n', 'descriptionI18n']],
    ] as const)
      for (const field of fields)
        expect(doc.components.schemas[schema].properties[field]).toMatchObject({
          type: 'object',
          properties: { en: { type: 'string', nullable: true }, uk: { type: 'string', nullable: true } },
        });
  });

  it('indexes the substring search with pg_trgm', async () => {
    const db = new Client({ connectionString: svc.db.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT indexname FROM pg_indexes WHERE schemaname = 'catalog' AND indexname LIKE '%trgm%' ORDER BY 1`,
      );
      expect(rows.map((r) => r.indexname)).toEqual([
        // The admin list's search in address, email and phone (migration BusinessAdminIndexes).
        'business_contact_trgm_idx',
        // Each category's place trigrams (migration BusinessCategoryPlaceTrigrams).
        ...[...BUSINESS_CATEGORIES].sort().map(categoryPlaceIndex),
        // The other-name rank of a search (migration BusinessSearchTierIndexes).
        'business_search_names_trgm_idx',
        // The search text and the place in one index (migration BusinessSearchPlaceTrigrams).
        'business_search_place_trgm_idx',
        // The typo stage's dictionary (issue 23).
        'business_search_word_trgm_idx',
      ]);
      await db.query('SET enable_seqscan = off');
      // A column no index carries (the name key indexes carry id and searchNames: on a table this
      // small a whole index-only scan of one would be cheaper than any trigram lookup).
      const plan = async (where: string) =>
        (await db.query(`EXPLAIN SELECT id, description FROM catalog.business WHERE ${where}`)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      expect(await plan(`"searchText" LIKE '%borscht%'`)).toContain('business_search_place_trgm_idx');
      expect(await plan(`"placeText" LIKE '%camden%'`)).toContain('business_search_place_trgm_idx');
      // Both in one scan of the one index: no bitmap of every row of the place to AND.
      const both = await plan(`"searchText" LIKE '%borscht%' AND "placeText" LIKE '%camden%'`);
      expect(both).toMatch(
        /Index Cond: \(\("searchText" ~~ '%borscht%'::text\) AND \("placeText" ~~ '%camden%'::text\)\)/,
      );
      expect(both).not.toContain('BitmapAnd');
      expect(await plan(`"searchNames" LIKE '%borscht%'`)).toContain('business_search_names_trgm_idx');
    } finally {
      await db.end();
    }
  });

  it('rolls its migrations back with down()', async () => {
    const { DataSource } = await import('typeorm');
    const { serviceEntities, serviceMigrations } = await import('@byp/nest-common');
    const { ENTITIES } = await import('../src/app.module');
    const { migrations } = await import('../src/migrations');
    // The service's tables plus the shared ones (rate-limit counters) every service keeps in its schema.
    const ds = new DataSource({
      type: 'postgres',
      url: svc.db.url,
      schema: 'catalog',
      entities: serviceEntities(ENTITIES),
      migrations: serviceMigrations(migrations),
      migrationsTableName: 'migrations',
    });
    await ds.initialize();
    try {
      for (let i = 0; i < ds.migrations.length; i++) await ds.undoLastMigration();
      const tables = await ds.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'catalog' AND table_name <> 'migrations'`,
      );
      expect(tables).toEqual([]);
      const indexes = await ds.query(
        `SELECT indexname FROM pg_indexes WHERE schemaname = 'catalog' AND tablename <> 'migrations'`,
      );
      expect(indexes).toEqual([]);
      await ds.runMigrations();
      expect((await ds.query(`SELECT count(*)::int AS n FROM catalog.business`))[0].n).toBe(0);
    } finally {
      await ds.destroy();
    }
  });
});
