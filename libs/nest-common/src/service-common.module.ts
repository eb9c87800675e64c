import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AdminGuard, JWT_ALGORITHM } from './admin.guard';
import type { ServiceConfig } from './config';
import { dataSourceOptions, type DatabaseOptions } from './database';
import { HealthController } from './health.controller';
import { migrateSchema, serviceMigrations } from './migrate';
import { RateLimitCounter } from './rate-limit/rate-limit-counter.entity';
import { RateLimitGuard, RateLimitService } from './rate-limit/rate-limit';
import { SERVICE_CONFIG } from './service-config.token';

export interface ServiceCommonOptions {
  /** catalog, content or auth: names the schema, the logs and the OpenAPI path. */
  name: string;
  config: ServiceConfig;
  entities: DatabaseOptions['entities'];
  migrations: DatabaseOptions['migrations'];
  /** svc-auth signs tokens, so it registers the JWT module itself with its private key. */
  jwtPrivateKey?: string;
}

/**
 * The service's own entities or migrations plus the shared ones (the rate-limit counter), each
 * once: a service that lists a shared class itself does not get it twice.
 */
function withShared<T>(own: T, shared: unknown[]): T {
  if (!Array.isArray(own)) return own;
  return [...new Set([...own, ...shared])] as T;
}

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
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            autoLogging: { ignore: (req) => req.url === '/health' },
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
                entities: withShared(options.entities, [RateLimitCounter]),
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
      providers: [{ provide: SERVICE_CONFIG, useValue: config }, AdminGuard, RateLimitService, RateLimitGuard],
      exports: [SERVICE_CONFIG, AdminGuard, RateLimitService, RateLimitGuard, JwtModule, TypeOrmModule],
    };
  }
}
