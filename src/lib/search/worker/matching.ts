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
const FIELD_COUNT = 6;
/** The terms a hit shows: those of its title, heading, description and body (not its code or keywords). */
export const shownTerms = (fieldTerms: readonly number[]) =>
  fieldTerms.slice(TITLE, CODE).reduce((all, bits) => all | bits, 0);

/** Index keys an English term may expand to by prefix ("env" → "environment"). */
const MAX_PREFIX_EXPANSIONS = 24;
/** The quality of a prefix's completion (the last word unfinished): below the word itself (1). */
export const PREFIX_QUALITY = 0.6;

export interface Posting {
  section: number;
  /** Occurrences per field. */
  tf: number[];
}

export const emptyFields = () => new Array<number>(FIELD_COUNT).fill(0);

/** How many of the sorted `items` are at most `value`. */
function countAtMost<T>(items: readonly T[], value: T): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (items[mid] <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class TermIndex {
  private readonly postings = new Map<string, Posting[]>();
  /** Every English key known so far, sorted; undefined when postings arrived since. */
  private keys: string[] | undefined;
  /**
   * The head's postings (titles, headings, descriptions, keywords, head code) of each key a shard changed
   * since the seal, taken just before it did; a key no shard changed still has only those.
   */
  private readonly headOnly = new Map<string, readonly Posting[]>();
  private sealed = false;
  /**
   * One field of every section, lower-cased and joined into one string, so that a Chinese term is found by
   * the engine's native substring search over the whole site at once; `starts` maps a position to its
   * section.
   */
  private readonly joined = Array.from({ length: FIELD_COUNT }, () => ({
    text: '',
    parts: [] as string[],
    starts: [] as number[],
    length: 0,
  }));

  constructor(private readonly body?: LazyBody) {}

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
    fields.forEach((field, at) => {
      const joined = this.joined[at];
      joined.starts.push(joined.length);
      joined.parts.push(field.toLowerCase());
      joined.length += field.length + 1;
    });
  }

  /** Ends the build: joins the fields; a shard's postings then keep the head's aside. */
  seal() {
    for (const joined of this.joined) joined.text = joined.parts.join('\n');
    this.sealed = true;
  }

  /** Adds the postings of one word key in one field (flat [section, occurrences, ...]) from a term shard. */
  addShardPostings(key: string, field: number, flat: readonly number[]) {
    let list = this.postings.get(key);
    if (list?.some((posting) => posting.tf[field] > 0)) return;
    if (this.sealed && !this.headOnly.has(key))
      this.headOnly.set(key, list?.map(({ section, tf }) => ({ section, tf: [...tf] })) ?? []);
    if (!list) {
      this.postings.set(key, (list = []));
      this.keys = undefined;
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
    return (this.keys ??= [...this.postings.keys()].sort());
  }

  /** A key's postings; without `shard`, only those the head had (its term shard left out). */
  postingsOf(key: string, shard: boolean): readonly Posting[] {
    return (shard ? undefined : this.headOnly.get(key)) ?? this.postings.get(key) ?? [];
  }

  /**
   * The index keys an English term matches, each with how well: 1 exact; only the last word may be
   * unfinished ("env" while typing "environment"), so it also matches the keys it starts, at most
   * MAX_PREFIX_EXPANSIONS, by PREFIX_QUALITY.
   */
  keysOf(term: { key: string; text: string }, isLast: boolean): Array<[string, number]> {
    const keys: Array<[string, number]> = this.postings.has(term.key) ? [[term.key, 1]] : [];
    if (!isLast || term.text.length < 2) return keys;
    const vocabulary = this.vocabulary();
    // The keys after the typed text itself: sorted, those it starts follow it.
    let at = countAtMost(vocabulary, term.text);
    for (let taken = 0; taken < MAX_PREFIX_EXPANSIONS && vocabulary[at]?.startsWith(term.text); at += 1) {
      taken += 1;
      if (vocabulary[at] !== term.key) keys.push([vocabulary[at], PREFIX_QUALITY]);
    }
    return keys;
  }

  /** Sections containing the Chinese `word`, with its occurrences per field (without `shard`, not the prose). */
  findChinese(word: string, shard: boolean): Map<number, number[]> {
    const found = new Map<number, number[]>();
    const count = (text: string, field: number, sectionAt: (position: number) => number) => {
      for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
        const section = sectionAt(at);
        let tf = found.get(section);
        if (!tf) found.set(section, (tf = emptyFields()));
        tf[field] += 1;
      }
    };
    this.joined.forEach(({ text, starts }, field) =>
      count(text, field, (position) => countAtMost(starts, position) - 1),
    );
    for (const [section, runs] of (shard && this.body?.hanRuns(word)) || []) count(runs, BODY, () => section);
    return found;
  }
}
