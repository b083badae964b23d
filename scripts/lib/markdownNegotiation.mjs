// Content negotiation for Markdown: a request for a page that accepts `text/markdown` gets the page's
// Markdown twin (plugins/llms-txt). The rule itself is the `rewrites` of vercel.json (hosts that rewrite on
// request headers); the bench's server and the e2e server apply it from there, so what they test is what
// ships. Only the subset of Vercel's syntax the file uses is understood: literal paths and unnamed regular
// expression groups in `source`, `$1`… in `destination`, `has` conditions on headers; anything else throws.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const VERCEL_JSON = fileURLToPath(new URL('../../vercel.json', import.meta.url));

/**
 * @typedef {{ type: string, key: string, value?: string }} HasCondition
 * @typedef {{ source: string, destination: string, has?: HasCondition[] }} Rewrite
 * @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule
 */

/** A Vercel `source` as a regular expression over the whole path; named parameters are refused. */
function sourcePattern(source) {
  if (/:\w/.test(source))
    throw new Error(`markdownNegotiation: named parameters are not supported: ${source}`);
  return new RegExp(`^${source}$`);
}

/** A `has` header condition: Vercel matches its `value` as a regular expression over the whole value. */
function headerMatches(condition, headers) {
  if (condition.type !== 'header')
    throw new Error(`markdownNegotiation: only header conditions are supported, not ${condition.type}`);
  const value = headers[condition.key.toLowerCase()];
  if (value === undefined) return false;
  const actual = Array.isArray(value) ? value.join(', ') : value;
  return condition.value === undefined || new RegExp(`^${condition.value}$`).test(actual);
}

/**
 * The rewrite and header rules of vercel.json, compiled.
 * @returns {{ rewrite: (pathname: string, headers: import('node:http').IncomingHttpHeaders) => string | undefined,
 *   headersFor: (pathname: string) => { key: string, value: string }[] }}
 */
export function loadHostRules(file = VERCEL_JSON) {
  /** @type {{ rewrites?: Rewrite[], headers?: HeaderRule[] }} */
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  const rewrites = (config.rewrites ?? []).map((rule) => ({ ...rule, pattern: sourcePattern(rule.source) }));
  const headerRules = (config.headers ?? []).map((rule) => ({
    ...rule,
    pattern: sourcePattern(rule.source),
  }));
  return {
    rewrite(pathname, headers) {
      for (const rule of rewrites) {
        const match = rule.pattern.exec(pathname);
        if (!match || !(rule.has ?? []).every((condition) => headerMatches(condition, headers))) continue;
        return rule.destination.replace(/\$(\d)/g, (_, index) => match[Number(index)] ?? '');
      }
      return undefined;
    },
    headersFor: (pathname) =>
      headerRules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers),
  };
}

/**
 * Applies the host rules to a request before a static file handler serves it: sets the response headers of
 * matching rules and rewrites `req.url` (the query kept) when a rewrite matches.
 * @param {ReturnType<typeof loadHostRules>} rules
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyHostRules(rules, req, res) {
  const url = new URL(req.url ?? '/', 'http://host');
  const pathname = decodeURIComponent(url.pathname);
  for (const { key, value } of rules.headersFor(pathname)) res.setHeader(key, value);
  const target = rules.rewrite(pathname, req.headers);
  if (target) req.url = `${encodeURI(target)}${url.search}`;
}
