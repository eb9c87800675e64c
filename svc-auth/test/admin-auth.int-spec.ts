import { createHmac } from 'node:crypto';
import request from 'supertest';
import { decode, sign } from 'jsonwebtoken';
import { generateKeyPair, startServiceForTest, testKeyPair, type ServiceUnderTest } from '@byp/testing';
import { AppModule, SERVICE } from '../src/app.module';
import { verifyPassword } from '../src/admin-users/password';
import { ADMIN_PASSWORD, authEnv } from './support/auth-test-env';

// The real verification, watched: the decoy-hash test below counts calls and reads the hashes.
jest.mock('../src/admin-users/password', () => {
  const actual = jest.requireActual('../src/admin-users/password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

const INVALID = { statusCode: 401, error: 'Invalid username or password' };
const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized' };

describe('svc-auth login, validate and logout', () => {
  let svc: ServiceUnderTest;
  // Each login comes from its own address so this suite never meets the brute-force brake.
  let address = 0;
  const login = (body: object) =>
    request(svc.server).post('/api/admin/login').set('X-Forwarded-For', `192.0.2.${++address}`).send(body);
  const loginAsAdmin = async () =>
    (await login({ username: 'admin', password: ADMIN_PASSWORD }).expect(200)).body;
  const validate = (token?: string) => {
    const req = request(svc.server).get('/api/admin/validate');
    return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
  };
  const logout = (token: string) =>
    request(svc.server).post('/api/admin/logout').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    svc = await startServiceForTest((env) => AppModule.register(env), SERVICE, authEnv());
  });
  afterAll(() => svc.close());

  describe('POST /api/admin/login', () => {
    it('returns a token, the user and the expiry for the right password', async () => {
      const res = await login({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        user: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), username: 'admin' },
        expiresAt: expect.any(String),
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const claims = decode(res.body.token, { complete: true });
      expect(claims?.header.alg).toBe('RS256');
      expect(claims?.payload).toMatchObject({
        sub: res.body.user.id,
        sid: expect.any(String),
        username: 'admin',
      });
      expect(new Date(res.body.expiresAt).getTime() / 1000).toBe((claims?.payload as { exp: number }).exp);
    });

    it('matches the username regardless of case', async () => {
      const res = await login({ username: 'ADMIN', password: ADMIN_PASSWORD }).expect(200);
      expect(res.body.user.username).toBe('admin');
    });

    it('answers a wrong password and an unknown user with the same 401', async () => {
      const wrongPassword = await login({ username: 'admin', password: 'not the password' }).expect(401);
      const unknownUser = await login({ username: 'nobody', password: ADMIN_PASSWORD }).expect(401);
      expect(wrongPassword.body).toEqual(INVALID);
      expect(unknownUser.body).toEqual(INVALID);
      await loginAsAdmin(); // a success clears admin's failures, so later tests stay under the brake
    });

    // Timing itself is not asserted (a busy CI host makes it noise); what makes the two paths
    // cost the same is asserted instead: one argon2 verification each, against hashes made
    // with the same parameters.
    it('verifies an unknown user against a decoy hash as costly as a real one', async () => {
      const verify = jest.mocked(verifyPassword);
      verify.mockClear();
      await login({ username: 'admin', password: 'not the password' }).expect(401);
      await login({ username: 'ghost', password: 'not the password' }).expect(401);
      expect(verify).toHaveBeenCalledTimes(2);
      const [realHash, decoyHash] = verify.mock.calls.map(([hash]) => hash);
      const parameters = (phc: string) => phc.split('$').slice(1, 4).join('$'); // e.g. argon2id$v=19$m=65536,p=4,t=3
      expect(parameters(decoyHash)).toBe(parameters(realHash));
      expect(parameters(decoyHash)).toBe('argon2id$v=19$m=65536,p=4,t=3');
      expect(decoyHash).not.toBe(realHash);
      await loginAsAdmin();
    });

    it('requires both fields', async () => {
      const res = await login({}).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Validation failed',
        details: [
          { path: 'username', message: 'Required', code: 'required' },
          { path: 'password', message: 'Required', code: 'required' },
        ],
      });
      const blank = await login({ username: '   ', password: '' }).expect(400);
      expect(
        blank.body.details.map((d: { path: string; message: string }) => `${d.path}: ${d.message}`),
      ).toEqual(['username: Required', 'password: Required']);
    });

    it('rejects unknown fields', async () => {
      const res = await login({ username: 'admin', password: ADMIN_PASSWORD, role: 'root' }).expect(400);
      expect(res.body.details).toEqual([expect.objectContaining({ path: 'role' })]);
    });
  });

  describe('GET /api/admin/validate', () => {
    it('accepts a fresh token and names its user', async () => {
      const { token, user, expiresAt } = await loginAsAdmin();
      const res = await validate(token).expect(200);
      expect(res.body).toEqual({ user, expiresAt });
    });

    it('also answers the methods an auth_request subrequest may carry, and /me', async () => {
      const { token, user } = await loginAsAdmin();
      await request(svc.server)
        .delete('/api/admin/validate')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const me = await request(svc.server)
        .get('/api/admin/me')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(me.body.user).toEqual(user);
    });

    it('refuses a missing, malformed or non-bearer token', async () => {
      expect((await validate().expect(401)).body).toEqual(UNAUTHORIZED);
      expect((await validate('not-a-jwt').expect(401)).body).toEqual(UNAUTHORIZED);
      const { token } = await loginAsAdmin();
      const basic = await request(svc.server)
        .get('/api/admin/validate')
        .set('Authorization', `Basic ${token}`)
        .expect(401);
      expect(basic.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a token signed with another key, and alg tricks', async () => {
      const { token } = await loginAsAdmin();
      const { sub, sid } = decode(token) as { sub: string; sid: string };
      const now = Math.floor(Date.now() / 1000);
      const foreign = sign({ sub, sid, exp: now + 600 }, generateKeyPair().privateKey, {
        algorithm: 'RS256',
      });
      await validate(foreign).expect(401);

      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const body = b64({ sub, sid, iat: now, exp: now + 600 });
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`;
      const hmacInput = `${b64({ alg: 'HS256', typ: 'JWT' })}.${body}`;
      const hmac = `${hmacInput}.${createHmac('sha256', testKeyPair().publicKey).update(hmacInput).digest('base64url')}`;
      await validate(none).expect(401);
      await validate(hmac).expect(401);
    });

    it('refuses an expired token even while its session lives', async () => {
      const { token } = await loginAsAdmin();
      const { sub, sid } = decode(token) as { sub: string; sid: string };
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = sign({ sub, sid, iat: past - 600, exp: past }, testKeyPair().privateKey, {
        algorithm: 'RS256',
      });
      expect((await validate(expired).expect(401)).body).toEqual(UNAUTHORIZED);
    });

    it('refuses a token whose session has expired', async () => {
      const { token } = await loginAsAdmin();
      const { sid } = decode(token) as { sid: string };
      await validate(token).expect(200);
      const { Client } = await import('pg');
      const client = new Client({ connectionString: svc.db.url });
      await client.connect();
      await client.query(`UPDATE auth.session SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        sid,
      ]);
      await client.end();
      await validate(token).expect(401);
    });

    it('refuses a well-signed token that names no session', async () => {
      const { token } = await loginAsAdmin();
      const { sub } = decode(token) as { sub: string };
      const forged = sign({ sub, sid: '00000000-0000-4000-8000-000000000000' }, testKeyPair().privateKey, {
        algorithm: 'RS256',
        expiresIn: '1h',
      });
      await validate(forged).expect(401);
      await validate(
        sign({ sub, sid: 'not-a-uuid' }, testKeyPair().privateKey, { algorithm: 'RS256', expiresIn: '1h' }),
      ).expect(401);
    });
  });

  describe('POST /api/admin/logout', () => {
    it('revokes the session: validate then answers 401', async () => {
      const { token } = await loginAsAdmin();
      await logout(token).expect(204);
      expect((await validate(token).expect(401)).body).toEqual(UNAUTHORIZED);
    });

    it('is harmless when repeated (204 again)', async () => {
      const { token } = await loginAsAdmin();
      await logout(token).expect(204);
      await logout(token).expect(204);
      await validate(token).expect(401);
    });

    it("leaves the same admin's other sessions alone", async () => {
      const first = await loginAsAdmin();
      const second = await loginAsAdmin();
      await logout(first.token).expect(204);
      await validate(second.token).expect(200);
    });

    it('needs a token svc-auth signed', async () => {
      await request(svc.server).post('/api/admin/logout').expect(401);
      await logout('garbage').expect(401);
    });
  });

  it('documents its endpoints at /api/docs/auth', async () => {
    const res = await request(svc.server).get('/api/docs/auth-json').expect(200);
    expect(res.body.info.title).toBe('svc-auth');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/login',
        '/api/admin/validate',
        '/api/admin/logout',
        '/api/admin/me',
      ]),
    );
    expect(Object.keys(res.body.paths['/api/admin/validate'])).toEqual(['get']);
    expect(res.body.paths['/api/admin/login'].post.responses).toHaveProperty('429');
  });
});
