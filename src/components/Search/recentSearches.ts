/**
 * The last hits the reader chose, per locale, in localStorage and never sent anywhere. Stored data is untrusted
 * (another version of the site, an extension, a hand edit): anything but well-formed entries of this site goes.
 * Storage that cannot be used (private modes, blocked or full storage, the server) reads as an empty list:
 * recent searches are a convenience, the search works without.
 */
import { SEARCH } from '@site/config/constants';

/** `url`: a site path with its anchor; `section`: the heading the hit led to. */
export interface RecentHit {
  url: string;
  title: string;
  section?: string;
}

const MAX_TEXT = 200;
const MAX_URL = 500;
/** Stored entries looked at, at most: enough to find 5 good ones among junk, bounded whatever is stored. */
const MAX_SCANNED = 50;

export const recentSearchesKey = (locale: string) => `search-recent-${locale}`;

/** A site path: one leading slash (never `//host` or `/\host`), no backslash, no control characters. */
const isSitePath = (url: unknown): url is string =>
  typeof url === 'string' && url.length <= MAX_URL && /^\/(?![/\\])[^\\\p{Cc}]*$/u.test(url);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;

function toRecentHit(value: unknown): RecentHit | undefined {
  const { url, title, section } = (value ?? {}) as Record<string, unknown>;
  if (!isSitePath(url) || !isText(title)) return undefined;
  return isText(section) ? { url, title, section } : { url, title };
}

export const withoutRecentHit = (hits: readonly RecentHit[], url: string) =>
  hits.filter((known) => known.url !== url);

/** The list with `hit` first (an earlier entry for the same URL removed), cut to the limit. */
export function withRecentHit(hits: readonly RecentHit[], hit: RecentHit): RecentHit[] {
  const clean = toRecentHit(hit);
  return clean ? [clean, ...withoutRecentHit(hits, clean.url)].slice(0, SEARCH.recentLimit) : [...hits];
}

/** The stored list of a locale, newest first; bad or missing data gives an empty list. */
export function parseRecentHits(stored: string | null): RecentHit[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    // Added from the oldest entry looked at to the newest, each in front: the newest entry of a URL wins.
    return Array.isArray(value)
      ? value.slice(0, MAX_SCANNED).reduceRight<RecentHit[]>(withRecentHit, [])
      : [];
  } catch {
    return [];
  }
}

export function readRecentHits(locale: string): RecentHit[] {
  try {
    return parseRecentHits(window.localStorage.getItem(recentSearchesKey(locale)));
  } catch {
    return [];
  }
}

/** Stores the list (an empty list removes the key). */
export function writeRecentHits(locale: string, hits: readonly RecentHit[]): void {
  try {
    if (hits.length === 0) window.localStorage.removeItem(recentSearchesKey(locale));
    else window.localStorage.setItem(recentSearchesKey(locale), JSON.stringify(hits));
  } catch {
    // Not stored: see above.
  }
}
