import type { Community } from '@byp/contracts';

/** An approved community with every field set; override per test. */
export function aCommunity(overrides: Partial<Community> = {}): Community {
  return {
    id: '5b0c7a52-4a8e-4d3e-9f3a-2a9c1f0d0001',
    slug: 'dzvin-ukrainian-choir',
    name: 'Dzvin Ukrainian Choir',
    description: 'A mixed amateur choir singing Ukrainian folk songs and carols in Holland Park.',
    nameI18n: { en: 'Dzvin Ukrainian Choir', uk: 'Український хор «Дзвін»' },
    descriptionI18n: {
      en: 'A mixed amateur choir singing Ukrainian folk songs and carols in Holland Park.',
      uk: 'Мішаний аматорський хор, що співає українські народні пісні та колядки в Голланд-парку.',
    },
    website: 'https://dzvin.example.org',
    contactEmail: 'sing@dzvin.example.org',
    instagram: '@dzvinchoir',
    tiktok: 'dzvintok',
    heroImage: '/images/communities/choir.svg',
    galleryImages: [],
    links: [
      'https://dzvin.example.org/join',
      'https://dzvin.example.org/concerts',
      'https://dzvin.example.org/recordings',
      'https://dzvin.example.org/repertoire',
      'https://dzvin.example.org/shop',
    ],
    latitude: 51.5036,
    longitude: -0.2049,
    placeName: 'Holland Park, London',
    isApproved: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
