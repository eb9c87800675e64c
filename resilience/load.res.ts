// Load with nothing lost (issue 31): a mixed load for 60 s, then every answer checked against
// Postgres. No fault here: not one answer may be a 5xx, and none may fail to come.
import { adminToken } from './support/admin';
import { ok } from './support/http';
import { recordFigures, requestFigures } from './support/figures';
import { Load, prepareFixtures, type Fixtures } from './support/load';
import { verifyWrites } from './support/verify';

const LOAD_MS = Number(process.env.BYP_RES_LOAD_MS ?? 60_000);

describe('a mixed load for 60 s', () => {
  let token: string;
  let fixtures: Fixtures;
  beforeAll(async () => {
    token = await adminToken();
    fixtures = await prepareFixtures(token);
  });

  afterAll(() => Load.stopAll());

  it('answers every request without a 5xx and loses no write', async () => {
    const load = new Load(fixtures, token);
    await load.runFor(LOAD_MS);
    const seconds = (load.stoppedAt - load.startedAt) / 1000;
    const report = await verifyWrites(load, fixtures.offers);
    const figures = requestFigures(load.outcomes, seconds);
    recordFigures('load', {
      seconds,
      plan: 'readers 8, submitters 4, admin 1 (closed loops)',
      ...figures,
      writes: report,
    });

    const serverErrors = load.outcomes.filter((o) => o.status !== undefined && o.status >= 500);
    const unanswered = load.outcomes.filter((o) => o.status === undefined);
    expect(serverErrors.map((o) => `${o.method} ${o.path} ${o.status}`)).toEqual([]);
    expect(unanswered.map((o) => `${o.method} ${o.path} ${o.failure}`)).toEqual([]);
    // Every submission kind and both admin actions were exercised, many times.
    for (const kind of ['business', 'community', 'event', 'news', 'review', 'claim'])
      expect(load.submissions.filter((s) => s.kind === kind && ok(s.outcome)).length).toBeGreaterThan(5);
    expect(report.approvals).toBeGreaterThan(5);
    expect(report.edits).toBeGreaterThan(5);
    // The answers, checked against the database.
    expect(report.missing).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.storedDespiteError).toEqual([]);
    expect(report.approvalsLost).toEqual([]);
    expect(report.editsLost).toEqual([]);
    expect(report.offersOverLimit).toEqual([]);
    // The smallest offers ran out: the limit was reached, and held.
    expect(report.offers.some((o) => o.currentRedemptions === o.maxRedemptions)).toBe(true);
    // Errors, if any, are the client's: refused claims of an offer that ran out (409).
    expect(Object.keys(figures.errors).filter((status) => status !== '409')).toEqual([]);
  });
});
