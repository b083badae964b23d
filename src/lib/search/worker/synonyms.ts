/**
 * Query-side synonyms (config/searchSynonyms.json): a query word, or a run of query words, that is a member
 * of a group also searches the group's other members, so a reader's word finds the page that uses another
 * (热替换 → 热更新, `sourcemap` → 源码映射, `deps` → dependencies).
 */
// Relative, not `@site/`: the scripts load this file outside the bundler (scripts/search/searchOnDisk.mjs).
import SYNONYMS from '../../../../config/searchSynonyms.json';
import { phraseAtoms, type Alternative, type QueryTerm } from '../format/tokenize';

const GROUPS: Alternative[][] = SYNONYMS.groups.map((group) =>
  group.map(phraseAtoms).filter((atoms) => atoms.length > 0),
);

/** The Chinese members of every group: words the query's cutter keeps whole (外部扩展, not 外部 + 扩展). */
export const SYNONYM_HAN_WORDS: readonly string[] = GROUPS.flat()
  .filter((atoms) => atoms.length === 1 && atoms[0].han)
  .map((atoms) => atoms[0].key);

const atomIs = (term: QueryTerm, atom: Alternative[number]) => term.han === atom.han && term.key === atom.key;

/**
 * The terms with their synonyms: a term that is a group member gets the other members as alternatives; a
 * run of terms that is a member ("source map") adds a weak term found as the run or its synonyms.
 */
export function withSynonyms(terms: QueryTerm[]): QueryTerm[] {
  const out: QueryTerm[] = [];
  const extra: QueryTerm[] = [];
  for (let at = 0; at < terms.length;) {
    let best: { group: Alternative[]; member: Alternative } | undefined;
    for (const group of GROUPS)
      for (const member of group)
        if (
          member.length <= terms.length - at &&
          member.length > (best?.member.length ?? 0) &&
          member.every((atom, offset) => atomIs(terms[at + offset], atom))
        )
          best = { group, member };
    if (!best) {
      out.push(terms[at]);
      at += 1;
      continue;
    }
    const { group, member } = best;
    const others = group.filter((alternative) => alternative !== member);
    if (member.length === 1) out.push({ ...terms[at], alternatives: others });
    else {
      // The words stay terms of their own; the run is one more term that only ranks (weak), found as the
      // words together or as a synonym.
      const run = terms.slice(at, at + member.length);
      out.push(...run);
      extra.push({
        text: run.map((term) => term.text).join(' '),
        han: false,
        key: run.map((term) => term.key).join(' '),
        parts: [],
        phrase: member,
        alternatives: others,
        weak: true,
      });
    }
    at += member.length;
  }
  return [...out, ...extra];
}
