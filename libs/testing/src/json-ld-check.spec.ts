import { jsonLdProblems } from './json-ld-check';

// The JSON-LD checks the services' and browser tests use (issue 25): clean blocks pass, and each
// kind of fault is found, by the library (schema.org's vocabulary, Google's rules) or by our rules.
const business = () => ({
  '@context': 'https://schema.org',
  '@type': 'FoodEstablishment',
  '@id': 'https://pages.example.org/business/kalyna#business',
  name: 'Kalyna',
  url: 'https://pages.example.org/business/kalyna',
  image: ['https://pages.example.org/images/kalyna.jpg'],
  telephone: '+44 20 7946 0000',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '5 Market Row',
    addressLocality: 'Hackney',
    addressCountry: 'GB',
  },
  geo: { '@type': 'GeoCoordinates', latitude: 51.5, longitude: -0.05 },
  aggregateRating: {
    '@type': 'AggregateRating',
    ratingValue: 4,
    reviewCount: 2,
    bestRating: 5,
    worstRating: 1,
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:00',
      closes: '18:00',
    },
  ],
});

const event = () => ({
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: 'Carol evening',
  url: 'https://pages.example.org/news-events/carol-evening',
  startDate: '2027-06-20T18:00:00+01:00',
  endDate: '2027-12-05T20:00:00+00:00',
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  location: { '@type': 'Place', name: 'Hall', address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
  organizer: { '@type': 'Organization', name: 'Choir', url: 'https://pages.example.org/communities/choir' },
});

describe('jsonLdProblems', () => {
  it('passes a clean LocalBusiness subtype, Event and NewsArticle', async () => {
    expect(await jsonLdProblems(business(), ['telephone', 'geo', 'aggregateRating', 'image'])).toEqual([]);
    expect(await jsonLdProblems(event())).toEqual([]);
    const online = {
      ...event(),
      location: { '@type': 'VirtualLocation', url: 'https://meet.example.org/x' },
    };
    expect(await jsonLdProblems(online)).toEqual([]);
    const news = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'A new Saturday school',
      datePublished: '2027-01-10T09:00:00+00:00',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://pages.example.org/news-events/school' },
      publisher: { '@type': 'Organization', name: 'Blue & Yellow Pages', url: 'https://pages.example.org/' },
    };
    expect(await jsonLdProblems(news)).toEqual([]);
  });

  it("finds what schema.org's vocabulary and Google's rules (the library) forbid", async () => {
    const misspelt = { ...business(), telephon: '+44 1' };
    expect(await jsonLdProblems(misspelt)).toEqual([
      expect.stringMatching(/Property "telephon" for type "FoodEstablishment" is not supported/),
    ]);
    expect((await jsonLdProblems({ ...business(), '@type': 'Bakeryy' })).join('\n')).toMatch(
      /Type "Bakeryy" is not a valid schema.org type/,
    );
    const rating = { ...business(), aggregateRating: { '@type': 'AggregateRating', ratingValue: 7 } };
    expect((await jsonLdProblems(rating)).join('\n')).toMatch(
      /\$\.aggregateRating: ERROR Rating is outside the specified or default range[\s\S]*reviewCount/,
    );
    const nameless = { ...event(), organizer: { '@type': 'Organization', url: 'https://example.org/' } };
    expect(await jsonLdProblems(nameless)).toEqual([
      expect.stringMatching(/^\$\.organizer: ERROR Required attribute "name" is missing/),
    ]);
  });

  it('finds what issue 25 names and the library does not check', async () => {
    const { address: _address, ...homeless } = business();
    expect(await jsonLdProblems(homeless)).toEqual(['$: FoodEstablishment lacks address']);
    const { telephone: _telephone, ...silent } = business();
    expect(await jsonLdProblems(silent, ['telephone'])).toEqual(['$: FoodEstablishment lacks telephone']);
    expect(await jsonLdProblems({ ...business(), image: ['/images/kalyna.jpg'] })).toEqual([
      '$.image: /images/kalyna.jpg is not an absolute URL',
    ]);
    // 20 June is summer time: +00:00 is not the UK's time then; no offset at all is no date-time.
    expect(
      await jsonLdProblems({
        ...event(),
        startDate: '2027-06-20T18:00:00+00:00',
        endDate: '2027-06-20T20:00:00',
      }),
    ).toEqual([
      "$.startDate: 2027-06-20T18:00:00+00:00 is not UK time (the UK's offset then is +01:00)",
      '$.endDate: 2027-06-20T20:00:00 is not an ISO date-time with an offset',
    ]);
    const { organizer: _organizer, eventStatus: _status, ...bare } = event();
    expect(await jsonLdProblems(bare)).toEqual(['$: Event lacks organizer', '$: Event lacks eventStatus']);
    expect(await jsonLdProblems({ ...event(), eventStatus: 'https://schema.org/EventPostponedd' })).toEqual([
      '$.eventStatus: https://schema.org/EventPostponedd is not a schema.org value of eventStatus',
    ]);
    expect(await jsonLdProblems({ ...event(), eventStatus: 'https://schema.org/Monday' })).toEqual([
      '$.eventStatus: https://schema.org/Monday is not a schema.org value of eventStatus',
    ]);
    expect(await jsonLdProblems({ ...event(), location: { '@type': 'Place', name: 'Hall' } })).toEqual([
      '$.location: the Place has no address',
    ]);
    expect(await jsonLdProblems({ ...event(), location: { '@type': 'Organization', name: 'Hall' } })).toEqual(
      ['$.location: Organization is neither a Place nor a VirtualLocation'],
    );
  });
});
