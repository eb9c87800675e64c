// A service dies (issue 31): svc-content is killed (SIGKILL) under load. Its routes answer the
// JSON 502/503 at once, nothing hangs; business pages keep working; in Chromium the shell and the
// other remotes keep rendering while the news area shows its error with Retry. Started again, it
// serves at once without anything else being restarted, and Retry brings the news back.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type OpenedPage } from '../e2e/support/browser';
import { t } from '../e2e/support/i18n';
import { adminToken } from './support/admin';
import { servicePids, startService, stopService, waitUntil } from './support/control';
import {
  during,
  isCleanUnavailable,
  latency,
  outside,
  serverErrors,
  show,
  unanswered,
  unavailableAnswers,
} from './support/faults';
import { recordFigures, requestFigures } from './support/figures';
import { ok, send, uncacheable, uncachedRead } from './support/http';
import { Load, prepareFixtures, type Fixtures } from './support/load';
import { verifyWrites } from './support/verify';

/** An answer of a service that is down comes at once: the gateway's connection is refused. */
const AT_ONCE_MS = 2000;

describe('svc-content killed under load', () => {
  let token: string;
  let fixtures: Fixtures;
  let browser: Browser;
  const opened: OpenedPage[] = [];
  beforeAll(async () => {
    token = await adminToken();
    fixtures = await prepareFixtures(token);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Load.stopAll();
    await Promise.all(opened.map((o) => o.context.close()));
    await browser?.close();
    // Never leave it down for the next file, whatever failed here.
    await startService('content');
    await waitUntil('svc-content healthy', async () => ok(await send(uncachedRead('content'))));
  });

  it('answers 502/503 at once for its routes, keeps the rest working, and recovers when started again', async () => {
    const pidsBefore = await servicePids();
    // The news page, loaded while everything works.
    const news = await openPage(browser, { language: 'en' });
    opened.push(news);
    await news.page.goto('/news-events');
    await news.page.getByTestId('post-card').first().waitFor();

    const load = new Load(fixtures, token, { readers: 4, submitters: 2, admins: 1 }).start();
    await waitUntil('the load is under way', async () => load.outcomes.length >= 40);

    const killedAt = Date.now();
    const killed = await stopService('content', 'SIGKILL');
    expect(killed.how).toBe('SIGKILL');

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
    const recoveredAt = Date.now();
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
    await load.stop();

    const window = { from: killedAt, to: recoveredAt };
    const downAnswers = unavailableAnswers(load.outcomes, 'content', window);
    const others = during(load.outcomes, window).filter((o) => o.piece !== 'content');
    const report = await verifyWrites(load, fixtures.offers, [killedAt]);
    recordFigures('service-dies', {
      fault: 'svc-content SIGKILL under load (readers 4, submitters 2, admin 1), kept down during the checks',
      ...requestFigures(load.outcomes, (load.stoppedAt - load.startedAt) / 1000),
      contentDownAnswers: {
        ...latency(downAnswers),
        statuses: [...new Set(downAnswers.map((o) => o.status))],
      },
      otherPiecesDuringFault: { requests: others.length, serverErrors: serverErrors(others).length },
      downForMs: recoveredAt - killedAt,
      recoveryAfterRestartMs: recoveredAt - restartedAt,
      writes: report,
    });

    // Every answer came, bounded; content's were the clean JSON 502/503, the others' no 5xx.
    expect(show(unanswered(load.outcomes))).toEqual([]);
    expect(downAnswers.length).toBeGreaterThan(0);
    expect(show(downAnswers.filter((o) => !isCleanUnavailable(o)))).toEqual([]);
    expect(latency(downAnswers).max).toBeLessThan(AT_ONCE_MS);
    expect(show(serverErrors(others))).toEqual([]);
    expect(show(serverErrors(outside(load.outcomes, window)))).toEqual([]);
    // Nothing answered 2xx was lost; nothing refused was kept.
    expect(report.missing).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.storedDespiteError).toEqual([]);
    expect(report.approvalsLost).toEqual([]);
    expect(report.editsLost).toEqual([]);
    expect(report.offersOverLimit).toEqual([]);
    for (const o of opened) expect(o.problems).toEqual([]);
  });
});
