import { startServiceForTest, signAdminToken, testKeyPair, type ServiceUnderTest } from '@byp/testing';
import { AppModule, SERVICE } from '../src/app.module';

/** Boots svc-content on its own fresh database (no sample data unless asked). */
export function startContent(extraEnv: Record<string, string> = {}): Promise<ServiceUnderTest> {
  return startServiceForTest((env) => AppModule.register(env), SERVICE, extraEnv);
}

/** A bearer header for an admin token like svc-auth's, which carries the username. */
export const adminAuth = (username = 'olena.admin'): string =>
  `Bearer ${signAdminToken(testKeyPair().privateKey, { username } as { sub?: string })}`;

/** A valid public community submission; override fields per test. */
export function publicCommunity(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Leeds Ukrainian Book Club',
    description:
      'Monthly meetings to read and discuss Ukrainian literature in translation and in the original.',
    heroImage: 'https://example.org/images/book-club.jpg',
    website: '',
    contactEmail: '',
    instagram: '',
    tiktok: '',
    links: [],
    ...overrides,
  };
}
