// Search configuration (local, remote or algolia mode) and the Ctrl/⌘+K shortcut with its platform hint.
import { resolveSearchConfig, searchConnectOrigins, validateSearchConfig } from '@site/config/search';
import {
  isApplePlatform,
  isSearchShortcut,
  isSlashShortcut,
  shortcutModifier,
} from '@site/src/components/Search/shortcut';

describe('search config', () => {
  it('is local and unversioned by default', () => {
    expect(resolveSearchConfig({})).toEqual({ mode: 'local', versioned: false });
  });

  it('switches to remote mode with an API URL and labelled indexes from the build environment', () => {
    expect(
      resolveSearchConfig({
        SEARCH_MODE: 'remote',
        SEARCH_API_URL: 'https://api.example.com/search',
        SEARCH_INDEXES: 'rsbuild:Rsbuild, rspack',
        SEARCH_VERSIONED: 'true',
      }),
    ).toEqual({
      mode: 'remote',
      versioned: true,
      apiUrl: 'https://api.example.com/search',
      searchIndexes: [
        { value: 'rsbuild', label: 'Rsbuild' },
        { value: 'rspack', label: 'rspack' },
      ],
    });
  });

  it('switches to algolia mode with appId, search-only key, index and hosts from the build environment', () => {
    const env = {
      SEARCH_MODE: 'algolia',
      SEARCH_ALGOLIA_APP_ID: 'BH4D9OD16A',
      SEARCH_ALGOLIA_API_KEY: 'search-only-key',
      SEARCH_ALGOLIA_INDEX_NAME: 'rsbuild',
      SEARCH_ALGOLIA_HOSTS: 'http://127.0.0.1:4518, https://search.example.com',
    };
    expect(resolveSearchConfig(env)).toEqual({
      mode: 'algolia',
      versioned: false,
      appId: 'BH4D9OD16A',
      apiKey: 'search-only-key',
      indexName: 'rsbuild',
      algoliaHosts: ['http://127.0.0.1:4518', 'https://search.example.com'],
    });
  });

  it.each([
    [{ mode: 'remote' as const, versioned: false, searchIndexes: ['a'] }, /apiUrl/],
    [
      { mode: 'remote' as const, versioned: false, apiUrl: 'javascript:alert(1)', searchIndexes: ['a'] },
      /http or https/,
    ],
    [{ mode: 'remote' as const, versioned: false, apiUrl: 'https://api.example.com' }, /searchIndexes/],
    [{ mode: 'elastic' as never, versioned: false }, /"local", "remote" or "algolia"/],
    [
      { mode: 'algolia' as const, versioned: false, apiKey: 'key', indexName: 'rsbuild' },
      /appId is required/,
    ],
    [
      { mode: 'algolia' as const, versioned: false, appId: 'APP', indexName: 'rsbuild' },
      /apiKey is required/,
    ],
    [{ mode: 'algolia' as const, versioned: false, appId: 'APP', apiKey: 'key' }, /indexName is required/],
    [
      { mode: 'algolia' as const, versioned: false, appId: 'evil.example/', apiKey: 'k', indexName: 'i' },
      /letters and digits/,
    ],
    [
      {
        mode: 'algolia' as const,
        versioned: false,
        appId: 'APP',
        apiKey: 'k',
        indexName: 'i',
        algoliaHosts: ['javascript:x'],
      },
      /http\(s\) origins/,
    ],
    [
      {
        mode: 'algolia' as const,
        versioned: false,
        appId: 'APP',
        apiKey: 'k',
        indexName: 'i',
        algoliaHosts: ['http://h/path'],
      },
      /http\(s\) origins/,
    ],
  ])('rejects a config the dialog could not use (%#)', (config, message) => {
    expect(() => validateSearchConfig(config)).toThrow(message);
  });
});

describe('shortcut', () => {
  it('opens on Ctrl+K and ⌘K, but not with other modifiers or keys', () => {
    const key = (init: Partial<KeyboardEventInit>) => new KeyboardEvent('keydown', { key: 'k', ...init });
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });

  it('opens on / unless the reader is typing in a text field', () => {
    document.body.innerHTML = `
      <a href="#x">link</a><input id="text"><input id="box" type="checkbox"><textarea></textarea>
      <select><option>a</option></select><div contenteditable="true"><p id="rich">x</p></div>
      <div contenteditable="false" id="off">x</div>`;
    const slash = (target: Element | null, init: Partial<KeyboardEventInit> = {}) => {
      const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, ...init });
      let seen = false;
      target?.addEventListener('keydown', (keydown) => (seen = isSlashShortcut(keydown as KeyboardEvent)), {
        once: true,
      });
      target?.dispatchEvent(event);
      return seen;
    };
    expect(slash(document.body)).toBe(true);
    expect(slash(document.querySelector('a'))).toBe(true);
    expect(slash(document.getElementById('box'))).toBe(true);
    expect(slash(document.getElementById('off'))).toBe(true);
    expect(slash(document.getElementById('text'))).toBe(false);
    expect(slash(document.querySelector('textarea'))).toBe(false);
    expect(slash(document.querySelector('select'))).toBe(false);
    expect(slash(document.getElementById('rich'))).toBe(false);
    expect(slash(document.body, { ctrlKey: true })).toBe(false);
    expect(slash(document.body, { altKey: true })).toBe(false);
    expect(slash(document.body, { isComposing: true })).toBe(false);
    expect(slash(document.body, { key: '?' })).toBe(false);
  });

  it('shows the command symbol on Apple platforms and Ctrl elsewhere', () => {
    expect(shortcutModifier(isApplePlatform({ platform: 'MacIntel' }))).toBe('⌘');
    expect(shortcutModifier(isApplePlatform({ platform: 'iPhone' }))).toBe('⌘');
    expect(shortcutModifier(isApplePlatform({ userAgentData: { platform: 'macOS' } }))).toBe('⌘');
    expect(shortcutModifier(isApplePlatform({ platform: 'Win32' }))).toBe('Ctrl');
    expect(shortcutModifier(isApplePlatform({ platform: 'Linux x86_64' }))).toBe('Ctrl');
    expect(shortcutModifier(isApplePlatform(undefined))).toBe('Ctrl');
  });
});

describe('search connect origins (the Content-Security-Policy connect-src)', () => {
  it('needs none in local mode: the index comes from the site itself', () => {
    expect(searchConnectOrigins(resolveSearchConfig({}))).toEqual([]);
  });

  it("allows the remote API's origin only", () => {
    const config = resolveSearchConfig({
      SEARCH_MODE: 'remote',
      SEARCH_API_URL: 'https://api.example.com:8443/v1/search?x=1',
      SEARCH_INDEXES: 'rsbuild',
    });
    expect(searchConnectOrigins(config)).toEqual(['https://api.example.com:8443']);
  });

  it("allows Algolia's read host and fallbacks for the app, or the configured hosts", () => {
    const env = {
      SEARCH_MODE: 'algolia',
      SEARCH_ALGOLIA_APP_ID: 'APP1',
      SEARCH_ALGOLIA_API_KEY: 'key',
      SEARCH_ALGOLIA_INDEX_NAME: 'rsbuild',
    };
    expect(searchConnectOrigins(resolveSearchConfig(env))).toEqual([
      'https://APP1-dsn.algolia.net',
      'https://APP1-1.algolianet.com',
      'https://APP1-2.algolianet.com',
      'https://APP1-3.algolianet.com',
    ]);
    const local = resolveSearchConfig({ ...env, SEARCH_ALGOLIA_HOSTS: 'http://127.0.0.1:4600/' });
    expect(searchConnectOrigins(local)).toEqual(['http://127.0.0.1:4600']);
  });
});
