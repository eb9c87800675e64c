import request from 'supertest';
import type { ModerationLogEntry } from '@byp/contracts';
import { ModerationLogService } from '@byp/nest-common';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, startContent } from './communities-test-app';

describe('svc-content moderation log', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });

  beforeAll(async () => {
    svc = await startContent();
  });
  afterAll(() => svc.close());

  it('is for admins only and never cached', async () => {
    const res = await http().get('/api/communities/activity').expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized' });
    const ok = await http().get('/api/communities/activity').set(admin()).expect(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body).toEqual([]);
  });

  it('lists what other modules record, newest first, up to the limit', async () => {
    const log = svc.app.get(ModerationLogService);
    const ids = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    for (const [i, entityId] of ids.entries()) {
      await log.moderated('olena.admin', async () => ({
        result: undefined,
        line: {
          action: i === 2 ? 'deleted' : 'approved',
          entityType: i === 1 ? 'post' : 'community',
          entityId,
          entityName: `Item ${i + 1}`,
        },
      }));
    }
    const all: ModerationLogEntry[] = (await http().get('/api/communities/activity').set(admin()).expect(200))
      .body;
    expect(all.map((e) => e.entityName)).toEqual(['Item 3', 'Item 2', 'Item 1']);
    expect(all[0]).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: 'olena.admin',
      action: 'deleted',
      entityType: 'community',
      entityId: ids[2],
      entityName: 'Item 3',
    });
    const two = (await http().get('/api/communities/activity?limit=2').set(admin()).expect(200)).body;
    expect(two.map((e: ModerationLogEntry) => e.entityName)).toEqual(['Item 3', 'Item 2']);
  });

  it.each([
    ['0', 'Value is too small'],
    ['201', 'Value is too large'],
    ['many', 'Invalid input'],
  ])('rejects limit=%s with "%s"', async (limit, message) => {
    const res = await http().get(`/api/communities/activity?limit=${limit}`).set(admin()).expect(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'limit', message })]);
  });

  it('rejects unknown query parameters', async () => {
    const res = await http().get('/api/communities/activity?since=yesterday').set(admin()).expect(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'since', message: 'Unknown field' })]);
  });
});
