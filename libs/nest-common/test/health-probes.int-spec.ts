import net from 'node:net';
import 'reflect-metadata';
import { Module, type INestApplication } from '@nestjs/common';
import request from 'supertest';

import { createService, loadConfig, ServiceCommonModule, ServiceConfig } from '@byp/nest-common';
import { createTestDatabase, testEnv, type TestDatabase } from '@byp/testing';

/**
 * A TCP relay between the service and Postgres that the test can cut and restore: a database
 * outage as the service sees it (connections drop, new ones are refused).
 */
class DatabaseLink {
  private readonly sockets = new Set<net.Socket>();
  private server?: net.Server;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async down(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

/** Asks `path` until it answers `status`; returns the last answer. */
async function answerOnceItIs(app: INestApplication, path: string, status: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await request(app.getHttpServer()).get(path);
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('health probes: readiness follows the database, liveness only the process', () => {
  let db: TestDatabase;
  let link: DatabaseLink;
  let app: INestApplication;

  beforeAll(async () => {
    db = await createTestDatabase();
    const url = new URL(db.url);
    link = new DatabaseLink(url.hostname, Number(url.port || 5432));
    await link.up();
    url.hostname = '127.0.0.1';
    url.port = String(link.port);
    const config = loadConfig(ServiceConfig, testEnv(url.toString()));
    @Module({
      imports: [ServiceCommonModule.forRoot({ name: 'probes', config, entities: [], migrations: [] })],
    })
    class ProbesModule {}
    app = await createService(ProbesModule, { name: 'probes', title: 'probes', description: 'fixture' });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await link?.down();
    await db?.drop();
  });

  it('all three answer 200 while the database answers', async () => {
    for (const path of ['/health', '/health/ready', '/health/live']) {
      const res = await request(app.getHttpServer()).get(path);
      expect([path, res.status, res.body.status]).toEqual([path, 200, 'ok']);
    }
  });

  it('during a database outage readiness fails and liveness holds; both recover with the database', async () => {
    await link.down();
    const ready = await answerOnceItIs(app, '/health/ready', 503);
    expect(ready.status).toBe(503);
    expect(ready.body.statusCode).toBe(503);
    expect((await request(app.getHttpServer()).get('/health')).status).toBe(503);
    const live = await request(app.getHttpServer()).get('/health/live');
    expect([live.status, live.body]).toEqual([200, { status: 'ok' }]);

    await link.up();
    expect((await answerOnceItIs(app, '/health/ready', 200)).status).toBe(200);
    expect((await request(app.getHttpServer()).get('/health')).status).toBe(200);
  });
});
