// Graceful shutdown under load (issue 31): SIGTERM to each service while the load runs. A request
// in flight when the signal comes completes with its real answer (held in flight on purpose: a
// table lock keeps its INSERT waiting until the service has stopped listening); new requests get
// the gateway's clean JSON 502 at once; the other services never notice.
import { Client } from 'pg';
import { adminToken } from './support/admin';
import {
  listening,
  serviceUrl,
  servicePids,
  startService,
  stopService,
  waitUntil,
  type ServiceName,
} from './support/control';
import {
  during,
  isCleanUnavailable,
  latency,
  needs,
  serverErrors,
  show,
  unanswered,
  unavailableAnswers,
} from './support/faults';
import { recordFigures, requestFigures } from './support/figures';
import { ok, send, uncacheable, uncachedRead, type RequestSpec } from './support/http';
import { Load, prepareFixtures, type Fixtures } from './support/load';
import { verifyWrites, withDatabase } from './support/verify';

const AT_ONCE_MS = 2000;

interface Case {
  name: ServiceName;
  /** The table whose lock holds the in-flight request's INSERT. */
  table: string;
  /** The request held in flight, and how to find what it stored. */
  inFlight: (marker: string) => RequestSpec;
  stored: { table: string; column: string };
  /** The value of that column for the request held in flight. */
  storedKey: (marker: string, answer: unknown) => string;
  /** A request the gateway must answer 502 while the service is gone. */
  probe: RequestSpec;
  /** A request that is 2xx again once it is back (the admin's token: `token`). */
  recovered: (token: string) => RequestSpec;
}

const CASES: Case[] = [
  {
    name: 'catalog',
    table: 'catalog.business',
    inFlight: (marker) => ({
      kind: 'in-flight',
      piece: 'catalog',
      path: '/api/businesses/public',
      body: {
        name: marker,
        description: 'Sent just before the service was told to stop.',
        category: 'dining',
        address: '1 Shutdown Lane, London',
        area: 'London',
        heroImage: 'https://example.com/shutdown.jpg',
        phone: null,
        email: '',
        website: null,
        latitude: null,
        longitude: null,
        openingHours: null,
      },
    }),
    stored: { table: 'catalog.business', column: 'name' },
    storedKey: (marker) => marker,
    probe: { kind: 'probe', piece: 'catalog', path: '/api/businesses?q=shutdown' },
    recovered: () => uncachedRead('catalog'),
  },
  {
    name: 'content',
    table: 'content.community',
    inFlight: (marker) => ({
      kind: 'in-flight',
      piece: 'content',
      path: '/api/communities/public',
      body: {
        name: marker,
        description: 'Sent just before the service was told to stop.',
        heroImage: 'https://example.com/shutdown.jpg',
        website: null,
        contactEmail: null,
        latitude: null,
        longitude: null,
        placeName: null,
      },
    }),
    stored: { table: 'content.community', column: '"nameEn"' },
    storedKey: (marker) => marker,
    probe: { kind: 'probe', piece: 'content', path: '/api/posts?type=news&q=shutdown' },
    recovered: () => uncachedRead('content'),
  },
  {
    name: 'auth',
    table: 'auth.session',
    inFlight: () => ({
      kind: 'in-flight',
      piece: 'auth',
      path: '/api/admin/login',
      body: { username: process.env.BYP_E2E_ADMIN_USERNAME, password: process.env.BYP_E2E_ADMIN_PASSWORD },
    }),
    // The new session: its id is the token's `sid` claim.
    stored: { table: 'auth.session', column: 'id::text' },
    storedKey: (_marker, answer) => {
      const { token } = answer as { token: string };
      return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    },
    probe: {
      kind: 'probe',
      piece: 'auth',
      path: '/api/admin/login',
      body: { username: 'admin', password: 'x' },
    },
    recovered: (token) => ({ kind: 'probe', piece: 'auth', path: '/api/admin/me', token }),
  },
];

describe('SIGTERM to each service under load', () => {
  let token: string;
  let fixtures: Fixtures;
  beforeAll(async () => {
    token = await adminToken();
    fixtures = await prepareFixtures(token);
  });
  afterAll(async () => {
    await Load.stopAll();
    for (const { name } of CASES) await startService(name);
  });

  it.each(CASES)(
    'svc-$name finishes what it has in flight; the gateway answers new requests 502',
    async (c) => {
      const pidsBefore = await servicePids();
      const load = new Load(fixtures, token, { readers: 3, submitters: 2, admins: 1 }).start();
      await waitUntil('the load is under way', async () => load.outcomes.length >= 30);

      const lock = new Client({ connectionString: process.env.BYP_E2E_DATABASE_URL });
      await lock.connect();
      let released = false;
      try {
        await lock.query('BEGIN');
        await lock.query(`LOCK TABLE ${c.table} IN SHARE MODE`);
        const marker = `Resilience shutdown ${c.name} ${Date.now()}`;
        const inFlight = send(c.inFlight(marker));
        let inFlightDone = false;
        void inFlight.then(() => (inFlightDone = true));
        await waitUntil(`svc-${c.name}'s request waits on the lock`, () =>
          withDatabase(async (db) => {
            const { rows } = await db.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`,
              [`svc-${c.name}`],
            );
            return rows[0].n > 0;
          }),
        );

        const signalledAt = Date.now();
        await stopService(c.name, 'SIGTERM', { wait: false });
        // It stops listening at once; the request in flight is still being served.
        const closedMs = await waitUntil(
          `svc-${c.name} stops listening`,
          async () => (await listening(serviceUrl(c.name))) === false,
        );
        // A query of its own: the gateway's micro-cache may hold a copy of any list the load reads.
        const probe = await send({
          ...c.probe,
          path: c.probe.path.replace('shutdown', `shutdown-${Date.now()}`),
        });
        expect({ status: probe.status, body: probe.json }).toEqual({
          status: 502,
          body: { statusCode: 502, error: `${c.name} unavailable` },
        });
        expect(probe.end - probe.start).toBeLessThan(AT_ONCE_MS);
        expect({ inFlightDone }).toEqual({ inFlightDone: false });

        // Let the request in flight go on: it completes with its real answer, stored once.
        await lock.query('COMMIT');
        released = true;
        const answer = await inFlight;
        expect({ status: answer.status, ok: ok(answer), body: ok(answer) ? undefined : answer.json }).toEqual(
          {
            status: answer.status,
            ok: true,
            body: undefined,
          },
        );
        const key = c.storedKey(marker, answer.json);
        const stored = await withDatabase(
          async (db) =>
            (
              await db.query(
                `SELECT count(*)::int AS n FROM ${c.stored.table} WHERE ${c.stored.column} = $1`,
                [key],
              )
            ).rows[0].n,
        );
        expect(stored).toBe(1);
        await waitUntil(`svc-${c.name} exited`, async () => (await servicePids())[c.name] === null);
        const exitedAt = Date.now();
        await startService(c.name);
        await waitUntil(`svc-${c.name} answers again`, async () => ok(await send(c.recovered(token))));
        await finish(c.name, load, pidsBefore, { signalledAt, closedMs, exitedAt, answer });
      } finally {
        if (!released) await lock.query('ROLLBACK').catch(() => undefined);
        await lock.end();
        // Whatever failed, the next case and file find it running.
        await Load.stopAll();
        await startService(c.name);
        await waitUntil(`svc-${c.name} healthy`, async () => ok(await send(c.recovered(token))), 120_000);
      }
    },
  );

  async function finish(
    name: ServiceName,
    load: Load,
    pidsBefore: Record<ServiceName, number | null>,
    t: { signalledAt: number; closedMs: number; exitedAt: number; answer: { start: number; end: number } },
  ): Promise<void> {
    const recoveredAt = Date.now();
    await waitUntil('the load has seen the recovery', async () =>
      load.outcomes.some((o) => needs(o, name) && uncacheable(o) && o.start > recoveredAt && ok(o)),
    );
    await load.stop();
    const pidsAfter = await servicePids();
    for (const other of CASES.map((x) => x.name).filter((n) => n !== name))
      expect({ other, pid: pidsAfter[other] }).toEqual({ other, pid: pidsBefore[other] });

    const window = { from: t.signalledAt, to: recoveredAt };
    const down = unavailableAnswers(load.outcomes, name, window);
    const others = during(load.outcomes, window).filter((o) => !needs(o, name));
    const report = await verifyWrites(load, fixtures.offers);
    recordFigures(`graceful-shutdown-${name}`, {
      fault: `SIGTERM to svc-${name} under load (readers 3, submitters 2, admin 1), one request held in flight`,
      ...requestFigures(load.outcomes, (load.stoppedAt - load.startedAt) / 1000),
      stoppedListeningMs: t.closedMs,
      inFlightRequestMs: t.answer.end - t.answer.start,
      exitedAfterSignalMs: t.exitedAt - t.signalledAt,
      recoveryAfterRestartMs: recoveredAt - t.exitedAt,
      answersWhileDown: { ...latency(down), statuses: [...new Set(down.map((o) => o.status))] },
      writes: { ...report, offers: undefined },
    });
    expect(show(unanswered(load.outcomes))).toEqual([]);
    expect(show(down.filter((o) => !isCleanUnavailable(o)))).toEqual([]);
    expect(latency(down).max).toBeLessThan(AT_ONCE_MS);
    expect(show(serverErrors(others))).toEqual([]);
    expect(
      show(serverErrors(load.outcomes.filter((o) => o.end < window.from || o.start > window.to))),
    ).toEqual([]);
    expect(report.missing).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.storedDespiteError).toEqual([]);
    expect(report.editsLost).toEqual([]);
    expect(report.approvalsLost).toEqual([]);
  }
});
