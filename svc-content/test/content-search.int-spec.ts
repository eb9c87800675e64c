import request from 'supertest';
import { DID_YOU_MEAN_HEADER, type Community, type Post } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';
import { publicEvent, publicNews } from './posts-fixtures';

const didYouMeanOf = (res: request.Response): string | undefined => {
  const header = res.headers[DID_YOU_MEAN_HEADER.toLowerCase()] as string | undefined;
  return header === undefined ? undefined : decodeURIComponent(header);
};

describe('svc-content search of communities and posts', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = { Authorization: adminAuth() };
  const approved = async <T extends { id: string }>(
    path: string,
    body: Record<string, unknown>,
  ): Promise<T> => {
    const created: T = (await http().post(`${path}/public`).send(body).expect(201)).body;
    await http().post(`${path}/${created.id}/approve`).set(admin).expect(200);
    return created;
  };
  const community = (fields: Record<string, unknown>) =>
    approved<Community>('/api/communities', publicCommunity(fields));
  const search = async (path: string, q: string, extra = '') => {
    const res = await http()
      .get(`${path}?q=${encodeURIComponent(q)}${extra}`)
      .expect(200);
    return {
      res,
      names: (res.body as (Community | Post)[]).map((row) => ('name' in row ? row.name : row.title)),
    };
  };
  const communities = async (q: string, extra = '') => (await search('/api/communities', q, extra)).names;
  const posts = async (q: string, extra = '') => (await search('/api/posts', q, extra)).names;

  beforeAll(async () => {
    svc = await startContent();
    await community({ name: 'All Friends of Dnipro', description: 'Friends who meet for tea once a month.' });
    await community({
      name: 'Dnipro',
      nameUk: 'Дніпро',
      description: 'A society of people from the region.',
    });
    await community({
      name: 'Across the Thames Walkers',
      description: 'Walks along the Thames for families from Dnipro and Kharkiv.',
      descriptionUk: 'Прогулянки берегом Темзи для родин з Дніпра та Харкова.',
    });
    await community({
      name: 'Dnipro Dance Group',
      nameUk: 'Танцювальна група «Дніпро»',
      description: 'Folk dance for beginners on Tuesdays.',
    });
    await community({ name: 'Kozaky FC London', description: 'Sunday-league football on Hackney Marshes.' });
    await community({
      name: undefined,
      nameUk: 'Бандуристи Бристоля',
      description: undefined,
      descriptionUk: 'Граємо на бандурі щосуботи, інструменти позичаємо.',
    });
    await community({ name: 'Kyiv Saturday Club', nameUk: 'Київський суботній клуб' });
    await community({ name: 'Gerdan Beadwork Workshop', nameUk: 'Майстерня ґерданів' });
    await community({ name: 'Family Nearby', nameUk: 'Сімʼя поруч' });
    await community({ name: 'Home Food Swap', nameUk: 'Їжа з дому' });
    await http()
      .post('/api/communities/public')
      .send(publicCommunity({ name: 'Dnipro Pending Circle', nameUk: 'Гурток Жданівка' }))
      .expect(201);

    await approved<Post>(
      '/api/posts',
      publicNews({ title: 'Easter pysanky fair', body: 'Stalls and music all day.' }),
    );
    await approved<Post>(
      '/api/posts',
      publicNews({ title: 'Pysanky workshop', body: 'Wax, dyes and eggs provided.' }),
    );
    await approved<Post>(
      '/api/posts',
      publicNews({ title: 'Spring market', body: 'Honey, ceramics and pysanky from Ukrainian makers.' }),
    );
    await approved<Post>(
      '/api/posts',
      publicEvent({ title: 'Pysanky', body: 'An evening of egg painting.' }),
    );
    await approved<Post>(
      '/api/posts',
      publicEvent({ title: 'Borshch cook-along', titleUk: 'Варимо борщ разом', body: 'Cook with our chef.' }),
    );
    await approved<Post>(
      '/api/posts',
      publicNews({ title: 'Kharkiv Art Night', body: 'Paintings by artists from Kharkiv.' }),
    );
    await approved<Post>(
      '/api/posts',
      publicNews({
        title: undefined,
        body: undefined,
        titleUk: 'Хор «Дзвін» записав альбом',
        bodyUk: 'Дванадцять народних пісень зі струнним квартетом.',
      }),
    );
    await http()
      .post('/api/posts/public')
      .send(publicNews({ title: 'Pending pysanky news' }))
      .expect(201);
  });
  afterAll(() => svc.close());

  describe('communities', () => {
    it('finds a name written only in Latin letters from a Cyrillic query', async () => {
      expect(await communities('Козаки')).toEqual(['Kozaky FC London']);
      expect(await communities('КОЗАКИ')).toEqual(['Kozaky FC London']);
    });

    it('finds a name written only in Cyrillic from a Latin query', async () => {
      expect(await communities('Banduristy')).toEqual(['Бандуристи Бристоля']);
      expect(await communities('bandura')).toEqual(['Бандуристи Бристоля']);
    });

    it('finds today’s spelling from the older ones, in either script', async () => {
      for (const q of ['Kyiv', 'Kiev', 'КИЇВ', 'Киев'])
        expect(await communities(q)).toEqual(['Kyiv Saturday Club']);
    });

    it('ignores case, the three apostrophes, ґ/г and ї/і/и', async () => {
      for (const q of ['сімʼя', "сім'я", 'СІМ’Я', 'simia'])
        expect(await communities(q)).toEqual(['Family Nearby']);
      for (const q of ['ґерданів', 'герданів', 'GERDAN']) {
        expect(await communities(q)).toEqual(['Gerdan Beadwork Workshop']);
      }
      for (const q of ['їжа', 'іжа', 'ижа']) expect(await communities(q)).toEqual(['Home Food Swap']);
    });

    it('ranks exact name, then name prefix, then other name matches, then description', async () => {
      const ranked = ['Dnipro', 'Dnipro Dance Group', 'All Friends of Dnipro', 'Across the Thames Walkers'];
      expect(await communities('dnipro')).toEqual(ranked);
      expect(await communities('Дніпро')).toEqual(ranked);
      expect(await communities('Дніпро', '&lang=uk')).toEqual([
        'Дніпро',
        'Танцювальна група «Дніпро»',
        'All Friends of Dnipro',
        'Across the Thames Walkers',
      ]);
    });

    it('forgives a typo', async () => {
      const { res, names } = await search('/api/communities', 'Dniprro');
      expect(names).toEqual(
        expect.arrayContaining(['Dnipro', 'Dnipro Dance Group', 'All Friends of Dnipro']),
      );
      expect(names).not.toContain('Kozaky FC London');
      expect(didYouMeanOf(res)).toBeUndefined();
      expect(await communities('Kozakky')).toEqual(['Kozaky FC London']);
    });

    it('offers the closest name, in the language asked for, when nothing matches', async () => {
      const en = await search('/api/communities', 'ghardan');
      expect(en.names).toEqual([]);
      expect(en.res.headers[DID_YOU_MEAN_HEADER.toLowerCase()]).toBe(
        encodeURIComponent('Gerdan Beadwork Workshop'),
      );
      const uk = await search('/api/communities', 'Ghardan', '&lang=uk');
      expect(uk.names).toEqual([]);
      expect(didYouMeanOf(uk.res)).toBe('Майстерня ґерданів');
      const nothingClose = await search('/api/communities', 'zzzqqq');
      expect(nothingClose.names).toEqual([]);
      expect(didYouMeanOf(nothingClose.res)).toBeUndefined();
    });

    it('never finds or offers a pending community', async () => {
      expect(await communities('Pending Circle')).toEqual([]);
      for (const q of ['Жданівка', 'Zhdanivkka']) {
        const res = await search('/api/communities', q);
        expect(res.names).toEqual([]);
        expect(didYouMeanOf(res.res)).toBeUndefined();
      }
    });
  });

  describe('posts', () => {
    it('finds a Latin title from a Cyrillic query and a Cyrillic title from a Latin one', async () => {
      expect(await posts('Харків')).toEqual(['Kharkiv Art Night']);
      expect(await posts('Kharkov')).toEqual(['Kharkiv Art Night']);
      expect(await posts('Dzvin')).toEqual(['Хор «Дзвін» записав альбом']);
      expect(await posts('борщ')).toEqual(['Borshch cook-along']);
      expect(await posts('борщ', '&lang=uk')).toEqual(['Варимо борщ разом']);
    });

    it('ranks exact title, then title prefix, then other title matches, then the text, whatever the type', async () => {
      const ranked = ['Pysanky', 'Pysanky workshop', 'Easter pysanky fair', 'Spring market'];
      expect(await posts('pysanky')).toEqual(ranked);
      expect(await posts('писанки')).toEqual(ranked);
    });

    it('searches within one type', async () => {
      expect(await posts('pysanky', '&type=event')).toEqual(['Pysanky']);
      expect(await posts('pysanky', '&type=news')).toEqual([
        'Pysanky workshop',
        'Easter pysanky fair',
        'Spring market',
      ]);
    });

    it('forgives a typo and offers a close title when nothing matches', async () => {
      expect(await posts('Kharkivv')).toEqual(['Kharkiv Art Night']);
      const none = await search('/api/posts', 'Xarkiv');
      expect(none.names).toEqual([]);
      expect(didYouMeanOf(none.res)).toBe('Kharkiv Art Night');
    });

    it('refuses an over-long query and never finds a pending post', async () => {
      const res = await http()
        .get(`/api/posts?q=${'a'.repeat(201)}`)
        .expect(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ path: 'q', message: 'Must be at most 200 characters' }),
      ]);
      expect(await posts('Pending pysanky news')).not.toContain('Pending pysanky news');
    });
  });
});
