import type { Business, Offer, Review } from '@byp/contracts';

/** An approved business in English (`name`, `description`) with both languages in its I18n fields. */
export function aBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: 'b1',
    slug: 'varenyky-house',
    name: 'Varenyky House',
    description: 'Family recipes from Poltava.',
    nameI18n: { en: 'Varenyky House', uk: 'Дім вареників' },
    descriptionI18n: { en: 'Family recipes from Poltava.', uk: 'Родинні рецепти з Полтави.' },
    category: 'dining',
    address: '12 High Street, London',
    area: 'Shepherd’s Bush',
    website: 'https://varenyky.example',
    phone: '020 7946 0101',
    email: 'hello@varenyky.example',
    instagram: '@varenykyhouse',
    tiktok: null,
    heroImage: 'https://img.example/hero.jpg',
    galleryImages: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
    latitude: 51.5,
    longitude: -0.2,
    openingHours: null,
    openingSchedule: null,
    averageRating: 4.67,
    totalReviews: 3,
    isVerified: 1,
    isPremium: 0,
    isApproved: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'o1',
    businessId: 'b1',
    businessName: 'Varenyky House',
    title: '20% off dinner for two',
    description: 'Monday to Thursday evenings.',
    titleI18n: { en: '20% off dinner for two', uk: 'Знижка 20% на вечерю для двох' },
    descriptionI18n: { en: 'Monday to Thursday evenings.', uk: 'З понеділка по четвер увечері.' },
    discountPercentage: 20,
    discountAmount: null,
    validFrom: '2026-11-01T00:00:00.000Z',
    validUntil: '2026-12-01T00:00:00.000Z',
    isActive: 1,
    maxRedemptions: 100,
    currentRedemptions: 37,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    businessId: 'b1',
    userName: 'Iryna S.',
    rating: 5,
    comment: 'Just like home.',
    isApproved: 1,
    createdAt: '2026-11-10T12:00:00.000Z',
    ...overrides,
  };
}
