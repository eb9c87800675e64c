import type { QueryRunner } from 'typeorm';
import { serviceSchema } from '../rate-limit/create-rate-limit-counter.migration';

/**
 * The photo tables in the migrating service's schema. Each service calls these from a migration
 * of its own, naming the table whose rows own the photos: deleting an owner deletes its photos
 * (foreign key, ON DELETE CASCADE), and deleting a photo deletes its files.
 */
export async function createPhotoTables(db: QueryRunner, ownerTable: string): Promise<void> {
  const schema = serviceSchema(db);
  await db.query(`
    CREATE TABLE ${schema}."photo" (
      "id" uuid PRIMARY KEY,
      "hash" text NOT NULL CHECK ("hash" ~ '^[0-9a-f]{32}$'),
      "draft" uuid NOT NULL,
      "ownerId" uuid REFERENCES ${schema}."${ownerTable}" ("id") ON DELETE CASCADE,
      "width" integer NOT NULL,
      "height" integer NOT NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
  await db.query(`CREATE INDEX "photo_hash_idx" ON ${schema}."photo" ("hash")`);
  await db.query(`CREATE INDEX "photo_owner_idx" ON ${schema}."photo" ("ownerId")`);
  await db.query(`CREATE INDEX "photo_draft_idx" ON ${schema}."photo" ("draft")`);
  await db.query(`
    CREATE TABLE ${schema}."photo_file" (
      "photoId" uuid NOT NULL REFERENCES ${schema}."photo" ("id") ON DELETE CASCADE,
      "variant" text NOT NULL CHECK ("variant" IN ('card', 'wide')),
      "format" text NOT NULL CHECK ("format" IN ('webp', 'jpg')),
      "width" integer NOT NULL,
      "height" integer NOT NULL,
      "bytes" bytea NOT NULL,
      PRIMARY KEY ("photoId", "variant", "format")
    )`);
}

export async function dropPhotoTables(db: QueryRunner): Promise<void> {
  const schema = serviceSchema(db);
  await db.query(`DROP TABLE ${schema}."photo_file"`);
  await db.query(`DROP TABLE ${schema}."photo"`);
}
