import { createServer, type AddressInfo, type Server } from 'node:net';
import { Pool } from 'pg';
import { dataSourceOptions } from './database';
import { isDatabaseUnavailable } from './database-unavailable';

/** A Postgres protocol message: type, length, body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

/**
 * A server that lets a connection come up and, in the same write, ends it as Postgres's fast
 * shutdown does (FATAL 57P01): the client reads both in one chunk.
 */
async function shuttingDownPostgres(): Promise<Server> {
  const authenticationOk = message('R', Buffer.alloc(4));
  const readyForQuery = message('Z', Buffer.from('I'));
  const adminShutdown = message(
    'E',
    Buffer.from('SFATAL\0C57P01\0Mterminating connection due to administrator command\0\0'),
  );
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => socket.end(Buffer.concat([authenticationOk, readyForQuery, adminShutdown])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('dataSourceOptions: the connection pool', () => {
  let server: Server;
  beforeAll(async () => {
    server = await shuttingDownPostgres();
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('survives a connection that Postgres ends in the chunk that made it ready (a restart under load)', async () => {
    const { port } = server.address() as AddressInfo;
    const options = dataSourceOptions({ url: '', schema: 'test', entities: [], migrations: [] });
    // As TypeORM's PostgresDriver makes it: its pool options plus `extra`, an error listener on the pool.
    const pool = new Pool({ connectionString: `postgres://u:p@127.0.0.1:${port}/db`, ...options.extra });
    pool.on('error', () => undefined);
    // As TypeORM's query runner: its listener on the client comes when the promise resolves.
    const client = await pool.connect();
    client.on('error', () => undefined);
    // Before onConnect's listener, the shutdown read with ReadyForQuery was an 'error' event
    // nobody listened to: the process (here the test) died. Now the request's query fails with
    // an error that answers 503.
    const failure = await client.query('SELECT 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    client.release(true);
    await pool.end();
  });
});
