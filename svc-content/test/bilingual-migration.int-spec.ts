import request from 'supertest';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Community, Post } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { BilingualCommunityAndPost1766100000000 } from '../src/migrations/1766100000000-bilingual-community-and-post';
import { ContentSearchKeys1766100000100 } from '../src/migrations/1766100000100-content-search-keys';
import { ContentSlugs1768000100000 } from '../src/migrations/1768000100000-content-slugs';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';
import { publicNews } from './posts-fixtures';

describe('svc-content migration to bilingual texts', () => {
  let svc: ServiceUnderTest;
  let db: QueryRunner;
  const http = () => request(svc.server);
  const bilingual = new BilingualCommunityAndPost1766100000000();
  const searchKeys = new ContentSearchKeys1766100000100();
  // The slugs' trigger reads the bilingual columns, so it goes first and comes back last.
  const slugs = new ContentSlugs1768000100000();

  beforeAll(async () => {
    svc = await startContent();
    db = svc.app.get(DataSource).createQueryRunner();
  });
  afterAll(async () => {
    await db.release();
    await svc.close();
  });

  it('folds each text back into one column on the way down, and moves the old texts into English on the way up', async () => {
    const both: Community = (
      await http()
        .post('/api/communities/public')
        .send(publicCommunity({ name: 'Both Languages', nameUk: 'Обидві мови' }))
        .expect(201)
    ).body;
    const ukOnly: Post = (
      await http()
        .post('/api/posts/public')
        .send(
          publicNews({ title: '', titleUk: 'Лише українською', body: '', bodyUk: 'Текст лише українською.' }),
        )
        .expect(201)
    ).body;

    await slugs.down(db);
    await searchKeys.down(db);
    await bilingual.down(db);
    const [community] = await db.query(
      `SELECT "name", "description" FROM "content"."community" WHERE "id" = $1`,
      [both.id],
    );
    expect(community).toEqual({ name: 'Both Languages', description: publicCommunity().description });
    const [post] = await db.query(`SELECT "title", "body" FROM "content"."post" WHERE "id" = $1`, [
      ukOnly.id,
    ]);
    expect(post).toEqual({ title: 'Лише українською', body: 'Текст лише українською.' });
    // A row written by the old code, with the old table's default body.
    await db.query(
      `INSERT INTO "content"."community" ("id", "name", "description", "heroImage", "isApproved")
       VALUES ('6b1d3c1e-0000-4000-8000-000000000001', 'Kharkiv Old Friends', 'Written before issue 23.', '/images/communities/choir.svg', 1)`,
    );
    await db.query(
      `INSERT INTO "content"."post" ("id", "type", "title", "isApproved") VALUES ('6b1d3c1e-0000-4000-8000-000000000002', 'news', 'Old news', 1)`,
    );

    await bilingual.up(db);
    await searchKeys.up(db);
    await slugs.up(db);
    const all: Community[] = (
      await http().get('/api/communities/all').set('Authorization', adminAuth()).expect(200)
    ).body;
    expect(all.find((c) => c.id === both.id)!.nameI18n).toEqual({ en: 'Both Languages', uk: null });
    const old = all.find((c) => c.name === 'Kharkiv Old Friends')!;
    expect(old).toMatchObject({
      nameI18n: { en: 'Kharkiv Old Friends', uk: null },
      descriptionI18n: { en: 'Written before issue 23.', uk: null },
    });
    // The stored rows got their search keys: a Cyrillic query finds the old Latin name.
    expect(
      (
        await http()
          .get(`/api/communities?q=${encodeURIComponent('Харків')}`)
          .expect(200)
      ).body,
    ).toEqual([expect.objectContaining({ id: old.id })]);
    const posts: Post[] = (await http().get('/api/posts/all').set('Authorization', adminAuth()).expect(200))
      .body;
    expect(posts.find((p) => p.title === 'Old news')).toMatchObject({
      titleI18n: { en: 'Old news', uk: null },
      bodyI18n: { en: null, uk: null },
      body: '',
    });
    expect(posts.find((p) => p.id === ukOnly.id)!.titleI18n).toEqual({ en: 'Лише українською', uk: null });
  });
});
