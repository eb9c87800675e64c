import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { Client } from 'pg';
import { PHOTO_VARIANTS, photoVariantUrl, type PhotoFormat, type PhotoVariant } from '@byp/contracts';
import { hostilePhotos, phoneHeic, phoneJpeg, type ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicBusiness, startCatalog } from './catalog-test-app';

const FILES: Array<[PhotoVariant, PhotoFormat]> = [
  ['card', 'webp'],
  ['card', 'jpg'],
  ['wide', 'webp'],
  ['wide', 'jpg'],
];

describe('svc-catalog photos (issue 26)', () => {
  let svc: ServiceUnderTest;
  const api = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const upload = (bytes: Buffer, draft = randomUUID(), type = 'image/jpeg') =>
    api().post(`/api/businesses/photos?draft=${draft}`).set('Content-Type', type).send(bytes);
  const photoRows = async (): Promise<number> => {
    const db = new Client({ connectionString: svc.db.url });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT count(*)::int AS n FROM catalog.photo');
      return rows[0].n as number;
    } finally {
      await db.end();
    }
  };

  /** A different picture each call (one picture re-encoded is one hash, shared by its uploads), EXIF kept. */
  let variation = 0;
  const anotherPhoto = () =>
    sharp(phoneJpeg())
      .keepMetadata()
      .modulate({ hue: (variation += 7) })
      .jpeg()
      .toBuffer();

  beforeAll(async () => {
    svc = await startCatalog();
  });
  afterAll(() => svc.close());

  it.each([
    ['a JPEG', phoneJpeg, 'image/jpeg'],
    ['an iPhone HEIC', phoneHeic, 'image/heic'],
  ])(
    're-encodes %s to every size in WebP and JPEG, with no metadata (no GPS) left',
    async (_, photo, type) => {
      const uploaded = (await upload(photo(), randomUUID(), type).expect(201)).body;
      expect(uploaded).toEqual({
        url: expect.stringMatching(/^\/api\/businesses\/photos\/[0-9a-f]{32}\.jpg$/),
        width: PHOTO_VARIANTS.wide.width,
        height: PHOTO_VARIANTS.wide.height,
      });
      // Visible once an approved business uses it (admin-created businesses are approved).
      await api()
        .post('/api/businesses')
        .set(admin())
        .send({ ...publicBusiness(), heroImage: uploaded.url })
        .expect(201);
      for (const [variant, format] of FILES) {
        const res = await api()
          .get(photoVariantUrl(uploaded.url, variant, format))
          .buffer(true)
          .parse((r, done) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(res.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const body = res.body as Buffer;
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe(format === 'webp' ? 'webp' : 'jpeg');
        expect([meta.width, meta.height]).toEqual([
          PHOTO_VARIANTS[variant].width,
          PHOTO_VARIANTS[variant].height,
        ]);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        // Not even a trace of the camera's EXIF block or its GPS IFD.
        for (const marker of ['Exif\0\0', 'Apple', 'iPhone', 'GPS'])
          expect(body.includes(marker)).toBe(false);
      }
    },
  );

  it.each(hostilePhotos().map((h) => [h.name, h] as const))(
    'refuses %s, storing nothing',
    async (_, hostile) => {
      const before = await photoRows();
      const res = await upload(hostile.bytes, randomUUID(), 'image/jpeg').expect(hostile.status);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({
        statusCode: hostile.status,
        details: [{ path: 'photos', code: hostile.code }],
      });
      expect(await photoRows()).toBe(before);
    },
  );

  it('refuses a 50 MB upload from its declared length, and a chunked one once it passes 10 MB', async () => {
    const before = await photoRows();
    const big = Buffer.alloc(50 * 1024 * 1024, 0xff);
    const res = await upload(big).expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, details: [{ code: 'photo_too_large' }] });

    // Without a Content-Length the service reads only up to the limit, then answers.
    if (!svc.server.listening) await new Promise<void>((r) => svc.server.listen(0, r));
    const { port } = svc.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          method: 'POST',
          path: `/api/businesses/photos?draft=${randomUUID()}`,
          headers: { 'Content-Type': 'image/jpeg' },
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      // The service closes the connection after refusing: a write may then fail (EPIPE), which is
      // fine as long as the answer arrived.
      req.on('error', () => undefined);
      req.on('close', () => reject(new Error('closed without an answer')));
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const pump = () => {
        while (sent < 50 && req.write(chunk)) sent++;
        if (sent < 50) req.once('drain', pump);
        else req.end();
      };
      req.on('response', () => req.destroy());
      pump();
    });
    expect(status).toBe(413);
    expect(await photoRows()).toBe(before);
  });

  // One test for both limits: the 8 uploads that fill one form, and one of another form, are the 9
  // that no form may name (each upload is re-encoded to every size: the slow part of this file).
  it('takes 8 photos per form and refuses the 9th; refuses a form naming more than 8 uploaded photos, or one never uploaded', async () => {
    const draft = randomUUID();
    const urls: string[] = [];
    for (let i = 0; i < 8; i++) urls.push((await upload(await anotherPhoto(), draft).expect(201)).body.url);
    const before = await photoRows();
    const res = await upload(await anotherPhoto(), draft).expect(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      error: 'At most 8 photos',
      details: [{ code: 'photo_limit_reached' }],
    });
    expect(await photoRows()).toBe(before);

    // Two forms' uploads (each form takes 8 at most), named together by a ninth-photo edit of the form.
    urls.push((await upload(await anotherPhoto(), randomUUID()).expect(201)).body.url);
    const distinct = [...new Set(urls)];
    expect(distinct).toHaveLength(9);
    const tooMany = await api()
      .post('/api/businesses/public')
      .send(publicBusiness({ heroImage: distinct[0], galleryImages: distinct.slice(1) }))
      .expect(400);
    expect(tooMany.body).toMatchObject({ details: [{ path: 'photos', code: 'photo_limit_reached' }] });
    const unknown = await api()
      .post('/api/businesses/public')
      .send(publicBusiness({ heroImage: `/api/businesses/photos/${'ab'.repeat(16)}.jpg` }))
      .expect(400);
    expect(unknown.body).toMatchObject({ details: [{ path: 'photos', code: 'photo_unknown' }] });
  });

  it("keeps a pending submission's photos from visitors until approval; the admin sees and can remove them", async () => {
    const draft = randomUUID();
    const [first, second] = [
      (await upload(await anotherPhoto(), draft).expect(201)).body.url as string,
      (await upload(await anotherPhoto(), draft).expect(201)).body.url as string,
    ];
    // Before any form uses it, an upload is nobody's to see but an admin's.
    await api()
      .get(photoVariantUrl(first, 'card', 'webp'))
      .expect(404);
    const created = (
      await api()
        .post('/api/businesses/public')
        .send(publicBusiness({ heroImage: first, galleryImages: [second] }))
        .expect(201)
    ).body;
    for (const url of [first, second]) {
      const pending = await api()
        .get(photoVariantUrl(url, 'card', 'jpg'))
        .expect(404);
      expect(pending.headers['cache-control']).toBe('no-store');
      const forAdmin = await api()
        .get(photoVariantUrl(url, 'card', 'jpg'))
        .set(admin())
        .expect(200);
      expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    }
    await api().post(`/api/businesses/${created.id}/approve`).set(admin()).expect(200);
    await api()
      .get(photoVariantUrl(first, 'card', 'webp'))
      .expect(200);
    // The admin removes the second photo: its files are gone for everyone.
    await api().patch(`/api/businesses/${created.id}`).set(admin()).send({ galleryImages: [] }).expect(200);
    await api()
      .get(photoVariantUrl(second, 'wide', 'jpg'))
      .set(admin())
      .expect(404);
    await api()
      .get(photoVariantUrl(first, 'wide', 'jpg'))
      .expect(200);
  });

  it('shows an upload to the form that uploaded it (its draft id) for its preview, to no other visitor', async () => {
    const draft = randomUUID();
    const url = (await upload(await anotherPhoto(), draft).expect(201)).body.url as string;
    const card = photoVariantUrl(url, 'card', 'jpg');
    const own = await api().get(`${card}?draft=${draft}`).expect(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    for (const other of [`?draft=${randomUUID()}`, '?draft=not-a-uuid', ''])
      await api().get(`${card}${other}`).expect(404);
  });
});
