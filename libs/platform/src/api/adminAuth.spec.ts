import { API_ROUTES } from '@byp/contracts';
import { isAdminRequest, requestOf } from './adminAuth';

describe('isAdminRequest (which requests carry the admin bearer token)', () => {
  it.each([
    ['/api/admin/validate', 'GET'],
    ['/api/admin/logout', 'POST'],
    ['/api/communities/all', 'GET'],
    ['/api/posts/all', 'GET'],
    ['/api/communities/7f1c/approve', 'POST'],
    ['/api/communities/7f1c', 'PATCH'],
    ['/api/communities/7f1c', 'DELETE'],
    ['/api/posts/9a2b/approve', 'POST'],
    ['/api/posts/9a2b', 'PATCH'],
    ['/api/posts/9a2b', 'DELETE'],
    ['/api/businesses', 'POST'],
    ['/api/businesses/42', 'PATCH'],
    ['/api/businesses/42', 'DELETE'],
    ['http://localhost:8080/api/posts/all?x=1', 'GET'],
    ['/api/businesses/all', 'GET'],
    ['/api/businesses/export', 'GET'],
    ['/api/businesses/reviews/pending', 'GET'],
    ['/api/offers/all', 'GET'],
    ['/api/offers', 'POST'],
    ['/api/offers/5', 'PATCH'],
    ['/api/offers/5', 'DELETE'],
    ['/api/businesses/reviews/r1/approve', 'POST'],
    ['/api/businesses/reviews/r1', 'DELETE'],
    ['/api/businesses/bulk', 'POST'],
    ['/api/communities/activity', 'GET'],
    // Paths the table does not list (spec section 6 and the gateway: fail closed).
    ['/api/admin/anything-new', 'GET'],
    ['/api/communities/7f1c', 'GET'],
    ['/api/posts/9a2b/unpublish', 'POST'],
    ['/api/businesses/42/history', 'PUT'],
  ])('sends the token on %s %s', (url, method) => {
    expect(isAdminRequest(url, method)).toBe(true);
  });

  it.each([
    ['/api/businesses', 'GET'],
    ['/api/businesses/categories', 'GET'],
    ['/api/businesses/42', 'GET'],
    ['/api/businesses/public', 'POST'],
    ['/api/communities', 'GET'],
    ['/api/communities/public', 'POST'],
    ['/api/posts', 'GET'],
    ['/api/posts?type=event', 'GET'],
    ['/api/posts/public', 'POST'],
    ['/api/offers', 'GET'],
    ['/api/admin/login', 'POST'],
    ['/api/businesses/42/reviews', 'POST'],
    ['/api/businesses/42/reviews', 'GET'],
    ['/api/offers/5/claim', 'POST'],
    ['/api/posts/calendar.ics', 'GET'],
    ['/config.json', 'GET'],
    ['https://a.basemaps.cartocdn.com/light_all/1/2/3.png', 'GET'],
  ])('sends no token on %s %s', (url, method) => {
    expect(isAdminRequest(url, method)).toBe(false);
  });

  it('follows the route table on every row of it', () => {
    const concrete = (path: string) => path.replace(/:[^/]+/g, '0b7e7c58-6a4f-4c1e-9a53-0d5f4f3c2a11');
    const answers = API_ROUTES.map((r) => [r.method, r.path, isAdminRequest(concrete(r.path), r.method)]);
    expect(answers).toEqual(API_ROUTES.map((r) => [r.method, r.path, r.access === 'admin']));
  });

  it('treats a missing method as GET', () => {
    expect(isAdminRequest('/api/businesses')).toBe(false);
    expect(isAdminRequest('/api/posts/all')).toBe(true);
  });
});

describe('requestOf', () => {
  it('prefixes RTK Query urls with the /api base url', () => {
    expect(requestOf('/businesses')).toEqual({ url: '/api/businesses', method: 'GET' });
    expect(requestOf({ url: 'posts/all' })).toEqual({ url: '/api/posts/all', method: 'GET' });
    expect(requestOf({ url: '/businesses/1', method: 'PATCH' })).toEqual({
      url: '/api/businesses/1',
      method: 'PATCH',
    });
  });
});
