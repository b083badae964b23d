/** Unit tests: TypeScript/TSX through SWC, DOM from jsdom, Docusaurus client modules replaced by small mocks. */
module.exports = {
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
