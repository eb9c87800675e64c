import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminGuard, JWT_ALGORITHM } from './admin.guard';
import { GatewayApiGeneration, RenewApiGenerationAfterWrite } from './gateway-cache/api-generation';
import type { ServiceConfig } from './config';
import { dataSourceOptions, type DatabaseOptions } from './database';
import { HealthController } from './health.controller';
import { migrateSchema, serviceMigrations } from './migrate';
import { serviceEntities } from './shared-tables';
import { RateLimitGuard, RateLimitService } from './rate-limit/rate-limit';
import { SERVICE_CONFIG } from './service-config.token';
import { AuthServiceSessionValidator, SESSION_VALIDATOR, type SessionValidator } from './session-validator';

export interface ServiceCommonOptions {
  /** catalog, content or auth: names the schema, the logs and the OpenAPI path. */
  name: string;
  config: ServiceConfig;
  entities: DatabaseOptions['entities'];
  migrations: DatabaseOptions['migrations'];
  /** svc-auth signs tokens, so it registers the JWT module itself with its private key. */
  jwtPrivateKey?: string;
  /**
   * How AdminGuard checks that a token's session is active. Default: ask svc-auth at AUTH_URL.
   * svc-auth passes a validator that reads its own session table (it may inject the DataSource).
   */
  sessionValidator?: Type<SessionValidator>;
  /**
   * Its public reads are kept by the gateway's micro-cache: after each write, ask the gateways
   * for a new API generation (GatewayApiGeneration) before answering.
   */
  gatewayKeepsReads?: boolean;
}

const PROBE_PATHS = new Set(['/health', '/health/ready', '/health/live']);

/** A request id the gateway set, or a fresh one: every log line of a request carries it. */
function requestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
}

/** What every service shares: logging, its database schema, token verification and /health. */
@Global()
@Module({})
export class ServiceCommonModule {
  static forRoot(options: ServiceCommonOptions): DynamicModule {
    const { config } = options;
    return {
      module: ServiceCommonModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            name: `svc-${options.name}`,
            genReqId: (req, res) => {
              const id = requestId(req);
              res.setHeader('X-Request-Id', id);
              return id;
            },
            // pino binds the serialized request to a child logger on every request, logged or
            // not: the id, method and URL only (the whole request with its headers cost more
            // CPU than some handlers). Headers, and so tokens and cookies, never reach the logs:
            // neither the request's nor the response's (a Set-Cookie would carry a secret too).
            serializers: {
              req: (req: { id?: unknown; method?: string; url?: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
            },
            // Probes call every few seconds: not worth a line each.
            autoLogging: { ignore: (req) => PROBE_PATHS.has(req.url ?? '') },
          },
        }),
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            const migrations = serviceMigrations(options.migrations);
            // Under an advisory lock: replicas starting together never run a migration twice.
            if (config.RUN_MIGRATIONS)
              await migrateSchema({ url: config.DATABASE_URL, schema: options.name, migrations });
            return {
              ...dataSourceOptions({
                url: config.DATABASE_URL,
                schema: options.name,
                entities: serviceEntities(options.entities),
                migrations,
              }),
              migrationsRun: false,
            };
          },
        }),
        JwtModule.register({
          publicKey: config.JWT_PUBLIC_KEY,
          privateKey: options.jwtPrivateKey,
          signOptions: { algorithm: JWT_ALGORITHM },
          verifyOptions: { algorithms: [JWT_ALGORITHM] },
        }),
        TerminusModule.forRoot({ logger: false }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: SESSION_VALIDATOR, useClass: options.sessionValidator ?? AuthServiceSessionValidator },
        AdminGuard,
        RateLimitService,
        RateLimitGuard,
        {
          provide: GatewayApiGeneration,
          useValue: new GatewayApiGeneration(options.name, config.GATEWAY_INTERNAL_URL),
        },
        ...(options.gatewayKeepsReads
          ? [{ provide: APP_INTERCEPTOR, useClass: RenewApiGenerationAfterWrite }]
          : []),
      ],
      exports: [
        GatewayApiGeneration,
        SERVICE_CONFIG,
        SESSION_VALIDATOR,
        AdminGuard,
        RateLimitService,
        RateLimitGuard,
        JwtModule,
        TypeOrmModule,
      ],
    };
  }
}
