import { slugsMigration, type SlugTable } from '@byp/nest-common';

export const BUSINESS_SLUGS: SlugTable = {
  schema: 'catalog',
  table: 'business',
  nameColumns: ['name', 'nameUk'],
  fallback: 'business',
};

/**
 * Issue 25: each business's address, /business/{slug}. `slug` is made by a trigger from the
 * English name, else the Ukrainian one romanised (@byp/nest-common slugs), unique, and kept when
 * the name changes only in case or punctuation; `business_slug_history` keeps every old slug so
 * it answers with a 301 to the new one.
 */
export class BusinessSlugs1768000000000 extends slugsMigration('BusinessSlugs1768000000000', [
  BUSINESS_SLUGS,
]) {}
