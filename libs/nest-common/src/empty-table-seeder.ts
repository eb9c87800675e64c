import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { ServiceConfig } from './config';
import { SERVICE_CONFIG } from './service-config.token';

/**
 * A service's sample data (SEED_SAMPLE_DATA, default on): at start it fills `table` when that is
 * empty, in one transaction under an advisory lock, so replicas starting together seed it once.
 * A subclass names the table, the lock and what it loads, and inserts the rows. Marked injectable
 * so that the subclasses, which declare no constructor, inherit its parameter types.
 */
@Injectable()
export abstract class EmptyTableSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(this.constructor.name);
  /** The table whose emptiness decides (its rows are what seedIfEmpty counts). */
  protected abstract readonly table: EntityTarget<ObjectLiteral>;
  /** The advisory lock's key, one per seeder: `<schema>.<what>`. */
  protected abstract readonly lockKey: string;
  /** What the start-up line calls the rows: "Loaded 18 sample businesses". */
  protected abstract readonly rowsName: string;

  constructor(
    protected readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_SAMPLE_DATA) return;
    const seeded = await this.seedIfEmpty();
    if (seeded) this.logger.log(`Loaded ${seeded} ${this.rowsName}`);
  }

  /** Returns how many rows of `table` it inserted (0 when the table already had some). */
  async seedIfEmpty(now: Date = new Date()): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [this.lockKey]);
      if ((await tx.count(this.table)) > 0) return 0;
      return this.insert(tx, now);
    });
  }

  /** Inserts the samples through `tx`, dated relative to `now`; returns how many rows of `table`. */
  protected abstract insert(tx: EntityManager, now: Date): Promise<number>;
}
