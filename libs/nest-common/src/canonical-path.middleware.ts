import { routeTable, type ApiRoute } from '@byp/contracts';
import type { NextFunction, Request, Response } from 'express';

/**
 * Answers JSON 404 to an /api path spelt differently from the service's route table (issue 9):
 * Express routes case-insensitively and ignores a trailing slash, so `/api/businesses/ALL` would
 * reach the /all handler while a path-based rule (the gateway's admin map) took it for another
 * route. This is the one guard for spellings (issue 24): the gateway forwards the raw path and
 * leaves the decision here, where the router that would misread it runs, whether a request came
 * through the gateway or not. Registered before every route (configureService) with the routes
 * of the service's own table (ServiceDescription.routes).
 */
export function canonicalPathMiddleware(routes: readonly ApiRoute[]) {
  const table = routeTable(routes);
  return (req: Request, res: Response, next: NextFunction): void => {
    const rawPath = req.originalUrl.split('?')[0];
    if (/^\/api(\/|$)/i.test(rawPath) && !table.isCanonical(rawPath)) {
      res.status(404).set('Cache-Control', 'no-store').json({ statusCode: 404, error: 'Not Found' });
      return;
    }
    next();
  };
}
