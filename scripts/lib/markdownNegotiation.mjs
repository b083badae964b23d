// Content negotiation for Markdown: a request for a page that accepts `text/markdown` gets the page's
// Markdown twin (plugins/llms-txt). The rule itself is the `routes` of vercel.json (hosts that route on
// request headers); the bench's server and the e2e server apply it from there, in the host's order, so what
// they test is what ships.
//
// The host's order matters: Vercel compiles `headers` and `rewrites` into `routes` with the rewrites AFTER
// `{ "handle": "filesystem" }` (@vercel/routing-utils, getTransformedRoutes), so an existing file wins over a
// rewrite: `/guide/` has an index.html, and a `rewrites` rule would never give its twin. Routes placed before
// the filesystem step run first. This module models that order: routes before the step apply to every
// request, then an existing file is served, then the routes after it (and `rewrites`) apply. Only the subset
// of Vercel's syntax the file uses is understood: `src` regular expressions with unnamed groups, `$1`… in
// `dest`, `headers`, `continue`, `check`, `has` conditions on headers; anything else throws.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VERCEL_JSON = fileURLToPath(new URL('../../vercel.json', import.meta.url));
const ROUTE_KEYS = new Set(['src', 'dest', 'headers', 'continue', 'check', 'has']);

/**
 * @typedef {{ type: string, key: string, value?: string }} HasCondition
 * @typedef {{ src: string, dest?: string, headers?: Record<string, string>, continue?: boolean,
 *   check?: boolean, has?: HasCondition[] } | { handle: string }} Route
 * @typedef {{ source: string, destination: string, has?: HasCondition[] }} Rewrite
 * @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule
 * @typedef {{ routes?: Route[], rewrites?: Rewrite[], headers?: HeaderRule[] }} VercelConfig
 * @typedef {{ pattern: RegExp, dest?: string, headers: Record<string, string>, continue: boolean,
 *   has: HasCondition[] }} CompiledRoute
 */

/** A Vercel `src`/`source` as a regular expression over the whole path; named parameters are refused. */
function sourcePattern(source) {
  if (/:\w/.test(source)) throw new Error(`hostRules: named parameters are not supported: ${source}`);
  return new RegExp(`^${source}$`);
}

/** A `has` header condition: Vercel matches its `value` as a regular expression over the whole value. */
function headerMatches(condition, headers) {
  if (condition.type !== 'header')
    throw new Error(`hostRules: only header conditions are supported, not ${condition.type}`);
  const value = headers[condition.key.toLowerCase()];
  if (value === undefined) return false;
  const actual = Array.isArray(value) ? value.join(', ') : value;
  return condition.value === undefined || new RegExp(`^${condition.value}$`).test(actual);
}

/**
 * The config as the host's single list of routes, split at the filesystem step. `routes` cannot be mixed
 * with `headers`/`rewrites` (Vercel refuses the deployment); those compile as Vercel compiles them: headers
 * as `continue` routes before the filesystem, rewrites after it.
 * @param {VercelConfig} config
 * @returns {{ beforeFiles: CompiledRoute[], afterFiles: CompiledRoute[] }}
 */
export function compileHostRoutes(config) {
  if (config.routes && (config.rewrites || config.headers))
    throw new Error('hostRules: `routes` cannot be used with `rewrites` or `headers` (Vercel refuses it)');
  /** @type {Route[]} */
  const routes = config.routes ?? [
    ...(config.headers ?? []).map((rule) => ({
      src: rule.source,
      headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
      continue: true,
    })),
    ...(config.rewrites ? [{ handle: 'filesystem' }] : []),
    ...(config.rewrites ?? []).map((rule) => ({
      src: rule.source,
      dest: rule.destination,
      check: true,
      ...(rule.has ? { has: rule.has } : {}),
    })),
  ];
  const compiled = { beforeFiles: /** @type {CompiledRoute[]} */ ([]), afterFiles: [] };
  let phase = compiled.beforeFiles;
  for (const route of routes) {
    if ('handle' in route) {
      if (route.handle !== 'filesystem') throw new Error(`hostRules: unsupported handle ${route.handle}`);
      phase = compiled.afterFiles;
      continue;
    }
    const unknown = Object.keys(route).filter((key) => !ROUTE_KEYS.has(key));
    if (unknown.length) throw new Error(`hostRules: unsupported route keys ${unknown.join(', ')}`);
    phase.push({
      pattern: sourcePattern(route.src),
      dest: route.dest,
      headers: route.headers ?? {},
      continue: route.continue ?? false,
      has: route.has ?? [],
    });
  }
  return compiled;
}

/**
 * Whether a static host has a file for `pathname` (clean URLs: `/a` is `a`, `a.html` or `a/index.html`).
 * @param {string} buildDir
 * @param {string} pathname decoded
 */
export function hasFile(buildDir, pathname) {
  const file = path.join(buildDir, pathname);
  if (!file.startsWith(buildDir)) return false;
  const isFile = (candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false;
  return [file, `${file}.html`, path.join(file, 'index.html')].some(isFile);
}

/**
 * The host rules of vercel.json (or `file`), compiled.
 * @returns {ReturnType<typeof compileHostRoutes>}
 */
export function loadHostRules(file = VERCEL_JSON) {
  return compileHostRoutes(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * What the host does with a request: the path it serves and the headers it adds. Routes before the
 * filesystem step run first; an existing file then ends routing; the routes after it run only on a miss.
 * A matching route with `dest` rewrites the path and, unless `continue`, ends its phase.
 * @param {ReturnType<typeof loadHostRules>} rules
 * @param {string} pathname decoded
 * @param {import('node:http').IncomingHttpHeaders} requestHeaders
 * @param {(pathname: string) => boolean} fileExists
 * @returns {{ pathname: string, headers: Record<string, string> }}
 */
export function routeRequest(rules, pathname, requestHeaders, fileExists) {
  /** @type {Record<string, string>} */
  const headers = {};
  let current = pathname;
  const run = (/** @type {CompiledRoute[]} */ phase) => {
    for (const route of phase) {
      const match = route.pattern.exec(current);
      if (!match || !route.has.every((condition) => headerMatches(condition, requestHeaders))) continue;
      Object.assign(headers, route.headers);
      if (route.dest !== undefined)
        current = route.dest.replace(/\$(\d)/g, (_, index) => match[Number(index)] ?? '');
      if (!route.continue) return;
    }
  };
  run(rules.beforeFiles);
  // The file lookup only decides whether the routes after the filesystem step run (none in vercel.json).
  if (rules.afterFiles.length > 0 && !fileExists(current)) run(rules.afterFiles);
  return { pathname: current, headers };
}

/**
 * Applies the host rules to a request before a static file handler serves `buildDir`: sets the headers of
 * matching routes and rewrites `req.url` (the query kept) to the path the host serves.
 * @param {ReturnType<typeof loadHostRules>} rules
 * @param {string} buildDir
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyHostRules(rules, buildDir, req, res) {
  const url = new URL(req.url ?? '/', 'http://host');
  const pathname = decodeURIComponent(url.pathname);
  const root = path.resolve(buildDir);
  const routed = routeRequest(rules, pathname, req.headers, (candidate) => hasFile(root, candidate));
  for (const [key, value] of Object.entries(routed.headers)) res.setHeader(key, value);
  if (routed.pathname !== pathname) req.url = `${encodeURI(routed.pathname)}${url.search}`;
}
