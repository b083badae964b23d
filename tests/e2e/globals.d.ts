/**
 * Properties the end-to-end tests and the bench put on the page's window (through page.evaluate or an init
 * script) to observe the site: recorded events, timings, injected tools.
 */
interface Window {
  axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
  copyTimes?: number[];
  tipTimes?: number[];
  __bench?: Record<string, unknown>;
  __searchStats?: unknown;
  __searchLoading?: unknown;
  __reloads?: number;
  __algoliaXss?: number;
  __transitions?: number;
  __firstPaint?: number;
  __samePage?: boolean;
  __responsiveness?: { last: number; maxGap: number; running: boolean };
  __injected?: unknown;
  __reportViolation?: (violation: unknown) => void;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { impact?: string | null; target: string[]; failureSummary?: string }[];
}
