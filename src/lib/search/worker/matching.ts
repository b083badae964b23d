/**
 * The engine's inverted index: which sections hold a word key, and in which fields. English words are
 * looked up by key (and prefix); Chinese terms are found by substring search over each field of every
 * section joined into one string, plus, with a split index, the prose runs fetched from the term's shard.
 */
import type { LazyBody } from './lazyBody';

/** Fields of a section, in index order: title, heading, description, body, code, reader keywords. */
export const TITLE = 0;
export const BODY = 3;
export const CODE = 4;
export const KEYWORDS = 5;
export const FIELD_COUNT = 6;
/** The fields a hit shows the words of: title, heading, description, body (code and keywords are not shown). */
export const SHOWN_FIELDS = [0, 1, 2, 3];

/** Index keys an English term may expand to by prefix ("env" → "environment"). */
const MAX_PREFIX_EXPANSIONS = 24;
/** The quality of a prefix's completion (the last word unfinished): below the word itself (1). */
export const PREFIX_QUALITY = 0.6;

export interface Posting {
  section: number;
  /** Occurrences per field. */
  tf: number[];
}

/**
 * One field of every section, lower-cased and joined into one string, so that a Chinese term is found by
 * the engine's native substring search over the whole site at once; `starts` maps a position to its section.
 */
interface JoinedField {
  text: string;
  starts: number[];
}

export const emptyFields = () => new Array<number>(FIELD_COUNT).fill(0);

export class TermIndex {
  private readonly postings = new Map<string, Posting[]>();
  private keys: string[] = [];
  /**
   * The head's postings (titles, headings, descriptions, keywords, head code) of each key a shard changed
   * since the seal, taken just before it did; a key no shard changed still has only those.
   */
  private readonly headOnly = new Map<string, readonly Posting[]>();
  private sealed = false;
  /** Set when postings arrived since `keys` was sorted. */
  private keysStale = true;
  private readonly joined: JoinedField[] = [];
  private readonly parts: string[][] = Array.from({ length: FIELD_COUNT }, () => []);
  private readonly lengths = new Array<number>(FIELD_COUNT).fill(0);

  constructor(private readonly body?: LazyBody) {
    for (let field = 0; field < FIELD_COUNT; field += 1) this.joined.push({ text: '', starts: [] });
  }

  /** Adds one occurrence of `key` in a field of a section (sections are added in order). */
  add(key: string, section: number, field: number) {
    let list = this.postings.get(key);
    if (!list) this.postings.set(key, (list = []));
    let last = list[list.length - 1];
    if (!last || last.section !== section) list.push((last = { section, tf: emptyFields() }));
    last.tf[field] += 1;
  }

  /** Appends the next section's fields to the joined text searched for Chinese terms. */
  addFields(fields: readonly string[]) {
    fields.forEach((field, fieldIndex) => {
      this.joined[fieldIndex].starts.push(this.lengths[fieldIndex]);
      this.parts[fieldIndex].push(field.toLowerCase());
      this.lengths[fieldIndex] += field.length + 1;
    });
  }

  /** Ends the build: joins the fields and sorts the keys; a shard's postings then keep the head's aside. */
  seal() {
    this.parts.forEach((list, field) => (this.joined[field].text = list.join('\n')));
    this.sealed = true;
    this.sortKeys();
  }

  /** Adds the postings of one word key in one field (flat [section, occurrences, ...]) from a term shard. */
  addShardPostings(key: string, field: number, flat: readonly number[]) {
    let list = this.postings.get(key);
    if (list?.some((posting) => posting.tf[field] > 0)) return;
    if (this.sealed && !this.headOnly.has(key))
      this.headOnly.set(key, list?.map(({ section, tf }) => ({ section, tf: [...tf] })) ?? []);
    if (!list) {
      this.postings.set(key, (list = []));
      this.keysStale = true;
    }
    const bySection = new Map(list.map((posting) => [posting.section, posting]));
    for (let at = 0; at + 1 < flat.length; at += 2) {
      let posting = bySection.get(flat[at]);
      if (!posting) {
        list.push((posting = { section: flat[at], tf: emptyFields() }));
        bySection.set(flat[at], posting);
      }
      posting.tf[field] = flat[at + 1];
    }
  }

  /** Every English key known so far (the head's, and those of the shards fetched), sorted. */
  vocabulary(): readonly string[] {
    if (this.keysStale) this.sortKeys();
    return this.keys;
  }

  /** A key's postings; without `shard`, only those the head had (its term shard left out). */
  postingsOf(key: string, shard = true): readonly Posting[] {
    return (shard ? undefined : this.headOnly.get(key)) ?? this.postings.get(key) ?? [];
  }

  /** The index keys an English term matches, each with how well (1 exact, less for a prefix). */
  keysOf(term: { key: string; text: string }, isLast: boolean): Array<[string, number]> {
    const keys: Array<[string, number]> = [];
    if (this.postings.has(term.key)) keys.push([term.key, 1]);
    // Only the last word may be unfinished ("env" while typing "environment"): it also matches by prefix.
    if (isLast && term.text.length >= 2)
      for (const key of this.expansions(term.text)) if (key !== term.key) keys.push([key, PREFIX_QUALITY]);
    return keys;
  }

  /** Sections containing the Chinese `word`, with its occurrences per field (without `shard`, not the prose). */
  findChinese(word: string, shard = true): Map<number, number[]> {
    const found = new Map<number, number[]>();
    this.joined.forEach(({ text, starts }, field) => {
      for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
        const section = sectionAt(starts, at);
        let tf = found.get(section);
        if (!tf) found.set(section, (tf = emptyFields()));
        tf[field] += 1;
      }
    });
    for (const [section, runs] of (shard && this.body?.hanRuns(word)) || []) {
      for (let at = runs.indexOf(word); at !== -1; at = runs.indexOf(word, at + word.length)) {
        let tf = found.get(section);
        if (!tf) found.set(section, (tf = emptyFields()));
        tf[BODY] += 1;
      }
    }
    return found;
  }

  private sortKeys() {
    this.keys = [...this.postings.keys()].sort();
    this.keysStale = false;
  }

  /** Index keys starting with `prefix` (the key itself excluded), at most MAX_PREFIX_EXPANSIONS. */
  private expansions(prefix: string): string[] {
    if (this.keysStale) this.sortKeys();
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.keys[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (
      let at = low;
      at < this.keys.length && this.keys[at].startsWith(prefix) && found.length < MAX_PREFIX_EXPANSIONS;
      at += 1
    ) {
      if (this.keys[at] !== prefix) found.push(this.keys[at]);
    }
    return found;
  }
}

/** Index of the last start at or before `position`. */
function sectionAt(starts: number[], position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}
