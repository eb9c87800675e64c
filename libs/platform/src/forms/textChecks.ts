// The browser's checks of what a visitor typed in the public forms (directory and news), before
// anything is sent; surrounding spaces do not count. The services check again with their own rules.

/** An absolute http(s) URL with a host. */
export function isTypedHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Something@something.tld, nothing more. */
export const isTypedEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
