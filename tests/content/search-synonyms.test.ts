import fs from 'node:fs';
import path from 'node:path';
import SYNONYMS from '@site/config/searchSynonyms.json';
import GLOSSARY from '@site/scripts/lib/glossary.zh.json';

/**
 * The search synonyms (config/searchSynonyms.json) are reviewed like content: every form the Chinese
 * glossary keeps out of the prose is a synonym of its preferred term (readers still type it), and every
 * group leads to words the site has, so no synonym points at nothing.
 */
const ROOT = path.resolve(__dirname, '../..');

function textUnder(dir: string): string {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(ROOT, dir, file), 'utf8'))
    .join('\n')
    .toLowerCase();
}

const site = `${textUnder('docs')}\n${textUnder('i18n/zh/docusaurus-plugin-content-docs/current')}`;
const groups = SYNONYMS.groups;
const groupOf = (word: string) =>
  groups.find((group) => group.some((member) => member.toLowerCase() === word));

describe('search synonyms', () => {
  it('hold every form the glossary avoids in the group of its preferred term', () => {
    const missing: string[] = [];
    const terms = GLOSSARY.terms as Array<{
      preferred?: string[];
      meanings?: Array<{ preferred: string[] }>;
      avoid: Array<string | { regex: string }>;
    }>;
    for (const term of terms) {
      // A term with several meanings has a preferred word per meaning: the group holds one of them.
      const preferred = (term.preferred ?? term.meanings?.flatMap((meaning) => meaning.preferred) ?? []).map(
        (word) => word.toLowerCase(),
      );
      for (const form of term.avoid) {
        if (typeof form !== 'string') continue;
        const found = groupOf(form.toLowerCase()) ?? groupOf(form.toLowerCase().replace(/s$/, ''));
        if (!found?.some((member) => preferred.includes(member.toLowerCase())))
          missing.push(`${form} → ${preferred.join(' / ')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lead from every group to a word the pages contain', () => {
    const empty = groups.filter((group) => !site.includes(group[0].toLowerCase()));
    expect(empty).toEqual([]);
  });

  it('list a word in one group only', () => {
    const members = groups.flat().map((member) => member.toLowerCase());
    expect(members.filter((member, at) => members.indexOf(member) !== at)).toEqual([]);
  });
});
