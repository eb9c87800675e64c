import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { xml2js, type Element } from 'xml-js';
import type { Post } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, startContent } from './communities-test-app';
import { publicEvent, publicNews } from './posts-fixtures';

interface CalendarComponent {
  name: string;
  props: { name: string; params: string; value: string }[];
  children: CalendarComponent[];
}

/**
 * A strict reader of RFC 5545 text: CRLF line endings, folded lines unfolded, every BEGIN closed by
 * its END. Throws on anything else, so a malformed feed fails the test.
 */
function parseICalendar(text: string): CalendarComponent {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const root: CalendarComponent = { name: '', props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const match = /^([A-Z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name, params, value] = match;
    const top = stack[stack.length - 1];
    if (name === 'BEGIN') {
      const child = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (top.name !== value) throw new Error(`END:${value} closes ${top.name}`);
      stack.pop();
    } else {
      top.props.push({ name, params, value });
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced calendar');
  return root.children[0];
}

const prop = (component: CalendarComponent, name: string) => component.props.find((p) => p.name === name);
const unescape = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

/** London wall-clock time of an instant as iCalendar writes it (yyyyMMddTHHmmss). */
const londonStamp = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
};

describe('svc-content calendar and news feeds', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const submit = async (body: Record<string, unknown>): Promise<Post> =>
    (await http().post('/api/posts/public').send(body).expect(201)).body;
  const approve = (id: string) =>
    http().post(`/api/posts/${id}/approve`).set('Authorization', adminAuth()).expect(200);

  let summerEvent: Post;
  let winterOnline: Post;
  let pendingEvent: Post;
  let openEnded: Post;
  let news: Post[];
  let pendingNews: Post;
  // The news image's own server: the RSS enclosure states what it answers (807 bytes of SVG).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(190)}</svg>`.padEnd(807, ' ');
  let imageServer: Server;
  let imageUrl: string;

  beforeAll(async () => {
    imageServer = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': Buffer.byteLength(svg) });
      res.end(req.method === 'HEAD' ? undefined : svg);
    });
    await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
    imageUrl = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}/images/bakery-news.svg`;
    svc = await startContent({ PUBLIC_URL: 'https://pages.example.org' });
    // One date in British Summer Time, one in Greenwich Mean Time.
    summerEvent = await submit(
      publicEvent({
        title: 'Summer fête; music, food',
        startAt: '2027-07-10T11:00:00.000Z',
        endAt: '2027-07-10T16:30:00.000Z',
      }),
    );
    winterOnline = await submit(
      publicEvent({
        title: 'Winter webinar',
        isOnline: true,
        locationName: '',
        startAt: '2027-01-15T19:00:00.000Z',
        endAt: '2027-01-15T20:00:00.000Z',
        externalUrl: '',
      }),
    );
    openEnded = await submit(
      publicEvent({ title: 'Open-ended meetup', startAt: '2027-03-01T18:00:00.000Z', endAt: null }),
    );
    pendingEvent = await submit(publicEvent({ title: 'Still pending event' }));
    news = [
      await submit(publicNews({ title: 'First <news> & more', image: imageUrl })),
      await submit(publicNews({ title: 'Second news', externalUrl: 'https://example.org/second' })),
    ];
    pendingNews = await submit(publicNews({ title: 'Pending news' }));
    for (const post of [summerEvent, winterOnline, openEnded, ...news]) await approve(post.id);
    // A generous limit for a busy machine: the service boots and takes eight requests here.
  }, 60_000);
  afterAll(async () => {
    await svc.close();
    imageServer.close();
  });

  describe('GET /api/posts/calendar.ics', () => {
    it('is an iCalendar document with exactly the approved events, in Europe/London time', async () => {
      const res = await http().get('/api/posts/calendar.ics').expect(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const calendar = parseICalendar(res.text);
      expect(calendar.name).toBe('VCALENDAR');
      expect(prop(calendar, 'VERSION')?.value).toBe('2.0');
      expect(prop(calendar, 'X-WR-TIMEZONE')?.value).toBe('Europe/London');
      const zone = calendar.children.find((c) => c.name === 'VTIMEZONE');
      expect(prop(zone!, 'TZID')?.value).toBe('Europe/London');
      expect(zone!.children.map((c) => c.name).sort()).toEqual(['DAYLIGHT', 'STANDARD']);

      const events = calendar.children.filter((c) => c.name === 'VEVENT');
      const summaries = events.map((e) => unescape(prop(e, 'SUMMARY')!.value)).sort();
      expect(summaries).toEqual(['Open-ended meetup', 'Summer fête; music, food', 'Winter webinar']);
      expect(res.text).not.toContain('Still pending event');
      expect(res.text).not.toContain('First <news>');

      const byTitle = (title: string) => events.find((e) => unescape(prop(e, 'SUMMARY')!.value) === title)!;
      const summer = byTitle('Summer fête; music, food');
      expect(prop(summer, 'DTSTART')).toMatchObject({
        params: ';TZID=Europe/London',
        value: '20270710T120000',
      });
      expect(prop(summer, 'DTEND')).toMatchObject({
        params: ';TZID=Europe/London',
        value: '20270710T173000',
      });
      expect(prop(summer, 'DTSTART')!.value).toBe(londonStamp(summerEvent.startAt!));
      expect(unescape(prop(summer, 'LOCATION')!.value)).toBe(
        'Ealing library, room 2, 103 Broadway, London W5 5JY',
      );
      expect(prop(summer, 'UID')!.value).toBe(`${summerEvent.id}@blue-yellow-pages`);
      // Issue 25: each event links its own page, absolute; its external link ends its text.
      expect(prop(summer, 'URL')!.value).toBe(`https://pages.example.org/news-events/${summerEvent.slug}`);
      expect(summerEvent.slug).toBe('summer-fete-music-food');
      expect(unescape(prop(summer, 'DESCRIPTION')!.value)).toMatch(/\n\nhttps:\/\/example\.org\/embroidery$/);

      const winter = byTitle('Winter webinar');
      expect(prop(winter, 'DTSTART')!.value).toBe('20270115T190000');
      expect(prop(winter, 'LOCATION')!.value).toBe('Online');
      expect(prop(winter, 'URL')!.value).toBe('https://pages.example.org/news-events/winter-webinar');
      expect(unescape(prop(winter, 'DESCRIPTION')!.value)).not.toContain('https://');

      const open = byTitle('Open-ended meetup');
      expect(prop(open, 'DTEND')!.value).toBe('20270301T190000');

      // RFC 5545 §3.8.7: DTSTAMP, CREATED and LAST-MODIFIED are UTC, with a Z.
      for (const name of ['DTSTAMP', 'CREATED', 'LAST-MODIFIED']) {
        expect(prop(summer, name)).toMatchObject({
          params: '',
          value: expect.stringMatching(/^\d{8}T\d{6}Z$/),
        });
      }
      const stored = (await http().get('/api/posts?type=event').expect(200)).body as Post[];
      const summerNow = stored.find((p) => p.id === summerEvent.id)!;
      expect(prop(summer, 'LAST-MODIFIED')!.value).toBe(
        summerNow.updatedAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
      );
    });

    it('drops an event from the feed once it is deleted', async () => {
      const extra = await submit(publicEvent({ title: 'Short-lived event' }));
      await approve(extra.id);
      expect((await http().get('/api/posts/calendar.ics').expect(200)).text).toContain('Short-lived event');
      await http().delete(`/api/posts/${extra.id}`).set('Authorization', adminAuth()).expect(204);
      expect((await http().get('/api/posts/calendar.ics').expect(200)).text).not.toContain(
        'Short-lived event',
      );
    });
  });

  describe('GET /api/posts/:id/calendar.ics', () => {
    it('is one approved event as a downloadable .ics', async () => {
      const res = await http().get(`/api/posts/${summerEvent.id}/calendar.ics`).expect(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="summer-fete-music-food.ics"');
      const events = parseICalendar(res.text).children.filter((c) => c.name === 'VEVENT');
      expect(events).toHaveLength(1);
      expect(prop(events[0], 'DTSTART')!.value).toBe('20270710T120000');
    });

    it('is 404 for pending events, news and unknown ids', async () => {
      await http().get(`/api/posts/${pendingEvent.id}/calendar.ics`).expect(404);
      await http().get(`/api/posts/${news[0].id}/calendar.ics`).expect(404);
      await http().get('/api/posts/0b0e5f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b/calendar.ics').expect(404);
      const missing = await http().get('/api/posts/nope/calendar.ics').expect(404);
      // The error shape, typed as what it is (not the route's text/calendar).
      expect(missing.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(missing.headers['content-disposition']).toBeUndefined();
      expect(missing.body).toMatchObject({ statusCode: 404 });
    });
  });

  describe('GET /api/posts/feed.xml', () => {
    it('is well-formed RSS 2.0 with exactly the approved news, newest first', async () => {
      const res = await http().get('/api/posts/feed.xml').expect(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      // xml-js parses strictly: a malformed document throws.
      const doc = xml2js(res.text, { compact: false }) as Element;
      const rss = doc.elements!.find((e) => e.name === 'rss')!;
      expect(rss.attributes?.version).toBe('2.0');
      const channel = rss.elements!.find((e) => e.name === 'channel')!;
      const text = (el: Element, name: string) => {
        const child = el.elements?.find((e) => e.name === name);
        return child?.elements?.map((e) => e.text ?? e.cdata ?? '').join('');
      };
      expect(text(channel, 'link')).toBe('https://pages.example.org/news-events');
      const items = channel.elements!.filter((e) => e.name === 'item');
      expect(items.map((i) => text(i, 'title'))).toEqual(['Second news', 'First <news> & more']);
      // Issue 25: every item links its own page, absolute (the page links an external article).
      expect(text(items[0], 'link')).toBe('https://pages.example.org/news-events/second-news');
      expect(text(items[1], 'link')).toBe(`https://pages.example.org/news-events/${news[0].slug}`);
      expect(news[0].slug).toBe('first-news-and-more');
      expect(text(items[1], 'guid')).toBe(news[0].id);
      // A UUID is no URL: readers must not open it as the item's page.
      const guid = items[1].elements!.find((e) => e.name === 'guid');
      expect(guid?.attributes?.isPermaLink).toBe('false');
      expect(new Date(text(items[0], 'pubDate')!).toISOString()).toBe(
        news[1].createdAt.replace(/\.\d{3}Z$/, '.000Z'),
      );
      const enclosure = items[1].elements!.find((e) => e.name === 'enclosure');
      // The type and length the image's server states, not a guess from the file name.
      expect(enclosure?.attributes).toEqual({ url: imageUrl, type: 'image/svg+xml', length: '807' });
      expect(channel.elements!.find((e) => e.name === 'title')?.elements?.[0].text).toBe(
        'Blue & Yellow Pages: News',
      );
      expect(res.text).not.toContain(pendingNews.title);
      expect(res.text).not.toContain('Summer fête');
    });
  });
});
