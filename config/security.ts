/**
 * Where browsers report Content-Security-Policy violations (an inline script whose hash no longer matches,
 * a request to a host the policy does not list). Off by default: with no endpoint, no page makes a request
 * to another host. A host that collects reports sets the endpoint here or, without editing the repository,
 * with CSP_REPORT_URL at build time; plugins/security-headers then adds `report-to` (and `report-uri`, for
 * browsers without the Reporting API) to the policy and a `Reporting-Endpoints` header
 * (maintainers/security.md, "Violation reports").
 */
export const CSP_REPORT_URL: string | undefined = undefined;

/** The environment variable that overrides CSP_REPORT_URL at build time. */
export interface SecurityEnv {
  CSP_REPORT_URL?: string;
}

/**
 * The report endpoint of this build, or undefined (reporting off). It must be an https URL (http only on
 * the loopback host, for tests), without characters that would break the header it is written into.
 */
export function cspReportUrl(env: SecurityEnv = {}, configured = CSP_REPORT_URL): string | undefined {
  const value = env.CSP_REPORT_URL?.trim() || configured;
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CSP_REPORT_URL must be an absolute URL, not "${value}".`);
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error(`CSP_REPORT_URL must be an https URL, not "${value}".`);
  if (/[\s"',;]/.test(value))
    throw new Error(`CSP_REPORT_URL must not contain spaces, quotes, commas or semicolons: "${value}".`);
  return url.href;
}
