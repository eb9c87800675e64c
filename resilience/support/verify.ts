// After a load: what the answers promised, checked against Postgres. Every submission answered
// 2xx is there exactly once; none answered with an error is there; one that got no answer at all
// (the client gave up, or the connection broke) is there at most once. Every approval and edit
// answered 2xx holds; no offer has more claims than its limit.
import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { ok, type Outcome } from './http';
import type { AdminAction, Load, Offer, Submission, SubmissionKind } from './load';

export async function withDatabase<T>(use: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: process.env.BYP_E2E_DATABASE_URL });
  await db.connect();
  try {
    return await use(db);
  } finally {
    await db.end();
  }
}

/** Where each kind is stored, and the column its marker is in. */
const STORED: Record<Exclude<SubmissionKind, 'claim'>, { table: string; column: string }> = {
  business: { table: 'catalog.business', column: 'name' },
  community: { table: 'content.community', column: '"nameEn"' },
  event: { table: 'content.post', column: '"titleEn"' },
  news: { table: 'content.post', column: '"titleEn"' },
  review: { table: 'catalog.review', column: 'comment' },
};

export interface WriteReport {
  submissions: number;
  answered2xx: number;
  answeredError: number;
  /** No answer, or an error answer to a write in flight when a fault cut its piece off. */
  unanswered: number;
  /** Submissions answered 2xx that are found exactly once (claims repeated by their token are not counted). */
  verified: number;
  missing: string[];
  duplicated: string[];
  /** Answered with an error, yet stored. */
  storedDespiteError: string[];
  /** Got no answer, and stored (allowed: at most once). */
  unansweredStored: number;
  approvals: number;
  edits: number;
  approvalsLost: string[];
  editsLost: string[];
  offers: { id: string; maxRedemptions: number; currentRedemptions: number; claims: number }[];
  offersOverLimit: string[];
}

const describe = (s: Submission) => `${s.kind} "${s.marker}" (${s.outcome.status ?? s.outcome.failure})`;
const claimHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `faults`: the moments a piece was cut off (a process killed, Postgres stopped). A write in
 * flight at such a moment may have been committed just before its answer was lost, so the client
 * cannot know: it is held to the rule of a write that got no answer (stored at most once).
 */
export async function verifyWrites(load: Load, offers: Offer[], faults: number[] = []): Promise<WriteReport> {
  const cutOff = (o: Outcome) => faults.some((t) => o.start <= t && o.end >= t);
  return withDatabase(async (db) => {
    const counts = new Map<string, number>();
    const prefix = `Resilience ${load.runId} %`;
    for (const { table, column } of new Set(Object.values(STORED))) {
      const rows = await db.query<{ marker: string; n: string }>(
        `SELECT ${column} AS marker, count(*) AS n FROM ${table} WHERE ${column} LIKE $1 GROUP BY 1`,
        [prefix],
      );
      for (const row of rows.rows) counts.set(row.marker, Number(row.n));
    }
    const offerIds = offers.map((o) => o.id);
    const claims = await db.query<{ tokenHash: string; n: string }>(
      `SELECT "tokenHash", count(*) AS n FROM catalog.offer_claim WHERE "offerId" = ANY($1) GROUP BY 1`,
      [offerIds],
    );
    for (const row of claims.rows) counts.set(row.tokenHash, Number(row.n));

    const report: WriteReport = {
      submissions: load.submissions.length,
      answered2xx: 0,
      answeredError: 0,
      unanswered: 0,
      verified: 0,
      missing: [],
      duplicated: [],
      storedDespiteError: [],
      unansweredStored: 0,
      approvals: 0,
      edits: 0,
      approvalsLost: [],
      editsLost: [],
      offers: [],
      offersOverLimit: [],
    };
    for (const s of load.submissions) {
      const n = counts.get(s.kind === 'claim' ? claimHash(s.marker) : s.marker) ?? 0;
      if (s.outcome.status === undefined || (!ok(s.outcome) && cutOff(s.outcome))) {
        report.unanswered += 1;
        if (n === 1) report.unansweredStored += 1;
        if (n > 1) report.duplicated.push(describe(s));
      } else if (ok(s.outcome)) {
        report.answered2xx += 1;
        if (n === 0) report.missing.push(describe(s));
        else if (n > 1) report.duplicated.push(describe(s));
        else report.verified += 1;
      } else {
        report.answeredError += 1;
        if (n > 0) report.storedDespiteError.push(describe(s));
      }
    }

    for (const offer of offers) {
      const row = await db.query<{ current: number; claims: string }>(
        `SELECT o."currentRedemptions" AS current,
                (SELECT count(*) FROM catalog.offer_claim c WHERE c."offerId" = o.id) AS claims
           FROM catalog.offer o WHERE o.id = $1`,
        [offer.id],
      );
      const { current, claims: claimCount } = row.rows[0];
      report.offers.push({
        id: offer.id,
        maxRedemptions: offer.maxRedemptions,
        currentRedemptions: current,
        claims: Number(claimCount),
      });
      if (
        current > offer.maxRedemptions ||
        Number(claimCount) > offer.maxRedemptions ||
        current !== Number(claimCount)
      )
        report.offersOverLimit.push(
          `${offer.id}: limit ${offer.maxRedemptions}, counter ${current}, claims ${claimCount}`,
        );
    }

    await checkAdminActions(db, load.adminActions, load.submissions, report, cutOff);
    return report;
  });
}

const ADMIN_TABLES = {
  business: { table: 'catalog.business', text: 'description' },
  community: { table: 'content.community', text: '"descriptionEn"' },
  post: { table: 'content.post', text: '"bodyEn"' },
  review: { table: 'catalog.review', text: 'comment' },
} as const;

/**
 * An approval answered 2xx leaves the item approved. The item's text is the last edit answered
 * 2xx (the admin is one loop: its edits of an item come one after another), or the submitted
 * text when none was; an edit that got no answer may have landed, and then either is accepted.
 */
async function checkAdminActions(
  db: Client,
  actions: AdminAction[],
  submissions: Submission[],
  report: WriteReport,
  cutOff: (o: Outcome) => boolean,
): Promise<void> {
  const byTarget = new Map<string, AdminAction[]>();
  for (const a of actions) {
    const key = `${a.target} ${a.id}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), a]);
  }
  for (const [key, list] of byTarget) {
    const [target, id] = key.split(' ') as [AdminAction['target'], string];
    const { table, text } = ADMIN_TABLES[target];
    const row = (
      await db.query<{ approved: number; text: string }>(
        `SELECT "isApproved" AS approved, ${text} AS text FROM ${table} WHERE id = $1`,
        [id],
      )
    ).rows[0];
    const approvals = list.filter((a) => a.action === 'approve' && ok(a.outcome));
    report.approvals += approvals.length;
    if (approvals.length > 0 && row?.approved !== 1) report.approvalsLost.push(key);
    const edits = list.filter((a) => a.action === 'edit');
    report.edits += edits.filter((a) => ok(a.outcome)).length;
    if (edits.length === 0) continue;
    const unknown = (o: Outcome) => o.status === undefined || (!ok(o) && cutOff(o));
    const submitted = submissions.find((s) => s.id === id)?.text;
    const lastOk = [...edits].reverse().find((a) => ok(a.outcome));
    const expected = new Set([lastOk?.text ?? submitted]);
    // Edits after the last 2xx that got no answer at all may have landed.
    for (const a of edits.slice(lastOk ? edits.indexOf(lastOk) + 1 : 0))
      if (unknown(a.outcome)) expected.add(a.text);
    if (!expected.has(row?.text)) report.editsLost.push(`${key}: has "${row?.text}"`);
  }
}

/** Answers by kind of error: `429`, `502 catalog`, `timeout`, ... */
export function errorsByKind(outcomes: Outcome[]): Record<string, number> {
  const errors: Record<string, number> = {};
  for (const o of outcomes) {
    if (ok(o)) continue;
    const key = o.status === undefined ? `no answer: ${o.failure}` : `${o.status}`;
    errors[key] = (errors[key] ?? 0) + 1;
  }
  return errors;
}
