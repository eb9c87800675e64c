import { isHttpUrl, withWebScheme } from './url';

describe('a website as typed', () => {
  it("gets https:// when it has no scheme ('example.org', 'www.example.org/about', 'host:8080')", () => {
    expect(withWebScheme(' example.org ')).toBe('https://example.org');
    expect(withWebScheme('www.example.org/about')).toBe('https://www.example.org/about');
    expect(withWebScheme('//example.org')).toBe('https://example.org');
    expect(withWebScheme('example.org:8080/x')).toBe('https://example.org:8080/x');
    expect(isHttpUrl(withWebScheme('example.org'))).toBe(true);
  });

  it('keeps a scheme as typed, so only http(s) passes the URL rule', () => {
    expect(withWebScheme('http://example.org')).toBe('http://example.org');
    expect(withWebScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(isHttpUrl(withWebScheme('javascript:alert(1)'))).toBe(false);
    expect(isHttpUrl(withWebScheme('mailto:someone@example.org'))).toBe(false);
  });

  it('leaves blank text and text with spaces alone (no host there)', () => {
    expect(withWebScheme('   ')).toBe('');
    expect(withWebScheme('our website')).toBe('our website');
    expect(isHttpUrl(withWebScheme('our website'))).toBe(false);
  });
});
