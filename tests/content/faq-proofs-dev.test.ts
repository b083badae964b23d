/**
 * Proofs of the FAQ answers about the dev server, HTML output and module federation (`guide/faq/general`,
 * `guide/faq/exceptions`; the list is `maintainers/faq-sources.md`): each test starts (or builds) a fixture with
 * @rsbuild/core 0.6.4 once with the configuration a reader reports and once with the documented fix.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildFixture, startFixtureDevServer, type FixtureDevServer } from '../support/rsbuild06';

jest.setTimeout(90_000);

interface Answer {
  status: number;
  body: string;
}

/**
 * One GET without keep-alive (so closing the server is not held up by an idle connection), as a browser asks
 * for a page (`Accept: text/html`) unless told otherwise. Self-signed certificates are accepted.
 */
function get(url: string, accept = 'text/html'): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { agent: false, headers: { accept }, rejectUnauthorized: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

async function withServer(
  fixture: string,
  config: Record<string, unknown>,
  check: (server: FixtureDevServer, origin: string) => Promise<void>,
  protocol = 'http',
): Promise<void> {
  const server = await startFixtureDevServer(fixture, config);
  try {
    await check(server, `${protocol}://127.0.0.1:${server.port}`);
  } finally {
    await server.close();
  }
}

describe('proxying / (general#proxying-also-sends-my-pages-and-scripts-to-the-backend)', () => {
  let backend: http.Server;
  let target: string;

  beforeAll(async () => {
    backend = http.createServer((req, res) => res.end(`backend answered ${req.url}`));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    target = `http://127.0.0.1:${(backend.address() as net.AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

  test("a '/' rule runs before the dev server's own files: the page and its script come from the backend", async () => {
    await withServer('dev-server', { server: { proxy: { '/': target } } }, async (_server, origin) => {
      expect((await get(`${origin}/`)).body).toBe('backend answered /');
      expect((await get(`${origin}/static/js/index.js`, '*/*')).body).toBe(
        'backend answered /static/js/index.js',
      );
    });
  });

  test('the fix: a rule for the API paths only leaves the page and its script to the dev server', async () => {
    await withServer('dev-server', { server: { proxy: { '/api': target } } }, async (_server, origin) => {
      expect((await get(`${origin}/`)).body).toContain('<div id="root"></div>');
      expect((await get(`${origin}/static/js/index.js`, '*/*')).body).toMatch(
        /dataset\.page = ["']rsbuild["']/,
      );
      expect((await get(`${origin}/api/user`, 'application/json')).body).toBe('backend answered /api/user');
    });
  });

  test('the fix when the backend owns most paths: bypass hands the dev server its own files', async () => {
    const ownPaths = /^\/(static\/|rsbuild-hmr|__open-in-editor|$)|\.html$|hot-update/;
    const proxy = {
      '/': {
        target,
        bypass: (req: http.IncomingMessage) => (ownPaths.test(req.url ?? '') ? req.url : null),
      },
    };
    await withServer('dev-server', { server: { proxy } }, async (_server, origin) => {
      expect((await get(`${origin}/`)).body).toContain('<div id="root"></div>');
      expect((await get(`${origin}/static/js/index.js`, '*/*')).body).toMatch(
        /dataset\.page = ["']rsbuild["']/,
      );
      expect((await get(`${origin}/account/orders`, 'application/json')).body).toBe(
        'backend answered /account/orders',
      );
    });
  });
});

describe('server.https (general#servershttps-true-fails, exceptions#error0480006cpem-routinesno-start-line)', () => {
  let certDir: string;
  let keyPath: string;
  let certPath: string;

  beforeAll(() => {
    certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild06-cert-'));
    keyPath = path.join(certDir, 'localhost-key.pem');
    certPath = path.join(certDir, 'localhost.pem');
    // The same kind of files mkcert writes: a PEM private key and a PEM certificate for localhost.
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
        '-keyout',
        keyPath,
        '-out',
        certPath,
      ]),
      { stdio: 'ignore' },
    );
  });
  afterAll(() => fs.rmSync(certDir, { recursive: true, force: true }));

  test('`https: true` makes no certificate in 0.6: the server does not start', async () => {
    await expect(startFixtureDevServer('dev-server', { server: { https: true } })).rejects.toThrow(
      /The "options" argument must be of type object\. Received type boolean \(true\)/,
    );
  });

  test('file paths in key and cert are read as PEM text: "PEM routines::no start line"', async () => {
    await expect(
      startFixtureDevServer('dev-server', { server: { https: { key: keyPath, cert: certPath } } }),
    ).rejects.toThrow(/error:0480006C:PEM routines::no start line/);
  });

  test('the fix: the files read with fs.readFileSync start an HTTPS server that serves the page', async () => {
    const config = { server: { https: { key: fs.readFileSync(keyPath), cert: fs.readFileSync(certPath) } } };
    await withServer(
      'dev-server',
      config,
      async (_server, origin) => {
        const page = await get(`${origin}/`);
        expect(page.status).toBe(200);
        expect(page.body).toContain('<div id="root"></div>');
      },
      'https',
    );
  });
});

describe('port in use (exceptions#port-3000-is-occupied-please-choose-another-one)', () => {
  let blocker: net.Server;
  let busyPort: number;

  beforeAll(async () => {
    blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    busyPort = (blocker.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  test('by default the dev server quietly takes the next port', async () => {
    await withServer('dev-server', { server: { port: busyPort } }, async (server) => {
      expect(server.port).toBeGreaterThan(busyPort);
    });
  });

  test('with server.strictPort it stops with the message instead', async () => {
    await expect(
      startFixtureDevServer('dev-server', { server: { port: busyPort, strictPort: true } }),
    ).rejects.toThrow(`Port "${busyPort}" is occupied, please choose another one.`);
  });
});

describe('client-side routes (general#refreshing-a-client-side-route-shows-a-blank-404-page)', () => {
  const mainEntry = { source: { entry: { main: './src/index.js' } } };

  test('an entry not named index: its routes answer 404 on reload', async () => {
    await withServer('dev-server', mainEntry, async (_server, origin) => {
      expect((await get(`${origin}/main`)).status).toBe(200);
      expect((await get(`${origin}/main/settings`)).status).toBe(404);
      expect((await get(`${origin}/settings`)).status).toBe(404);
    });
  });

  test('the fix: historyApiFallback with index /main.html serves the page for every route', async () => {
    const config = { ...mainEntry, server: { historyApiFallback: { index: '/main.html' } } };
    await withServer('dev-server', config, async (_server, origin) => {
      for (const route of ['/main/settings', '/settings']) {
        const page = await get(`${origin}${route}`);
        expect(page.status).toBe(200);
        expect(page.body).toContain('<script defer src="/static/js/main.js">');
      }
    });
  });

  test('an index entry needs nothing: its routes already fall back to index.html', async () => {
    await withServer('dev-server', {}, async (_server, origin) => {
      const page = await get(`${origin}/settings/profile`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<script defer src="/static/js/index.js">');
    });
  });
});

describe('several HTML files from one entry (general#several-html-pages-from-one-entry)', () => {
  test('one entry gives one page; the same module under two entry names gives two, each with its title', async () => {
    const single = await buildFixture('dev-server');
    expect([...single.files.keys()].filter((file) => file.endsWith('.html'))).toEqual(['index.html']);

    const twoPages = await buildFixture('dev-server', {
      source: { entry: { index: './src/index.js', landing: './src/index.js' } },
      html: {
        title: ({ entryName }: { entryName: string }) => (entryName === 'landing' ? 'Welcome' : 'Shop'),
      },
    });
    const pages = [...twoPages.files.keys()].filter((file) => file.endsWith('.html')).sort();
    expect(pages).toEqual(['index.html', 'landing.html']);
    expect(twoPages.files.get('index.html')).toContain('<title>Shop</title>');
    expect(twoPages.files.get('landing.html')).toContain('<title>Welcome</title>');
    expect(twoPages.files.get('landing.html')).toMatch(
      /<script defer="defer" src="\/static\/js\/landing\.\w+\.js">/,
    );
  });
});

describe('module federation remotes chosen at run time (general#module-federation-remote-url-at-run-time)', () => {
  test('a [window.…] template is not read at run time: the URL is loaded as written', async () => {
    const built = await buildFixture('mf-runtime-remote', {
      output: { minify: false },
      moduleFederation: {
        options: { name: 'host', remotes: { shop: 'shop@[window.SHOP_URL]/remoteEntry.js' } },
      },
    });
    expect(built.text(/\.js$/)).toContain('"[window.SHOP_URL]/remoteEntry.js"');
  });

  test('the fix: a promise remote runs in the browser and reads the address there', async () => {
    const remote = [
      'promise new Promise((resolve) => {',
      "  const script = document.createElement('script');",
      "  script.src = window.SHOP_URL + '/remoteEntry.js';",
      '  script.onload = () => resolve(window.shop);',
      '  document.head.append(script);',
      '})',
    ].join('\n');
    const built = await buildFixture('mf-runtime-remote', {
      output: { minify: false },
      moduleFederation: { options: { name: 'host', remotes: { shop: remote } } },
    });
    const code = built.text(/\.js$/);
    expect(code).toContain("script.src = window.SHOP_URL + '/remoteEntry.js';");
    expect(code).not.toContain('[window.SHOP_URL]');
  });
});

describe('HMR behind a reverse proxy (hmr#hmr-websocket-fails-behind-a-reverse-proxy…)', () => {
  /** The settings Rsbuild writes into the HMR client, read from every script the page loads. */
  async function clientSettings(origin: string): Promise<string> {
    const page = (await get(`${origin}/`)).body;
    const scripts = [...page.matchAll(/<script defer src="([^"]+)">/g)].map((match) => match[1]);
    const code = await Promise.all(scripts.map(async (src) => (await get(`${origin}${src}`, '*/*')).body));
    return /"path": "\/rsbuild-hmr",[^}]*/.exec(code.join('\n'))?.[0] ?? '';
  }

  test("the HMR client is told the dev server's port, not the page's", async () => {
    await withServer('dev-server', {}, async (server, origin) => {
      expect(await clientSettings(origin)).toContain(`"port": "${server.port}"`);
    });
  });

  test('the fix: dev.client.port gives it the port the browser reaches the proxy on', async () => {
    const config = { dev: { client: { port: '443', protocol: 'wss' } } };
    await withServer('dev-server', config, async (_server, origin) => {
      const settings = await clientSettings(origin);
      expect(settings).toContain('"port": "443"');
      expect(settings).toContain('"protocol": "wss"');
    });
  });
});

describe('missing files (general#a-missing-image-returns-indexhtml-with-status-200-instead-of-404)', () => {
  // What Chromium sends with an <img> request.
  const imageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  test('a missing image is answered with index.html and status 200', async () => {
    await withServer('dev-server', {}, async (_server, origin) => {
      const image = await get(`${origin}/images/logo.png`, imageAccept);
      expect(image.status).toBe(200);
      expect(image.body).toContain('<div id="root"></div>');
    });
  });

  test('the fix: htmlFallback false gives the 404; historyApiFallback still serves routes but not dotted paths', async () => {
    await withServer('dev-server', { server: { htmlFallback: false } }, async (_server, origin) => {
      expect((await get(`${origin}/images/logo.png`, imageAccept)).status).toBe(404);
    });
    const withRoutes = { server: { htmlFallback: false, historyApiFallback: true } };
    await withServer('dev-server', withRoutes, async (_server, origin) => {
      expect((await get(`${origin}/images/logo.png`, imageAccept)).status).toBe(404);
      expect((await get(`${origin}/settings/profile`)).status).toBe(200);
    });
  });
});
