/**
 * The unified/remark/micromark family ships ES modules only; plugins/llms-txt reads MDX with it, so SWC
 * compiles those packages to CommonJS for Jest too (everything else in node_modules is left alone).
 */
const ESM_PACKAGES = [
  'unified', 'bail', 'trough', 'devlop', 'vfile[^/]*', 'is-plain-obj', 'remark-[^/]+', 'micromark[^/]*',
  'mdast-util-[^/]+', 'unist-util-[^/]+', 'decode-named-character-reference', 'character-entities[^/]*',
  'character-reference-invalid', 'is-alphabetical', 'is-alphanumerical', 'is-decimal', 'is-hexadecimal', 'zwitch',
  'longest-streak', 'ccount', 'markdown-table', 'estree-util-[^/]+', 'parse-entities', 'stringify-entities',
  'escape-string-regexp', 'markdown-extensions', 'fault',
];

/** Unit tests: TypeScript/TSX through SWC, DOM from jsdom, Docusaurus client modules replaced by small mocks. */
module.exports = {
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFiles: ['<rootDir>/tests/unit/setup/textEncoding.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tests/unit/__mocks__/styleMock.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': '<rootDir>/tests/unit/__mocks__/Link.tsx',
    '^@docusaurus/Head$': '<rootDir>/tests/unit/__mocks__/Head.tsx',
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/__mocks__/Translate.tsx',
    '^@docusaurus/useIsomorphicLayoutEffect$': '<rootDir>/tests/unit/__mocks__/useIsomorphicLayoutEffect.ts',
    '^@theme/Tabs$': '<rootDir>/tests/unit/__mocks__/Tabs.tsx',
    '^@theme/TabItem$': '<rootDir>/tests/unit/__mocks__/TabItem.tsx',
    '^@theme/CodeBlock$': '<rootDir>/tests/unit/__mocks__/CodeBlock.tsx',
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
};
