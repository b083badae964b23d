/**
 * The last hits the reader chose, per locale, in localStorage and never sent anywhere. Stored data is untrusted
 * (another version of the site, an extension, a hand edit): anything but well-formed entries of this site goes.
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

/** A site path: one leading slash (never `//host` or `/\host`), no scheme, no control characters. */
const isSitePath = (url: string) =>
  url.length <= MAX_URL &&
  /^\/(?![/\\])/.test(url) &&
  !url.includes('\\') &&
  ![...url].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;

function toRecentHit(value: unknown): RecentHit | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { url, title, section } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !isSitePath(url) || !isText(title)) return undefined;
  return isText(section) ? { url, title, section } : { url, title };
}

/** The stored list of a locale, newest first; bad or missing data gives an empty list. */
export function parseRecentHits(stored: string | null): RecentHit[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const hits: RecentHit[] = [];
  for (const item of value.slice(0, MAX_SCANNED)) {
    const hit = toRecentHit(item);
    if (hit && !hits.some((known) => known.url === hit.url)) hits.push(hit);
    if (hits.length === SEARCH.recentLimit) break;
  }
  return hits;
}

/** The list with `hit` first (an earlier entry for the same URL removed), cut to the limit. */
export function withRecentHit(hits: readonly RecentHit[], hit: RecentHit): RecentHit[] {
  const clean = toRecentHit(hit);
  if (!clean) return [...hits];
  return [clean, ...hits.filter((known) => known.url !== clean.url)].slice(0, SEARCH.recentLimit);
}

export const withoutRecentHit = (hits: readonly RecentHit[], url: string) =>
  hits.filter((known) => known.url !== url);

/** localStorage, or undefined where it cannot be used (private modes, blocked storage, no window). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readRecentHits(locale: string): RecentHit[] {
  try {
    return parseRecentHits(storage()?.getItem(recentSearchesKey(locale)) ?? null);
  } catch {
    return [];
  }
}

/** Stores the list (an empty list removes the key); a full or blocked storage is ignored. */
export function writeRecentHits(locale: string, hits: readonly RecentHit[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (hits.length === 0) store.removeItem(recentSearchesKey(locale));
    else store.setItem(recentSearchesKey(locale), JSON.stringify(hits));
  } catch {
    // Quota exceeded or storage disabled: recent searches are a convenience, the search works without.
  }
}
