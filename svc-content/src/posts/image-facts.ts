import { Injectable } from '@nestjs/common';

/** What an RSS enclosure states of an image: its media type and its size in bytes. */
export interface ImageFacts {
  type: string;
  length: number;
}

const KEEP_KNOWN_MS = 60 * 60_000;
const KEEP_UNKNOWN_MS = 5 * 60_000;
const ASK_TIMEOUT_MS = 3_000;
/** Bounds the cache: news images are few; a flood of distinct URLs cannot grow it without end. */
const MAX_KEPT = 500;

/**
 * The type and length of news images for the RSS enclosures (issue 27: `feed` guessed
 * `image/svg` and 0 from the file name). Only approved news images are asked for, with one HEAD
 * each (identity encoding, so the length is the file's), answers kept an hour (an image that did
 * not answer, five minutes, and its item has no enclosure meanwhile).
 */
@Injectable()
export class ImageFactsCache {
  private readonly kept = new Map<string, { facts: ImageFacts | null; until: number }>();

  async factsOf(urls: string[]): Promise<Map<string, ImageFacts>> {
    const now = Date.now();
    const unique = [...new Set(urls)];
    await Promise.all(
      unique
        .filter((url) => (this.kept.get(url)?.until ?? 0) <= now)
        .map(async (url) => {
          const facts = await askFacts(url);
          if (this.kept.size >= MAX_KEPT) this.kept.clear();
          this.kept.set(url, { facts, until: now + (facts ? KEEP_KNOWN_MS : KEEP_UNKNOWN_MS) });
        }),
    );
    const found = new Map<string, ImageFacts>();
    for (const url of unique) {
      const facts = this.kept.get(url)?.facts;
      if (facts) found.set(url, facts);
    }
    return found;
  }
}

async function askFacts(url: string): Promise<ImageFacts | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const res = await fetch(url, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'identity' },
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    const type = res.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
    const length = Number(res.headers.get('content-length'));
    if (!res.ok || !type?.startsWith('image/') || !Number.isInteger(length) || length <= 0) return null;
    return { type, length };
  } catch {
    return null;
  }
}
