/**
 * @jest-environment node
 */
import { headersFile, REPORT_ENDPOINT } from '@site/plugins/security-headers/policy';
import { cspReportUrl } from '@site/config/security';

const TEMPLATE = '# Caching\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n';
const INPUTS = {
  scriptHashes: ["'sha256-abc='"],
  imageOrigins: ['https://assets.example'],
  connectOrigins: [],
};

/** The rules of a Netlify-format header file: pattern → { header name → value }. */
function rulesOf(file: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = {}));
    else {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

const directivesOf = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));

describe('the header file', () => {
  const rules = rulesOf(headersFile(TEMPLATE, INPUTS));
  const site = rules.get('/*') ?? {};
  const policy = directivesOf(site['Content-Security-Policy'] ?? '');

  it('keeps the caching rules of the template', () => {
    expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('allows no form submission at all', () => {
    expect(policy.get('form-action')).toEqual(["'none'"]);
  });

  it('serves Markdown and text files as UTF-8', () => {
    expect(rules.get('/*.md')).toEqual({ 'Content-Type': 'text/markdown; charset=utf-8' });
    expect(rules.get('/*.txt')).toEqual({ 'Content-Type': 'text/plain; charset=utf-8' });
  });

  it('reports nothing anywhere by default', () => {
    expect(policy.has('report-to')).toBe(false);
    expect(policy.has('report-uri')).toBe(false);
    expect(site).not.toHaveProperty('Reporting-Endpoints');
  });

  it('with a report URL, names it in Reporting-Endpoints and points the policy at it', () => {
    const url = 'https://reports.example/csp';
    const reporting = rulesOf(headersFile(TEMPLATE, { ...INPUTS, reportUrl: url })).get('/*') ?? {};
    expect(reporting['Reporting-Endpoints']).toBe(`${REPORT_ENDPOINT}="${url}"`);
    const directives = directivesOf(reporting['Content-Security-Policy'] ?? '');
    expect(directives.get('report-to')).toEqual([REPORT_ENDPOINT]);
    expect(directives.get('report-uri')).toEqual([url]);
    // Reporting adds to the policy; it allows nothing more.
    expect(directives.get('script-src')).toEqual(policy.get('script-src'));
    expect(directives.get('connect-src')).toEqual(policy.get('connect-src'));
  });
});

describe('the report URL', () => {
  it('is off unless configured or set at build time', () => {
    expect(cspReportUrl({})).toBeUndefined();
    expect(cspReportUrl({ CSP_REPORT_URL: ' ' })).toBeUndefined();
    expect(cspReportUrl({}, 'https://configured.example/r')).toBe('https://configured.example/r');
    expect(cspReportUrl({ CSP_REPORT_URL: 'https://env.example/r' }, 'https://configured.example/r')).toBe(
      'https://env.example/r',
    );
  });

  it('must be https (http only on the loopback host) and fit in a header', () => {
    expect(cspReportUrl({ CSP_REPORT_URL: 'http://127.0.0.1:4000/r' })).toBe('http://127.0.0.1:4000/r');
    expect(() => cspReportUrl({ CSP_REPORT_URL: 'http://reports.example/r' })).toThrow(/https/);
    expect(() => cspReportUrl({ CSP_REPORT_URL: 'javascript:alert(1)' })).toThrow(/https/);
    expect(() => cspReportUrl({ CSP_REPORT_URL: '/relative' })).toThrow(/absolute/);
    expect(() => cspReportUrl({ CSP_REPORT_URL: 'https://reports.example/a;b' })).toThrow(/semicolons/);
    expect(() => cspReportUrl({ CSP_REPORT_URL: 'https://reports.example/"x"' })).toThrow(/quotes/);
  });
});
