import { JwtService } from '@nestjs/jwt';
import { decode } from 'jsonwebtoken';
import { loadConfig } from '@byp/nest-common';
import { generateKeyPair, testKeyPair } from '@byp/testing';
import { AuthConfig } from '../auth.config';
import { TokenService } from './token.service';

const USER = '7b0f3a52-8f43-4a35-9d8c-6f1a1b2c3d4e';
const SESSION = '2c9d1e34-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

function tokenService(env: Record<string, string> = {}, keys = testKeyPair()) {
  const config = loadConfig(AuthConfig, {
    DATABASE_URL: 'postgres://u@localhost/db',
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    ...env,
  });
  const jwt = new JwtService({
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    signOptions: { algorithm: 'RS256' },
    verifyOptions: { algorithms: ['RS256'] },
  });
  return new TokenService(jwt, config);
}

async function issue(service: TokenService, now = new Date()) {
  const expiresAt = service.expiryFrom(now);
  const token = await service.sign({ userId: USER, username: 'admin', sessionId: SESSION }, now, expiresAt);
  return { token, expiresAt, decoded: decode(token, { complete: true })! };
}

describe('TokenService', () => {
  it('signs RS256 tokens with sub, sid, username, iat and exp', async () => {
    const { decoded, expiresAt } = await issue(tokenService());
    expect(decoded.header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const claims = decoded.payload as Record<string, unknown>;
    expect(claims).toEqual({
      sub: USER,
      sid: SESSION,
      username: 'admin',
      iat: expect.any(Number),
      exp: expiresAt.getTime() / 1000,
    });
  });

  it('lets a token live 12 hours by default and never longer', async () => {
    const { decoded } = await issue(tokenService());
    const { iat, exp } = decoded.payload as { iat: number; exp: number };
    expect(exp - iat).toBe(12 * 3600);
    expect(() => tokenService({ TOKEN_TTL: '13h' })).toThrow(/TOKEN_TTL must be at most 12h/);
  });

  it('uses a shorter TOKEN_TTL when configured', async () => {
    for (const [ttl, seconds] of [
      ['30m', 1800],
      ['900', 900],
      ['2h', 7200],
    ] as const) {
      const { decoded } = await issue(tokenService({ TOKEN_TTL: ttl }));
      const { iat, exp } = decoded.payload as { iat: number; exp: number };
      expect(exp - iat).toBe(seconds);
    }
  });

  it('verifies its own tokens and rejects foreign, expired and claim-less ones', async () => {
    const service = tokenService();
    const { token } = await issue(service);
    await expect(service.verify(token)).resolves.toMatchObject({ sub: USER, sid: SESSION });

    const foreign = await issue(tokenService({}, generateKeyPair()));
    await expect(service.verify(foreign.token)).resolves.toBeUndefined();

    const longAgo = new Date(Date.now() - 13 * 3600 * 1000);
    const expired = await issue(service, longAgo);
    await expect(service.verify(expired.token)).resolves.toBeUndefined();
    await expect(service.verify(expired.token, { allowExpired: true })).resolves.toMatchObject({
      sid: SESSION,
    });

    await expect(service.verify('a.b.c')).resolves.toBeUndefined();
  });
});
