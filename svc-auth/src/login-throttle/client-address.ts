import { isIP } from 'node:net';
import type { Request } from 'express';

function normalize(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const trimmed = address.trim();
  const unmapped = trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
  return isIP(unmapped) ? unmapped.toLowerCase() : undefined;
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * The address login attempts are counted against.
 *
 * Behind the gateway (trustProxy) the socket peer is nginx, so the address comes from its headers:
 * X-Real-IP, which nginx sets to $remote_addr and overwrites whatever the client sent, else the
 * LAST X-Forwarded-For entry (the one the gateway appended). The first entry is whatever the client
 * chose to send, so trusting it would let anyone dodge the per-address limit with a fake header.
 */
export function clientAddress(req: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const realIp = normalize(header(req, 'x-real-ip'));
    if (realIp) return realIp;
    const forwarded = header(req, 'x-forwarded-for')
      ?.split(',')
      .filter((part) => part.trim() !== '');
    const last = normalize(forwarded?.[forwarded.length - 1]);
    if (last) return last;
  }
  return normalize(req.socket?.remoteAddress) ?? 'unknown';
}
