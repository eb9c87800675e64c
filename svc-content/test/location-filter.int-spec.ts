import request from 'supertest';
import type { Community, Post } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';
import { publicEvent } from './posts-fixtures';

// Issue 28, point 3: the location filter applies to communities and events on the server, in
// either language and script, as it does to businesses.
describe('svc-content location filter', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = { Authorization: adminAuth() };
  const approved = async (path: string, body: Record<string, unknown>) => {
    const created = (await http().post(`${path}/public`).send(body).expect(201)).body as { id: string };
    await http().post(`${path}/${created.id}/approve`).set(admin).expect(200);
  };
  const names = async (path: string, query: string): Promise<string[]> =>
    ((await http().get(`${path}?${query}`).expect(200)).body as (Community | Post)[])
      .map((row) => ('name' in row ? row.name : row.title))
      .sort();

  beforeAll(async () => {
    svc = await startContent();
    await approved(
      '/api/communities',
      publicCommunity({
        name: 'Camden Ukrainian Choir',
        description: 'We sing on Saturdays near Camden Town.',
      }),
    );
    await approved(
      '/api/communities',
      publicCommunity({
        name: 'Bradford Ukrainian Club',
        description: 'A club for families in Bradford and Leeds.',
        descriptionUk: 'Клуб для родин у Бредфорді та Лідсі.',
      }),
    );
    await approved(
      '/api/communities',
      publicCommunity({
        name: 'Kyiv Friends Edinburgh',
        nameUk: 'Друзі Києва в Единбурзі',
        description: 'People from Kyiv who live in Edinburgh.',
      }),
    );
    await approved(
      '/api/posts',
      publicEvent({
        title: 'Camden choir concert',
        locationName: 'Camden Centre',
        address: 'Euston Road, London',
      }),
    );
    await approved(
      '/api/posts',
      publicEvent({
        title: 'Ealing embroidery',
        locationName: 'Ealing library',
        address: '103 Broadway, London W5',
      }),
    );
    await approved(
      '/api/posts',
      publicEvent({
        title: 'Вечір пам’яті',
        body: 'Зустріч земляків, місто Київ, за чаєм.',
        locationName: 'Hall 2',
        address: 'Kensington',
      }),
    );
  });
  afterAll(() => svc.close());

  it('lists only the communities at the place, in either script', async () => {
    expect(await names('/api/communities', 'location=Camden')).toEqual(['Camden Ukrainian Choir']);
    expect(await names('/api/communities', 'location=camden')).toEqual(['Camden Ukrainian Choir']);
    expect(await names('/api/communities', `location=${encodeURIComponent('Київ')}`)).toEqual([
      'Kyiv Friends Edinburgh',
    ]);
    expect(await names('/api/communities', `location=${encodeURIComponent('Kyiv')}&lang=uk`)).toEqual([
      'Друзі Києва в Единбурзі',
    ]);
    expect(await names('/api/communities', 'location=Manchester')).toEqual([]);
    expect((await names('/api/communities', '')).length).toBe(3);
  });

  it('combines the location with a search', async () => {
    expect(await names('/api/communities', 'q=club&location=Bradford')).toEqual(['Bradford Ukrainian Club']);
    expect(await names('/api/communities', 'q=club&location=Camden')).toEqual([]);
  });

  it('lists only the events at the place: its place name and address as typed, or its text in either script', async () => {
    expect(await names('/api/posts', 'type=event&location=Camden')).toEqual(['Camden choir concert']);
    expect(await names('/api/posts', 'location=W5')).toEqual(['Ealing embroidery']);
    expect(await names('/api/posts', 'location=Kyiv')).toEqual(['Вечір пам’яті']);
    expect(await names('/api/posts', 'type=news&location=Camden')).toEqual([]);
    expect(await names('/api/posts', 'q=concert&location=Ealing')).toEqual([]);
  });

  it('refuses a location longer than a search may be', async () => {
    const res = await http().get(`/api/communities?location=${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'location' })]);
  });
});
