/**
 * The unified/remark/micromark family ships ES modules only; plugins/llms-txt reads MDX with it, so SWC
 * compiles those packages to CommonJS for Jest too (everything else in node_modules is left alone).
 */
const ESM_PACKAGES = [
  'unified',
  'bail',
  'trough',
  'devlop',
  'vfile[^/]*',
  'is-plain-obj',
  'remark-[^/]+',
  'micromark[^/]*',
  'mdast-util-[^/]+',
  'unist-util-[^/]+',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'zwitch',
  'longest-streak',
  'ccount',
  'markdown-table',
  'estree-util-[^/]+',
  'parse-entities',
  'stringify-entities',
  'escape-string-regexp',
  'markdown-extensions',
  'fault',
];
const MOCKS = '<rootDir>/tests/unit/__mocks__';

/**
 * Shared by both projects: TypeScript/TSX and the scripts' ES modules (`.mjs`) through SWC, the `@site/`
 * alias, Docusaurus client modules mocked.
 */
const shared = {
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': `${MOCKS}/styleMock.js`,
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': `${MOCKS}/Link.tsx`,
    '^@docusaurus/Head$': `${MOCKS}/Head.tsx`,
    '^@docusaurus/Translate$': `${MOCKS}/Translate.tsx`,
    '^@docusaurus/useIsomorphicLayoutEffect$': `${MOCKS}/useIsomorphicLayoutEffect.ts`,
    '^@theme/Tabs$': `${MOCKS}/Tabs.tsx`,
    '^@theme/TabItem$': `${MOCKS}/TabItem.tsx`,
    '^@theme/CodeBlock$': `${MOCKS}/CodeBlock.tsx`,
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
};

/**
 * Two projects, so the edit-test loop stays fast: `unit` (logic and components, DOM from jsdom; seconds) and
 * `content` (checks over every page of the repository and tests that run the Docusaurus CLI or a script as a
 * child process; slow). `npm run test:unit` / `npm run test:content` run one; `npx jest` runs both.
 */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      roots: ['<rootDir>/tests/unit'],
      // A file that needs no DOM says `@jest-environment node` in its first comment: a jsdom environment
      // costs a few hundred milliseconds of CPU per file, and the project has to stay fast.
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/tests/unit/setup/textEncoding.ts'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
    },
    { ...shared, displayName: 'content', roots: ['<rootDir>/tests/content'], testEnvironment: 'node' },
  ],
};
