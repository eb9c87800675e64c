import { LIMITS } from './messages';
import { isPhotoUrl } from './photos';

/** Images the product serves itself (sample data): `/images/<kind>/<file>`, nothing that climbs out. */
const PRODUCT_IMAGE_PATH = /^\/images\/[a-z0-9-]+\/[A-Za-z0-9._-]+$/;

/**
 * True for absolute http(s) URLs, the product's own image paths and uploaded photos' URLs: no javascript:, data:,
 * relative or protocol-relative URLs. One rule for the services' validators and the browser's
 * CSV preview.
 */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > LIMITS.urlMax) return false;
  if (PRODUCT_IMAGE_PATH.test(value) && !value.includes('..')) return true;
  // A photo uploaded to the product (issue 26): its reference URL.
  if (isPhotoUrl(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A scheme ('https:', 'mailto:', 'javascript:') at the start of what was typed; 'host:8080' is a port. */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * A website as people type it, made a URL (issue 28): 'example.org' and 'www.example.org/about'
 * get 'https://', '//example.org' gets 'https:'. Anything with a scheme is left as it is (so
 * 'javascript:…' stays, and the http(s) rule refuses it), and so is blank text and text with
 * spaces, which is no host. One rule for the services' validators and the browsers' forms.
 */
export function withWebScheme(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || SCHEME.test(trimmed) || /\s/.test(trimmed)) return trimmed;
  return trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
}
