import {
  applyDecorators,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { RateLimitClass } from '@byp/contracts';
import { ApiException } from '../api-exception.filter';
import { clientAddress } from '../client-address';
import { KeyedBatcher } from '../keyed-batcher';
import type { ServiceConfig } from '../config';
import { SERVICE_CONFIG } from '../service-config.token';

export const TOO_MANY_REQUESTS = 'Too many requests. Try again later.';

/** Metadata key holding a route's RateLimitClass (the route-table test reads it too). */
export const RATE_LIMIT_CLASS = 'byp:rateLimitClass';

/** Limits this guard enforces; `login` is svc-auth's own brake (it needs the username and the outcome). */
type CountedClass = Extract<RateLimitClass, 'public-write' | 'claim'>;
const isCounted = (kind: RateLimitClass | undefined): kind is CountedClass =>
  kind === 'public-write' || kind === 'claim';
/**
 * Counters a service asks for itself, with a client key of its own: `claim-per-offer` counts new
 * claims of one offer per address (the key is address and offer), issue 28.
 */
export type ServiceCountedLimit = 'claim-per-offer';
type LimitKind = CountedClass | ServiceCountedLimit;

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export function parseRateLimit(value: string): RateLimitRule {
  const [max, windowSeconds] = value.split('/').map(Number);
  return { max, windowSeconds };
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the client's window ends (sent as Retry-After when refused). */
  retryAfterSeconds: number;
}

/** 429 in the error shape; the guard has already set Retry-After on the response. */
export class TooManyRequestsException extends ApiException {
  constructor(readonly retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters in the service's own schema (`rate_limit_counter`): one upsert counts and
 * answers at once, atomically, however many replicas share the table. Concurrent hits of one
 * client and class in this process share one upsert (KeyedBatcher: `hits + n`, the k-th of them
 * counted as hit `hits - n + k`), so a burst from one address is not one row-lock wait per request.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger(RateLimitService.name);
  private readonly rules: Record<LimitKind, RateLimitRule>;
  private readonly table: string;
  private readonly batches = new KeyedBatcher<RateLimitVerdict>((key, size) => this.count(key, size));

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    this.rules = {
      'public-write': parseRateLimit(config.RATE_LIMIT_PUBLIC_WRITE),
      claim: parseRateLimit(config.RATE_LIMIT_CLAIM),
      'claim-per-offer': parseRateLimit(config.RATE_LIMIT_CLAIM_PER_OFFER),
    };
    const schema = String((db.options as { schema?: string }).schema ?? 'public').replace(/"/g, '');
    this.table = `"${schema}"."rate_limit_counter"`;
  }

  hit(kind: LimitKind, client: string): Promise<RateLimitVerdict> {
    return this.batches.run(JSON.stringify([kind, client]));
  }

  /** Counts `size` hits of one (class, client) with one upsert; answers each in arrival order. */
  private async count(key: string, size: number): Promise<RateLimitVerdict[]> {
    const [kind, client] = JSON.parse(key) as [LimitKind, string];
    const { max, windowSeconds } = this.rules[kind];
    const rows: { hits: number; retryAfter: number }[] = await this.db.query(
      `INSERT INTO ${this.table} AS c (kind, client, hits, window_ends_at)
       VALUES ($1, $2, $4, now() + make_interval(secs => $3))
       ON CONFLICT (kind, client) DO UPDATE SET
         hits = CASE WHEN c.window_ends_at <= now() THEN $4 ELSE c.hits + $4 END,
         window_ends_at = CASE WHEN c.window_ends_at <= now()
                               THEN now() + make_interval(secs => $3) ELSE c.window_ends_at END
       RETURNING hits, greatest(1, ceil(extract(epoch FROM (window_ends_at - now()))))::int AS "retryAfter"`,
      [kind, client, windowSeconds, size],
    );
    // Ended windows are dead rows; any replica may sweep them now and then, it is idempotent.
    if (Math.random() < 0.01) {
      this.db
        .query(`DELETE FROM ${this.table} WHERE window_ends_at < now()`)
        .catch((error: unknown) => this.logger.warn(`Sweeping rate-limit counters failed: ${String(error)}`));
    }
    const { hits, retryAfter } = rows[0];
    return Array.from({ length: size }, (_, i) => ({
      allowed: hits - size + i + 1 <= max,
      retryAfterSeconds: retryAfter,
    }));
  }
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.getAllAndOverride<RateLimitClass | undefined>(RATE_LIMIT_CLASS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isCounted(kind)) return true;
    const http = context.switchToHttp();
    const verdict = await this.limits.hit(kind, clientAddress(http.getRequest<Request>()));
    if (verdict.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new TooManyRequestsException(verdict.retryAfterSeconds);
  }
}

/**
 * The route's rate-limit class from the service's route table (its src/routes.ts):
 * `@RateLimit('public-write')` on visitors' POSTs, `@RateLimit('claim')` on offer claims. Counts
 * per client address (X-Forwarded-For only from TRUSTED_PROXIES), 429 with Retry-After beyond
 * RATE_LIMIT_PUBLIC_WRITE / RATE_LIMIT_CLAIM (`<count>/<seconds>`).
 *
 * Module wiring: none. ServiceCommonModule.forRoot adds the `rate_limit_counter` entity and its
 * migration (CreateRateLimitCounter1765000000000) to every service's own lists and provides the
 * guard, so the table lives in each service's schema. `'login'` only records the class: svc-auth's
 * login brake enforces it. `'none'` is a no-op.
 */
export const RateLimit = (kind: RateLimitClass) =>
  isCounted(kind)
    ? applyDecorators(
        SetMetadata(RATE_LIMIT_CLASS, kind),
        UseGuards(RateLimitGuard),
        ApiTooManyRequestsResponse({ description: `Rate limit '${kind}' for this client; see Retry-After` }),
      )
    : SetMetadata(RATE_LIMIT_CLASS, kind);
