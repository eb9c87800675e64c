// The mixed load: readers listing, searching and opening items; visitors submitting businesses,
// communities, events, news and reviews and claiming offers; an admin approving and editing what
// they submitted. A bounded async driver (closed loops: each virtual user sends its next request
// when the last answer is in) rather than autocannon or wrk: every submission carries a unique
// marker and its answer is kept, so that afterwards each one can be looked up in Postgres.
import { randomBytes } from 'node:crypto';
import { ok, send, type Outcome, type Piece, type RequestSpec } from './http';

export type SubmissionKind = 'business' | 'community' | 'event' | 'news' | 'review' | 'claim';
export const SUBMISSION_KINDS: SubmissionKind[] = [
  'business',
  'community',
  'event',
  'news',
  'review',
  'claim',
];

export interface Submission {
  kind: SubmissionKind;
  /** The text that finds it in the database (name, title or comment); for a claim, its token. */
  marker: string;
  outcome: Outcome;
  /** The new item's id, from a 2xx answer. */
  id?: string;
  /** Claims: the offer, and whether the answer was a repeat of an earlier claim (not counted). */
  offerId?: string;
  repeated?: boolean;
  /** The description (business, community) or body (post) it was submitted with. */
  text?: string;
}

export type AdminTarget = 'business' | 'community' | 'post' | 'review';

export interface AdminAction {
  action: 'approve' | 'edit';
  target: AdminTarget;
  id: string;
  /** An edit's new description (business, community) or body (post). */
  text?: string;
  outcome: Outcome;
}

export interface Offer {
  id: string;
  maxRedemptions: number;
}

export interface Fixtures {
  businesses: { id: string; slug: string }[];
  communities: { slug: string }[];
  posts: { slug: string }[];
  offers: Offer[];
  searchTerms: string[];
}

export interface LoadPlan {
  readers: number;
  submitters: number;
  admins: number;
}

/** The load's usual shape: enough to keep two cores busy, few enough to stay under the timeouts. */
export const DEFAULT_PLAN: LoadPlan = { readers: 8, submitters: 4, admins: 1 };

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/**
 * What the readers open and the claimants claim: the sample data's public items, and offers of
 * this run with small limits (so that some claims meet 'fully redeemed').
 */
export async function prepareFixtures(token: string, limits = [3, 10, 40, 400]): Promise<Fixtures> {
  const get = async <T>(path: string): Promise<T> => {
    const o = await send({ kind: 'setup', piece: 'catalog', path });
    if (!ok(o)) throw new Error(`setup: GET ${path} answered ${o.status ?? o.failure}`);
    return o.json as T;
  };
  const businesses = await get<{ id: string; slug: string; name: string | null }[]>('/api/businesses');
  const communities = await get<{ slug: string }[]>('/api/communities');
  const posts = await get<{ slug: string }[]>('/api/posts');
  const offers: Offer[] = [];
  for (const [i, maxRedemptions] of limits.entries()) {
    const o = await send({
      kind: 'setup',
      piece: 'catalog',
      path: '/api/offers',
      token,
      body: {
        businessId: businesses[i % businesses.length].id,
        title: `Resilience offer ${i + 1}`,
        description: 'Ten percent off for the load test',
        discountPercentage: 10,
        discountAmount: null,
        validUntil: future(30),
        maxRedemptions,
      },
    });
    if (!ok(o)) throw new Error(`setup: POST /api/offers answered ${o.status ?? o.failure}`);
    offers.push({ id: (o.json as { id: string }).id, maxRedemptions });
  }
  const words = businesses.flatMap((b) => (b.name ?? '').split(/\s+/).filter((w) => w.length > 3));
  const searchTerms = [...new Set(words)].slice(0, 12).concat(['пекарня', 'bakry', 'london', 'zzzz']);
  return { businesses, communities, posts, offers, searchTerms };
}

/** No load runs longer, whatever the test does (a failed test cannot leave one running). */
export const MAX_LOAD_MS = 120_000;

export class Load {
  private static readonly running = new Set<Load>();
  /** Stops every load still running (each file's afterAll). */
  static stopAll(): Promise<void[]> {
    return Promise.all([...Load.running].map((load) => load.stop()));
  }

  readonly runId = randomBytes(4).toString('hex');
  readonly outcomes: Outcome[] = [];
  readonly submissions: Submission[] = [];
  readonly adminActions: AdminAction[] = [];
  startedAt = 0;
  stoppedAt = 0;
  private stopping = false;
  private loops: Promise<void>[] = [];
  private serial = 0;

  /** The requests sent and not yet answered, by when each was sent. */
  private readonly pending = new Set<{ start: number }>();

  constructor(
    private readonly fixtures: Fixtures,
    private readonly token: string,
    private readonly plan: LoadPlan = DEFAULT_PLAN,
    /** It stops by itself after this long, whatever the test does. */
    private readonly maxMs = MAX_LOAD_MS,
  ) {}

  /** Starts every virtual user; they run until stop(). */
  start(): this {
    this.startedAt = Date.now();
    Load.running.add(this);
    const deadline = this.startedAt + this.maxMs;
    const loop = async (step: (i: number) => Promise<void>) => {
      for (let i = 0; !this.stopping && Date.now() < deadline; i++) await step(i);
    };
    for (let r = 0; r < this.plan.readers; r++) this.loops.push(loop(async () => void (await this.read())));
    for (let s = 0; s < this.plan.submitters; s++)
      this.loops.push(loop((i) => this.submit(SUBMISSION_KINDS[(i + s) % SUBMISSION_KINDS.length])));
    for (let a = 0; a < this.plan.admins; a++) this.loops.push(loop((i) => this.administer(i)));
    return this;
  }

  /** Lets every request in flight finish (each is bounded), then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
    if (Load.running.delete(this)) this.stoppedAt = Date.now();
  }

  /** Runs the load for `ms`, then stops it. */
  async runFor(ms: number): Promise<void> {
    this.start();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await this.stop();
  }

  /**
   * Whether every request sent before `t` has its outcome in `outcomes` (each is bounded by
   * REQUEST_TIMEOUT_MS): a fault's window can then be judged while the load goes on.
   */
  answeredBefore(t: number): boolean {
    return [...this.pending].every((p) => p.start > t);
  }

  private async request(spec: RequestSpec): Promise<Outcome> {
    const pending = { start: Date.now() };
    this.pending.add(pending);
    try {
      const outcome = await send(spec);
      this.outcomes.push(outcome);
      return outcome;
    } finally {
      this.pending.delete(pending);
    }
  }

  private read(): Promise<Outcome> {
    const f = this.fixtures;
    const business = pick(f.businesses);
    const reads: Array<[string, Piece, string]> = [
      ['read:businesses', 'catalog', '/api/businesses'],
      ['read:businesses', 'catalog', `/api/businesses?category=dining&limit=12&offset=0`],
      ['search:businesses', 'catalog', `/api/businesses?q=${encodeURIComponent(pick(f.searchTerms))}`],
      ['open:business', 'catalog', `/api/businesses/${business.id}`],
      ['open:business', 'catalog', `/api/businesses/by-slug/${encodeURIComponent(business.slug)}`],
      ['read:reviews', 'catalog', `/api/businesses/${business.id}/reviews`],
      ['page:business', 'catalog', `/business/${encodeURIComponent(business.slug)}`],
      ['read:offers', 'catalog', '/api/offers'],
      ['read:communities', 'content', '/api/communities'],
      ['search:communities', 'content', `/api/communities?q=${encodeURIComponent(pick(f.searchTerms))}`],
      [
        'open:community',
        'content',
        `/api/communities/by-slug/${encodeURIComponent(pick(f.communities).slug)}`,
      ],
      ['read:news', 'content', '/api/posts?type=news'],
      ['read:events', 'content', '/api/posts?type=event'],
      ['open:post', 'content', `/api/posts/by-slug/${encodeURIComponent(pick(f.posts).slug)}`],
      ['page:home', 'page', '/'],
      ['page:news', 'page', '/news-events'],
    ];
    const [kind, piece, path] = pick(reads);
    return this.request({ kind, piece, path });
  }

  private async submit(kind: SubmissionKind): Promise<void> {
    const n = (this.serial += 1);
    const marker = `Resilience ${this.runId} ${kind} ${n}`;
    const text = `Submitted under load (${this.runId}, ${n}): varenyky, borscht and songs.`;
    let spec: RequestSpec;
    let offerId: string | undefined;
    let claimToken: string | undefined;
    switch (kind) {
      case 'business':
        spec = {
          kind: 'write:business',
          piece: 'catalog',
          path: '/api/businesses/public',
          body: publicBusiness(marker, text, `${n} Load Street, London`),
        };
        break;
      case 'community':
        spec = {
          kind: 'write:community',
          piece: 'content',
          path: '/api/communities/public',
          body: {
            name: marker,
            description: text,
            heroImage: 'https://example.com/choir.jpg',
            website: null,
            contactEmail: null,
            latitude: null,
            longitude: null,
            placeName: null,
          },
        };
        break;
      case 'event':
        spec = {
          kind: 'write:event',
          piece: 'content',
          path: '/api/posts/public',
          body: {
            type: 'event',
            title: marker,
            body: text,
            startAt: future(10 + (n % 30)),
            endAt: null,
            isOnline: true,
            locationName: null,
            externalUrl: null,
            contactEmail: null,
            organizerId: null,
            recurrence: null,
          },
        };
        break;
      case 'news':
        spec = {
          kind: 'write:news',
          piece: 'content',
          path: '/api/posts/public',
          body: { type: 'news', title: marker, body: text, externalUrl: null, image: null },
        };
        break;
      case 'review':
        spec = {
          kind: 'write:review',
          piece: 'catalog',
          path: `/api/businesses/${pick(this.fixtures.businesses).id}/reviews`,
          body: { userName: `Load ${n}`, rating: 1 + (n % 5), comment: marker },
        };
        break;
      case 'claim': {
        offerId = pick(this.fixtures.offers).id;
        claimToken = `res-${this.runId}-${n}-${randomBytes(8).toString('hex')}`;
        spec = {
          kind: 'write:claim',
          piece: 'catalog',
          path: `/api/offers/${offerId}/claim`,
          body: { token: claimToken },
        };
        break;
      }
    }
    const outcome = await this.request(spec);
    const answer = outcome.json as { id?: string; claim?: { repeated?: boolean } } | undefined;
    this.submissions.push({
      kind,
      marker: claimToken ?? marker,
      outcome,
      id: ok(outcome) ? answer?.id : undefined,
      offerId,
      repeated: kind === 'claim' && ok(outcome) ? Boolean(answer?.claim?.repeated) : undefined,
      text:
        kind === 'business' || kind === 'community' || kind === 'event' || kind === 'news' ? text : undefined,
    });
  }

  /** Submissions answered 2xx, of a kind, that have an id. */
  private accepted(kinds: SubmissionKind[]): Submission[] {
    return this.submissions.filter((s) => kinds.includes(s.kind) && s.id && ok(s.outcome));
  }

  private async administer(i: number): Promise<void> {
    const token = this.token;
    const step = i % 8;
    if (step === 7) {
      const path = pick([
        '/api/businesses/all?page=1&pageSize=20',
        '/api/communities/all',
        '/api/posts/all',
        '/api/businesses/reviews/pending',
      ]);
      await this.request({
        kind: 'admin:list',
        piece: path.includes('businesses') ? 'catalog' : 'content',
        path,
        token,
      });
      return;
    }
    const target: AdminTarget = (['business', 'community', 'post', 'review'] as const)[step % 4];
    const kinds: Record<AdminTarget, SubmissionKind[]> = {
      business: ['business'],
      community: ['community'],
      post: ['event', 'news'],
      review: ['review'],
    };
    const candidates = this.accepted(kinds[target]).slice(-20);
    if (candidates.length === 0) {
      await this.request({ kind: 'admin:list', piece: 'catalog', path: '/api/businesses/stats', token });
      return;
    }
    const item = pick(candidates);
    const id = item.id!;
    const piece: Piece = target === 'business' || target === 'review' ? 'catalog' : 'content';
    const base = {
      business: '/api/businesses',
      community: '/api/communities',
      post: '/api/posts',
      review: '',
    }[target];
    const approve = target === 'review' || step < 4;
    if (approve) {
      const path = target === 'review' ? `/api/businesses/reviews/${id}/approve` : `${base}/${id}/approve`;
      const outcome = await this.request({
        kind: `admin:approve-${target}`,
        piece,
        method: 'POST',
        path,
        token,
      });
      this.adminActions.push({ action: 'approve', target, id, outcome });
      return;
    }
    const text = `Edited by the admin (${this.runId}, ${i}): opening times and contact details.`;
    const body = target === 'post' ? { body: text } : { description: text };
    const outcome = await this.request({
      kind: `admin:edit-${target}`,
      piece,
      method: 'PATCH',
      path: `${base}/${id}`,
      body,
      token,
    });
    this.adminActions.push({ action: 'edit', target, id, text, outcome });
  }
}

/** A visitor's business submission (POST /api/businesses/public) with the given name, text and address. */
export function publicBusiness(name: string, description: string, address: string) {
  return {
    name,
    description,
    category: 'dining',
    address,
    area: 'London',
    heroImage: 'https://example.com/load.jpg',
    phone: null,
    email: '',
    website: null,
    latitude: null,
    longitude: null,
    openingHours: null,
  };
}
