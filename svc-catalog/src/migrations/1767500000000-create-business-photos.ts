import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createPhotoTables, dropPhotoTables } from '@byp/nest-common';

/** Uploaded photos of businesses (issue 26): nest-common's photo tables, owned by `business` rows. */
export class CreateBusinessPhotos1767500000000 implements MigrationInterface {
  name = 'CreateBusinessPhotos1767500000000';

  async up(db: QueryRunner): Promise<void> {
    await createPhotoTables(db, 'business');
  }

  async down(db: QueryRunner): Promise<void> {
    await dropPhotoTables(db);
  }
}
