import { Client } from 'pg';
import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';

export interface DatabaseOptions {
  url: string;
  /** The service's own schema: catalog, content or auth. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

/** TypeORM does not create the schema it is told to use; migrations would fail without it. */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // Only when missing: CREATE SCHEMA (even IF NOT EXISTS) needs CREATE on the database, which a
    // role that only owns its schema (compose, Kubernetes, managed databases) does not have.
    const existing = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (!existing.rowCount) await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** How long a query may wait for a database connection before it fails (and answers 503). */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000;

/**
 * Server settings of every connection (libpq's `options`). No parallel workers: a request's
 * statements run for milliseconds, and starting a Gather's two workers cost about as much (a
 * located search at 100,000 businesses had its first row after 5 of its 12 ms); on two cores
 * they also take the core another request's statement needed (search-ab: p95 0.91–1.00× by kind).
 */
export const OLTP_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

/** Options for a service's DataSource: its own schema, migrations run at start, never synchronize. */
export function dataSourceOptions(options: DatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsRun: true,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // connectionTimeoutMillis: a request waits at most this long for a connection (a database
    // that is down refuses at once; one that hangs, or a pool kept busy, is bounded too), and is
    // then answered 503 (isDatabaseUnavailable). node-postgres's default is to wait forever.
    extra: {
      max: 10,
      application_name: `svc-${options.schema}`,
      options: OLTP_SESSION_OPTIONS,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      onConnect: keepConnectionErrorsHandled,
    },
  };
}

/**
 * A lasting 'error' listener on each new connection (node-postgres pool's onConnect). The pool
 * drops its own listener when it hands a new connection out, and TypeORM adds its listener a
 * microtask later; an error read in the same chunk as the connection's ReadyForQuery (Postgres
 * shutting down just as the connection came up) was an 'error' event nobody listened to, and the
 * process died. The pool and TypeORM still act on the error through their own listeners (the
 * connection is dropped; the request answers 503).
 */
export function keepConnectionErrorsHandled(client: {
  on(event: 'error', listener: () => void): unknown;
}): void {
  client.on('error', () => undefined);
}
