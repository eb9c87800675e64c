import request from 'supertest';
import type { ModerationLogEntry, Post } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, startContent } from './communities-test-app';
import { inDays, publicEvent, publicNews } from './posts-fixtures';

interface Detail {
  path: string;
  message: string;
  code?: string;
}

describe('svc-content posts', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = (username?: string) => ({ Authorization: adminAuth(username) });
  const submit = async (body: Record<string, unknown>): Promise<Post> =>
    (await http().post('/api/posts/public').send(body).expect(201)).body;
  const refused = async (body: unknown): Promise<Detail[]> => {
    const res = await http()
      .post('/api/posts/public')
      .send(body as object)
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Validation failed' });
    return res.body.details;
  };
  const approve = async (id: string): Promise<Post> =>
    (await http().post(`/api/posts/${id}/approve`).set(admin()).expect(200)).body;
  const publicIds = async (query = ''): Promise<string[]> =>
    (await http().get(`/api/posts${query}`).expect(200)).body.map((p: Post) => p.id);
  const allPosts = async (): Promise<Post[]> =>
    (await http().get('/api/posts/all').set(admin()).expect(200)).body;

  beforeAll(async () => {
    svc = await startContent();
  });
  afterAll(() => svc.close());

  describe('POST /api/posts/public: events', () => {
    it('creates a pending event that visitors see only once an admin approves it', async () => {
      const created = await submit(publicEvent());
      expect(created).toMatchObject({
        type: 'event',
        organizerType: 'community',
        title: 'Embroidery evening',
        locationName: 'Ealing library, room 2',
        address: '103 Broadway, London W5 5JY',
        contactEmail: 'stitch@example.org',
        externalUrl: 'https://example.org/embroidery',
        isOnline: false,
        isApproved: 0,
        image: null,
        organizerId: null,
      });
      expect(created.startAt).toBe(publicEvent().startAt);
      expect(await publicIds()).not.toContain(created.id);
      expect(await publicIds('?type=event')).not.toContain(created.id);
      expect((await allPosts()).find((p) => p.id === created.id)).toMatchObject({ isApproved: 0 });

      await approve(created.id);
      expect(await publicIds()).toContain(created.id);
      expect(await publicIds('?type=event')).toContain(created.id);
      expect(await publicIds('?type=news')).not.toContain(created.id);
    });

    it('defaults organizerType to public, isOnline to false, and blanks to null', async () => {
      const created = await submit(
        publicEvent({
          organizerType: undefined,
          isOnline: undefined,
          endAt: '',
          contactEmail: '',
          externalUrl: '',
          address: '',
        }),
      );
      expect(created).toMatchObject({
        organizerType: 'public',
        isOnline: false,
        endAt: null,
        contactEmail: null,
        externalUrl: null,
        address: null,
      });
    });

    it('requires title, body and startAt', async () => {
      const details = await refused(publicEvent({ title: '  ', body: '', startAt: undefined }));
      expect(details).toEqual(
        expect.arrayContaining([
          { path: 'title', message: 'Required', code: 'required' },
          { path: 'body', message: 'Required', code: 'required' },
          { path: 'startAt', message: 'Required', code: 'required' },
        ]),
      );
      expect(details).toHaveLength(3);
    });

    it('refuses a start or end that is not a date-time', async () => {
      const details = await refused(publicEvent({ startAt: 'next Friday', endAt: '2026-13-45T25:00:00Z' }));
      expect(details).toEqual(
        expect.arrayContaining([
          { path: 'startAt', message: 'Invalid input', code: 'invalid_input' },
          { path: 'endAt', message: 'Invalid input', code: 'invalid_input' },
        ]),
      );
    });

    it('refuses an end before the start, and accepts an end equal to it', async () => {
      const details = await refused(publicEvent({ startAt: inDays(3, 18), endAt: inDays(3, 17) }));
      expect(details).toEqual([
        { path: 'endAt', message: 'End must not be before the start', code: 'end_before_start' },
      ]);
      await submit(publicEvent({ startAt: inDays(3, 18), endAt: inDays(3, 18) }));
    });

    it('requires a location name when the event is not online, and the error is on locationName', async () => {
      for (const locationName of [undefined, '', '   ', null]) {
        const details = await refused(publicEvent({ isOnline: false, locationName }));
        expect(details).toEqual([{ path: 'locationName', message: 'Required', code: 'required' }]);
      }
      const online = await submit(
        publicEvent({ isOnline: true, locationName: '', address: '1 Somewhere St' }),
      );
      expect(online).toMatchObject({ isOnline: true, locationName: null, address: null });
    });

    it('checks the contact email, the external URL and the organizer type', async () => {
      const details = await refused(
        publicEvent({
          contactEmail: 'not-an-email',
          externalUrl: 'javascript:alert(1)',
          organizerType: 'government',
        }),
      );
      expect(details).toEqual(
        expect.arrayContaining([
          { path: 'contactEmail', message: 'Invalid email address', code: 'invalid_email' },
          { path: 'externalUrl', message: 'Invalid URL', code: 'invalid_url' },
          { path: 'organizerType', message: 'Invalid input', code: 'invalid_input' },
        ]),
      );
      expect((await refused(publicEvent({ externalUrl: 'ftp://example.org/x' })))[0]).toMatchObject({
        path: 'externalUrl',
        code: 'invalid_url',
      });
      expect((await refused(publicEvent({ isOnline: 'yes' })))[0]).toMatchObject({
        path: 'isOnline',
        code: 'invalid_input',
      });
    });

    it('does not let the public set isApproved or any field outside the form', async () => {
      for (const extra of [{ isApproved: 1 }, { isApproved: 0 }, { image: 'https://example.org/a.png' }]) {
        const details = await refused(publicEvent(extra));
        expect(details).toEqual([
          { path: Object.keys(extra)[0], message: 'Unknown field', code: 'unrecognized_keys' },
        ]);
      }
      const before = (await allPosts()).length;
      await refused(publicNews({ isApproved: 1 }));
      expect(await allPosts()).toHaveLength(before);
    });
  });

  describe('POST /api/posts/public: news', () => {
    it('creates a pending news item with an optional image', async () => {
      const created = await submit(
        publicNews({ image: '/images/posts/bakery-news.svg', externalUrl: 'https://example.org/n' }),
      );
      expect(created).toMatchObject({
        type: 'news',
        organizerType: 'public',
        isApproved: 0,
        image: '/images/posts/bakery-news.svg',
        externalUrl: 'https://example.org/n',
        startAt: null,
        isOnline: false,
      });
      expect(await publicIds('?type=news')).not.toContain(created.id);
      await approve(created.id);
      expect(await publicIds('?type=news')).toContain(created.id);
    });

    it('requires a title and a body of at least 10 characters', async () => {
      expect(await refused(publicNews({ title: '', body: 'Too short' }))).toEqual(
        expect.arrayContaining([
          { path: 'title', message: 'Required', code: 'required' },
          { path: 'body', message: 'Must be at least 10 characters', code: 'too_short', min: 10 },
        ]),
      );
      expect(await refused(publicNews({ body: undefined }))).toEqual([
        { path: 'body', message: 'Required', code: 'required' },
      ]);
      await submit(publicNews({ body: '  0123456789  ' }));
    });

    it('accepts an empty external URL and image, and refuses ones that are not http(s)', async () => {
      expect(await submit(publicNews({ externalUrl: '', image: '' }))).toMatchObject({
        externalUrl: null,
        image: null,
      });
      expect(
        await refused(publicNews({ externalUrl: 'example', image: 'data:image/png;base64,AAAA' })),
      ).toEqual(
        expect.arrayContaining([
          { path: 'externalUrl', message: 'Invalid URL', code: 'invalid_url' },
          { path: 'image', message: 'Invalid URL', code: 'invalid_url' },
        ]),
      );
    });

    it('refuses event fields on a news item', async () => {
      expect(await refused(publicNews({ startAt: inDays(1) }))).toEqual([
        { path: 'startAt', message: 'Unknown field', code: 'unrecognized_keys' },
      ]);
    });

    it('requires a known type', async () => {
      expect(await refused({ title: 'x', body: 'long enough body' })).toEqual([
        { path: 'type', message: 'Required', code: 'required' },
      ]);
      expect(await refused(publicNews({ type: 'story' }))).toEqual([
        { path: 'type', message: 'Invalid input', code: 'invalid_input' },
      ]);
      expect(await refused([publicNews()])).toEqual([
        { path: 'type', message: 'Required', code: 'required' },
      ]);
    });

    it('answers a NUL character with a 400, never a 500', async () => {
      const res = await http()
        .post('/api/posts/public')
        .send(publicNews({ title: 'a\u0000b' }))
        .expect(400);
      expect(res.body.details).toEqual([{ path: 'title', message: 'Invalid text', code: 'invalid_string' }]);
    });
  });

  describe('GET /api/posts', () => {
    it('lists approved events by start, then news newest first, with public caching and an ETag', async () => {
      const later = await submit(publicEvent({ title: 'Later event', startAt: inDays(20), endAt: null }));
      const sooner = await submit(publicEvent({ title: 'Sooner event', startAt: inDays(2), endAt: null }));
      await approve(later.id);
      await approve(sooner.id);
      const res = await http().get('/api/posts').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      const posts: Post[] = res.body;
      expect(posts.every((p) => p.isApproved === 1)).toBe(true);
      const ids = posts.map((p) => p.id);
      expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
      const firstNews = posts.findIndex((p) => p.type === 'news');
      expect(posts.slice(firstNews).every((p) => p.type === 'news' || p.startAt === null)).toBe(true);
      await http().get('/api/posts').set('If-None-Match', res.headers.etag).expect(304);
    });

    it('filters by type and refuses an unknown type', async () => {
      const events: Post[] = (await http().get('/api/posts?type=event').expect(200)).body;
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((p) => p.type === 'event')).toBe(true);
      const res = await http().get('/api/posts?type=blog').expect(400);
      expect(res.body.details).toEqual([{ path: 'type', message: 'Invalid input', code: 'invalid_input' }]);
    });
  });

  describe('admin endpoints', () => {
    it('need an admin token', async () => {
      const post = await submit(publicNews());
      await http().get('/api/posts/all').expect(401);
      await http().post(`/api/posts/${post.id}/approve`).expect(401);
      await http().patch(`/api/posts/${post.id}`).send({ title: 'x' }).expect(401);
      await http().delete(`/api/posts/${post.id}`).expect(401);
      await http().get('/api/posts/all').set('Authorization', 'Bearer not-a-token').expect(401);
      expect(await publicIds()).not.toContain(post.id);
      const all = await allPosts();
      expect(all.find((p) => p.id === post.id)).toMatchObject({ isApproved: 0, title: post.title });
      const res = await http().get('/api/posts/all').set(admin()).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('approve, edit and delete, each recorded in the moderation log with the admin’s name', async () => {
      const post = await submit(publicEvent({ title: 'Logged event' }));
      await http().post(`/api/posts/${post.id}/approve`).set(admin('mykola')).expect(200);
      const edited = (
        await http()
          .patch(`/api/posts/${post.id}`)
          .set(admin('mykola'))
          .send({
            title: 'Logged event (moved)',
            isOnline: true,
            locationName: null,
            organizerType: 'business',
          })
          .expect(200)
      ).body;
      expect(edited).toMatchObject({
        title: 'Logged event (moved)',
        isOnline: true,
        locationName: null,
        organizerType: 'business',
        isApproved: 1,
      });
      await http().delete(`/api/posts/${post.id}`).set(admin('mykola')).expect(204);
      expect((await allPosts()).map((p) => p.id)).not.toContain(post.id);
      await http().delete(`/api/posts/${post.id}`).set(admin()).expect(404);

      const log: ModerationLogEntry[] = (
        await http().get('/api/communities/activity').set(admin()).expect(200)
      ).body;
      const lines = log.filter((l) => l.entityId === post.id);
      expect(lines.map((l) => [l.action, l.actor, l.entityType, l.entityName])).toEqual([
        ['deleted', 'mykola', 'post', 'Logged event (moved)'],
        ['updated', 'mykola', 'post', 'Logged event (moved)'],
        ['approved', 'mykola', 'post', 'Logged event'],
      ]);
    });

    it('does not log an approval of an approved post, nor an empty edit', async () => {
      const post = await submit(publicNews({ title: 'Quiet news' }));
      await approve(post.id);
      await approve(post.id);
      await http().patch(`/api/posts/${post.id}`).set(admin()).send({}).expect(200);
      const log: ModerationLogEntry[] = (
        await http().get('/api/communities/activity').set(admin()).expect(200)
      ).body;
      expect(log.filter((l) => l.entityId === post.id).map((l) => l.action)).toEqual(['approved']);
    });

    it('validates the admin form: type, organizer type, isApproved 0..1, isOnline boolean', async () => {
      const post = await submit(publicNews());
      const res = await http()
        .patch(`/api/posts/${post.id}`)
        .set(admin())
        .send({ type: 'blog', organizerType: 'council', isApproved: 2, isOnline: 'no', title: '' })
        .expect(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { path: 'type', message: 'Invalid input', code: 'invalid_input' },
          { path: 'organizerType', message: 'Invalid input', code: 'invalid_input' },
          { path: 'isApproved', message: 'Value is too large', code: 'too_big' },
          { path: 'isOnline', message: 'Invalid input', code: 'invalid_input' },
          { path: 'title', message: 'Required', code: 'required' },
        ]),
      );
      await http().patch(`/api/posts/${post.id}`).set(admin()).send({ isApproved: -1 }).expect(400);
      await http().patch(`/api/posts/${post.id}`).set(admin()).send({ createdAt: '2020-01-01' }).expect(400);
      expect((await allPosts()).find((p) => p.id === post.id)).toMatchObject({ isApproved: 0, type: 'news' });

      const approved = (
        await http()
          .patch(`/api/posts/${post.id}`)
          .set(admin())
          .send({ isApproved: 1, type: 'event', startAt: inDays(4) })
          .expect(200)
      ).body;
      expect(approved).toMatchObject({ isApproved: 1, type: 'event', startAt: inDays(4) });
    });

    it('checks an edited end against the stored start', async () => {
      const post = await submit(publicEvent({ startAt: inDays(10, 18), endAt: null }));
      const res = await http()
        .patch(`/api/posts/${post.id}`)
        .set(admin())
        .send({ endAt: inDays(10, 12) })
        .expect(400);
      expect(res.body.details).toEqual([
        { path: 'endAt', message: 'End must not be before the start', code: 'end_before_start' },
      ]);
      await http()
        .patch(`/api/posts/${post.id}`)
        .set(admin())
        .send({ endAt: inDays(10, 21) })
        .expect(200);
    });

    it('answers unknown and malformed ids with 404', async () => {
      const unknown = '3f1e2d3c-4b5a-4678-9abc-def012345678';
      await http().post(`/api/posts/${unknown}/approve`).set(admin()).expect(404);
      await http().patch(`/api/posts/${unknown}`).set(admin()).send({ title: 'x' }).expect(404);
      const res = await http().delete('/api/posts/not-a-uuid').set(admin()).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Post not found' });
    });
  });
});

describe('svc-content post submissions under the public-write limit', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startContent({ RATE_LIMIT_PUBLIC_WRITE: '2/3600' });
  });
  afterAll(() => svc.close());

  it('answers 429 with Retry-After once a client has used its submissions, storing nothing more', async () => {
    const send = (body: Record<string, unknown>) => request(svc.server).post('/api/posts/public').send(body);
    await send(publicEvent()).expect(201);
    await send(publicNews()).expect(201);
    const refused = await send(publicNews()).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too many requests. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const all: Post[] = (
      await request(svc.server).get('/api/posts/all').set('Authorization', adminAuth()).expect(200)
    ).body;
    expect(all).toHaveLength(2);
  });
});
