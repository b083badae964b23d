/**
 * The path every remote or Algolia answer takes. It comes from another host, so it is untrusted: at most
 * `maxBytes` read, its nesting (`maxDepth`) checked in one scan before parsing, turned into hits in slices of
 * `sliceMs`, all within one deadline, and only routes of this site kept. Whatever breaks a limit is a failed
 * search (logged, no results), never a frozen tab.
 */
import { SEARCH } from '@site/config/constants';
import type { SearchConfig } from '@site/config/search';
import { SITE } from '@site/config/site';

export interface AnswerLimits {
  maxBytes: number;
  maxDepth: number;
  sliceMs: number;
}

/** What a hosted provider needs; everything but the place searched defaults to SEARCH's figures and the page. */
export interface HostedOptions {
  config: SearchConfig;
  locale: string;
  /** The docs version read; '' for the latest. */
  version: string;
  /** Hits of this site outside the base URL are dropped. */
  baseUrl?: string;
  /** Origins whose URLs are this site: the current one and the production URL the crawler indexed. */
  siteOrigins?: readonly string[];
  snippetLength?: number;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  limits?: AnswerLimits;
  logError?: (message: string, error: unknown) => void;
}

export function withDefaults(options: HostedOptions) {
  return {
    baseUrl: SITE.baseUrl,
    snippetLength: SEARCH.snippetLength,
    timeoutMs: SEARCH.remoteTimeoutMs,
    limits: {
      maxBytes: SEARCH.remoteMaxAnswerBytes,
      maxDepth: SEARCH.remoteMaxJsonDepth,
      sliceMs: SEARCH.answerSliceMs,
    },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
    logError: (message: string, error: unknown) => console.error(message, error),
    ...options,
    siteOrigins: options.siteOrigins ?? [window.location.origin, new URL(SITE.url).origin],
  };
}

/** An answer over a limit, or of another shape than the service's. */
export class AnswerRejected extends Error {
  override name = 'AnswerRejected';
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as text, its stream cancelled as soon as it passes `maxBytes` (or its Content-Length does). */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerRejected(`answer of ${declared} bytes is over the ${maxBytes}-byte limit`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerRejected(`answer is over the ${maxBytes}-byte limit`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Throws when arrays and objects in the JSON text nest deeper than `maxDepth`; one pass, no parsing. */
export function assertJsonDepth(text: string, maxDepth: number): void {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c)
        at += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) throw new AnswerRejected(`answer nests deeper than ${maxDepth} levels`);
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
}

/**
 * One request to the service: no credentials, no redirect followed (it could lead to another host), the body
 * read within the limits and, on success, its nesting checked before anything parses it.
 */
export async function fetchAnswer(
  fetch: typeof globalThis.fetch,
  url: string,
  init: RequestInit,
  { maxBytes, maxDepth }: AnswerLimits,
) {
  const response = await fetch(url, { ...init, credentials: 'omit', redirect: 'error' });
  const text = await readCappedText(response, maxBytes);
  if (response.ok) assertJsonDepth(text, maxDepth);
  return { ok: response.ok, status: response.status, text };
}

/**
 * `pause()` yields to the browser (a macrotask: input and rendering run) once `sliceMs` of work has passed, and
 * throws once `signal` is aborted, so the deadline also counts while an answer is processed.
 */
export function createSlicer(
  signal: AbortSignal,
  sliceMs: number,
  now: () => number = () => performance.now(),
) {
  let sliceStart = now();
  return {
    async pause(): Promise<void> {
      if (now() - sliceStart >= sliceMs) {
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
        sliceStart = now();
      }
      if (signal.aborted) throw signal.reason;
    },
  };
}

/**
 * Runs `task` with a signal aborted after `timeoutMs`; any failure, including the deadline passing while
 * the task still works, is logged with `failureMessage` and gives `fallback`. Never rejects.
 */
export async function guardedAnswer<T>(
  task: (signal: AbortSignal) => Promise<T>,
  options: {
    timeoutMs: number;
    failureMessage: string;
    logError: (message: string, error: unknown) => void;
    fallback: T;
  },
): Promise<T> {
  const { timeoutMs, failureMessage, logError, fallback } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    return await Promise.race([
      task(controller.signal),
      // A task stuck in a promise that ignores the signal (a third-party client) still ends at the deadline.
      new Promise<never>((_resolve, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
          once: true,
        }),
      ),
    ]);
  } catch (error) {
    logError(failureMessage, controller.signal.aborted ? controller.signal.reason : error);
    return fallback;
  } finally {
    clearTimeout(timer);
    controller.abort(new Error('search finished'));
  }
}

/** An origin no route can name, used to tell a path from anything that leaves the site. */
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * The normalised path of `route`, a search service's link, when it is a path of this site under `baseUrl`
 * (`/…`, or a URL of one of `siteOrigins`); undefined for another host (`//host`, `/\host`), scheme or base.
 * The browser's own URL parser decides, so tricks such as newlines inside `//` resolve as in the link.
 */
export function sitePathUnder(
  route: string,
  baseUrl: string,
  siteOrigins: readonly string[] = [],
): string | undefined {
  if (!route.startsWith('/') && !/^https?:/i.test(route)) return undefined;
  let url: URL;
  try {
    url = new URL(route, `${PROBE_ORIGIN}/`);
  } catch {
    return undefined;
  }
  if (url.origin === PROBE_ORIGIN ? !route.startsWith('/') : !siteOrigins.includes(url.origin))
    return undefined;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!`${url.pathname}/`.startsWith(base)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
