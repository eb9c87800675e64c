import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { photoVariantUrl } from '@byp/contracts';
import { hostilePhotos, phoneHeic, phoneJpeg, type ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';

/** Communities' photos (issue 26): nest-common's photo module in svc-content, owned by communities. */
describe('svc-content community photos', () => {
  let svc: ServiceUnderTest;
  const api = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const upload = (bytes: Buffer, draft: string, type = 'image/jpeg') =>
    api().post(`/api/communities/photos?draft=${draft}`).set('Content-Type', type).send(bytes);

  beforeAll(async () => {
    svc = await startContent();
  });
  afterAll(() => svc.close());

  it('keeps a pending community’s photos hidden until approved, then serves them immutable; the admin removes one', async () => {
    const draft = randomUUID();
    const hero = (await upload(phoneHeic(), draft, 'image/heic').expect(201)).body.url as string;
    const more = (await upload(phoneJpeg(), draft).expect(201)).body.url as string;
    expect(hero).toMatch(/^\/api\/communities\/photos\/[0-9a-f]{32}\.jpg$/);
    const created = (
      await api()
        .post('/api/communities/public')
        .send(publicCommunity({ heroImage: hero, galleryImages: [more] }))
        .expect(201)
    ).body;
    expect(created).toMatchObject({ heroImage: hero, galleryImages: [more], isApproved: 0 });
    await api()
      .get(photoVariantUrl(hero, 'card', 'webp'))
      .expect(404);
    await api()
      .get(photoVariantUrl(hero, 'card', 'webp'))
      .set(admin())
      .expect(200);

    await api().post(`/api/communities/${created.id}/approve`).set(admin()).expect(200);
    const served = await api()
      .get(photoVariantUrl(hero, 'card', 'webp'))
      .expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');

    await api().patch(`/api/communities/${created.id}`).set(admin()).send({ galleryImages: [] }).expect(200);
    await api()
      .get(photoVariantUrl(more, 'wide', 'jpg'))
      .set(admin())
      .expect(404);
  });

  it('refuses hostile files here too', async () => {
    for (const hostile of hostilePhotos()) {
      const res = await upload(hostile.bytes, randomUUID());
      expect([res.status, res.body.details?.[0]?.code]).toEqual([hostile.status, hostile.code]);
    }
  });
});
