import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * Express `trust proxy` setting from TRUSTED_PROXIES: a comma list of addresses, CIDRs or
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Empty trusts nobody. Only a peer in
 * this list may tell the service the client's address through X-Forwarded-For.
 */
export function trustProxySetting(trustedProxies: string): string[] | false {
  const list = trustedProxies
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return list.length > 0 ? list : false;
}

/** `::ffff:1.2.3.4` and `1.2.3.4` are one client. */
function normalize(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const trimmed = address.trim();
  const unmapped = trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
  return isIP(unmapped) ? unmapped.toLowerCase() : undefined;
}

/**
 * The address limits are counted against: Express's `req.ip`, which reads X-Forwarded-For only as
 * far back as the peers are trusted proxies (see trustProxySetting). The gateway overwrites
 * X-Forwarded-For with the address it saw, so behind it this is the visitor; a client talking to a
 * service directly cannot choose its address with a header.
 */
export function clientAddress(req: Request): string {
  return normalize(req.ip) ?? normalize(req.socket?.remoteAddress) ?? 'unknown';
}
