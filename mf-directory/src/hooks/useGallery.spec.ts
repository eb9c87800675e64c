import { galleryImagesOf, wrapIndex } from './useGallery';

describe('gallery', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 3)).toBe(0);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });

  it('shows the hero image first, then the gallery images', () => {
    expect(galleryImagesOf({ heroImage: 'hero.jpg', galleryImages: ['a.jpg', 'b.jpg'] })).toEqual([
      'hero.jpg',
      'a.jpg',
      'b.jpg',
    ]);
    expect(galleryImagesOf({ heroImage: 'hero.jpg', galleryImages: [] })).toEqual(['hero.jpg']);
    expect(galleryImagesOf({ heroImage: '', galleryImages: ['a.jpg', ' '] })).toEqual(['a.jpg']);
  });
});
