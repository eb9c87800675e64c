import type { MigrationInterface, QueryRunner } from 'typeorm';

import { withTrigrams } from './with-trigrams';

export const ADMIN_ORDER_INDEX = 'business_admin_order_idx';
export const CONTACT_TRIGRAM_INDEX = 'business_contact_trgm_idx';

/**
 * The admin list's contact fields as one lower-cased text, a line each (a term never spans two):
 * its 'q' matches a substring of address, email or phone with one LIKE on this expression, which
 * CONTACT_TRIGRAM_INDEX serves. (Written with chr(10): the index expression and the query's must be
 * the same text.)
 */
export const CONTACT_TEXT = (alias?: string) => {
  const column = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  return `lower(${column('address')} || chr(10) || coalesce(${column('email')}, chr(10)) || chr(10) || coalesce(${column('phone')}, chr(10)))`;
};

/**
 * Issue 29, the admin console at 100,000 businesses: its list's order (pending first, newest
 * first) as an index, so a page is an index range and not a sort of every row, with the flags the
 * dashboard counts (an index-only scan for its figures); and a trigram index on the contact text
 * its search also matches (without it, every search read every row).
 */
export class BusinessAdminIndexes1770200100000 implements MigrationInterface {
  name = 'BusinessAdminIndexes1770200100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "${ADMIN_ORDER_INDEX}" ON "catalog"."business" ("isApproved", "createdAt" DESC, "id")
         INCLUDE ("isVerified", "isPremium")`,
    );
    await db.query(
      withTrigrams([
        `CREATE INDEX "${CONTACT_TRIGRAM_INDEX}" ON "catalog"."business" USING gin ((${CONTACT_TEXT()}) %1$I.gin_trgm_ops)`,
      ]),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS "catalog"."${CONTACT_TRIGRAM_INDEX}"`);
    await db.query(`DROP INDEX "catalog"."${ADMIN_ORDER_INDEX}"`);
  }
}
