import type { DatabaseOptions } from './database';
import { CreateRateLimitCounter1765000000000 } from './rate-limit/create-rate-limit-counter.migration';
import { RateLimitCounter } from './rate-limit/rate-limit-counter.entity';

/**
 * Tables every service keeps in its own schema besides its own (the rate-limit counters). Added
 * here, once, so no service lists them; a service that does list one does not get it twice.
 */
function withShared<T>(own: T, shared: unknown[]): T {
  if (!Array.isArray(own)) return own;
  return [...new Set([...own, ...shared])] as T;
}

export const serviceEntities = (own: DatabaseOptions['entities']): DatabaseOptions['entities'] =>
  withShared(own, [RateLimitCounter]);

export const serviceMigrations = (own: DatabaseOptions['migrations']): DatabaseOptions['migrations'] =>
  withShared(own, [CreateRateLimitCounter1765000000000]);
