// Search configuration (local or remote mode) and the Ctrl/⌘+K shortcut with its platform hint.
import { resolveSearchConfig, SEARCH_CONFIG, validateSearchConfig } from '@site/src/data/search';
import { isApplePlatform, isSearchShortcut, shortcutModifier } from '@site/src/lib/search/shortcut';

describe('search config', () => {
  it('is local and unversioned by default', () => {
    expect(resolveSearchConfig({})).toEqual(SEARCH_CONFIG);
    expect(SEARCH_CONFIG).toEqual({ mode: 'local', versioned: false });
  });

  it('switches to remote mode with an API URL and labelled indexes from the build environment', () => {
    expect(resolveSearchConfig({ SEARCH_MODE: 'remote', SEARCH_API_URL: 'https://api.example.com/search', SEARCH_INDEXES: 'rsbuild:Rsbuild, rspack', SEARCH_VERSIONED: 'true' })).toEqual({
      mode: 'remote',
      versioned: true,
      apiUrl: 'https://api.example.com/search',
      searchIndexes: [
        { value: 'rsbuild', label: 'Rsbuild' },
        { value: 'rspack', label: 'rspack' },
      ],
    });
  });

  it.each([
    [{ mode: 'remote' as const, versioned: false, searchIndexes: ['a'] }, /apiUrl/],
    [{ mode: 'remote' as const, versioned: false, apiUrl: 'javascript:alert(1)', searchIndexes: ['a'] }, /http or https/],
    [{ mode: 'remote' as const, versioned: false, apiUrl: 'https://api.example.com' }, /searchIndexes/],
    [{ mode: 'algolia' as never, versioned: false }, /local" or "remote/],
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

  it('shows the command symbol on Apple platforms and Ctrl elsewhere', () => {
    expect(shortcutModifier(isApplePlatform({ platform: 'MacIntel' }))).toBe('⌘');
    expect(shortcutModifier(isApplePlatform({ platform: 'iPhone' }))).toBe('⌘');
    expect(shortcutModifier(isApplePlatform({ userAgentData: { platform: 'macOS' } }))).toBe('⌘');
    expect(shortcutModifier(isApplePlatform({ platform: 'Win32' }))).toBe('Ctrl');
    expect(shortcutModifier(isApplePlatform({ platform: 'Linux x86_64' }))).toBe('Ctrl');
    expect(shortcutModifier(isApplePlatform(undefined))).toBe('Ctrl');
  });
});
