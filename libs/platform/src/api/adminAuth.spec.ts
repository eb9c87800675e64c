import { isAdminRequest, requestOf } from './adminAuth';

describe('isAdminRequest (which requests carry the admin bearer token)', () => {
  it.each([
    ['/api/admin/login', 'POST'],
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
  ])('sends no token on %s %s', (url, method) => {
    expect(isAdminRequest(url, method)).toBe(false);
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
