import { routeTable, serviceRoutes } from './routes';

// A table of the shapes the services' tables have (static segments beside :params, dots, two
// :params), for the lookups every service's table gets.
const table = routeTable([
  ...serviceRoutes('catalog', [
    ['GET', '/api/businesses', 'public', 'public', 'none', true],
    ['GET', '/api/businesses/:id', 'public', 'public', 'none', false],
    ['GET', '/api/businesses/all', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/export', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/reviews/pending', 'admin', 'no-store', 'none', false],
    ['DELETE', '/api/businesses/reviews/:reviewId', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/:id/reviews', 'public', 'public', 'none', false],
    ['POST', '/api/businesses/:id/reviews', 'public', 'no-store', 'public-write', false],
    ['GET', '/api/offers/all', 'admin', 'no-store', 'none', false],
    ['PATCH', '/api/offers/:id', 'admin', 'no-store', 'none', false],
  ]),
  ...serviceRoutes('content', [
    ['GET', '/api/communities', 'public', 'public', 'none', true],
    ['GET', '/api/posts/calendar.ics', 'public', 'public', 'none', false],
    ['POST', '/api/posts/:id/approve', 'admin', 'no-store', 'none', true],
  ]),
]);

describe('routeTable().find', () => {
  it.each([
    ['GET', '/api/businesses/all', 'admin', '/api/businesses/all'],
    ['GET', '/api/businesses/0b7e7c58', 'public', '/api/businesses/:id'],
    ['HEAD', '/api/businesses/0b7e7c58', 'public', '/api/businesses/:id'],
    ['GET', '/api/businesses/reviews/pending', 'admin', '/api/businesses/reviews/pending'],
    ['POST', '/api/businesses/42/reviews', 'public', '/api/businesses/:id/reviews'],
    ['GET', '/api/businesses/42/reviews', 'public', '/api/businesses/:id/reviews'],
    ['DELETE', '/api/businesses/reviews/9', 'admin', '/api/businesses/reviews/:reviewId'],
    ['patch', '/api/offers/1/', 'admin', '/api/offers/:id'],
    ['GET', '/api/posts/calendar.ics', 'public', '/api/posts/calendar.ics'],
  ])('%s %s is the %s route %s', (method, path, access, route) => {
    expect(table.find(method, path)).toMatchObject({ access, path: route });
  });

  it.each([
    ['GET', '/api/businesses/a/b/c'],
    ['PUT', '/api/businesses/1'],
    ['GET', '/api/communities/1'],
    ['GET', '/api/posts/calendarxics'],
  ])('%s %s is no route', (method, path) => {
    expect(table.find(method, path)).toBeUndefined();
  });

  it('tries static segments before parameters, position by position', () => {
    const order = table.routes.map((r) => r.path);
    expect(order.indexOf('/api/businesses/all')).toBeLessThan(order.indexOf('/api/businesses/:id'));
    expect(order.indexOf('/api/businesses/reviews/:reviewId')).toBeLessThan(
      order.indexOf('/api/businesses/:id/reviews'),
    );
  });
});

describe('routeTable().isCanonical', () => {
  it.each([
    '/api/businesses',
    '/api/businesses/all',
    '/api/businesses/0B7E7C58-6A4F-4C1E-9A53-0D5F4F3C2A11',
    '/api/businesses/allx',
    '/api/posts/calendar.ics',
    '/api/no-such-route/At-All',
    '/api/businesses/caf%C3%A9',
  ])('accepts %s', (path) => {
    expect(table.isCanonical(path)).toBe(true);
  });

  it.each([
    '/api/businesses/ALL',
    '/api/businesses/Export',
    '/api/businesses/reviews/PENDING',
    '/api/offers/All',
    '/API/businesses',
    '/api/Posts/1/approve',
    '/api/posts/calendar.ICS',
    '/api/businesses/',
    '/api/businesses//all',
    '/api/./businesses',
    '/api/businesses/x/..',
    '/api/businesses/%61ll',
    '/api/businesses/%41LL',
    '/api/businesses%2Fall',
    '/api/businesses/a%5cb',
    '/api/businesses/a%00',
    '/api/businesses/%7e',
  ])('refuses %s', (path) => {
    expect(table.isCanonical(path)).toBe(false);
  });
});
