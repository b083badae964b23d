import { createHash } from 'node:crypto';

/**
 * The response headers every file of the site is served with (`/*` in `_headers`, the format Netlify and
 * Cloudflare Pages read). Build-time only: the inline scripts of the built pages are hashed into the policy,
 * because their text (the bundle list of the page template) changes with every build.
 */

/** Script types a browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The text of every executable inline `<script>` of an HTML document, as the browser's tokenizer reads it
 * (script data ends at the first `</script`). The e2e suite checks the result against an HTML parser.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_SCRIPT_TYPES.has(type)) scripts.push(body);
  }
  return scripts;
}

/** A CSP source expression allowing exactly this inline script text. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export interface PolicyInputs {
  /** Hash sources of the inline scripts of all built pages. */
  scriptHashes: readonly string[];
  /** Origins images are loaded from besides the site itself (logos and content images on asset hosts). */
  imageOrigins: readonly string[];
  /** Origins fetched besides the site itself (the remote search API in remote mode). */
  connectOrigins: readonly string[];
  /** Where browsers send violation reports (config/security.ts); none by default, so none are sent. */
  reportUrl?: string;
}

/** The name the policy's `report-to` gives the endpoint of `Reporting-Endpoints`. */
export const REPORT_ENDPOINT = 'csp';

const sorted = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * The Content-Security-Policy of the site. Everything is denied unless listed: scripts only from the site and
 * the hashed inline scripts (no `'unsafe-inline'`, no `eval`); styles from the site's stylesheets, plus
 * `style` attributes, which the server-rendered markup uses (`display:none` sprites, feature-card spans) and
 * which cannot run script; no plugins, frames, form submissions (the site has no form: search runs in the
 * page) or `<base>` rewriting; nobody may frame the site. With a report URL, browsers report violations
 * there: `report-to` for those with the Reporting API, `report-uri` for the others (which ignore it when
 * they know `report-to`).
 */
function contentSecurityPolicy({
  scriptHashes,
  imageOrigins,
  connectOrigins,
  reportUrl,
}: PolicyInputs): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${sorted(scriptHashes).join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${sorted(imageOrigins).join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${sorted(connectOrigins).join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...(reportUrl ? [`report-uri ${reportUrl}`, `report-to ${REPORT_ENDPOINT}`] : []),
  ].join('; ');
}

/** Browser features the site never uses, switched off for it and anything it could embed. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
];

/** The security headers, name and value, in the order they are written. */
function securityHeaders(inputs: PolicyInputs): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs)],
    ['X-Content-Type-Options', 'nosniff'],
    // Full referrer inside the site, nothing to other hosts (asset hosts, linked sites).
    ['Referrer-Policy', 'same-origin'],
    // For browsers without CSP frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(inputs.reportUrl
      ? [['Reporting-Endpoints', `${REPORT_ENDPOINT}="${inputs.reportUrl}"`] as [string, string]]
      : []),
  ];
}

/**
 * The type of the text files that are not HTML, with their charset: hosts send `.md` as `text/markdown` or
 * `application/octet-stream` and `.txt` as `text/plain`, without a charset, and a browser then reads the
 * Chinese Markdown twins and llms.txt as Latin-1. A splat in a rule matches across folders on Netlify and
 * Cloudflare Pages.
 */
export const TEXT_TYPES: readonly [string, string][] = [
  ['/*.md', 'text/markdown; charset=utf-8'],
  ['/*.txt', 'text/plain; charset=utf-8'],
];

/** `static/_headers` with the text types and a `/*` rule carrying the security headers appended. */
export function headersFile(template: string, inputs: PolicyInputs): string {
  const types = TEXT_TYPES.map(([pattern, type]) => `${pattern}\n  Content-Type: ${type}`);
  const lines = securityHeaders(inputs).map(([name, value]) => `  ${name}: ${value}`);
  return [
    template.trimEnd(),
    '# The charset of the Markdown twins and text files, written by plugins/security-headers.',
    ...types,
    '# Security headers of every file, written by plugins/security-headers at build time (maintainers/security.md).',
    '/*',
    ...lines,
    '',
  ].join('\n');
}

/** The origins of the absolute http(s) URLs among `urls`. */
export function originsOf(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // Relative URLs are the site itself.
    }
  }
  return [...origins];
}

/** The attributes of a start tag (`<img src=x alt="y">`), names lower-cased, values as written. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Image URLs an HTML document loads: `<img src/srcset>`, `<source srcset>`, icon links. */
export function imageUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag, name] of html.matchAll(/<(img|source|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const isIcon = (attributes.get('rel') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .some((token) => token.endsWith('icon'));
    if (name.toLowerCase() === 'link' && !isIcon) continue;
    const values =
      name.toLowerCase() === 'link'
        ? [attributes.get('href')]
        : [attributes.get('src'), attributes.get('srcset')];
    for (const value of values) {
      if (value)
        urls.push(
          ...value
            .split(',')
            .map((candidate) => candidate.trim().split(/\s+/)[0])
            .filter(Boolean),
        );
    }
  }
  return urls;
}
