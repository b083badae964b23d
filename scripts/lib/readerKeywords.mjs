// Rules of a doc page's reader keywords (front matter `keywords`): the words a reader types to find the page,
// which the site search indexes (plugins/search-index) and Docusaurus writes to `<meta name="keywords">`.
// CONTRIBUTING.md ("Front matter") says how to write them; this checks what can be counted.

/**
 * Doc pages that must have keywords, by their path below the docs folder (a prefix; '' is every page). Pages
 * outside it are checked only when they have keywords.
 */
export const KEYWORDS_REQUIRED_UNDER = [''];

const MIN_ENTRIES = 3;
const MAX_ENTRIES = 8;
const MAX_CHARS = 40;
const MAX_WORDS = 5;
const MAX_HAN = 12;
const HAN = /\p{Script=Han}/gu;

/**
 * The problems of a page's `keywords` (each a message without file or line). `docPath` is the page's path below
 * its docs folder, `title` its title (front matter `title` or h1), `required` whether it must have keywords.
 * @param {unknown} keywords
 * @param {{ title: string, required: boolean }} page
 * @returns {string[]}
 */
export function keywordProblems(keywords, { title, required }) {
  if (keywords === undefined || keywords === null)
    return required
      ? [`front matter needs keywords: ${MIN_ENTRIES} to ${MAX_ENTRIES} words readers type`]
      : [];
  if (!Array.isArray(keywords)) return ['keywords must be a YAML list of strings'];
  const problems = [];
  if (keywords.length < MIN_ENTRIES || keywords.length > MAX_ENTRIES)
    problems.push(`keywords: ${keywords.length} entries, write ${MIN_ENTRIES} to ${MAX_ENTRIES}`);
  const seen = new Set();
  const ownTitle = title.trim().toLowerCase();
  for (const entry of keywords) {
    if (typeof entry !== 'string' || !entry.trim()) {
      problems.push(`keyword ${JSON.stringify(entry)} is not a text (quote it)`);
      continue;
    }
    const text = entry.trim();
    const lower = text.toLowerCase();
    const han = text.match(HAN)?.length ?? 0;
    const words = text.split(/\s+/).length;
    if (text.length > MAX_CHARS) problems.push(`keyword "${text}" is longer than ${MAX_CHARS} characters`);
    if (han > MAX_HAN) problems.push(`keyword "${text}" has more than ${MAX_HAN} Chinese characters`);
    if (han === 0 && words > MAX_WORDS) problems.push(`keyword "${text}" has more than ${MAX_WORDS} words`);
    // Docusaurus joins the entries with commas in the meta tag, where the search splits them again.
    if (text.includes(',')) problems.push(`keyword "${text}" contains a comma (write two entries)`);
    if (lower === ownTitle) problems.push(`keyword "${text}" repeats the page title (it is indexed already)`);
    if (seen.has(lower)) problems.push(`keyword "${text}" is listed twice`);
    seen.add(lower);
  }
  return problems;
}

/**
 * Whether the page at `docPath` (below the docs folder) must have keywords.
 * @param {string} docPath
 */
export const keywordsRequired = (docPath) =>
  KEYWORDS_REQUIRED_UNDER.some((prefix) => docPath.startsWith(prefix));
