import { IsString, Matches } from 'class-validator';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config';
import { ensureSchema, type DatabaseOptions } from './database';
import { serviceMigrations } from './shared-tables';

export { serviceMigrations };

/** The advisory-lock key of a schema's migrations (one lock per service, shared by all its replicas). */
export const migrationLockKey = (schema: string) => `byp:migrations:${schema}`;

/**
 * Creates the schema if needed and runs its pending migrations while holding a Postgres advisory
 * lock, so replicas (or migration init containers) starting at once run them one after another:
 * the first applies them, the others wait, then find nothing left to do. Returns the names applied.
 */
export async function migrateSchema(options: {
  url: string;
  schema: string;
  migrations: DatabaseOptions['migrations'];
}): Promise<string[]> {
  const lock = new Client({ connectionString: options.url, application_name: `migrate-${options.schema}` });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [migrationLockKey(options.schema)]);
    await ensureSchema(options.url, options.schema);
    const db = new DataSource({
      type: 'postgres',
      url: options.url,
      schema: options.schema,
      migrations: serviceMigrations(options.migrations),
      migrationsTableName: 'migrations',
      migrationsTransactionMode: 'each',
      extra: { max: 1, application_name: `migrate-${options.schema}` },
    });
    await db.initialize();
    try {
      const applied = await db.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await db.destroy();
    }
  } finally {
    // Ending the session releases the lock even if the unlock query cannot run.
    await lock
      .query('SELECT pg_advisory_unlock(hashtext($1))', [migrationLockKey(options.schema)])
      .catch(() => {});
    await lock.end();
  }
}

/**
 * Reverts the newest applied migration of `migrations` in `schema` (its `down()`), with the
 * options migrateSchema runs them with. Expand-then-contract deploys never run it; the
 * migration tests use it to prove each down() restores the schema.
 */
export async function undoLastMigration(options: {
  url: string;
  schema: string;
  migrations: DatabaseOptions['migrations'];
}): Promise<void> {
  const db = new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    migrations: serviceMigrations(options.migrations),
    migrationsTableName: 'migrations',
  });
  await db.initialize();
  try {
    await db.undoLastMigration();
  } finally {
    await db.destroy();
  }
}

/** The migration step needs only the database, not the service's keys. */
class MigrationConfig {
  @IsString({ message: 'DATABASE_URL (or DATABASE_URL_FILE) is required' })
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;
}

/**
 * `node dist/migrate.js`: a service's migrations as a step of their own (a Kubernetes init
 * container or Job, a compose one-shot), before replicas that start with RUN_MIGRATIONS=false.
 */
export function runMigrationsMain(schema: string, migrations: DatabaseOptions['migrations']): void {
  const run = async () => {
    const { DATABASE_URL } = loadConfig(MigrationConfig);
    const applied = await migrateSchema({ url: DATABASE_URL, schema, migrations });
    process.stdout.write(
      `${JSON.stringify({ level: 'info', name: `migrate-${schema}`, msg: applied.length ? `applied ${applied.join(', ')}` : 'schema up to date' })}\n`,
    );
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      const message =
        error instanceof ConfigError
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error);
      process.stderr.write(`Migrations of ${schema} failed: ${message}\n`);
      process.exit(1);
    },
  );
}
