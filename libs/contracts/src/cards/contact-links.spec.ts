import { contactLinks } from './contact-links';

describe('contactLinks', () => {
  it('makes a link of each contact given, in the order phone, email, website, Instagram, TikTok', () => {
    const links = contactLinks({
      tiktok: '@kyivtok',
      instagram: '@kyivbakery',
      website: 'kyiv.example',
      email: ' hello@kyiv.example ',
      phone: '+44 20 7946 0101',
    });
    expect(links.map(({ kind, href, text, external }) => ({ kind, href, text, external }))).toEqual([
      { kind: 'phone', href: 'tel:+442079460101', text: '+44 20 7946 0101', external: false },
      { kind: 'email', href: 'mailto:hello@kyiv.example', text: ' hello@kyiv.example ', external: false },
      { kind: 'website', href: 'https://kyiv.example', text: 'kyiv.example', external: true },
      { kind: 'instagram', href: 'https://instagram.com/kyivbakery', text: 'kyivbakery', external: true },
      { kind: 'tiktok', href: 'https://www.tiktok.com/@kyivtok', text: 'kyivtok', external: true },
    ]);
  });

  it('leaves out empty contacts and shows a site without its scheme', () => {
    const links = contactLinks({ phone: null, email: '', website: 'https://kyiv.example/menu' });
    expect(links).toEqual([
      {
        kind: 'website',
        value: 'https://kyiv.example/menu',
        href: 'https://kyiv.example/menu',
        text: 'kyiv.example/menu',
        external: true,
      },
    ]);
  });
});
