import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createPhotoTables, dropPhotoTables } from '@byp/nest-common';

/**
 * Communities get photos (issue 26): a gallery after the hero image, and nest-common's photo
 * tables for the uploaded ones, owned by `community` rows.
 */
export class CommunityPhotos1767500000000 implements MigrationInterface {
  name = 'CommunityPhotos1767500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "content"."community" ADD "galleryImages" text[] NOT NULL DEFAULT '{}'`);
    await createPhotoTables(db, 'community');
  }

  async down(db: QueryRunner): Promise<void> {
    await dropPhotoTables(db);
    await db.query(`ALTER TABLE "content"."community" DROP COLUMN "galleryImages"`);
  }
}
