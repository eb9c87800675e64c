// Load with nothing lost, and the faults during it (issue 31): one mixed load for 60 s (longer
// while a fault still runs), during which svc-content is killed, svc-auth is killed, each service
// gets SIGTERM and Postgres restarts, one after another. Each fault is judged on the answers of its
// window (from the fault to the recovery): its piece answers the clean JSON 502/503, bounded, and
// nothing else answers 5xx. Outside every window not one answer is a 5xx, and after the load every
// answer is checked against Postgres. The faults run during the load rather than each under a load
// of its own: the suite takes the 60 s once.
import type { Browser } from 'playwright-core';
import { Client } from 'pg';
import { launchBrowser, openPage, type OpenedPage } from '../e2e/support/browser';
import { t } from '../e2e/support/i18n';
import { adminToken } from './support/admin';
import {
  listening,
  serviceUrl,
  servicePids,
  startPostgres,
  startService,
  statusOf,
  stopPostgres,
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
  type Window,
} from './support/faults';
import { recordFigures, requestFigures } from './support/figures';
import { ok, send, uncacheable, uncachedRead, type Outcome, type RequestSpec } from './support/http';
import { DEFAULT_PLAN, Load, prepareFixtures, publicBusiness, type Fixtures } from './support/load';
import { verifyWrites, withDatabase } from './support/verify';

const LOAD_MS = Number(process.env.BYP_RES_LOAD_MS ?? 60_000);
/**
 * After the last fault the load goes on at least this long: a stretch with no fault at all, even
 * when the faults took most of the 60 s (a busy host starts a service slowly).
 */
const CALM_AFTER_FAULTS_MS = 20_000;
/** The load stops by itself after this long, even if a fault test hangs. */
const MAX_LOAD_MS = 300_000;
/** An answer of a piece that is down comes at once: the gateway's connection is refused. */
const AT_ONCE_MS = 2000;
/** No answer waits longer for a database that is down (the pool's connection timeout is 5 s). */
const BOUNDED_MS = 6000;
const SERVICES: ServiceName[] = ['catalog', 'content', 'auth'];

let token: string;
let fixtures: Fixtures;
let browser: Browser;
let load: Load;
const opened: OpenedPage[] = [];
/** Each fault's window, for the checks of the whole load. */
const windows: (Window & { fault: string })[] = [];
/**
 * The moments a piece was cut off without warning (SIGKILL, Postgres stopped): a write in flight
 * then may have been committed just before its answer was lost (verifyWrites). A SIGTERM is no
 * such moment: a write in flight then must complete.
 */
const cutOffs: number[] = [];

const outsideAll = (outcomes: Outcome[]) =>
  outcomes.filter((o) => windows.every((w) => o.end < w.from || o.start > w.to));

/** Once every request the load sent before `t` has its answer, the window can be judged. */
const answeredBefore = (t: number) =>
  waitUntil('the load has every answer of the window', async () => load.answeredBefore(t));

beforeAll(async () => {
  token = await adminToken();
  [fixtures, browser] = await Promise.all([prepareFixtures(token), launchBrowser()]);
  load = new Load(fixtures, token, DEFAULT_PLAN, MAX_LOAD_MS).start();
  await waitUntil('the load is under way', async () => load.outcomes.length >= 40);
});

afterAll(async () => {
  await Load.stopAll();
  await Promise.all(opened.map((o) => o.context.close()));
  await browser?.close();
  // Never leave a piece down for the next file, whatever failed here.
  await startPostgres();
  for (const name of SERVICES) await startService(name);
  await waitUntil('every service answers', async () => {
    const answers = await Promise.all([
      send(uncachedRead('catalog')),
      send(uncachedRead('content')),
      send({ kind: 'probe', piece: 'auth', path: '/api/admin/me', token }),
    ]);
    return answers.every(ok);
  });
});

describe('svc-content killed during the load', () => {
  it('answers 502/503 at once for its routes, keeps the rest working, and recovers when started again', async () => {
    const pidsBefore = await servicePids();
    // The news page, loaded while everything works.
    const news = await openPage(browser, { language: 'en' });
    opened.push(news);
    await news.page.goto('/news-events');
    await news.page.getByTestId('post-card').first().waitFor();

    const killedAt = Date.now();
    cutOffs.push(killedAt);
    const killed = await stopService('content', 'SIGKILL');
    expect(killed.how).toBe('SIGKILL');
    let recoveredAt = Date.now();
    try {
      // Its routes: the gateway's JSON 502 (connection refused), for reads and writes alike.
      // (Reads of their own: the gateway's micro-cache may still hold a copy of the load's lists.)
      for (const [method, path] of [
        ['GET', uncachedRead('content').path],
        ['GET', `/api/communities?q=probe-${Date.now()}`],
        ['POST', '/api/posts/public'],
      ] as const) {
        const o = await send({
          kind: 'probe',
          piece: 'content',
          method,
          path,
          body: method === 'POST' ? {} : undefined,
        });
        expect({ path, status: o.status, body: o.json }).toEqual({
          path,
          status: 502,
          body: { statusCode: 502, error: 'content unavailable' },
        });
        expect(o.end - o.start).toBeLessThan(AT_ONCE_MS);
      }
      // Business pages and the API behind them keep working.
      const business = fixtures.businesses[0];
      expect((await send({ kind: 'probe', piece: 'catalog', path: '/api/businesses' })).status).toBe(200);
      const page = await send({ kind: 'probe', piece: 'catalog', path: `/business/${business.slug}` });
      expect(page.status).toBe(200);

      // In Chromium: the news area shows its error with Retry, inside the working shell...
      await news.page.reload();
      const newsError = news.page.getByRole('alert').filter({ hasText: t('en', 'news:states.error') });
      await newsError.waitFor();
      const retry = news.page.getByRole('button', { name: t('en', 'common:actions.retry'), exact: true });
      await retry.first().waitFor();
      await news.page.getByRole('banner').waitFor();
      // ...and the other remotes render: the directory's business list and the admin's login.
      const directory = await openPage(browser, { language: 'en' });
      opened.push(directory);
      await directory.page.goto('/');
      await directory.page.locator('[data-testid="business-card"]').first().waitFor();
      await directory.page.goto('/admin/login');
      await directory.page.getByLabel(t('en', 'admin:login.username')).waitFor();

      // Started again: it answers through the gateway without anything else being restarted.
      const restartedAt = Date.now();
      await startService('content');
      await waitUntil('svc-content answers through the gateway', async () =>
        ok(await send(uncachedRead('content'))),
      );
      recoveredAt = Date.now();
      const pidsAfter = await servicePids();
      expect(pidsAfter.catalog).toBe(pidsBefore.catalog);
      expect(pidsAfter.auth).toBe(pidsBefore.auth);
      expect(pidsAfter.content).not.toBe(pidsBefore.content);

      // Retry brings the news back, in the same page.
      await retry.first().click();
      await news.page.getByTestId('post-card').first().waitFor();
      await newsError.waitFor({ state: 'detached' });

      await waitUntil('the load has seen the recovery', async () =>
        load.outcomes.some((o) => o.piece === 'content' && uncacheable(o) && o.start > recoveredAt && ok(o)),
      );
      await answeredBefore(recoveredAt);

      const window = { from: killedAt, to: recoveredAt };
      const inWindow = during(load.outcomes, window);
      const downAnswers = unavailableAnswers(load.outcomes, 'content', window);
      const others = inWindow.filter((o) => o.piece !== 'content');
      recordFigures('service-dies', {
        fault:
          'svc-content SIGKILL during the load (readers 8, submitters 4, admin 1), kept down for the checks',
        ...requestFigures(inWindow, (window.to - window.from) / 1000),
        contentDownAnswers: {
          ...latency(downAnswers),
          statuses: [...new Set(downAnswers.map((o) => o.status))],
        },
        otherPiecesDuringFault: { requests: others.length, serverErrors: serverErrors(others).length },
        downForMs: recoveredAt - killedAt,
        recoveryAfterRestartMs: recoveredAt - restartedAt,
      });

      // Every answer came, bounded; content's were the clean JSON 502/503, the others' no 5xx.
      expect(show(unanswered(inWindow))).toEqual([]);
      expect(downAnswers.length).toBeGreaterThan(0);
      expect(show(downAnswers.filter((o) => !isCleanUnavailable(o)))).toEqual([]);
      expect(latency(downAnswers).max).toBeLessThan(AT_ONCE_MS);
      expect(show(serverErrors(others))).toEqual([]);
      for (const o of opened) expect(o.problems).toEqual([]);
    } finally {
      windows.push({ fault: 'svc-content killed', from: killedAt, to: recoveredAt });
      await startService('content');
      await waitUntil('svc-content healthy', async () => ok(await send(uncachedRead('content'))));
    }
  });
});

describe('svc-auth down during the load', () => {
  it('keeps public pages and reads working and answers admin requests 503', async () => {
    const pidsBefore = await servicePids();
    const killedAt = Date.now();
    cutOffs.push(killedAt);
    await stopService('auth', 'SIGKILL');
    let recoveredAt = Date.now();
    try {
      // Admin requests, reads and writes of either service: a clear 503, at once.
      const business = fixtures.businesses[0];
      for (const [method, path] of [
        ['GET', '/api/businesses/all'],
        ['PATCH', `/api/businesses/${business.id}`],
        ['GET', '/api/posts/all'],
        ['POST', `/api/businesses/${business.id}/approve`],
      ] as const) {
        const o = await send({
          kind: 'probe',
          piece: 'catalog',
          method,
          path,
          token,
          body: method === 'PATCH' ? { phone: null } : undefined,
        });
        expect({ path, status: o.status, body: o.json }).toEqual({
          path,
          status: 503,
          body: { statusCode: 503, error: 'auth unavailable' },
        });
        expect(o.end - o.start).toBeLessThan(AT_ONCE_MS);
      }
      // Public pages, reads and a public write do not need svc-auth.
      for (const path of ['/', `/business/${business.slug}`, '/news-events', '/api/businesses', '/api/posts'])
        expect({ path, status: (await send({ kind: 'probe', piece: 'page', path })).status }).toEqual({
          path,
          status: 200,
        });
      const review = await send({
        kind: 'probe',
        piece: 'catalog',
        path: `/api/businesses/${business.id}/reviews`,
        body: { userName: 'Auth down', rating: 5, comment: 'Written while svc-auth was down.' },
      });
      expect(review.status).toBe(201);
      await waitUntil(
        'the admin of the load has met the outage',
        async () =>
          load.outcomes.filter((o) => o.kind.startsWith('admin:') && o.start > killedAt && o.status === 503)
            .length >= 3,
      );

      const restartedAt = Date.now();
      await startService('auth');
      await waitUntil('the same admin token works again', async () =>
        ok(await send({ kind: 'probe', piece: 'auth', path: '/api/admin/me', token })),
      );
      recoveredAt = Date.now();
      await waitUntil('the load has seen the recovery', async () =>
        load.outcomes.some((o) => o.kind.startsWith('admin:') && o.start > recoveredAt && ok(o)),
      );
      await answeredBefore(recoveredAt);
      const pidsAfter = await servicePids();
      expect([pidsAfter.catalog, pidsAfter.content]).toEqual([pidsBefore.catalog, pidsBefore.content]);

      const window = { from: killedAt, to: recoveredAt };
      const inWindow = during(load.outcomes, window);
      const admin = inWindow.filter((o) => needs(o, 'auth'));
      const adminErrors = admin.filter((o) => !ok(o) && o.status !== 404 && o.status !== 409);
      const others = inWindow.filter((o) => !needs(o, 'auth'));
      recordFigures('auth-down', {
        fault:
          'svc-auth SIGKILL during the load (readers 8, submitters 4, admin 1), kept down for the checks',
        ...requestFigures(inWindow, (window.to - window.from) / 1000),
        adminAnswersWhileDown: {
          ...latency(adminErrors),
          statuses: [...new Set(adminErrors.map((o) => o.status))],
        },
        otherRequestsWhileDown: { requests: others.length, serverErrors: serverErrors(others).length },
        downForMs: recoveredAt - killedAt,
        recoveryAfterRestartMs: recoveredAt - restartedAt,
      });

      expect(show(unanswered(inWindow))).toEqual([]);
      // Never a 401 (the console would sign the admin out) nor a 500: the clear 503.
      expect(show(adminErrors.filter((o) => o.status !== 503 || !isCleanUnavailable(o)))).toEqual([]);
      expect(show(serverErrors(others))).toEqual([]);
    } finally {
      windows.push({ fault: 'svc-auth killed', from: killedAt, to: recoveredAt });
      await startService('auth');
      await waitUntil('svc-auth answers again', async () =>
        ok(await send({ kind: 'probe', piece: 'auth', path: '/api/admin/me', token })),
      );
    }
  });
});

// Graceful shutdown: a request in flight when the signal comes completes with its real answer
// (held in flight on purpose: a table lock keeps its INSERT waiting until the service has stopped
// listening); new requests get the gateway's clean JSON 502 at once; the other services never
// notice.
interface ShutdownCase {
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

const SHUTDOWN_CASES: ShutdownCase[] = [
  {
    name: 'catalog',
    table: 'catalog.business',
    inFlight: (marker) => ({
      kind: 'in-flight',
      piece: 'catalog',
      path: '/api/businesses/public',
      body: publicBusiness(
        marker,
        'Sent just before the service was told to stop.',
        '1 Shutdown Lane, London',
      ),
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

describe('SIGTERM to each service during the load', () => {
  it.each(SHUTDOWN_CASES)(
    'svc-$name finishes what it has in flight; the gateway answers new requests 502',
    async (c) => {
      const pidsBefore = await servicePids();
      const lock = new Client({ connectionString: process.env.BYP_E2E_DATABASE_URL });
      await lock.connect();
      let released = false;
      let signalledAt: number | undefined;
      let recoveredAt = Date.now();
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

        signalledAt = Date.now();
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
        recoveredAt = Date.now();
        await waitUntil('the load has seen the recovery', async () =>
          load.outcomes.some((o) => needs(o, c.name) && uncacheable(o) && o.start > recoveredAt && ok(o)),
        );
        await answeredBefore(recoveredAt);
        const pidsAfter = await servicePids();
        for (const other of SERVICES.filter((n) => n !== c.name))
          expect({ other, pid: pidsAfter[other] }).toEqual({ other, pid: pidsBefore[other] });

        const window = { from: signalledAt, to: recoveredAt };
        const inWindow = during(load.outcomes, window);
        const down = unavailableAnswers(load.outcomes, c.name, window);
        const others = inWindow.filter((o) => !needs(o, c.name));
        recordFigures(`graceful-shutdown-${c.name}`, {
          fault: `SIGTERM to svc-${c.name} during the load (readers 8, submitters 4, admin 1), one request held in flight`,
          ...requestFigures(inWindow, (window.to - window.from) / 1000),
          stoppedListeningMs: closedMs,
          inFlightRequestMs: answer.end - answer.start,
          exitedAfterSignalMs: exitedAt - signalledAt,
          recoveryAfterRestartMs: recoveredAt - exitedAt,
          answersWhileDown: { ...latency(down), statuses: [...new Set(down.map((o) => o.status))] },
        });
        expect(show(unanswered(inWindow))).toEqual([]);
        expect(show(down.filter((o) => !isCleanUnavailable(o)))).toEqual([]);
        expect(latency(down).max).toBeLessThan(AT_ONCE_MS);
        expect(show(serverErrors(others))).toEqual([]);
      } finally {
        if (!released) await lock.query('ROLLBACK').catch(() => undefined);
        await lock.end();
        if (signalledAt !== undefined)
          windows.push({ fault: `SIGTERM to svc-${c.name}`, from: signalledAt, to: recoveredAt });
        // Whatever failed, the next test finds it running.
        await startService(c.name);
        await waitUntil(`svc-${c.name} healthy`, async () => ok(await send(c.recovered(token))), 120_000);
      }
    },
  );
});

describe('Postgres restarted during the load', () => {
  it('answers 503 while it is down, bounded, and recovers by itself', async () => {
    const pidsBefore = await servicePids();
    const stoppedAt = Date.now();
    cutOffs.push(stoppedAt);
    await stopPostgres();
    const downAt = Date.now();
    let recoveredAt = Date.now();
    try {
      // Each service says it is not ready, and still that it is alive.
      for (const name of SERVICES) {
        const started = Date.now();
        expect({ name, ready: await statusOf(`${serviceUrl(name)}/health`) }).toEqual({ name, ready: 503 });
        expect(Date.now() - started).toBeLessThan(BOUNDED_MS);
        expect({ name, live: await statusOf(`${serviceUrl(name)}/health/live`) }).toEqual({
          name,
          live: 200,
        });
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
          {
            name: 'Down',
            description: 'While the database is down.',
            heroImage: 'https://example.com/x.jpg',
          },
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
      recoveredAt = Date.now();
      await waitUntil('the admin writes again', async () =>
        load.outcomes.some((o) => o.kind.startsWith('admin:') && o.start > recoveredAt && ok(o)),
      );
      await answeredBefore(recoveredAt);
      // No service crashed or was restarted: they recovered by themselves.
      expect(await servicePids()).toEqual(pidsBefore);

      const window = { from: stoppedAt, to: recoveredAt };
      const inWindow = during(load.outcomes, window);
      const errors5xx = serverErrors(inWindow);
      recordFigures('database-restart', {
        fault:
          'Postgres fast shutdown (SIGINT) during the load (readers 8, submitters 4, admin 1), then started again',
        ...requestFigures(inWindow, (window.to - window.from) / 1000),
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
      });

      expect(show(unanswered(inWindow))).toEqual([]);
      expect(show(errors5xx.filter((o) => o.status !== 503 || !isCleanUnavailable(o)))).toEqual([]);
      expect(latency(errors5xx).max).toBeLessThan(BOUNDED_MS);
      // Through the gateway too, everything answers again.
      expect(
        (await send({ kind: 'probe', piece: 'catalog', path: '/api/businesses?q=recovered' })).status,
      ).toBe(200);
      expect(ok(await send({ kind: 'probe', piece: 'auth', path: '/api/admin/me', token }))).toBe(true);
      expect(ok(await send(uncachedRead('content')))).toBe(true);
    } finally {
      windows.push({ fault: 'Postgres restarted', from: stoppedAt, to: recoveredAt });
      await startPostgres();
    }
  });
});

describe('the mixed load, 60 s', () => {
  it('answers every request outside the faults without a 5xx and loses no write', async () => {
    // The load runs its 60 s whatever the faults took, and on after the last of them, then stops.
    const lastRecovery = Math.max(0, ...windows.map((w) => w.to));
    const left = Math.max(load.startedAt + LOAD_MS, lastRecovery + CALM_AFTER_FAULTS_MS) - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    await load.stop();
    const seconds = (load.stoppedAt - load.startedAt) / 1000;
    const report = await verifyWrites(load, fixtures.offers, cutOffs);
    const calm = outsideAll(load.outcomes);
    const figures = requestFigures(load.outcomes, seconds);
    recordFigures('load', {
      seconds,
      plan: 'readers 8, submitters 4, admin 1 (closed loops)',
      ...figures,
      outsideFaults: requestFigures(calm, seconds - windows.reduce((s, w) => s + (w.to - w.from) / 1000, 0)),
      faults: windows.map((w) => ({
        fault: w.fault,
        fromS: (w.from - load.startedAt) / 1000,
        toS: (w.to - load.startedAt) / 1000,
      })),
      writes: report,
    });

    // Every fault ran (a failed one fails its own test; this one then still checks the rest).
    expect(windows.map((w) => w.fault)).toEqual([
      'svc-content killed',
      'svc-auth killed',
      'SIGTERM to svc-catalog',
      'SIGTERM to svc-content',
      'SIGTERM to svc-auth',
      'Postgres restarted',
    ]);
    expect(show(serverErrors(calm))).toEqual([]);
    expect(show(unanswered(load.outcomes))).toEqual([]);
    // Every submission kind and both admin actions were exercised, many times.
    for (const kind of ['business', 'community', 'event', 'news', 'review', 'claim'])
      expect(load.submissions.filter((s) => s.kind === kind && ok(s.outcome)).length).toBeGreaterThan(5);
    expect(report.approvals).toBeGreaterThan(5);
    expect(report.edits).toBeGreaterThan(5);
    // The answers, checked against the database: nothing answered 2xx lost, nothing refused kept.
    expect(report.missing).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.storedDespiteError).toEqual([]);
    expect(report.approvalsLost).toEqual([]);
    expect(report.editsLost).toEqual([]);
    expect(report.offersOverLimit).toEqual([]);
    // The smallest offers ran out: the limit was reached, and held.
    expect(report.offers.some((o) => o.currentRedemptions === o.maxRedemptions)).toBe(true);
    // Errors outside the faults, if any, are the client's: refused claims of an offer that ran out (409).
    expect(Object.keys(requestFigures(calm, seconds).errors).filter((status) => status !== '409')).toEqual(
      [],
    );
  });
});
