import request from 'supertest';
import { crawlerView, jsonLdProblems, type ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';
import { inDays, publicEvent, publicNews } from './posts-fixtures';

// Issue 25: the addresses /communities/{slug} and /news-events/{slug}: slugs made by the database
// (readable, unique, Cyrillic romanised, kept on renames with a 301), the heads crawlers read
// (checked as a crawler parses them, against the schema.org types' properties), hostile names kept
// inert, and the sitemap's parts listing exactly the approved items.
describe('svc-content slugs, page heads and sitemap', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const submitCommunity = async (overrides: Record<string, unknown>) =>
    (await http().post('/api/communities/public').send(publicCommunity(overrides)).expect(201)).body as {
      id: string;
      slug: string;
    };
  const approveCommunity = (id: string) =>
    http().post(`/api/communities/${id}/approve`).set(admin()).expect(200);
  const submitPost = async (body: Record<string, unknown>) =>
    (await http().post('/api/posts/public').send(body).expect(201)).body as { id: string; slug: string };
  const approvePost = (id: string) => http().post(`/api/posts/${id}/approve`).set(admin()).expect(200);
  const HOSTILE = 'Evil </script><script>alert(1)</script> "><img src=x onerror=alert(2)> & Co';

  beforeAll(async () => {
    svc = await startContent({ PUBLIC_URL: 'https://pages.example.org' });
  });
  afterAll(() => svc.close());

  it('makes community slugs from the English name, else the Ukrainian one romanised, unique', async () => {
    const english = await submitCommunity({ name: 'Leeds Ukrainian Book Club' });
    expect(english.slug).toBe('leeds-ukrainian-book-club');
    const twin = await submitCommunity({ name: 'Leeds Ukrainian Book Club' });
    expect(twin.slug).toBe('leeds-ukrainian-book-club-2');
    const ukrainian = await submitCommunity({
      name: undefined,
      nameUk: 'Суботня школа «Ялинка»',
      description: undefined,
      descriptionUk: 'Українська суботня школа для дітей від чотирьох років у Лідсі.',
    });
    expect(ukrainian.slug).toBe('subotnia-shkola-yalynka');
  });

  it('answers approved communities by slug, pending and unknown ones 404, renamed ones 301', async () => {
    const created = await submitCommunity({ name: 'Bristol Choir Dzvin' });
    await http().get('/api/communities/by-slug/bristol-choir-dzvin').expect(404);
    await approveCommunity(created.id);
    const found = await http().get('/api/communities/by-slug/bristol-choir-dzvin?lang=en').expect(200);
    expect(found.body).toMatchObject({
      id: created.id,
      slug: 'bristol-choir-dzvin',
      name: 'Bristol Choir Dzvin',
    });
    await http()
      .patch(`/api/communities/${created.id}`)
      .set(admin())
      .send({ name: 'Bristol Ukrainian Choir Dzvin' })
      .expect(200);
    const moved = await http().get('/api/communities/by-slug/bristol-choir-dzvin').expect(301);
    expect(moved.headers.location).toBe('/api/communities/by-slug/bristol-ukrainian-choir-dzvin');
    const page = await http()
      .get('/api/communities/by-slug/bristol-choir-dzvin/head')
      .set('X-Item-Page', '1')
      .expect(301);
    expect(page.headers.location).toBe('/communities/bristol-ukrainian-choir-dzvin');
    const now = await http()
      .get('/api/communities/by-slug/bristol-ukrainian-choir-dzvin/head')
      .set('X-Item-Page', '1')
      .expect(200);
    expect(now.headers['x-accel-redirect']).toBe('/_item-page/communities');
    await http().get('/api/communities/by-slug/no-such-community').expect(404);
  });

  it("serves a community's head: title, description, canonical, hreflang, Open Graph and an Organization", async () => {
    const created = await submitCommunity({
      name: 'Manchester Ukrainian Dance Group',
      website: 'https://dance.example.org',
      instagram: '@mcr_dance',
      heroImage: '/images/communities/books.svg',
    });
    await approveCommunity(created.id);
    for (const lang of ['en', 'uk'] as const) {
      const res = await http().get(`/api/communities/by-slug/${created.slug}/head?lang=${lang}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const view = crawlerView(`<!doctype html><html><head>${res.text}</head><body></body></html>`);
      const url = `https://pages.example.org/communities/${created.slug}${lang === 'uk' ? '?lang=uk' : ''}`;
      expect(view.title).toMatch(/^Manchester Ukrainian Dance Group · /);
      expect(view.canonical).toBe(url);
      expect(view.alternates).toEqual({
        en: `https://pages.example.org/communities/${created.slug}`,
        uk: `https://pages.example.org/communities/${created.slug}?lang=uk`,
        'x-default': `https://pages.example.org/communities/${created.slug}`,
      });
      expect(view.meta).toMatchObject({
        description: expect.stringContaining('Monthly meetings'),
        'og:title': 'Manchester Ukrainian Dance Group',
        'og:url': url,
        'og:image': 'https://pages.example.org/images/communities/books.svg',
        'twitter:card': 'summary_large_image',
      });
      expect(view.jsonLd).toHaveLength(1);
      expect(view.jsonLd[0]).toMatchObject({
        '@type': 'Organization',
        name: 'Manchester Ukrainian Dance Group',
        url,
      });
      expect(await jsonLdProblems(view.jsonLd[0], ['description', 'image', 'sameAs'])).toEqual([]);
    }
  });

  it('makes post slugs from titles and serves an Event with UK times and offsets, location and organizer', async () => {
    const community = await submitCommunity({ name: 'Ealing Stitchers' });
    await approveCommunity(community.id);
    // 20 June is summer time (+01:00), 5 December winter time (+00:00), whatever the server's zone.
    const year = new Date().getUTCFullYear() + 1;
    const summer = await submitPost(
      publicEvent({
        title: 'Вечір вишивки',
        organizerId: community.id,
        startAt: `${year}-06-20T17:00:00.000Z`,
        endAt: `${year}-06-20T19:00:00.000Z`,
      }),
    );
    expect(summer.slug).toBe('vechir-vyshyvky');
    await approvePost(summer.id);
    for (const lang of ['en', 'uk'] as const) {
      const res = await http().get(`/api/posts/by-slug/${summer.slug}/head?lang=${lang}`).expect(200);
      const event = crawlerView(`<html><head>${res.text}</head></html>`).jsonLd[0];
      expect(event).toMatchObject({
        '@type': 'Event',
        name: 'Вечір вишивки',
        url: `https://pages.example.org/news-events/vechir-vyshyvky${lang === 'uk' ? '?lang=uk' : ''}`,
        startDate: `${year}-06-20T18:00:00+01:00`,
        endDate: `${year}-06-20T20:00:00+01:00`,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: 'Ealing library, room 2' },
        organizer: {
          '@type': 'Organization',
          name: 'Ealing Stitchers',
          url: 'https://pages.example.org/communities/ealing-stitchers',
        },
      });
      expect(await jsonLdProblems(event, ['description', 'url', 'image'])).toEqual([]);
    }

    const online = await submitPost(
      publicEvent({
        title: 'Online Ukrainian lesson',
        isOnline: true,
        locationName: '',
        address: '',
        startAt: `${year}-12-05T18:30:00.000Z`,
        endAt: '',
      }),
    );
    await approvePost(online.id);
    const onlineHead = await http().get(`/api/posts/by-slug/${online.slug}/head`).expect(200);
    const onlineEvent = crawlerView(`<html><head>${onlineHead.text}</head></html>`).jsonLd[0];
    expect(onlineEvent).toMatchObject({
      startDate: `${year}-12-05T18:30:00+00:00`,
      endDate: `${year}-12-05T19:30:00+00:00`,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://example.org/embroidery' },
    });
    expect(await jsonLdProblems(onlineEvent, ['endDate', 'organizer'])).toEqual([]);
  });

  it('serves news as a NewsArticle; renamed posts answer 301', async () => {
    const news = await submitPost(publicNews({ title: 'Croydon library opens a Ukrainian shelf' }));
    await approvePost(news.id);
    for (const lang of ['en', 'uk'] as const) {
      const res = await http().get(`/api/posts/by-slug/${news.slug}/head?lang=${lang}`).expect(200);
      const view = crawlerView(`<html><head>${res.text}</head></html>`);
      expect(view.meta['og:type']).toBe('article');
      expect(view.jsonLd[0]).toMatchObject({
        '@type': 'NewsArticle',
        headline: 'Croydon library opens a Ukrainian shelf',
        inLanguage: lang,
        publisher: {
          '@type': 'Organization',
          name: lang === 'uk' ? 'Синьо-жовті сторінки' : 'Blue & Yellow Pages',
        },
      });
      expect(
        await jsonLdProblems(view.jsonLd[0], ['image', 'dateModified', 'author', 'publisher', 'description']),
      ).toEqual([]);
    }
    await http()
      .patch(`/api/posts/${news.id}`)
      .set(admin())
      .send({ title: 'Croydon library opens a shelf of Ukrainian books' })
      .expect(200);
    const moved = await http().get(`/api/posts/by-slug/${news.slug}`).expect(301);
    expect(moved.headers.location).toBe(
      '/api/posts/by-slug/croydon-library-opens-a-shelf-of-ukrainian-books',
    );
  });

  it('keeps hostile names inert in every tag and in the JSON-LD', async () => {
    const created = await submitCommunity({
      name: HOSTILE,
      description: `${HOSTILE} description that is long enough.`,
    });
    await approveCommunity(created.id);
    const res = await http().get(`/api/communities/by-slug/${created.slug}/head`).expect(200);
    expect(res.text).not.toContain('</script><script>');
    expect(res.text).not.toContain('<img');
    expect(res.text).not.toContain('"><');
    const view = crawlerView(`<html><head>${res.text}</head><body></body></html>`);
    expect(view.injected).toEqual([]);
    expect(view.document.querySelectorAll('script')).toHaveLength(1);
    expect(view.meta['og:title']).toBe(HOSTILE);
    expect(view.title).toBe(`${HOSTILE} · Blue & Yellow Pages`);
    expect(view.jsonLd[0]).toMatchObject({ name: HOSTILE });
    const event = await submitPost(publicEvent({ title: HOSTILE, startAt: inDays(3), endAt: inDays(3, 20) }));
    await approvePost(event.id);
    const eventHead = await http().get(`/api/posts/by-slug/${event.slug}/head`).expect(200);
    expect(crawlerView(`<html><head>${eventHead.text}</head></html>`).jsonLd[0]).toMatchObject({
      name: HOSTILE,
    });
    expect(eventHead.text).not.toMatch(/<img|<\/script><script>/);
  });

  it('lists exactly the approved communities and posts in the sitemap parts', async () => {
    const pending = await submitCommunity({ name: 'Pending Community For Sitemap' });
    const pendingPost = await submitPost(publicNews({ title: 'Pending news for the sitemap' }));
    const approved = (await http().get('/api/communities').expect(200)).body as {
      slug: string;
      updatedAt: string;
    }[];
    const parts = await http().get('/api/communities/sitemap-parts').expect(200);
    expect(parts.text.trim()).toMatch(
      /^<sitemap><loc>https:\/\/pages\.example\.org\/sitemaps\/communities\.xml<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>$/,
    );
    const part = await http().get('/api/communities/sitemap.xml').expect(200);
    expect(part.headers['content-type']).toMatch(/xml/);
    const locs = [...part.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locs).toEqual(approved.map((c) => `https://pages.example.org/communities/${c.slug}`).sort());
    expect(part.text).not.toContain(pending.slug);
    const lastmods = [...part.text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)];
    expect(lastmods).toHaveLength(locs.length);

    const posts = (await http().get('/api/posts').expect(200)).body as { slug: string }[];
    const postPart = await http().get('/api/posts/sitemap.xml').expect(200);
    const postLocs = [...postPart.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(postLocs).toEqual(posts.map((p) => `https://pages.example.org/news-events/${p.slug}`).sort());
    expect(postPart.text).not.toContain(pendingPost.slug);
    await http().get('/api/posts/sitemap.xml?page=2').expect(404);
    await http().get('/api/posts/sitemap.xml?page=0').expect(400);
  });
});
