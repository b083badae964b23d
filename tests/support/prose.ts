import { splitFrontMatter } from '../../plugins/lib/content.cjs';

/**
 * Prose measurements of a Markdown/MDX page for the content test: what a reader reads, without front
 * matter, imports, code blocks, inline code, JSX tags, link targets and heading ids.
 */
export function proseOf(source: string): string {
  return splitFrontMatter(source)
    .body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'-]*/g;

export const cjkCount = (text: string): number => text.match(CJK)?.length ?? 0;
export const latinWordCount = (text: string): number => text.match(LATIN_WORD)?.length ?? 0;

/**
 * Share of Chinese in a text, counting one Chinese character against one Latin word (both carry about a
 * word of meaning), so a Chinese sentence full of option names still reads as Chinese.
 */
export function chineseShare(text: string): number {
  const cjk = cjkCount(text);
  const latin = latinWordCount(text);
  return cjk + latin === 0 ? 0 : cjk / (cjk + latin);
}
