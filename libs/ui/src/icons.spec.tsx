import { categoryIconSvg, iconSvg, UsersIcon } from './icons';

describe('iconSvg', () => {
  it("draws an icon's own shapes as a standalone SVG document in the given colour", () => {
    const svg = iconSvg(UsersIcon, '#0057B7');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*stroke="#0057B7"/);
    expect(svg).toContain('<circle cx="9" cy="7" r="4"></circle>');
    expect(svg).toContain('<path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2"></path>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it("draws a category's icon, and the grid for an unknown one", () => {
    expect(categoryIconSvg('dining', '#fff')).toContain('M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2');
    expect(categoryIconSvg('no-such-category', '#fff')).toBe(categoryIconSvg('all', '#fff'));
  });
});
