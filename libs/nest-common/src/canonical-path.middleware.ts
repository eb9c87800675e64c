import { isCanonicalApiPath } from '@byp/contracts';
import type { NextFunction, Request, Response } from 'express';

/**
 * Answers JSON 404 to an /api path spelt differently from the route table (issue 9): Express
 * routes case-insensitively and ignores a trailing slash, so `/api/businesses/ALL` would reach
 * the /all handler while a path-based rule (the gateway's admin map) took it for another route.
 * The gateway refuses the same spellings; this is the services' own check, for requests that
 * bypass it. Registered before every route (configureService).
 */
export function canonicalPathMiddleware(req: Request, res: Response, next: NextFunction): void {
  const rawPath = req.originalUrl.split('?')[0];
  if (/^\/api(\/|$)/i.test(rawPath) && !isCanonicalApiPath(rawPath)) {
    res.status(404).set('Cache-Control', 'no-store').json({ statusCode: 404, error: 'Not Found' });
    return;
  }
  next();
}
