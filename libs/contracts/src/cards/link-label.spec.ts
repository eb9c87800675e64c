import { CHIP_LABEL_MAX, linkChipLabel, linkLabel } from './link-label';

describe('link labels', () => {
  it('shows a link without its scheme, www. or trailing slash', () => {
    expect(linkLabel('https://www.example.org/about/')).toBe('example.org/about');
  });

  it('gives a card chip a label that fits whole, shortened at a path step, never mid-word', () => {
    expect(linkChipLabel('https://ukr.example.org/')).toBe('ukr.example.org');
    expect(linkChipLabel('https://www.facebook.com/groups/ukrainians-in-leeds-and-bradford')).toBe(
      'facebook.com/groups/…',
    );
    const longHost = 'https://a-very-long-community-host-name.example.org/events/2026';
    expect(linkChipLabel(longHost)).toBe('a-very-long-community-host-name.example.org');
    for (const url of [
      'https://www.facebook.com/groups/ukrainians-in-leeds-and-bradford',
      'https://t.me/ukr',
    ]) {
      const label = linkChipLabel(url);
      expect(label.length <= CHIP_LABEL_MAX || !label.includes('/')).toBe(true);
    }
  });
});
