import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import request from 'supertest';
import type { Community, Post } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicCommunity, startContent } from './communities-test-app';
import { publicEvent } from './posts-fixtures';

/**
 * Events that repeat (issue 27), through the HTTP API, and their feeds read back by two calendar
 * libraries the way calendar apps read them. Saturday 20 March 2027, 10:00 GMT, weekly four
 * times: clocks go forward on 28 March, so the last two dates are 10:00 BST (09:00 UTC).
 */
const SERIES_START = '2027-03-20T10:00:00.000Z';
const RULE_DATES = [
  '2027-03-20T10:00:00.000Z',
  '2027-03-27T10:00:00.000Z',
  '2027-04-03T09:00:00.000Z',
  '2027-04-10T09:00:00.000Z',
];
/** Where a calendar shows the series once the 27th is cancelled and the 3rd moved to Sunday 14:00. */
const SHOWN = ['2027-03-20T10:00:00.000Z', '2027-04-04T13:00:00.000Z', '2027-04-10T09:00:00.000Z'];
const RANGE = { from: new Date('2027-01-01T00:00:00Z'), to: new Date('2027-12-31T00:00:00Z') };

describe('svc-content: repeating events and their communities', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = { Authorization: adminAuth() };
  let community: Community;
  let series: Post;

  const allPosts = async () => (await http().get('/api/posts/all').set(admin).expect(200)).body as Post[];
  const refusal = async (req: request.Test) => (await req.expect(400)).body.details;

  beforeAll(async () => {
    svc = await startContent();
    community = (await http().post('/api/communities/public').send(publicCommunity()).expect(201)).body;
    await http().post(`/api/communities/${community.id}/approve`).set(admin).expect(200);
    const submitted = await http()
      .post('/api/posts/public')
      .send(
        publicEvent({
          title: 'Saturday school',
          startAt: SERIES_START,
          endAt: '2027-03-20T13:00:00.000Z',
          recurrence: { frequency: 'weekly', count: 4 },
          organizerType: 'community',
          organizerId: community.id,
        }),
      )
      .expect(201);
    await http().post(`/api/posts/${submitted.body.id}/approve`).set(admin).expect(200);
    series = (
      await http()
        .patch(`/api/posts/${submitted.body.id}`)
        .set(admin)
        .send({
          recurrence: {
            frequency: 'weekly',
            count: 4,
            exceptions: [
              { occurrence: RULE_DATES[1], cancelled: true },
              {
                occurrence: RULE_DATES[2],
                startAt: '2027-04-04T13:00:00.000Z',
                endAt: '2027-04-04T15:00:00.000Z',
              },
            ],
          },
        })
        .expect(200)
    ).body;
  }, 60_000);
  afterAll(() => svc.close());

  it('lists each date of the series, the cancelled one flagged and the moved one at its new time', async () => {
    const [listed] = (await http().get(`/api/posts?type=event&community=${community.id}`).expect(200))
      .body as Post[];
    expect(listed.id).toBe(series.id);
    expect(listed.recurrence).toMatchObject({
      frequency: 'weekly',
      count: 4,
      until: null,
      weekday: 6,
      rule: 'FREQ=WEEKLY;BYDAY=SA;COUNT=4',
    });
    expect(listed.occurrences!.map((o) => [o.startAt, o.endAt, o.cancelled, o.moved])).toEqual([
      ['2027-03-20T10:00:00.000Z', '2027-03-20T13:00:00.000Z', false, false],
      ['2027-03-27T10:00:00.000Z', '2027-03-27T13:00:00.000Z', true, false],
      // 10:00–13:00 BST: the same wall-clock hours after the clocks went forward.
      ['2027-04-04T13:00:00.000Z', '2027-04-04T15:00:00.000Z', false, true],
      ['2027-04-10T09:00:00.000Z', '2027-04-10T12:00:00.000Z', false, false],
    ]);
    expect(listed.community).toEqual({
      id: community.id,
      name: 'Leeds Ukrainian Book Club',
      nameI18n: { en: 'Leeds Ukrainian Book Club', uk: null },
    });
  });

  it('writes the RRULE, the EXDATE and a RECURRENCE-ID event into the .ics, times in Europe/London', async () => {
    const text = (await http().get(`/api/posts/${series.id}/calendar.ics`).expect(200)).text.replace(
      /\r\n /g,
      '',
    );
    expect(text).toContain('DTSTART;TZID=Europe/London:20270320T100000');
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA;COUNT=4');
    expect(text).toContain('EXDATE;TZID=Europe/London:20270327T100000');
    expect(text).toContain('RECURRENCE-ID;TZID=Europe/London:20270403T100000');
    expect(text).toContain('DTSTART;TZID=Europe/London:20270404T140000');
    expect(text.match(/^BEGIN:VEVENT/gm)).toHaveLength(2);
  });

  it('is read by node-ical with each date where a calendar shows it', async () => {
    const text = (await http().get(`/api/posts/${series.id}/calendar.ics`).expect(200)).text;
    const parsed = nodeIcal.sync.parseICS(text);
    const master = Object.values(parsed).find(
      (c): c is VEvent => c?.type === 'VEVENT' && Boolean((c as VEvent).rrule),
    )!;
    const shown = nodeIcal.expandRecurringEvent(master, RANGE);
    expect(shown.map((i) => new Date(i.start).toISOString())).toEqual(SHOWN);
    expect(shown.map((i) => new Date(i.end).toISOString())).toEqual([
      '2027-03-20T13:00:00.000Z',
      '2027-04-04T15:00:00.000Z',
      '2027-04-10T12:00:00.000Z',
    ]);
  });

  it('is read by ical.js with each date where a calendar shows it', async () => {
    const text = (await http().get('/api/posts/calendar.ics').expect(200)).text;
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevents = calendar
      .getAllSubcomponents('vevent')
      .filter((v) => v.getFirstPropertyValue('uid') === `${series.id}@blue-yellow-pages`);
    const master = new ICAL.Event(vevents.find((v) => !v.hasProperty('recurrence-id')));
    for (const moved of vevents.filter((v) => v.hasProperty('recurrence-id'))) {
      master.relateException(new ICAL.Event(moved));
    }
    const shown: string[] = [];
    const iterator = master.iterator();
    for (let next = iterator.next(); next && shown.length < 10; next = iterator.next()) {
      shown.push(master.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
    }
    expect(shown).toEqual(SHOWN);
  });

  it('gives a community its own calendar of its approved events, and a JSON 404 for others', async () => {
    const other = await http()
      .post('/api/posts/public')
      .send(publicEvent({ title: 'Not theirs', organizerType: 'public' }))
      .expect(201);
    await http().post(`/api/posts/${other.body.id}/approve`).set(admin).expect(200);
    const res = await http().get(`/api/communities/${community.id}/calendar.ics?lang=uk`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.text).toContain('X-WR-CALNAME:Leeds Ukrainian Book Club');
    expect(res.text).toContain('SUMMARY:Saturday school');
    expect(res.text).not.toContain('Not theirs');

    const pending = (
      await http()
        .post('/api/communities/public')
        .send(publicCommunity({ name: 'Pending club' }))
    ).body as Community;
    for (const id of [pending.id, '0b0e5f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b', 'nope']) {
      const missing = await http().get(`/api/communities/${id}/calendar.ics`).expect(404);
      expect(missing.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(missing.body).toEqual({ statusCode: 404, error: 'Community not found' });
    }
  });

  it('refuses a repeat it cannot keep, and stores nothing', async () => {
    const before = (await allPosts()).length;
    const submit = (overrides: Record<string, unknown>) =>
      http()
        .post('/api/posts/public')
        .send(publicEvent({ startAt: SERIES_START, endAt: null, ...overrides }));
    expect(
      await refusal(submit({ recurrence: { frequency: 'weekly', until: '2027-05-01', count: 3 } })),
    ).toEqual([
      {
        path: 'recurrence.count',
        message: 'Give an end date or a number of dates, not both',
        code: 'until_or_count',
      },
    ]);
    expect(await refusal(submit({ recurrence: { frequency: 'weekly', until: '2027-03-01' } }))).toEqual([
      {
        path: 'recurrence.until',
        message: 'The last date must not be before the start',
        code: 'until_before_start',
      },
    ]);
    expect(await refusal(submit({ recurrence: { frequency: 'daily' } }))).toEqual([
      { path: 'recurrence.frequency', message: 'Invalid input', code: 'invalid_input' },
    ]);
    // Any value that is not an object is one 'Invalid input' with its code, nothing under it.
    for (const recurrence of ['weekly', 7, true, [], [{}], [{ frequency: 'weekly' }], [1], [null]])
      expect(await refusal(submit({ recurrence }))).toEqual([
        { path: 'recurrence', message: 'Invalid input', code: 'invalid_input' },
      ]);
    // The public form changes no single dates: that is the admin's.
    expect(await refusal(submit({ recurrence: { frequency: 'weekly', exceptions: [] } }))).toEqual([
      { path: 'recurrence.exceptions', message: 'Unknown field', code: 'unrecognized_keys' },
    ]);
    expect(
      await refusal(
        submit({ organizerType: 'community', organizerId: '0b0e5f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b' }),
      ),
    ).toEqual([
      { path: 'organizerId', message: 'Choose a community from the list', code: 'unknown_community' },
    ]);
    expect(await refusal(submit({ organizerType: 'public', organizerId: community.id }))).toEqual([
      { path: 'organizerId', message: 'Choose a community from the list', code: 'unknown_community' },
    ]);
    expect(await allPosts()).toHaveLength(before);
  });

  it('lets the admin change only dates the rule has, and moves the series with its start', async () => {
    const patch = (body: Record<string, unknown>) =>
      http().patch(`/api/posts/${series.id}`).set(admin).send(body);
    expect(
      await refusal(
        patch({
          recurrence: {
            frequency: 'weekly',
            count: 4,
            exceptions: [{ occurrence: '2027-03-21T10:00:00.000Z', cancelled: true }],
          },
        }),
      ),
    ).toEqual([
      {
        path: 'recurrence.exceptions.0.occurrence',
        message: 'This event has no date at that time',
        code: 'not_an_occurrence',
      },
    ]);
    expect(await refusal(patch({ recurrence: [{ frequency: 'weekly', count: 4 }] }))).toEqual([
      { path: 'recurrence', message: 'Invalid input', code: 'invalid_input' },
    ]);
    expect(await refusal(patch({ recurrence: { frequency: 'weekly', count: 4, exceptions: [1] } }))).toEqual([
      { path: 'recurrence.exceptions.0', message: 'Invalid input', code: 'invalid_input' },
    ]);
    expect(
      await refusal(patch({ recurrence: { frequency: 'weekly', count: 4, exceptions: { cancelled: 1 } } })),
    ).toEqual([{ path: 'recurrence.exceptions', message: 'Invalid input', code: 'invalid_input' }]);
    // The whole series an hour later: its dates move, so the old changes no longer apply.
    const moved = (
      await patch({ startAt: '2027-03-20T11:00:00.000Z', endAt: '2027-03-20T14:00:00.000Z' }).expect(200)
    ).body as Post;
    expect(moved.recurrence).toMatchObject({ frequency: 'weekly', count: 4, exceptions: [] });
    expect(moved.occurrences!.map((o) => o.startAt)).toEqual([
      '2027-03-20T11:00:00.000Z',
      '2027-03-27T11:00:00.000Z',
      '2027-04-03T10:00:00.000Z',
      '2027-04-10T10:00:00.000Z',
    ]);
    // A new pattern sent without its changes keeps those the new rule still has.
    await patch({
      recurrence: {
        frequency: 'weekly',
        count: 4,
        exceptions: [{ occurrence: '2027-03-27T11:00:00.000Z', cancelled: true }],
      },
    }).expect(200);
    const longer = (await patch({ recurrence: { frequency: 'weekly', count: 6 } }).expect(200)).body as Post;
    expect(longer.recurrence!.exceptions).toEqual([
      { occurrence: '2027-03-27T11:00:00.000Z', cancelled: true },
    ]);
    expect(longer.occurrences).toHaveLength(6);
    // Back to a single event.
    const single = (await patch({ recurrence: null }).expect(200)).body as Post;
    expect(single.recurrence).toBeNull();
    expect(single.occurrences).toEqual([]);
  });
});
