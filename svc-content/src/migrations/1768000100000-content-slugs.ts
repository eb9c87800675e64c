import type { MigrationInterface, QueryRunner } from 'typeorm';
import { slugsDown, slugsUp, type SlugTable } from '@byp/nest-common';

export const COMMUNITY_SLUGS: SlugTable = {
  schema: 'content',
  table: 'community',
  nameColumns: ['nameEn', 'nameUk'],
  fallback: 'community',
};

export const POST_SLUGS: SlugTable = {
  schema: 'content',
  table: 'post',
  nameColumns: ['titleEn', 'titleUk'],
  fallback: 'post',
};

/**
 * Issue 25: the addresses /communities/{slug} and /news-events/{slug}. `slug` is made by a trigger
 * from the English name or title, else the Ukrainian one romanised (@byp/nest-common slugs), unique
 * per table; `community_slug_history` and `post_slug_history` keep old slugs for the 301.
 */
export class ContentSlugs1768000100000 implements MigrationInterface {
  name = 'ContentSlugs1768000100000';

  async up(db: QueryRunner): Promise<void> {
    await slugsUp(db, COMMUNITY_SLUGS);
    await slugsUp(db, POST_SLUGS);
  }

  async down(db: QueryRunner): Promise<void> {
    await slugsDown(db, POST_SLUGS);
    await slugsDown(db, COMMUNITY_SLUGS);
  }
}
