import { createRequire } from 'node:module';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { encodeTokens, type CodeToken } from '../../src/lib/codeHighlight/tokens';

const requireFromHere = createRequire(__filename);
const loadedLanguages = new Set<string>();

/**
 * Adds Prism grammars that prism-react-renderer does not bundle (themeConfig.prism.additionalLanguages), the way
 * Docusaurus's prism-include-languages does in the browser: the prismjs component files expect a global Prism.
 */
export function loadLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !loadedLanguages.has(language));
  if (missing.length === 0) return;
  const globals = globalThis as { Prism?: unknown };
  const previous = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of missing) {
      requireFromHere(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    globals.Prism = previous;
  }
}

/** Prism's normalised token lines for `code`, exactly as prism-react-renderer's <Highlight> computes them. */
export function tokenizeLines(code: string, language: string): CodeToken[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize> };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The encoded highlight of a code block (see src/lib/codeHighlight/tokens.ts). */
export function highlight(code: string, language: string): string {
  return encodeTokens(tokenizeLines(code, language));
}
