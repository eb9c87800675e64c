import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops `catalog.data_version` and its trigger (BusinessDataVersion1765300000000): they told
 * svc-catalog's own read cache when to rebuild, and that cache is gone. The gateway keeps the
 * public answers now and is told of each write by the service (docs/architecture.md, "Caching").
 * Down puts them back as they were, the counter starting again from 0.
 */
export class DropBusinessDataVersion1767100000000 implements MigrationInterface {
  name = 'DropBusinessDataVersion1767100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "business_data_version" ON "catalog"."business"`);
    await db.query(`DROP FUNCTION "catalog"."bump_business_version"()`);
    await db.query(`DROP TABLE "catalog"."data_version"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "catalog"."data_version" (
        "name" text PRIMARY KEY,
        "version" bigint NOT NULL DEFAULT 0
      )`);
    await db.query(`INSERT INTO "catalog"."data_version" ("name") VALUES ('business')`);
    await db.query(`
      CREATE FUNCTION "catalog"."bump_business_version"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "catalog"."data_version" SET "version" = "version" + 1 WHERE "name" = 'business';
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "business_data_version"
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."business"
        FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_business_version"()`);
  }
}
