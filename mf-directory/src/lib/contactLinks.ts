// Links built from a business's contact fields.

/** An Instagram handle without the leading @ (and without surrounding spaces). */
export function instagramHandle(value: string): string {
  return value.trim().replace(/^@+/, '');
}

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
