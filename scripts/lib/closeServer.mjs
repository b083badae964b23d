// Closing an HTTP server that a browser has used, for the bench's server and the tests' servers and stubs.

/**
 * Stops `server` and drops its connections. `server.close()` alone waits for every open connection to end,
 * and Chromium keeps sockets open that never carry a request (a preconnect for the next navigation): Node
 * counts them as busy, not idle, so a test file whose server closed before its browser hung for good once its
 * tests were done (redirects.test.mjs, about one run in three). Whoever calls it is done with the server.
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
