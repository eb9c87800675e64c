// The database restarts (issue 31): Postgres is stopped (fast shutdown: every connection cut)
// under load and started again. While it is down each service's /health says not ready and the
// API answers 503 in the error shape, each answer bounded; no service crashes. Once it is back
// they recover by themselves, and no write answered 2xx is lost.
import { adminToken } from './support/admin';
import {
  serviceUrl,
  servicePids,
  startPostgres,
  statusOf,
  stopPostgres,
  waitUntil,
  type ServiceName,
} from './support/control';
import {
  during,
  isCleanUnavailable,
  latency,
  outside,
  serverErrors,
  show,
  unanswered,
} from './support/faults';
import { recordFigures, requestFigures } from './support/figures';
import { ok, send, uncachedRead } from './support/http';
import { Load, prepareFixtures, type Fixtures } from './support/load';
import { verifyWrites } from './support/verify';

const SERVICES: ServiceName[] = ['catalog', 'content', 'auth'];
/** No answer waits longer for a database that is down (the pool's connection timeout is 5 s). */
const BOUNDED_MS = 6000;

describe('Postgres restarted under load', () => {
  let token: string;
  let fixtures: Fixtures;
  beforeAll(async () => {
    token = await adminToken();
    fixtures = await prepareFixtures(token);
  });
  afterAll(async () => {
    await Load.stopAll();
    // Never leave it down for the next file, whatever failed here.
    await startPostgres();
  });

  it('answers 503 while it is down, bounded, and recovers by itself with no write lost', async () => {
    const pidsBefore = await servicePids();
    const load = new Load(fixtures, token, { readers: 4, submitters: 3, admins: 1 }).start();
    await waitUntil('the load is under way', async () => load.outcomes.length >= 40);

    const stoppedAt = Date.now();
    await stopPostgres();
    const downAt = Date.now();

    // Each service says it is not ready, and still that it is alive.
    for (const name of SERVICES) {
      const started = Date.now();
      expect({ name, ready: await statusOf(`${serviceUrl(name)}/health`) }).toEqual({ name, ready: 503 });
      expect(Date.now() - started).toBeLessThan(BOUNDED_MS);
      expect({ name, live: await statusOf(`${serviceUrl(name)}/health/live`) }).toEqual({ name, live: 200 });
    }
    // Writes (public and admin) answer 503 in the error shape, soon.
    const business = fixtures.businesses[0];
    for (const [piece, method, path, body, withToken] of [
      [
        'catalog',
        'POST',
        `/api/businesses/${business.id}/reviews`,
        { userName: 'Down', rating: 5, comment: 'While the database is down.' },
        false,
      ],
      [
        'content',
        'POST',
        '/api/communities/public',
        { name: 'Down', description: 'While the database is down.', heroImage: 'https://example.com/x.jpg' },
        false,
      ],
      ['catalog', 'PATCH', `/api/businesses/${business.id}`, { phone: null }, true],
      ['auth', 'POST', '/api/admin/login', { username: 'admin', password: 'not-the-password' }, false],
    ] as const) {
      const o = await send({
        kind: 'probe',
        piece,
        method,
        path,
        body,
        token: withToken ? token : undefined,
      });
      expect({ path, status: o.status, shape: o.errorShape }).toEqual({ path, status: 503, shape: true });
      expect(o.end - o.start).toBeLessThan(BOUNDED_MS);
    }
    // The load meets the outage too before Postgres comes back.
    await waitUntil(
      'the load has met the outage',
      async () => load.outcomes.filter((o) => o.start > downAt && o.status === 503).length >= 20,
    );

    const restartAt = Date.now();
    await startPostgres();
    const upAt = Date.now();
    const readyMs: Record<string, number> = {};
    for (const name of SERVICES)
      readyMs[name] = await waitUntil(
        `svc-${name} ready again`,
        async () => (await statusOf(`${serviceUrl(name)}/health`)) === 200,
      );
    await waitUntil('a public write succeeds again', async () =>
      load.outcomes.some((o) => o.kind.startsWith('write:') && o.start > upAt && ok(o)),
    );
    const recoveredAt = Date.now();
    await waitUntil('the admin writes again', async () =>
      load.outcomes.some((o) => o.kind.startsWith('admin:') && o.start > recoveredAt && ok(o)),
    );
    await load.stop();
    // No service crashed or was restarted: they recovered by themselves.
    expect(await servicePids()).toEqual(pidsBefore);

    const window = { from: stoppedAt, to: recoveredAt };
    const inWindow = during(load.outcomes, window);
    const errors5xx = serverErrors(inWindow);
    const report = await verifyWrites(load, fixtures.offers, [stoppedAt]);
    recordFigures('database-restart', {
      fault:
        'Postgres fast shutdown (SIGINT) under load (readers 4, submitters 3, admin 1), then started again',
      ...requestFigures(load.outcomes, (load.stoppedAt - load.startedAt) / 1000),
      downForMs: upAt - stoppedAt,
      postgresStartMs: upAt - restartAt,
      answersWhileDown: {
        ...latency(errors5xx),
        statuses: Object.fromEntries(
          [...new Set(errors5xx.map((o) => o.status))].map((s) => [
            s,
            errors5xx.filter((o) => o.status === s).length,
          ]),
        ),
      },
      readyAgainAfterPostgresMs: readyMs,
      firstWriteAfterPostgresMs: recoveredAt - upAt,
      writes: report,
    });

    expect(show(unanswered(load.outcomes))).toEqual([]);
    expect(show(errors5xx.filter((o) => o.status !== 503 || !isCleanUnavailable(o)))).toEqual([]);
    expect(latency(errors5xx).max).toBeLessThan(BOUNDED_MS);
    expect(show(serverErrors(outside(load.outcomes, window)))).toEqual([]);
    expect(report.missing).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.storedDespiteError).toEqual([]);
    expect(report.approvalsLost).toEqual([]);
    expect(report.editsLost).toEqual([]);
    expect(report.offersOverLimit).toEqual([]);
    // Through the gateway too, everything answers again.
    expect(
      (await send({ kind: 'probe', piece: 'catalog', path: '/api/businesses?q=recovered' })).status,
    ).toBe(200);
    expect(ok(await send({ kind: 'probe', piece: 'auth', path: '/api/admin/me', token }))).toBe(true);
    expect(ok(await send(uncachedRead('content')))).toBe(true);
  });
});
