import { loginHref, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/businesses', '/admin/businesses'],
    ['/admin/businesses?action=upload', '/admin/businesses?action=upload'],
    ['/admin/news-events#top', '/admin/news-events#top'],
  ])('returns to the admin page %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['/'],
    ['/about'],
    ['/administrator'],
    ['//evil.example/admin'],
    ['https://evil.example/admin'],
    ['/admin/login'],
    ['/admin/login?next=/admin'],
    ['/admin/\\evil.example'],
  ])('goes to the dashboard instead of %s', (next) => {
    expect(safeReturnPath(next)).toBe('/admin');
  });
});

describe('loginHref', () => {
  it('remembers the page asked for, but not the default dashboard', () => {
    expect(loginHref('/admin/businesses?action=add')).toBe(
      '/admin/login?next=%2Fadmin%2Fbusinesses%3Faction%3Dadd',
    );
    expect(loginHref('/admin')).toBe('/admin/login');
  });
});
