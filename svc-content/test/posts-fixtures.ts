/** Valid public submissions (spec section 5); override fields per test. */

const inDays = (days: number, hour = 18) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export { inDays };

export function publicEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'event',
    organizerType: 'community',
    title: 'Embroidery evening',
    body: 'Bring a hoop and learn the cross-stitch patterns of Poltava.',
    startAt: inDays(7, 18),
    endAt: inDays(7, 20),
    isOnline: false,
    locationName: 'Ealing library, room 2',
    address: '103 Broadway, London W5 5JY',
    contactEmail: 'stitch@example.org',
    externalUrl: 'https://example.org/embroidery',
    ...overrides,
  };
}

export function publicNews(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'news',
    title: 'Ukrainian shelf opens in Croydon library',
    body: 'Two hundred books in Ukrainian can now be borrowed in Croydon.',
    externalUrl: '',
    image: '',
    ...overrides,
  };
}
