import type { MigrationInterface, QueryRunner } from 'typeorm';
import { slugsDown, slugsUp, type SlugTable } from '@byp/nest-common';

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
export class BusinessSlugs1768000000000 implements MigrationInterface {
  name = 'BusinessSlugs1768000000000';

  async up(db: QueryRunner): Promise<void> {
    await slugsUp(db, BUSINESS_SLUGS);
  }

  async down(db: QueryRunner): Promise<void> {
    await slugsDown(db, BUSINESS_SLUGS);
  }
}
