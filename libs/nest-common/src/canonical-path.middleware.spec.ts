import express from 'express';
import request from 'supertest';
import { serviceRoutes } from '@byp/contracts';
import { canonicalPathMiddleware } from './canonical-path.middleware';

describe('canonicalPathMiddleware', () => {
  // Express routes case-insensitively and ignores trailing slashes, as the services' router does.
  // The service's own table: its spellings are the ones it serves.
  const routes = serviceRoutes('catalog', [
    ['GET', '/api/businesses/all', 'admin', 'no-store', 'none', false],
    ['GET', '/api/businesses/:id', 'public', 'public', 'none', false],
  ]);
  const app = express();
  app.use(canonicalPathMiddleware(routes));
  app.get('/api/businesses/all', (_req, res) => {
    res.json({ admin: 'data' });
  });
  app.get('/api/businesses/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  it.each([
    '/api/businesses/ALL',
    '/api/businesses/All',
    '/API/businesses/all',
    '/api/businesses/all/',
    '/api/businesses//all',
    '/api/businesses/%61ll',
    '/api/businesses/x/../all',
    '/api/businesses/./all',
  ])('answers %s with JSON 404 and no-store', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/api/businesses/all', { admin: 'data' }],
    ['/api/businesses/all?search=%41ll//', { admin: 'data' }],
    ['/api/businesses/0B7E7C58-6A4F-4C1E-9A53-0D5F4F3C2A11', { id: '0B7E7C58-6A4F-4C1E-9A53-0D5F4F3C2A11' }],
    ['/health', { ok: true }],
  ])('lets the canonical spelling %s through', async (path, body) => {
    const res = await request(app).get(path);
    expect([res.status, res.body]).toEqual([200, body]);
  });
});
