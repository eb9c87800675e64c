import fc from 'fast-check';
import type { Client } from 'pg';
import {
  connectDatabase,
  countRows,
  rowsById,
  storedRowProblems,
  textDifferences,
  type StoredTable,
} from './support/db';
import { hostileRequestBody, wireBody, type GeneratedBody } from './support/hostile';
import { describeRequest, expectWellFormedAnswer, send, sendJson, type RawRequest } from './support/http';
import { checkProperty, StatusTally } from './support/property';

/**
 * Issue 31, hostile input: every public submission (business, community, event, news, review)
 * gets generated hostile bodies through the gateway. Properties, for every request:
 * - never a 5xx, and every 4xx in the error shape;
 * - a refused submission leaves no row;
 * - an accepted one is exactly one pending row whose URLs are http(s), whose text is what was
 *   sent (trimmed: nothing mangled, no lone surrogate, no NUL), with the moderation fields at
 *   their defaults whatever keys the body carried.
 */

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const inAWeekAndAnHour = () => new Date(Date.now() + 7 * 86_400_000 + 3_600_000).toISOString();

interface Submission {
  name: string;
  path: () => string;
  table: StoredTable;
  /** A body the endpoint accepts, fresh each time (the generator mutates it). */
  valid: () => Record<string, unknown>;
  /** The fields the generator replaces or drops. */
  fields: readonly string[];
  /** Text fields stored as sent (trimmed). */
  texts: readonly string[];
  numRuns: number;
}

let reviewedBusinessId = '';

const SUBMISSIONS: Submission[] = [
  {
    name: 'POST /api/businesses/public',
    path: () => '/api/businesses/public',
    table: 'catalog.business',
    valid: () => ({
      name: 'Hostile Input Bakery',
      description: 'Fresh bread every single morning.',
      category: 'dining',
      address: '1 High Street, London',
      area: 'Camden',
      heroImage: 'https://example.org/hero.jpg',
      website: 'https://example.org',
      phone: '+44 20 7946 0000',
      email: 'owner@example.org',
      galleryImages: ['https://example.org/1.jpg'],
    }),
    fields: [
      'name',
      'nameUk',
      'description',
      'descriptionUk',
      'category',
      'address',
      'area',
      'heroImage',
      'galleryImages',
      'phone',
      'email',
      'website',
      'instagram',
      'tiktok',
      'latitude',
      'longitude',
      'openingHours',
    ],
    texts: [
      'name',
      'nameUk',
      'description',
      'descriptionUk',
      'address',
      'area',
      'phone',
      'instagram',
      'tiktok',
    ],
    numRuns: 200,
  },
  {
    name: 'POST /api/communities/public',
    path: () => '/api/communities/public',
    table: 'content.community',
    valid: () => ({
      name: 'Hostile Input Choir',
      description: 'We sing on Sundays in Leeds.',
      heroImage: 'https://example.org/choir.jpg',
      website: 'https://example.org/choir',
      contactEmail: 'choir@example.org',
      links: ['https://example.org/a'],
    }),
    fields: [
      'name',
      'nameUk',
      'description',
      'descriptionUk',
      'heroImage',
      'galleryImages',
      'links',
      'website',
      'contactEmail',
      'instagram',
      'tiktok',
      'latitude',
      'longitude',
      'placeName',
    ],
    texts: ['name', 'nameUk', 'description', 'descriptionUk', 'instagram', 'tiktok', 'placeName'],
    numRuns: 150,
  },
  {
    name: 'POST /api/posts/public (event)',
    path: () => '/api/posts/public',
    table: 'content.post',
    valid: () => ({
      type: 'event',
      organizerType: 'public',
      title: 'Hostile Input Evening',
      body: 'Songs and supper for everyone.',
      startAt: inAWeek(),
      endAt: inAWeekAndAnHour(),
      isOnline: false,
      locationName: 'Community Hall',
      address: '2 Low Road, Leeds',
      externalUrl: 'https://example.org/evening',
      contactEmail: 'evening@example.org',
    }),
    fields: [
      'type',
      'organizerType',
      'title',
      'titleUk',
      'body',
      'bodyUk',
      'startAt',
      'endAt',
      'isOnline',
      'locationName',
      'address',
      'contactEmail',
      'externalUrl',
      'recurrence',
      'organizerId',
    ],
    texts: ['title', 'titleUk', 'body', 'bodyUk', 'locationName', 'address'],
    numRuns: 150,
  },
  {
    name: 'POST /api/posts/public (news)',
    path: () => '/api/posts/public',
    table: 'content.post',
    valid: () => ({
      type: 'news',
      title: 'Hostile Input News',
      body: 'A new library opened in town.',
      externalUrl: 'https://example.org/news',
      image: 'https://example.org/news.jpg',
    }),
    fields: [
      'type',
      'organizerType',
      'title',
      'titleUk',
      'body',
      'bodyUk',
      'externalUrl',
      'image',
      'contactEmail',
      'organizerId',
    ],
    texts: ['title', 'titleUk', 'body', 'bodyUk'],
    numRuns: 120,
  },
  {
    name: 'POST /api/businesses/{id}/reviews',
    path: () => `/api/businesses/${reviewedBusinessId}/reviews`,
    table: 'catalog.review',
    valid: () => ({ userName: 'Olena', rating: 4, comment: 'Lovely bread and kind people.' }),
    fields: ['userName', 'rating', 'comment'],
    texts: ['userName', 'comment'],
    numRuns: 120,
  },
];

describe('hostile input to the public submissions (fast-check, fixed seed)', () => {
  let db: Client;

  beforeAll(async () => {
    db = await connectDatabase();
    const businesses = await sendJson('GET', '/api/businesses?limit=1');
    reviewedBusinessId = (businesses.json as { id: string }[])[0].id;
  });

  afterAll(async () => {
    await db?.end();
  });

  it.each(SUBMISSIONS)(
    '$name accepts its valid body (the generator starts from an accepted one)',
    async (s) => {
      const answer = await sendJson('POST', s.path(), s.valid());
      expect([answer.status, answer.text]).toEqual([201, expect.any(String)]);
    },
  );

  it.each(SUBMISSIONS)(
    '$name: never a 5xx, every 4xx in the error shape, a refusal stores nothing, an acceptance stores one valid pending row',
    async (s) => {
      const tally = new StatusTally();
      await checkProperty(
        s.name,
        hostileRequestBody(s.valid, s.fields),
        async (body: GeneratedBody) => {
          const before = await countRows(db, s.table);
          const { text, contentType } = wireBody(body);
          const request: RawRequest = {
            method: 'POST',
            path: s.path(),
            headers: { 'content-type': contentType },
            body: text,
          };
          const answer = await send(request);
          tally.add(answer);
          const sent = describeRequest(request);
          expectWellFormedAnswer(answer, sent);
          const after = await countRows(db, s.table);
          if (answer.status < 200 || answer.status >= 300) {
            if (after !== before)
              throw new Error(`refused with ${answer.status}, yet ${after - before} row(s) stored: ${sent}`);
            return;
          }
          const id = (answer.json as { id?: unknown } | undefined)?.id;
          if (typeof id !== 'string') throw new Error(`accepted without an id: ${sent}\n→ ${answer.text}`);
          const rows = await rowsById(db, s.table, id);
          if (rows.length !== 1 || after !== before + 1)
            throw new Error(`accepted, but ${rows.length} row(s) by id and ${after - before} new: ${sent}`);
          const sentFields =
            body.value && typeof body.value === 'object' && !Array.isArray(body.value)
              ? (body.value as Record<string, unknown>)
              : {};
          const problems = [
            ...storedRowProblems(rows[0], text),
            ...textDifferences(rows[0], sentFields, s.texts),
          ];
          if (problems.length > 0)
            throw new Error(`accepted and stored wrongly (${problems.join('; ')}): ${sent}`);
        },
        { numRuns: s.numRuns, tally },
      );
      // Not vacuous: the generator reaches both sides of the validation.
      expect(tally.count((status) => status === 201)).toBeGreaterThan(0);
      expect(tally.count((status) => status === 400)).toBeGreaterThan(0);
    },
  );

  it('a submission to a business id that is no UUID, or no business, is a 404 in the error shape', async () => {
    const tally = new StatusTally();
    const ids = fc.oneof(
      fc.constantFrom(
        'not-a-uuid',
        '00000000-0000-0000-0000-000000000000',
        '%00',
        '%2e%2e',
        '..%2f..%2fadmin',
        `${'a'.repeat(5000)}`,
        '%ED%A0%80',
        '%E2%80%AE',
        "1'%20OR%20'1'='1",
      ),
      fc.uuid().map((id) => id.toUpperCase()),
    );
    await checkProperty(
      'POST /api/businesses/{hostile id}/reviews',
      ids,
      async (id) => {
        const before = await countRows(db, 'catalog.review');
        const request: RawRequest = {
          method: 'POST',
          path: `/api/businesses/${id}/reviews`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: 'Olena', rating: 5, comment: 'Nice place to visit.' }),
        };
        const answer = await send(request);
        tally.add(answer);
        expectWellFormedAnswer(answer, describeRequest(request));
        if (answer.status < 400)
          throw new Error(`a review of business ${id} was accepted (${answer.status})`);
        if ((await countRows(db, 'catalog.review')) !== before)
          throw new Error(`a refused review was stored: ${id}`);
      },
      { numRuns: 30, tally },
    );
  });
});
