import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `catalog.data_version`: one counter per data set, raised in the same transaction as every
 * statement that writes it (a statement trigger). The public business reads (list, categories)
 * keep their serialized answer per query in the process and serve it while the counter is
 * unchanged (BusinessReadCache). The counter lives in Postgres, so a write through any replica,
 * or straight into the database, is seen by every replica's next read.
 */
export class BusinessDataVersion1765300000000 implements MigrationInterface {
  name = 'BusinessDataVersion1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await createBusinessDataVersion(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await dropBusinessDataVersion(db);
  }
}

/** The counter, its row and the trigger that raises it (also DropBusinessDataVersion's down). */
export async function createBusinessDataVersion(db: QueryRunner): Promise<void> {
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

export async function dropBusinessDataVersion(db: QueryRunner): Promise<void> {
  await db.query(`DROP TRIGGER "business_data_version" ON "catalog"."business"`);
  await db.query(`DROP FUNCTION "catalog"."bump_business_version"()`);
  await db.query(`DROP TABLE "catalog"."data_version"`);
}
