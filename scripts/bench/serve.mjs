// Serves a build for the benchmark the way a production static host does: clean URLs and 404.html like
// `docusaurus serve` (the end-to-end tests' server), plus gzip for text responses. Without compression
// Lighthouse would simulate the slow mobile network with uncompressed transfer sizes (about 4 times the
// real ones) and its timings would describe no real deployment. The host rules of vercel.json apply too
// (an `Accept: text/markdown` request gets the page's Markdown twin), as AFDocs checks them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { closeServer } from '../lib/closeServer.mjs';
import { applyHostRules, loadHostRules } from '../lib/markdownNegotiation.mjs';

/**
 * @param {string} buildDir
 * @param {{ mounts?: Record<string, string>, onResponse?: (url: string, bodyBytes: number) => void }}
 *   [options] `mounts`: URL prefixes (e.g. '/pagefind/') served from another folder that holds a folder of
 *   that name, so a bench can add files beside the build's without writing into it. `onResponse`: each
 *   response's body as sent (compressed), for what the browser does not report (a worker's own requests).
 */
export async function startCompressedServer(buildDir, { mounts = {}, onResponse } = {}) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}`);
  const gzip = compression();
  const hostRules = loadHostRules();
  const server = http.createServer((req, res) => {
    applyHostRules(hostRules, buildDir, req, res);
    // gzip only (no Brotli), so what Lighthouse downloads is what the benchmark's gzip figures and budget count.
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) req.headers['accept-encoding'] = 'gzip';
    if (onResponse) countBody(req, res, onResponse);
    const mount = Object.keys(mounts).find((prefix) => req.url?.startsWith(prefix));
    gzip(req, res, () =>
      serveHandler(req, res, {
        public: mount ? mounts[mount] : buildDir,
        cleanUrls: true,
        directoryListing: false,
        trailingSlash: undefined,
      }),
    );
  });
  // Idle keep-alive sockets stay open for a minute: with Node's default of 5 s the server closes a socket that
  // a client is about to reuse after a pause (AFDocs between two checks), and the request fails with
  // ECONNRESET, which no production host does.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => closeServer(server),
  };
}

/** Reports the bytes of `res`'s body when it ends; set before compression, which writes through it. */
function countBody(
  /** @type {http.IncomingMessage} */ req,
  /** @type {http.ServerResponse} */ res,
  /** @type {(url: string, bodyBytes: number) => void} */ onResponse,
) {
  let bytes = 0;
  const size = (/** @type {unknown} */ chunk) =>
    typeof chunk === 'string' || chunk instanceof Uint8Array ? Buffer.byteLength(chunk) : 0;
  const write = res.write;
  const end = res.end;
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) {
      bytes += size(chunk);
      return /** @type {Function} */ (write).apply(res, [chunk, ...rest]);
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) {
      bytes += size(chunk);
      onResponse(req.url ?? '', bytes);
      return /** @type {Function} */ (end).apply(res, [chunk, ...rest]);
    }
  );
}
