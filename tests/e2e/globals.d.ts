/**
 * Properties the end-to-end tests and the bench put on the page's window (through page.evaluate or an init
 * script) to observe the site: recorded events, timings, injected tools.
 */
interface Window {
  axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
  // The next four are declared present: a test sets each one in the page before any code that reads it runs,
  // and a missing one must fail the test with a TypeError rather than be skipped by optional chaining.
  articleChildChanges: string[];
  __bench: { openedAt: number | null; resultsAt: number | null };
  __reloads: number;
  __transitions: number;
  switcherButton?: Element;
  __searchStats?: unknown;
  __searchLoading?: unknown;
  __algoliaXss?: number;
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
