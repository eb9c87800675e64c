import type { ApiRoute } from '@byp/contracts';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, type NextFunction, type Request, type Response } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { ApiExceptionFilter } from './api-exception.filter';
import { canonicalPathMiddleware } from './canonical-path.middleware';
import { trustProxySetting } from './client-address';
import { ConfigError, type ServiceConfig } from './config';
import { OPENAPI_EXTRA_MODELS, withErrorResponses } from './openapi';
import { JSON_MEDIA_TYPES, rejectDeepJson, requireJsonBody } from './request-body';
import { SERVICE_CONFIG } from './service-config.token';
import { createValidationPipe, RejectInvalidTextPipe, RejectPrototypeKeysPipe } from './validation';

export const JSON_BODY_LIMIT = '2mb';
/**
 * Bodies of the routes a service names in `largeBodyRoutes` (the CSV import: 10,000 rows are
 * ~3 MB of JSON). The gateway gives the same paths the same limit (gateway/nginx.conf.template).
 */
export const LARGE_JSON_BODY_LIMIT = '16mb';

export interface ServiceDescription {
  /** catalog, content or auth. */
  name: string;
  title: string;
  description: string;
  /**
   * The service's route table (src/routes.ts): the canonical-path middleware refuses other
   * spellings of its paths. Without it only spellings that are never canonical are refused.
   */
  routes?: readonly ApiRoute[];
  /** POST paths (exact, canonical spelling) whose JSON bodies may reach LARGE_JSON_BODY_LIMIT. */
  largeBodyRoutes?: readonly string[];
  /**
   * POST paths (exact) whose body is a file read by the handler itself (photo uploads, issue 26):
   * any Content-Type, no JSON parsing; the handler caps what it reads (readCappedBody).
   */
  fileBodyRoutes?: readonly string[];
}

/**
 * Everything a service's app needs besides its module: the error shape, the validation pipe, the
 * OpenAPI document (served at /api/docs/<name>) and graceful shutdown. Tests call it too, so
 * they exercise the same app the process runs.
 */
export function configureService(app: INestApplication, service: ServiceDescription): INestApplication {
  const config = app.get<ServiceConfig>(SERVICE_CONFIG);
  // Only the gateway (TRUSTED_PROXIES) may name the client in X-Forwarded-For; see clientAddress.
  const express = app.getHttpAdapter().getInstance();
  express.set('trust proxy', trustProxySetting(config.TRUSTED_PROXIES));
  // The gateway hides it too; a service reached directly names no framework either.
  express.disable('x-powered-by');
  app.useLogger(app.get(Logger));
  app.use(canonicalPathMiddleware(service.routes ?? []));
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new RejectPrototypeKeysPipe(), new RejectInvalidTextPipe(), createValidationPipe());
  app.enableShutdownHooks();
  drainOnShutdown(app);
  // Built on the first request to /api/docs (then kept): scanning every route and DTO at start
  // costs start-up time and heap that an idle service would carry for a page few ever open.
  // Error answers get the error shape's schema and each route the errors it can answer
  // (withErrorResponses, openapi.ts).
  const document = () =>
    withErrorResponses(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle(service.title)
          .setDescription(service.description)
          .setVersion('1.0')
          .addBearerAuth()
          .build(),
        { extraModels: OPENAPI_EXTRA_MODELS },
      ),
    );
  SwaggerModule.setup(`api/docs/${service.name}`, app, document, {
    jsonDocumentUrl: `api/docs/${service.name}-json`,
  });
  return app;
}

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 8000;

/**
 * Graceful shutdown under load. On SIGTERM (or SIGINT) Nest stops listening and waits for the open
 * connections to end; but the gateway's keep-alive connections never end while it keeps sending
 * requests on them, and Node serves a request on a kept-alive connection even after its server
 * stopped listening. So from the signal on:
 * - a request already in flight finishes with its real answer, and its connection is closed
 *   with it (`Connection: close` if its headers are not out yet, else ended once it is sent);
 * - idle connections are closed at once;
 * - a request that arrives after the signal (on a connection the gateway had kept alive) is
 *   refused: its connection is cut before any handler runs, so nothing of it is done and the
 *   gateway answers its clean 502, as for the new connections refused once the listener closed.
 * The process then exits. Whatever is still open after SHUTDOWN_GRACE_MS is cut.
 */
function drainOnShutdown(app: INestApplication): void {
  let draining = false;
  const inFlight = new Set<Response>();
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (draining) {
      req.socket.destroy();
      return;
    }
    const socket = req.socket;
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    res.once('finish', () => {
      if (draining) socket.end();
    });
    next();
  });
  const drain = () => {
    if (draining) return;
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const server = app.getHttpServer() as import('node:http').Server;
    server.closeIdleConnections?.();
    setTimeout(() => server.closeAllConnections?.(), SHUTDOWN_GRACE_MS).unref();
  };
  if (drains.size === 0)
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      process.once(signal, () => {
        for (const each of drains) each();
      });
  drains.add(drain);
  app.getHttpServer().once('close', () => drains.delete(drain));
}
/** One signal listener for every app of the process (tests create many). */
const drains = new Set<() => void>();

export async function createService(module: unknown, service: ServiceDescription): Promise<INestApplication> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const app = await NestFactory.create<NestExpressApplication>(module as any, {
    bufferLogs: true,
    // JSON only: no urlencoded parser (a form body is a 415 from requireJsonBody instead).
    bodyParser: false,
  });
  const fileBodyRoutes = new Set(service.fileBodyRoutes ?? []);
  const takesFile = (req: Request) => req.method === 'POST' && fileBodyRoutes.has(req.path);
  app.use((req: Request, res: Response, next: NextFunction) =>
    takesFile(req) ? next() : requireJsonBody(req, res, next),
  );
  // The gateway admits bodies up to 2 MB (a CSV import of a few thousand rows); Nest's default is 100 kB.
  // Nest's types omit `verify` (it uses it for rawBody, which we do not enable); body-parser takes it.
  const jsonOptions = { limit: JSON_BODY_LIMIT, type: JSON_MEDIA_TYPES, verify: rejectDeepJson };
  // Parsed first for their exact paths only; the general parser then sees the body as read.
  const largeBodyRoutes = new Set(service.largeBodyRoutes ?? []);
  if (largeBodyRoutes.size > 0) {
    const largeJson = json({ ...jsonOptions, limit: LARGE_JSON_BODY_LIMIT });
    app.use((req: Request, res: Response, next: NextFunction) =>
      req.method === 'POST' && largeBodyRoutes.has(req.path) ? largeJson(req, res, next) : next(),
    );
  }
  const parseJson = json(jsonOptions);
  app.use((req: Request, res: Response, next: NextFunction) =>
    takesFile(req) ? next() : parseJson(req, res, next),
  );
  return configureService(app, service);
}

/** Listens on HOST:PORT from the service's configuration (PORT falling back to the service's default). */
export async function listenService(app: INestApplication, defaultPort: number): Promise<void> {
  const config = app.get<ServiceConfig>(SERVICE_CONFIG);
  await app.listen(config.PORT ?? defaultPort, config.HOST);
}

/** Runs a service's main(): a configuration error stops the process with the variable's name. */
export function runService(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(
        `Service failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  });
}
