/**
 * A remote or Algolia answer is untrusted: at most `maxBytes` read, its nesting (`maxDepth`) checked in one
 * scan before parsing, turned into hits in slices of `sliceMs`, all within one deadline. Whatever breaks a limit
 * is a failed search (logged, no results), never a frozen tab.
 */
export interface AnswerLimits {
  maxBytes: number;
  maxDepth: number;
  sliceMs: number;
}

export class AnswerRejected extends Error {
  override name = 'AnswerRejected';
}

/** An answer of another shape than the service's. */
export class MalformedAnswer extends Error {
  override name = 'MalformedAnswer';
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

export function parseGuardedJson(text: string, maxDepth: number): unknown {
  assertJsonDepth(text, maxDepth);
  return JSON.parse(text) as unknown;
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

export type Slicer = ReturnType<typeof createSlicer>;

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
