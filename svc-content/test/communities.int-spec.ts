import request from 'supertest';
import type { Community, ModerationLogEntry } from '@byp/contracts';
import { generateKeyPair, signAdminToken, type ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';

describe('svc-content communities', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = (username?: string) => ({ Authorization: adminAuth(username) });
  const submit = async (overrides: Record<string, unknown> = {}): Promise<Community> =>
    (await http().post('/api/communities/public').send(publicCommunity(overrides)).expect(201)).body;
  const approve = async (id: string): Promise<Community> =>
    (await http().post(`/api/communities/${id}/approve`).set(admin()).expect(200)).body;
  const publicList = async (query = ''): Promise<Community[]> =>
    (await http().get(`/api/communities${query}`).expect(200)).body;
  const activity = async (): Promise<ModerationLogEntry[]> =>
    (await http().get('/api/communities/activity').set(admin()).expect(200)).body;

  beforeAll(async () => {
    svc = await startContent();
  });
  afterAll(() => svc.close());

  describe('public submissions', () => {
    it('creates a pending community that visitors cannot see until an admin approves it', async () => {
      const created = await submit({ name: 'Pending Parish Choir' });
      expect(created).toMatchObject({ name: 'Pending Parish Choir', isApproved: 0, links: [] });
      expect(created.website).toBeNull();
      expect(created.contactEmail).toBeNull();
      expect((await publicList()).map((c) => c.id)).not.toContain(created.id);

      const all: Community[] = (await http().get('/api/communities/all').set(admin()).expect(200)).body;
      expect(all.find((c) => c.id === created.id)).toMatchObject({ isApproved: 0 });

      expect(await approve(created.id)).toMatchObject({ id: created.id, isApproved: 1 });
      expect((await publicList()).map((c) => c.id)).toContain(created.id);
    });

    it('stores every field of the public form, the Instagram handle as sent', async () => {
      const created = await submit({
        name: '  Sheffield Ukrainian Choir  ',
        website: 'https://sheffield-choir.example.org',
        contactEmail: 'choir@sheffield.example.org',
        instagram: '@sheffield.choir',
        tiktok: 'sheffieldchoir',
        links: ['https://a.example.org/1', 'https://a.example.org/1', '', 'http://b.example.org/2'],
        latitude: 53.38,
        longitude: -1.47,
      });
      expect(created).toMatchObject({
        name: 'Sheffield Ukrainian Choir',
        website: 'https://sheffield-choir.example.org',
        contactEmail: 'choir@sheffield.example.org',
        instagram: '@sheffield.choir',
        tiktok: 'sheffieldchoir',
        links: ['https://a.example.org/1', 'http://b.example.org/2'],
        latitude: 53.38,
        longitude: -1.47,
        isApproved: 0,
      });
    });

    it('accepts a website typed without https:// and stores it with it', async () => {
      const created = await submit({ website: ' www.leeds-choir.example.org/join ' });
      expect(created.website).toBe('https://www.leeds-choir.example.org/join');
    });

    it('stores the place name beside the point, and null when none is given', async () => {
      const created = await submit({
        placeName: ' Leeds, Chapeltown ',
        latitude: 53.8197,
        longitude: -1.5366,
      });
      expect(created).toMatchObject({
        placeName: 'Leeds, Chapeltown',
        latitude: 53.8197,
        longitude: -1.5366,
      });
      expect((await submit({ placeName: '' })).placeName).toBeNull();
    });

    it('accepts the product’s own image paths as the hero image', async () => {
      const created = await submit({ heroImage: '/images/communities/choir.svg' });
      expect(created.heroImage).toBe('/images/communities/choir.svg');
    });

    it('rejects isApproved from the public as an unknown field, storing nothing', async () => {
      const before = (await http().get('/api/communities/all').set(admin()).expect(200)).body.length;
      for (const value of [1, 0, true]) {
        const res = await http()
          .post('/api/communities/public')
          .send(publicCommunity({ isApproved: value }))
          .expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          error: 'Validation failed',
          details: [{ path: 'isApproved', message: 'Unknown field', code: 'unrecognized_keys' }],
        });
      }
      const after = (await http().get('/api/communities/all').set(admin()).expect(200)).body.length;
      expect(after).toBe(before);
    });

    it.each(['id', 'createdAt', 'verified', 'owner'])('rejects the unknown field %s', async (field) => {
      const res = await http()
        .post('/api/communities/public')
        .send(publicCommunity({ [field]: 'x' }))
        .expect(400);
      expect(res.body.details).toEqual([expect.objectContaining({ path: field, message: 'Unknown field' })]);
    });

    it.each([
      ['name', '', 'Required', 'required'],
      ['name', '   ', 'Required', 'required'],
      ['name', undefined, 'Required', 'required'],
      ['description', 'too short', 'Must be at least 10 characters', 'too_short'],
      ['description', undefined, 'Required', 'required'],
      ['heroImage', undefined, 'Required', 'required'],
      ['heroImage', 'not a url', 'Invalid URL', 'invalid_url'],
      ['heroImage', 'javascript:alert(1)', 'Invalid URL', 'invalid_url'],
      ['website', 'ftp://files.example.org', 'Invalid URL', 'invalid_url'],
      ['website', 'our website', 'Invalid URL', 'invalid_url'],
      ['website', 'javascript:alert(1)', 'Invalid URL', 'invalid_url'],
      ['contactEmail', 'not-an-email', 'Invalid email address', 'invalid_email'],
      ['links', ['https://ok.example.org', 'data:text/html,hi'], 'Invalid URL', 'invalid_url'],
      ['links', 'https://not-a-list.example.org', 'Invalid input', 'invalid_input'],
      ['latitude', 91, 'Value is too large', 'too_big'],
      ['longitude', -181, 'Value is too small', 'too_small'],
      ['latitude', '51.5', 'Invalid input', 'invalid_input'],
      ['instagram', 42, 'Invalid text', 'invalid_string'],
      ['placeName', 'x'.repeat(201), 'Must be at most 200 characters', 'too_long'],
    ])('rejects %s=%j with "%s"', async (field, value, message, code) => {
      const body = publicCommunity({ [field]: value });
      if (value === undefined) delete body[field];
      const res = await http().post('/api/communities/public').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Validation failed' });
      expect(res.body.details).toContainEqual(expect.objectContaining({ path: field, message, code }));
    });

    it('reports the description minimum with its number so clients can translate it', async () => {
      const res = await http()
        .post('/api/communities/public')
        .send(publicCommunity({ description: 'short' }))
        .expect(400);
      expect(res.body.details).toEqual([
        { path: 'description', message: 'Must be at least 10 characters', code: 'too_short', min: 10 },
      ]);
    });

    it('reports every missing required field at once', async () => {
      const res = await http().post('/api/communities/public').send({}).expect(400);
      expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
        'description',
        'heroImage',
        'name',
      ]);
    });

    it('caps the number of links', async () => {
      const links = Array.from({ length: 21 }, (_, i) => `https://links.example.org/${i}`);
      const res = await http().post('/api/communities/public').send(publicCommunity({ links })).expect(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ path: 'links', message: 'Value is too large' }),
      ]);
    });

    it('answers malformed JSON with a 400 in the error shape', async () => {
      const res = await http()
        .post('/api/communities/public')
        .set('Content-Type', 'application/json')
        .send('{"name":')
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: expect.any(String) });
    });
  });

  describe('public list', () => {
    let approvedIds: string[];
    beforeAll(async () => {
      const made = await Promise.all([
        submit({ name: 'Zhytomyr Friends Oxford', description: 'Friends of Zhytomyr meeting in Oxford.' }),
        submit({
          name: 'Aardvark Saturday School',
          description: 'Ukrainian classes for children near the river.',
          contactEmail: 'Head@Aardvark-School.example.org',
        }),
        submit({ name: '100% Ukrainian Dance', description: 'Hopak lessons and social dancing.' }),
      ]);
      approvedIds = (await Promise.all(made.map((c) => approve(c.id)))).map((c) => c.id);
      await submit({ name: 'Hidden Saturday School', description: 'Still waiting for a moderator.' });
    });

    it('lists approved communities by name, each with isApproved 1, with cache headers and an ETag', async () => {
      const res = await http().get('/api/communities').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      const names = (res.body as Community[]).map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect((res.body as Community[]).every((c) => c.isApproved === 1)).toBe(true);
      for (const id of approvedIds) expect((res.body as Community[]).map((c) => c.id)).toContain(id);
      await http().get('/api/communities').set('If-None-Match', res.headers.etag).expect(304);
    });

    it('searches name, description and contact email case-insensitively, never showing pending ones', async () => {
      expect((await publicList('?q=SATURDAY')).map((c) => c.name)).toEqual(['Aardvark Saturday School']);
      expect((await publicList('?q=near%20the%20RIVER')).map((c) => c.name)).toEqual([
        'Aardvark Saturday School',
      ]);
      expect((await publicList('?q=head%40aardvark')).map((c) => c.name)).toEqual([
        'Aardvark Saturday School',
      ]);
      expect(await publicList('?q=zzz-nothing')).toEqual([]);
    });

    it('takes % and _ in the search literally', async () => {
      expect((await publicList('?q=100%25')).map((c) => c.name)).toEqual(['100% Ukrainian Dance']);
      expect(await publicList('?q=_')).toEqual([]);
    });

    it('rejects unknown query parameters and over-long searches', async () => {
      const unknown = await http().get('/api/communities?approved=0').expect(400);
      expect(unknown.body.details).toEqual([
        expect.objectContaining({ path: 'approved', message: 'Unknown field' }),
      ]);
      const long = await http()
        .get(`/api/communities?q=${'a'.repeat(201)}`)
        .expect(400);
      expect(long.body.details).toEqual([
        expect.objectContaining({ path: 'q', message: 'Must be at most 200 characters' }),
      ]);
    });
  });

  describe('admin', () => {
    it('requires an admin token for every admin endpoint', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const calls = [
        () => http().get('/api/communities/all'),
        () => http().get('/api/communities/activity'),
        () => http().post(`/api/communities/${id}/approve`),
        () => http().patch(`/api/communities/${id}`).send({ name: 'x' }),
        () => http().delete(`/api/communities/${id}`),
      ];
      const foreign = `Bearer ${signAdminToken(generateKeyPair().privateKey)}`;
      for (const call of calls) {
        expect((await call().expect(401)).body).toEqual({ statusCode: 401, error: 'Unauthorized' });
        await call().set('Authorization', foreign).expect(401);
      }
    });

    it('lists pending communities first in /all, never cached', async () => {
      const pending = await submit({ name: 'Newest Pending Group' });
      const res = await http().get('/api/communities/all').set(admin()).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const all = res.body as Community[];
      const firstApproved = all.findIndex((c) => c.isApproved === 1);
      expect(all.slice(0, firstApproved === -1 ? all.length : firstApproved).map((c) => c.id)).toContain(
        pending.id,
      );
      expect(all.slice(firstApproved).every((c) => c.isApproved === 1)).toBe(true);
    });

    it('edits only the fields sent and logs who did it', async () => {
      const created = await submit({
        name: 'Edit Me',
        instagram: '@before',
        website: 'https://before.example.org',
      });
      const patched = (
        await http()
          .patch(`/api/communities/${created.id}`)
          .set(admin('mykola'))
          .send({ description: 'A brand new description.', website: '', latitude: 51.5, longitude: -0.12 })
          .expect(200)
      ).body;
      expect(patched).toMatchObject({
        name: 'Edit Me',
        instagram: '@before',
        description: 'A brand new description.',
        website: null,
        latitude: 51.5,
        longitude: -0.12,
        isApproved: 0,
      });
      expect((await activity())[0]).toMatchObject({
        actor: 'mykola',
        action: 'updated',
        entityType: 'community',
        entityId: created.id,
        entityName: 'Edit Me',
      });
    });

    it('may approve through PATCH isApproved and clear coordinates with null', async () => {
      const created = await submit({ latitude: 51.5, longitude: -0.1 });
      const patched = (
        await http()
          .patch(`/api/communities/${created.id}`)
          .set(admin())
          .send({ isApproved: 1, latitude: null, longitude: null })
          .expect(200)
      ).body;
      expect(patched).toMatchObject({ isApproved: 1, latitude: null, longitude: null });
    });

    it.each([
      ['name', '', 'Required'],
      ['name', null, 'Required'],
      ['description', '  ', 'Required'],
      ['heroImage', '', 'Required'],
      ['heroImage', 'file:///etc/passwd', 'Invalid URL'],
      ['website', 'javascript:alert(1)', 'Invalid URL'],
      ['contactEmail', 'nope', 'Invalid email address'],
      ['isApproved', 2, 'Value is too large'],
      ['isApproved', -1, 'Value is too small'],
      ['isApproved', 'yes', 'Invalid input'],
      ['latitude', 'north', 'Invalid input'],
      ['links', ['mailto:a@b.c'], 'Invalid URL'],
      ['createdAt', '2020-01-01', 'Unknown field'],
    ])('rejects an edit of %s to %j with "%s", changing nothing', async (field, value, message) => {
      const created = await submit({ name: 'Stays The Same' });
      const res = await http()
        .patch(`/api/communities/${created.id}`)
        .set(admin())
        .send({ [field]: value })
        .expect(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ path: field, message }));
      const all: Community[] = (await http().get('/api/communities/all').set(admin()).expect(200)).body;
      expect(all.find((c) => c.id === created.id)).toEqual(created);
    });

    it('logs an approval once, with the admin and the name, and approving again changes nothing', async () => {
      const created = await submit({ name: 'Approve Once' });
      const first = (
        await http().post(`/api/communities/${created.id}/approve`).set(admin('oksana')).expect(200)
      ).body;
      expect(first.isApproved).toBe(1);
      await http().post(`/api/communities/${created.id}/approve`).set(admin('oksana')).expect(200);
      const lines = (await activity()).filter((e) => e.entityId === created.id);
      expect(lines).toEqual([
        expect.objectContaining({ actor: 'oksana', action: 'approved', entityName: 'Approve Once' }),
      ]);
    });

    it('deletes permanently and logs the name the community had', async () => {
      const created = await submit({ name: 'Delete Me' });
      await approve(created.id);
      await http().delete(`/api/communities/${created.id}`).set(admin('taras')).expect(204);
      expect((await publicList()).map((c) => c.id)).not.toContain(created.id);
      const res = await http().delete(`/api/communities/${created.id}`).set(admin()).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Community not found' });
      expect((await activity())[0]).toMatchObject({
        actor: 'taras',
        action: 'deleted',
        entityId: created.id,
        entityName: 'Delete Me',
      });
    });

    it('answers unknown and malformed ids with 404', async () => {
      const unknown = '00000000-0000-4000-8000-00000000abcd';
      for (const id of [unknown, 'not-a-uuid', '1']) {
        await http().post(`/api/communities/${id}/approve`).set(admin()).expect(404);
        await http().patch(`/api/communities/${id}`).set(admin()).send({ name: 'x' }).expect(404);
        await http().delete(`/api/communities/${id}`).set(admin()).expect(404);
      }
    });
  });
});

describe('svc-content community submissions under the public-write limit', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startContent({ RATE_LIMIT_PUBLIC_WRITE: '2/3600' });
  });
  afterAll(() => svc.close());

  it('answers 429 with Retry-After once a client has used its submissions, storing nothing more', async () => {
    const send = () => request(svc.server).post('/api/communities/public').send(publicCommunity());
    await send().expect(201);
    await send().expect(201);
    const refused = await send().expect(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too many requests. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const all: Community[] = (
      await request(svc.server).get('/api/communities/all').set('Authorization', adminAuth()).expect(200)
    ).body;
    expect(all).toHaveLength(2);
  });
});
