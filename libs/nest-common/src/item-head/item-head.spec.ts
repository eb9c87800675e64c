import { absoluteUrl, escapeHtml, jsonForScript, renderItemHead, summary } from './item-head';
import { sitemapPartsXml, sitemapUrlsetXml } from './sitemap';

const HOSTILE = 'A </script><script>alert(1)</script> "><img src=x onerror=alert(2)> & \u2028 Co';

describe('item heads (issue 25)', () => {
  it('escapes text for HTML and keeps JSON-LD from ending its script element', () => {
    expect(escapeHtml('"><img src=x>&\'')).toBe('&quot;&gt;&lt;img src=x&gt;&amp;&#39;');
    const json = jsonForScript({ name: HOSTILE });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: HOSTILE });
  });

  it('renders every tag with the visitor text escaped and absolute links', () => {
    const html = renderItemHead({
      lang: 'uk',
      origin: 'https://pages.example.org',
      path: '/business/a-co',
      title: HOSTILE,
      description: HOSTILE,
      image: '/api/businesses/photos/abc.jpg',
      ogType: 'business.business',
      jsonLd: { '@context': 'https://schema.org', '@type': 'LocalBusiness', name: HOSTILE },
    });
    expect(html).not.toMatch(/<img|<\/script><script>|"></);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://pages.example.org/business/a-co?lang=uk" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://pages.example.org/business/a-co" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://pages.example.org/api/businesses/photos/abc.jpg" />',
    );
    expect(html).toContain('<meta property="og:locale" content="uk_UA" />');
  });

  it('makes our own paths absolute and refuses other schemes', () => {
    expect(absoluteUrl('https://x.org', '/images/a.svg')).toBe('https://x.org/images/a.svg');
    expect(absoluteUrl('https://x.org', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl('https://x.org', 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl('https://x.org', '//evil.example/a.jpg')).toBeNull();
  });

  it('cuts long descriptions on a word', () => {
    expect(summary('  a   b  ')).toBe('a b');
    const cut = summary('word '.repeat(100), 50) ?? '';
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('splits the sitemap into parts of at most 50,000 URLs', () => {
    expect(sitemapPartsXml('https://x.org/sitemaps/businesses.xml', 0, null)).toBe('');
    const parts = sitemapPartsXml(
      'https://x.org/sitemaps/businesses.xml',
      100_001,
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(parts.match(/<sitemap>/g)).toHaveLength(3);
    expect(parts).toContain('<loc>https://x.org/sitemaps/businesses.xml?page=3</loc>');
    expect(parts).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    const urlset = sitemapUrlsetXml([{ loc: 'https://x.org/business/a&b', lastmod: '2026-01-02T03:04:05Z' }]);
    expect(urlset).toContain('<loc>https://x.org/business/a&amp;b</loc>');
  });
});
