import request from 'supertest';
import { startServiceForTest, type ServiceUnderTest } from '@byp/testing';
import { AppModule, SERVICE } from '../src/app.module';

describe('svc-content health', () => {
  let svc: ServiceUnderTest;
  beforeAll(async () => {
    svc = await startServiceForTest((env) => AppModule.register(env), SERVICE);
  });
  afterAll(() => svc.close());

  it('reports ready while its database answers', async () => {
    const res = await request(svc.server).get('/health').expect(200);
    expect(res.body.status).toBe('ok');
  });

  it('answers unknown paths with the JSON error shape', async () => {
    const res = await request(svc.server).get('/api/nowhere').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Cannot GET /api/nowhere' });
  });

  it('serves its OpenAPI description', async () => {
    const res = await request(svc.server).get('/api/docs/content-json').expect(200);
    expect(res.body.info.title).toBe('svc-content');
  });
});
