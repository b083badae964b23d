import GithubSlugger from 'github-slugger';

import type { PageHeading, PageOutline } from '../../src/lib/docsOverview';
import { splitFrontMatter } from '../lib/content.cjs';

/** Markdown inline syntax → the plain text a reader sees in the rendered heading. */
export function plainHeadingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, '$2')
    .replace(/\\([{}<>])/g, '$1')
    .trim();
}

/**
 * The h1 and the h2–h4 headings of an MDX page, with the anchors Docusaurus gives them (explicit `{#id}` or
 * the github-slugger slug of the text). Headings inside code fences are skipped.
 */
export function extractOutline(source: string): PageOutline {
  const slugger = new GithubSlugger();
  const { body } = splitFrontMatter(source);
  let title = '';
  const headings: PageHeading[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fence) continue;
    const match = /^(#{1,4})\s+(.+?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (!match) continue;
    const depth = match[1].length;
    const text = plainHeadingText(match[2]);
    if (depth === 1) {
      title ||= text;
      continue;
    }
    const id = match[3] ?? slugger.slug(text);
    if (match[3]) slugger.slug(match[3]);
    headings.push({ text, id, depth });
  }
  return { title, headings };
}
