// svc-auth is down (issue 31): killed under load. Public pages, reads and public writes keep
// working; every admin request gets a clear 503 in the error shape, never a 500 and never a 401
// (which would log the admin out). Started again, the same admin token works at once.
import { adminToken } from './support/admin';
import { servicePids, startService, stopService, waitUntil } from './support/control';
import {
  during,
  isCleanUnavailable,
  latency,
  needs,
  outside,
  serverErrors,
  show,
  unanswered,
} from './support/faults';
import { recordFigures, requestFigures } from './support/figures';
import { ok, send } from './support/http';
import { Load, prepareFixtures, type Fixtures } from './support/load';
import { verifyWrites } from './support/verify';

const AT_ONCE_MS = 2000;

describe('svc-auth down under load', () => {
  let token: string;
  let fixtures: Fixtures;
  beforeAll(async () => {
    token = await adminToken();
    fixtures = await prepareFixtures(token);
  });
  afterAll(async () => {
    await Load.stopAll();
    await startService('auth');
    await waitUntil('svc-auth answers again', async () =>
      ok(await send({ kind: 'probe', piece: 'auth', path: '/api/admin/me', token })),
    );
  });

  it('keeps public pages and reads working and answers admin requests 503', async () => {
    const pidsBefore = await servicePids();
    const load = new Load(fixtures, token, { readers: 4, submitters: 2, admins: 1 }).start();
    await waitUntil('the load is under way', async () => load.outcomes.length >= 30);

    const killedAt = Date.now();
    await stopService('auth', 'SIGKILL');

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
    const recoveredAt = Date.now();
    await waitUntil('the load has seen the recovery', async () =>
      load.outcomes.some((o) => o.kind.startsWith('admin:') && o.start > recoveredAt && ok(o)),
    );
    await load.stop();
    const pidsAfter = await servicePids();
    expect([pidsAfter.catalog, pidsAfter.content]).toEqual([pidsBefore.catalog, pidsBefore.content]);

    const window = { from: killedAt, to: recoveredAt };
    const admin = during(load.outcomes, window).filter((o) => needs(o, 'auth'));
    const adminErrors = admin.filter((o) => !ok(o) && o.status !== 404 && o.status !== 409);
    const others = during(load.outcomes, window).filter((o) => !needs(o, 'auth'));
    const report = await verifyWrites(load, fixtures.offers, [killedAt]);
    recordFigures('auth-down', {
      fault: 'svc-auth SIGKILL under load (readers 4, submitters 2, admin 1), kept down during the checks',
      ...requestFigures(load.outcomes, (load.stoppedAt - load.startedAt) / 1000),
      adminAnswersWhileDown: {
        ...latency(adminErrors),
        statuses: [...new Set(adminErrors.map((o) => o.status))],
      },
      otherRequestsWhileDown: { requests: others.length, serverErrors: serverErrors(others).length },
      downForMs: recoveredAt - killedAt,
      recoveryAfterRestartMs: recoveredAt - restartedAt,
      writes: { ...report, offers: undefined },
    });

    expect(show(unanswered(load.outcomes))).toEqual([]);
    // Never a 401 (the console would sign the admin out) nor a 500: the clear 503.
    expect(show(adminErrors.filter((o) => o.status !== 503 || !isCleanUnavailable(o)))).toEqual([]);
    expect(show(serverErrors(others))).toEqual([]);
    expect(show(serverErrors(outside(load.outcomes, window)))).toEqual([]);
    expect(report.missing).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.storedDespiteError).toEqual([]);
    expect(report.approvalsLost).toEqual([]);
    expect(report.editsLost).toEqual([]);
  });
});
