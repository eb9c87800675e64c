import { slugsMigration, type SlugTable } from '@byp/nest-common';

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
 * per table; `community_slug_history` and `post_slug_history` keep old slugs for the 301 (taken
 * down in reverse order).
 */
export class ContentSlugs1768000100000 extends slugsMigration('ContentSlugs1768000100000', [
  COMMUNITY_SLUGS,
  POST_SLUGS,
]) {}
