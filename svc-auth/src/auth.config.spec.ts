import { ConfigError, loadConfig } from '@byp/nest-common';
import { testKeyPair } from '@byp/testing';
import { AuthConfig, parseDurationSeconds } from './auth.config';

const base = () => ({
  DATABASE_URL: 'postgres://u@localhost/db',
  JWT_PUBLIC_KEY: testKeyPair().publicKey,
  JWT_PRIVATE_KEY: testKeyPair().privateKey,
});

describe('AuthConfig', () => {
  it('has safe defaults: admin "admin", 12 h tokens, only loopback proxies trusted', () => {
    const config = loadConfig(AuthConfig, base());
    expect(config).toMatchObject({ ADMIN_USERNAME: 'admin', TOKEN_TTL: 43200, TRUSTED_PROXIES: 'loopback' });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('reads TRUSTED_PROXIES and durations', () => {
    const config = loadConfig(AuthConfig, { ...base(), TRUSTED_PROXIES: '10.0.0.0/8', TOKEN_TTL: '45m' });
    expect(config).toMatchObject({ TRUSTED_PROXIES: '10.0.0.0/8', TOKEN_TTL: 2700 });
    expect(parseDurationSeconds('12h')).toBe(43200);
    expect(parseDurationSeconds('soon')).toBeNaN();
  });

  it('names each bad variable', () => {
    const problems = (() => {
      try {
        loadConfig(AuthConfig, {
          DATABASE_URL: base().DATABASE_URL,
          JWT_PUBLIC_KEY: base().JWT_PUBLIC_KEY,
          ADMIN_PASSWORD: 'short',
          TOKEN_TTL: 'soon',
        });
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return '';
    })();
    expect(problems).toMatch(/JWT_PRIVATE_KEY/);
    expect(problems).toMatch(/ADMIN_PASSWORD must be at least 12 characters/);
    expect(problems).toMatch(/TOKEN_TTL must be a duration/);
  });
});
