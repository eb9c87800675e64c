// Links built from the contact fields of a business or a community: the one place they are made
// (the cards the services render, issue 29, and the frontends' cards, popups and dialogs).
import { instagramHandle } from '../community';

/** https://instagram.com/<handle>; a full URL is kept as it is. */
export function instagramUrl(value: string): string {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://instagram.com/${encodeURIComponent(instagramHandle(trimmed))}`;
}

/** https://www.tiktok.com/@<handle>; a full URL is kept as it is. */
export function tiktokUrl(value: string): string {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://www.tiktok.com/@${encodeURIComponent(instagramHandle(trimmed))}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoUrl(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A website as typed may lack its scheme; links need one. */
export function websiteUrl(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The contact fields a business or a community may have (a community's email is its contactEmail). */
export interface ContactFields {
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  instagram?: string | null;
  tiktok?: string | null;
}

export type ContactKind = keyof ContactFields;

/** One contact as a link: cards, map popups and detail dialogs all draw these. */
export interface ContactLink {
  kind: ContactKind;
  href: string;
  /** The contact as typed (a card's tooltip). */
  value: string;
  /** The contact as shown: the number, the address, the site without its scheme, the handle. */
  text: string;
  /** Opens in a new tab without an opener (sites and social profiles, not mail or phone links). */
  external: boolean;
}

const LINK_OF: Record<ContactKind, (value: string) => Omit<ContactLink, 'kind' | 'value'>> = {
  phone: (value) => ({ href: telUrl(value), text: value, external: false }),
  email: (value) => ({ href: mailtoUrl(value), text: value, external: false }),
  website: (value) => ({ href: websiteUrl(value), text: value.replace(/^https?:\/\//i, ''), external: true }),
  instagram: (value) => ({ href: instagramUrl(value), text: instagramHandle(value), external: true }),
  tiktok: (value) => ({ href: tiktokUrl(value), text: instagramHandle(value), external: true }),
};

/** The order contacts are listed in, everywhere. */
const CONTACT_ORDER: ContactKind[] = ['phone', 'email', 'website', 'instagram', 'tiktok'];

/** The links of the contacts that are given, in the order phone, email, website, Instagram, TikTok. */
export function contactLinks(fields: ContactFields): ContactLink[] {
  return CONTACT_ORDER.flatMap((kind) => {
    const value = fields[kind];
    return value ? [{ kind, value, ...LINK_OF[kind](value) }] : [];
  });
}
