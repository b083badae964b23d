// Heading anchors of a translated page against its English twin. A link to `/page#anchor` (from another
// site, a search hit, the English page's outline) must land on the same section in every language, so a
// translated heading whose anchor differs from the English one needs an explicit `{#id}`. Headings are paired
// by position, as the translation keeps the English sections in order. CommonJS, like zhStyle.cjs, so that the
// ESM check script and the Jest tests both load it.
const { createSlugger } = require('@docusaurus/utils');
const { splitFrontMatter } = require('../../plugins/lib/content.cjs');
const { fenceTracker } = require('./fences.cjs');

const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const EXPLICIT_ID = /[ \t]*\{#([^}\s]+)\}$/;

/** Markdown inline syntax outside code spans reduced to its text: links, images, emphasis, tags, escapes. */
const textOfMarkdown = (part) =>
  part
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(?<![\w*])\*(?!\s)(.+?)\*(?![\w*])/g, '$1')
    .replace(/(?<!\w)_(?!\s)(.+?)_(?!\w)/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1');

/** The text Docusaurus makes the anchor from (mdast-util-to-string of the heading): code keeps its content. */
function headingText(raw) {
  return raw
    .split(/(`+)([^`]*?)\1/)
    .map((part, index) => (index % 3 === 0 ? textOfMarkdown(part) : index % 3 === 2 ? part : ''))
    .join('')
    .trim();
}

/**
 * The headings of a Markdown/MDX page outside code blocks, with their anchors computed as Docusaurus does
 * (github-slugger over every heading of the page in order, h1 included; an explicit `{#id}` is taken as is):
 * `{ line, level, text, explicitId, anchor }`, lines 1-based in the source.
 */
function headingsOf(source) {
  const { offset } = splitFrontMatter(source);
  const lines = source.split('\n');
  const slugger = createSlugger();
  const headings = [];
  const inFence = fenceTracker();
  for (let index = offset; index < lines.length; index += 1) {
    const line = lines[index];
    if (inFence(line)) continue;
    const match = HEADING.exec(line);
    if (!match) continue;
    const id = EXPLICIT_ID.exec(match[2]);
    const text = headingText(id ? match[2].slice(0, id.index) : match[2]);
    headings.push({
      line: index + 1,
      level: match[1].length,
      text,
      explicitId: id ? id[1] : undefined,
      anchor: id ? id[1] : slugger.slug(text),
    });
  }
  return headings;
}

/**
 * Problems of a translated page's anchors as `line: message` strings: each section heading (h2 and deeper)
 * paired with the English heading at the same position must have its anchor, unless it sets an explicit id
 * (a page may choose another id on purpose). Pairing stops where the outlines part (a missing section or
 * another level), which is reported once: anchors after it cannot be paired.
 */
function compareHeadingAnchors(englishSource, translatedSource) {
  const sections = (source) => headingsOf(source).filter((heading) => heading.level > 1);
  const english = sections(englishSource);
  const translated = sections(translatedSource);
  const problems = [];
  const paired = Math.min(english.length, translated.length);
  for (let index = 0; index < paired; index += 1) {
    const ours = translated[index];
    const theirs = english[index];
    if (ours.level !== theirs.level) {
      problems.push(
        `${ours.line}: heading "${ours.text}" is an h${ours.level} where the English page has the h${theirs.level} ` +
          `"${theirs.text}": the outlines differ, anchors from here on are not compared`,
      );
      return problems;
    }
    if (ours.anchor !== theirs.anchor && !ours.explicitId)
      problems.push(
        `${ours.line}: heading "${ours.text}" has the anchor #${ours.anchor}, the English page #${theirs.anchor}; ` +
          `write "${'#'.repeat(ours.level)} ${ours.text} {#${theirs.anchor}}"`,
      );
  }
  if (english.length !== translated.length)
    problems.push(
      `${translated[paired - 1]?.line ?? 1}: ${translated.length} section headings, the English page has ` +
        `${english.length}: the outlines differ`,
    );
  return problems;
}

module.exports = { compareHeadingAnchors, headingText, headingsOf };
