import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createBusinessDataVersion, dropBusinessDataVersion } from './1765300000000-business-data-version';

/**
 * Drops `catalog.data_version` and its trigger (BusinessDataVersion1765300000000): they told
 * svc-catalog's own read cache when to rebuild, and that cache is gone. The gateway keeps the
 * public answers now and is told of each write by the service (docs/architecture.md, "Caching").
 * Down puts them back as they were, the counter starting again from 0.
 */
export class DropBusinessDataVersion1767100000000 implements MigrationInterface {
  name = 'DropBusinessDataVersion1767100000000';

  async up(db: QueryRunner): Promise<void> {
    await dropBusinessDataVersion(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await createBusinessDataVersion(db);
  }
}
