import request from 'supertest';
import type { Community, Post } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';
import { publicEvent, publicNews } from './posts-fixtures';

const EN_DESCRIPTION = 'Weekly rehearsals of Ukrainian folk songs for anyone who likes to sing.';
const UK_DESCRIPTION = 'Щотижневі репетиції українських народних пісень для всіх, хто любить співати.';

describe('svc-content bilingual communities and posts', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = { Authorization: adminAuth() };
  const submitCommunity = async (fields: Record<string, unknown>): Promise<Community> =>
    (await http().post('/api/communities/public').send(publicCommunity(fields)).expect(201)).body;
  const submitPost = async (body: Record<string, unknown>): Promise<Post> =>
    (await http().post('/api/posts/public').send(body).expect(201)).body;
  const refused = async (path: string, body: Record<string, unknown>) =>
    (await http().post(path).send(body).expect(400)).body.details;
  const communityIn = async (id: string, query = '', headers: Record<string, string> = {}) => {
    const res = await http().get(`/api/communities${query}`).set(headers).expect(200);
    return { res, community: (res.body as Community[]).find((c) => c.id === id)! };
  };
  const patchCommunity = (id: string, body: Record<string, unknown>) =>
    http().patch(`/api/communities/${id}`).set(admin).send(body);

  let both: Community;
  let englishOnly: Community;
  let ukrainianOnly: Community;

  beforeAll(async () => {
    svc = await startContent();
    both = await submitCommunity({
      name: 'Leeds Folk Choir',
      nameUk: 'Лідський народний хор',
      description: EN_DESCRIPTION,
      descriptionUk: UK_DESCRIPTION,
    });
    englishOnly = await submitCommunity({
      name: 'Hull Chess Club',
      description: 'Chess on Mondays for all ages.',
    });
    ukrainianOnly = await submitCommunity({
      name: undefined,
      description: undefined,
      nameUk: 'Клуб вишивальниць Йорка',
      descriptionUk: 'Вишиваємо разом щочетверга в бібліотеці.',
    });
    for (const c of [both, englishOnly, ukrainianOnly]) {
      await http().post(`/api/communities/${c.id}/approve`).set(admin).expect(200);
    }
  });
  afterAll(() => svc.close());

  describe('reads in the language asked for', () => {
    it('answers in English by default, with both values of each text', async () => {
      const { res, community } = await communityIn(both.id);
      expect(res.headers['content-language']).toBe('en');
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      expect(community).toMatchObject({
        name: 'Leeds Folk Choir',
        description: EN_DESCRIPTION,
        nameI18n: { en: 'Leeds Folk Choir', uk: 'Лідський народний хор' },
        descriptionI18n: { en: EN_DESCRIPTION, uk: UK_DESCRIPTION },
      });
    });

    it('answers in Ukrainian for lang=uk, and lang wins over Accept-Language', async () => {
      const { res, community } = await communityIn(both.id, '?lang=uk', { 'Accept-Language': 'en-GB' });
      expect(res.headers['content-language']).toBe('uk');
      expect(community).toMatchObject({ name: 'Лідський народний хор', description: UK_DESCRIPTION });
      const english = await communityIn(both.id, '?lang=en', { 'Accept-Language': 'uk' });
      expect(english.community.name).toBe('Leeds Folk Choir');
    });

    it('follows Accept-Language without lang: the first of en and uk by q, uk-UA counting as uk', async () => {
      const uk = await communityIn(both.id, '', { 'Accept-Language': 'de-DE, uk-UA;q=0.9, en;q=0.8' });
      expect(uk.res.headers['content-language']).toBe('uk');
      expect(uk.community.name).toBe('Лідський народний хор');
      const en = await communityIn(both.id, '', { 'Accept-Language': 'uk;q=0.5, en;q=0.7' });
      expect(en.community.name).toBe('Leeds Folk Choir');
      const neither = await communityIn(both.id, '', { 'Accept-Language': 'fr-FR' });
      expect(neither.community.name).toBe('Leeds Folk Choir');
    });

    it('falls back to the other language where the one asked for is missing, and says so in the pairs', async () => {
      const { community: inUk } = await communityIn(englishOnly.id, '?lang=uk');
      expect(inUk).toMatchObject({
        name: 'Hull Chess Club',
        nameI18n: { en: 'Hull Chess Club', uk: null },
        descriptionI18n: { en: 'Chess on Mondays for all ages.', uk: null },
      });
      const { community: inEn } = await communityIn(ukrainianOnly.id, '?lang=en');
      expect(inEn).toMatchObject({
        name: 'Клуб вишивальниць Йорка',
        description: 'Вишиваємо разом щочетверга в бібліотеці.',
        nameI18n: { en: null, uk: 'Клуб вишивальниць Йорка' },
      });
    });

    it('sorts the public list by the name in the language asked for', async () => {
      const names = async (lang: string) =>
        ((await http().get(`/api/communities?lang=${lang}`).expect(200)).body as Community[]).map(
          (c) => c.id,
        );
      // 'Hull' < 'Leeds' < 'Клуб' in English; in Ukrainian 'Hull' still sorts before Cyrillic names.
      expect(await names('en')).toEqual([englishOnly.id, both.id, ukrainianOnly.id]);
      expect(await names('uk')).toEqual([englishOnly.id, ukrainianOnly.id, both.id]);
    });

    it('gives each language its own ETag, so a cached English answer is not reused for Ukrainian', async () => {
      const en = await http().get('/api/communities?lang=en').expect(200);
      const uk = await http().get('/api/communities?lang=uk').expect(200);
      expect(en.headers.etag).not.toBe(uk.headers.etag);
      await http()
        .get('/api/communities')
        .set('Accept-Language', 'uk')
        .set('If-None-Match', en.headers.etag)
        .expect(200);
      await http()
        .get('/api/communities')
        .set('Accept-Language', 'uk')
        .set('If-None-Match', uk.headers.etag)
        .expect(304);
    });

    it('reads a lang other than en or uk as none: Accept-Language, else English', async () => {
      const fr = await communityIn(both.id, '?lang=fr', { 'Accept-Language': 'uk' });
      expect(fr.res.headers['content-language']).toBe('uk');
      expect(fr.community.name).toBe('Лідський народний хор');
      expect((await communityIn(both.id, '?lang=de')).community.name).toBe('Leeds Folk Choir');
      const posts = await http().get('/api/posts?lang=de').expect(200);
      expect(posts.headers['content-language']).toBe('en');
      await http()
        .get(`/api/posts?lang=${'x'.repeat(21)}`)
        .expect(400);
    });

    it('answers the admin list and write answers in the language asked for too', async () => {
      const all: Community[] = (await http().get('/api/communities/all?lang=uk').set(admin).expect(200)).body;
      expect(all.find((c) => c.id === both.id)!.name).toBe('Лідський народний хор');
      const created = (
        await http()
          .post('/api/communities/public?lang=uk')
          .send(publicCommunity({ name: 'Derby Scouts', nameUk: 'Пласт у Дербі' }))
          .expect(201)
      ).body as Community;
      expect(created.name).toBe('Пласт у Дербі');
    });
  });

  describe('public community submissions', () => {
    it('take the English values alone, the Ukrainian ones alone, or both', async () => {
      expect(englishOnly).toMatchObject({
        nameI18n: { en: 'Hull Chess Club', uk: null },
        descriptionI18n: { en: 'Chess on Mondays for all ages.', uk: null },
      });
      expect(ukrainianOnly).toMatchObject({
        name: 'Клуб вишивальниць Йорка',
        nameI18n: { en: null, uk: 'Клуб вишивальниць Йорка' },
        descriptionI18n: { en: null, uk: 'Вишиваємо разом щочетверга в бібліотеці.' },
      });
      expect(both.nameI18n).toEqual({ en: 'Leeds Folk Choir', uk: 'Лідський народний хор' });
    });

    it('treat a blank value as missing, so a form may send the second language empty', async () => {
      const created = await submitCommunity({
        name: '  ',
        nameUk: 'Гурток кераміки',
        description: '',
        descriptionUk: 'Ліпимо з глини щонеділі вдень.',
      });
      expect(created.nameI18n).toEqual({ en: null, uk: 'Гурток кераміки' });
      expect(created.descriptionI18n.en).toBeNull();
    });

    it('report neither language on the spec’s path with the spec’s message', async () => {
      const details = await refused(
        '/api/communities/public',
        publicCommunity({ name: '', nameUk: ' ', description: undefined, descriptionUk: '' }),
      );
      expect(details).toEqual([
        { path: 'name', message: 'Required', code: 'required' },
        { path: 'description', message: 'Required', code: 'required' },
      ]);
    });

    it('apply the length rules to each value given', async () => {
      expect(await refused('/api/communities/public', publicCommunity({ descriptionUk: 'Коротко' }))).toEqual(
        [{ path: 'descriptionUk', message: 'Must be at least 10 characters', code: 'too_short', min: 10 }],
      );
      expect(await refused('/api/communities/public', publicCommunity({ nameUk: 'я'.repeat(201) }))).toEqual([
        expect.objectContaining({ path: 'nameUk', message: 'Must be at most 200 characters' }),
      ]);
      expect(await refused('/api/communities/public', publicCommunity({ nameUk: 42 }))).toEqual([
        { path: 'nameUk', message: 'Invalid text', code: 'invalid_string' },
      ]);
    });
  });

  describe('public event and news submissions', () => {
    it('take a title and body in either language or both', async () => {
      const english = await submitPost(publicEvent());
      expect(english.titleI18n).toEqual({ en: 'Embroidery evening', uk: null });
      const ukrainian = await submitPost(
        publicEvent({ title: undefined, body: '', titleUk: 'Вечір вишивки', bodyUk: 'Беріть п’яльця!' }),
      );
      expect(ukrainian).toMatchObject({
        title: 'Вечір вишивки',
        titleI18n: { en: null, uk: 'Вечір вишивки' },
        bodyI18n: { en: null, uk: 'Беріть п’яльця!' },
      });
      const news = await submitPost(
        publicNews({
          titleUk: 'Українська полиця в Кройдоні',
          bodyUk: 'Двісті книжок українською вже можна взяти.',
        }),
      );
      expect(news.titleI18n).toEqual({
        en: 'Ukrainian shelf opens in Croydon library',
        uk: 'Українська полиця в Кройдоні',
      });
    });

    it('report a missing pair on the spec’s path with the spec’s message', async () => {
      expect(await refused('/api/posts/public', publicEvent({ title: '', body: undefined }))).toEqual([
        { path: 'title', message: 'Required', code: 'required' },
        { path: 'body', message: 'Required', code: 'required' },
      ]);
      expect(
        await refused('/api/posts/public', publicNews({ title: undefined, titleUk: '', body: '' })),
      ).toEqual([
        { path: 'title', message: 'Required', code: 'required' },
        { path: 'body', message: 'Required', code: 'required' },
      ]);
    });

    it('apply the news body minimum to the Ukrainian text too', async () => {
      expect(await refused('/api/posts/public', publicNews({ bodyUk: 'Замало' }))).toEqual([
        { path: 'bodyUk', message: 'Must be at least 10 characters', code: 'too_short', min: 10 },
      ]);
      const ukOnly = await submitPost(
        publicNews({ body: undefined, bodyUk: 'Десять літер щонайменше тут.' }),
      );
      expect(ukOnly).toMatchObject({
        body: 'Десять літер щонайменше тут.',
        bodyI18n: { en: null, uk: 'Десять літер щонайменше тут.' },
      });
    });
  });

  describe('admin PATCH', () => {
    it('clears one language while the other stays, and logs the edit', async () => {
      const c = await submitCommunity({ name: 'Clear Me', nameUk: 'Очисти мене' });
      const cleared: Community = (await patchCommunity(c.id, { name: null }).expect(200)).body;
      expect(cleared).toMatchObject({ name: 'Очисти мене', nameI18n: { en: null, uk: 'Очисти мене' } });
      const back: Community = (
        await patchCommunity(c.id, { name: 'Cleared And Back', nameUk: '' }).expect(200)
      ).body;
      expect(back.nameI18n).toEqual({ en: 'Cleared And Back', uk: null });
      const log = (await http().get('/api/communities/activity').set(admin).expect(200)).body;
      expect(log.filter((l: { entityId: string }) => l.entityId === c.id)).toHaveLength(2);
    });

    it('refuses to clear the only language, on the spec’s path, changing nothing', async () => {
      const c = await submitCommunity({ name: 'Only English', description: EN_DESCRIPTION });
      for (const body of [{ name: '' }, { name: null, nameUk: '  ' }, { description: null }]) {
        const res = await patchCommunity(c.id, body).expect(400);
        expect(res.body.details).toEqual([
          { path: Object.keys(body)[0], message: 'Required', code: 'required' },
        ]);
      }
      // A value of the wrong type is not a missing one (issue 31).
      expect((await patchCommunity(c.id, { name: 42 }).expect(400)).body.details).toEqual([
        { path: 'name', message: 'Invalid input', code: 'invalid_input' },
      ]);
      const stored = (await http().get('/api/communities/all').set(admin).expect(200)).body.find(
        (x: Community) => x.id === c.id,
      );
      expect(stored).toEqual(c);
    });

    it('reports a cleared pair together with the body’s other problems', async () => {
      const post = await submitPost(publicNews());
      const res = await http()
        .patch(`/api/posts/${post.id}`)
        .set(admin)
        .send({ title: '', isApproved: 5, bodyUk: 'x'.repeat(5001) })
        .expect(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { path: 'isApproved', message: 'Value is too large', code: 'too_big' },
          expect.objectContaining({ path: 'bodyUk', message: 'Must be at most 5000 characters' }),
          { path: 'title', message: 'Required', code: 'required' },
        ]),
      );
    });

    it('sets and clears a post’s Ukrainian title and text', async () => {
      const post = await submitPost(publicEvent());
      const patched: Post = (
        await http()
          .patch(`/api/posts/${post.id}?lang=uk`)
          .set(admin)
          .send({ titleUk: 'Вечір вишивки', bodyUk: 'Українською.' })
          .expect(200)
      ).body;
      expect(patched).toMatchObject({ title: 'Вечір вишивки', body: 'Українською.' });
      const english: Post = (
        await http().patch(`/api/posts/${post.id}`).set(admin).send({ title: null, bodyUk: null }).expect(200)
      ).body;
      expect(english).toMatchObject({
        titleI18n: { en: null, uk: 'Вечір вишивки' },
        bodyI18n: { en: publicEvent().body, uk: null },
        title: 'Вечір вишивки',
      });
    });
  });

  it('documents lang, the I18n fields, the Ukrainian write fields and X-Did-You-Mean in OpenAPI', async () => {
    const doc = (await http().get('/api/docs/content-json').expect(200)).body;
    const list = doc.paths['/api/communities'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['lang', 'q']),
    );
    expect(list.parameters.find((p: { name: string }) => p.name === 'lang').schema.enum).toEqual([
      'en',
      'uk',
    ]);
    expect(Object.keys(list.responses['200'].headers)).toContain('X-Did-You-Mean');
    expect(Object.keys(doc.paths['/api/posts'].get.responses['200'].headers)).toContain('X-Did-You-Mean');
    expect(doc.paths['/api/posts/feed.xml'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'lang',
    );
    const schemas = doc.components.schemas;
    expect(schemas.CommunityResponseDto.properties.nameI18n).toBeDefined();
    expect(schemas.PostResponseDto.properties.bodyI18n).toBeDefined();
    expect(schemas.I18nTextDto.properties.uk).toMatchObject({ type: 'string', nullable: true });
    expect(Object.keys(schemas.CreatePublicCommunityDto.properties)).toEqual(
      expect.arrayContaining(['name', 'nameUk', 'description', 'descriptionUk']),
    );
    expect(Object.keys(schemas.UpdatePostDto.properties)).toEqual(
      expect.arrayContaining(['titleUk', 'bodyUk']),
    );
  });

  describe('feeds', () => {
    let event: Post;
    let englishEvent: Post;
    let news: Post;
    beforeAll(async () => {
      event = await submitPost(
        publicEvent({
          title: 'Carol evening',
          titleUk: 'Вечір колядок',
          body: 'Sing carols together.',
          bodyUk: 'Співаймо колядки разом.',
          startAt: '2027-12-20T18:00:00.000Z',
          endAt: null,
        }),
      );
      englishEvent = await submitPost(
        publicEvent({ title: 'Chess night', startAt: '2027-12-21T18:00:00.000Z', endAt: null }),
      );
      news = await submitPost(
        publicNews({ titleUk: 'Новина українською', bodyUk: 'Текст новини українською.' }),
      );
      for (const p of [event, englishEvent, news]) {
        await http().post(`/api/posts/${p.id}/approve`).set(admin).expect(200);
      }
    });

    it('are English by default, whatever Accept-Language says', async () => {
      const ics = await http().get('/api/posts/calendar.ics').set('Accept-Language', 'uk').expect(200);
      expect(ics.headers['content-language']).toBe('en');
      expect(ics.text).toContain('SUMMARY:Carol evening');
      expect(ics.text).toContain('Blue & Yellow Pages: Events');
      const rss = await http().get('/api/posts/feed.xml').set('Accept-Language', 'uk').expect(200);
      expect(rss.text).toContain('<language>en-GB</language>');
      expect(rss.text).toContain('Ukrainian shelf opens in Croydon library');
    });

    it('are Ukrainian for lang=uk, each text falling back to English where it has none', async () => {
      const ics = await http().get('/api/posts/calendar.ics?lang=uk').expect(200);
      expect(ics.headers['content-language']).toBe('uk');
      expect(ics.text).toContain('SUMMARY:Вечір колядок');
      expect(ics.text).toContain('Співаймо колядки разом.');
      expect(ics.text).toContain('SUMMARY:Chess night');
      expect(ics.text).toContain('Синьо-жовті сторінки: події');
      const rss = await http().get('/api/posts/feed.xml?lang=uk').expect(200);
      expect(rss.text).toContain('<language>uk</language>');
      expect(rss.text).toContain('Новина українською');
      expect(rss.text).toContain('<title>Синьо-жовті сторінки: новини</title>');
      const one = await http().get(`/api/posts/${event.id}/calendar.ics?lang=uk`).expect(200);
      expect(one.text).toContain('SUMMARY:Вечір колядок');
    });
  });
});
