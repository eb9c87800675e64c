// The gateway keeps copies of public reads (its micro-cache), keyed by each service's API
// generation (gateway/snippets/api-generation.conf). After a write, the service asks every
// gateway replica for a new generation before it answers, so the writer's next read, and
// everyone's, finds no copy from before the write (docs/architecture.md, "Caching").
import { lookup } from 'node:dns/promises';
import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { concatMap, type Observable } from 'rxjs';

/** A gateway replica that does not answer in this time is logged and skipped. */
const RENEW_TIMEOUT_MS = 2000;

/** Requests that change nothing: no new generation. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Asks the gateways for a new API generation of one service: a POST to
 * `<GATEWAY_INTERNAL_URL>/api-generation/<service>` at every address the URL's host name has
 * (Kubernetes: the headless Service gateway-internal, one address per gateway replica).
 */
export class GatewayApiGeneration {
  private readonly logger = new Logger('GatewayApiGeneration');

  /** @param internalUrl the gateways' internal origin; undefined: no gateway to tell (tests). */
  constructor(
    private readonly service: string,
    private readonly internalUrl: string | undefined,
  ) {}

  /**
   * Resolves once every replica answered or failed. Never throws: the write is committed
   * whatever happens here; a replica that was not told keeps answering its copies until they
   * expire (the gateway's API_MICRO_CACHE_SECONDS), which the warning says.
   */
  async renew(): Promise<void> {
    if (!this.internalUrl) return;
    const url = new URL(this.internalUrl);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    let hosts: string[];
    try {
      const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true });
      hosts = addresses.map(({ address, family }) => (family === 6 ? `[${address}]` : address));
    } catch (error) {
      this.warn(url.hostname, error);
      return;
    }
    await Promise.all(
      hosts.map(async (host) => {
        try {
          const res = await fetch(`${url.protocol}//${host}:${port}/api-generation/${this.service}`, {
            method: 'POST',
            signal: AbortSignal.timeout(RENEW_TIMEOUT_MS),
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`answered ${res.status}`);
        } catch (error) {
          this.warn(host, error);
        }
      }),
    );
  }

  private warn(host: string, error: unknown): void {
    this.logger.warn(
      `gateway ${host} was not given a new ${this.service} API generation (${error instanceof Error ? error.message : String(error)}): it may answer reads from before this write until its copies expire`,
    );
  }
}

/**
 * After every successful write request (not GET, HEAD or OPTIONS; a handler that throws wrote
 * nothing), a new API generation before the answer goes out. Handlers return their answers (none
 * writes to the response itself), so the answer waits for this.
 */
@Injectable()
export class RenewApiGenerationAfterWrite implements NestInterceptor {
  constructor(private readonly generation: GatewayApiGeneration) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    if (READ_METHODS.has(context.switchToHttp().getRequest<Request>().method)) return next.handle();
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await this.generation.renew();
        return answer;
      }),
    );
  }
}
