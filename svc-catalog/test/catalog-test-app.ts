import { startServiceForTest, signAdminToken, testKeyPair, type ServiceUnderTest } from '@byp/testing';
import { AppModule, SERVICE } from '../src/app.module';

/** Boots svc-catalog on its own fresh database (no sample data unless asked), or a replica on another's. */
export function startCatalog(
  extraEnv: Record<string, string> = {},
  replicaOf?: ServiceUnderTest,
): Promise<ServiceUnderTest> {
  return startServiceForTest((env) => AppModule.register(env), SERVICE, extraEnv, replicaOf);
}

export const adminAuth = (): string => `Bearer ${signAdminToken(testKeyPair().privateKey)}`;

/** A valid public submission; override fields per test. */
export function publicBusiness(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Borscht & Co',
    description: 'Home-style Ukrainian soups and pies in Walthamstow.',
    category: 'dining',
    address: '12 Hoe Street, London E17 4PH',
    area: 'Walthamstow',
    heroImage: 'https://images.unsplash.com/photo-1517248135467-4c7edcad34c4?w=800',
    phone: '',
    email: '',
    website: '',
    instagram: '',
    tiktok: '',
    galleryImages: [],
    ...overrides,
  };
}

/** A valid admin create body. */
export function adminBusiness(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Lviv Coffee Roasters',
    description: 'Speciality coffee roasted in Lviv style.',
    category: 'dining',
    address: '5 Market Row, London SW9 8LB',
    heroImage: 'https://images.unsplash.com/photo-1509440159596-0249088772ff?w=800',
    ...overrides,
  };
}
