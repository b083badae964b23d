// ESLint flat config. maintainers/lint.md explains each plugin and how to add a layer rule.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Docusaurus resolves these specifiers itself (webpack/rspack aliases), so they are neither packages to declare
 * in package.json nor paths a Node resolver can find. The `@docusaurus/<Name>` client API is read from the
 * installed core, so a new export is recognised without editing this list; `@docusaurus/core`, `utils`, ...
 * stay real packages that must be declared.
 */
const DOCUSAURUS_CLIENT_API = fs
  .readdirSync(path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.slice(0, -3));
const ALIAS_PATTERNS = [
  '^@theme(-original|-init)?/',
  '^@generated/',
  `^@docusaurus/(${DOCUSAURUS_CLIENT_API.join('|')})$`,
];
const ALIAS_REGEX = ALIAS_PATTERNS.join('|');

/**
 * Architectural layers (one-way imports). A file belongs to the first element (folder, from the repository
 * root) that contains it; a file outside every element (src/css, src/types.d.ts) is not checked. The root
 * config files are not folders, so a no-restricted-imports rule below keeps them to config/ and plugins/.
 */
const ELEMENTS = [
  { type: 'config', pattern: 'config' },
  // The search index's format: the one part of the search that the build plugins share with the browser.
  { type: 'searchFormat', pattern: 'src/lib/search/format' },
  { type: 'search', pattern: 'src/lib/search' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'components', pattern: 'src/components' },
  { type: 'theme', pattern: 'src/theme' },
  { type: 'client', pattern: ['src/clientModules', 'src/pages'] },
  { type: 'pluginsLib', pattern: 'plugins/lib' },
  { type: 'plugins', pattern: 'plugins' },
  // The scripts that score and train the search: they run the worker's own code on the built index.
  { type: 'searchScripts', pattern: 'scripts/search' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'tests', pattern: 'tests' },
].map((element) => ({ ...element, partialMatch: false }));

/** Which layers each layer may import (its own included). Tests may import anything. */
const ALLOWED_IMPORTS = {
  config: ['config'],
  searchFormat: ['searchFormat', 'config'],
  search: ['search', 'searchFormat', 'lib', 'config'],
  lib: ['lib', 'config'],
  components: ['components', 'search', 'searchFormat', 'lib', 'config'],
  theme: ['theme', 'components', 'search', 'searchFormat', 'lib', 'config'],
  client: ['components', 'search', 'searchFormat', 'lib', 'config'],
  // From src/lib/search, the plugins import the index format only: the worker, the dialog's client and the
  // hosted modes are browser code.
  plugins: ['plugins', 'pluginsLib', 'searchFormat', 'lib', 'config'],
  pluginsLib: ['pluginsLib', 'searchFormat', 'lib', 'config'],
  // The search scripts may import the worker (its ranking, reorder and typo rules) and the index plugin (the
  // asked words are derived as the build adds them); Node runs that TypeScript through
  // scripts/lib/typescriptLoader.mjs. No other script reaches the site's code beyond config/ and plugins/lib.
  searchScripts: ['searchScripts', 'search', 'searchFormat', 'plugins', 'pluginsLib', 'config'],
  scripts: ['scripts', 'searchScripts', 'pluginsLib', 'config'],
  tests: ELEMENTS.map((element) => element.type),
};

const TS_FILES = ['**/*.{ts,tsx}'];
const JS_FILES = ['**/*.{js,mjs,cjs}'];
/** Files that run in Node (build time, command line, tests): Node globals. */
const NODE_FILES = [
  'plugins/**',
  'scripts/**',
  'tests/**',
  'config/**',
  'docusaurus.config.ts',
  'sidebars.ts',
  '*.{js,mjs,cjs}',
];
/** Files that never reach a visitor's browser or the production build: devDependencies are fine there. */
const DEV_ONLY_FILES = ['tests/**', 'scripts/**', '*.config.{js,mjs,cjs}', 'eslint.config.mjs'];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'coverage/**',
      'static/**',
      'docs/**',
      'blog/**',
      'i18n/**',
      '.git/**',
      // Projects built by @rsbuild/core 0.6.4 in the FAQ proofs: some hold an error on purpose (the problem an
      // answer shows), and none is part of the site (tsconfig.json leaves them out too).
      'tests/rsbuild-fixtures/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: ROOT,
      },
    },
  },
  // Command-line scripts and e2e tests are plain JavaScript checked by tsconfig.scripts.json; type-aware lint
  // rules would need a second program for them and find little that `npm run typecheck` misses.
  { files: JS_FILES, ...tseslint.configs.disableTypeChecked },
  // Declarations for tsconfig.scripts.json only: the main TypeScript project does not include them.
  { files: ['tests/e2e/*.d.ts'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.cjs', 'jest.config.js', 'tests/unit/__mocks__/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  { files: NODE_FILES, languageOptions: { globals: { ...globals.node } } },
  { files: ['tests/unit/**'], languageOptions: { globals: { ...globals.jest, ...globals.node } } },

  // React: JSX semantics, hooks, accessibility.
  {
    files: ['**/*.{tsx,jsx}'],
    ...react.configs.flat.recommended,
    settings: { react: { version: 'detect' } },
  },
  { files: ['**/*.{tsx,jsx}'], ...react.configs.flat['jsx-runtime'] },
  { files: ['**/*.{tsx,jsx}'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{tsx,jsx}'],
    rules: {
      // A region that scrolls (code block, wide table) must take keyboard focus so it can be scrolled without a
      // mouse (WCAG 2.1.1): tabIndex={0} on <pre> and on role="region" is required, not a mistake.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: ['pre'], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Docusaurus' isomorphic layout effect takes a dependency list like useLayoutEffect.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useIsomorphicLayoutEffect$' }],
    },
  },

  // Docusaurus: translatable string literals, <Link> instead of <a href> for internal links, theme headings.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { '@docusaurus': docusaurus },
    rules: {
      .../** @type {import('eslint').Linter.RulesRecord} */ (docusaurus.configs.recommended.rules),
      '@docusaurus/no-html-links': ['error', { ignoreFullyResolved: true }],
      // <Heading> adds anchor links to document sections; the headings in our components are page chrome
      // (hero, cards, overview groups, 404) that Docusaurus itself renders as plain <hN>.
      '@docusaurus/prefer-docusaurus-heading': 'off',
    },
  },

  // Imports: every package imported is declared (devDependencies only where nothing ships), and resolves.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: ROOT })],
      'import-x/internal-regex': ALIAS_REGEX,
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: DEV_ONLY_FILES, optionalDependencies: false, peerDependencies: false },
      ],
      'import-x/no-unresolved': ['error', { ignore: ALIAS_PATTERNS, commonjs: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  // TypeScript reports unresolved imports in .ts files itself (with the Docusaurus module declarations).
  { files: TS_FILES, rules: { 'import-x/no-unresolved': 'off' } },
  // Jest tests and their mocks: jest.mock factories load modules with require() inside isolateModules, inline
  // scripts are evaluated with new Function() on purpose, and expect(object.method) reads methods unbound.
  // The `any` that require() and JSON fixtures return is what the assertions then check.
  {
    files: ['tests/unit/**', 'tests/content/**'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-implied-eval': 'off',
      'react/display-name': 'off',
      // Popup tests give a focusable non-button element as trigger to check it is handled too.
      'jsx-a11y/no-noninteractive-tabindex': 'off',
    },
  },

  // Layers: one-way imports between the folders of the repository.
  {
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['config/**', 'src/**', 'plugins/**', 'scripts/**', 'tests/**', '*.ts'],
      'import/resolver': { typescript: { alwaysTryTypes: true, project: ROOT } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: Object.entries(ALLOWED_IMPORTS).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { types: { anyOf: to } } } },
          })),
        },
      ],
    },
  },
  {
    files: ['docusaurus.config.ts', 'sidebars.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@site/src/*',
                './src/*',
                '@site/scripts/*',
                './scripts/*',
                '@site/tests/*',
                './tests/*',
              ],
              message: 'docusaurus.config.ts and sidebars.ts may import config/ and plugins/ only.',
            },
          ],
        },
      ],
    },
  },

  // Project-wide choices.
  {
    rules: {
      // `_`-prefixed names are deliberate placeholders (positional parameters, skipped tuple members).
      '@typescript-eslint/no-unused-vars': [
        'error',
        // A destructured prop left out of `...rest` is how a component keeps it off the element.
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Docusaurus lifecycle hooks and the search clients implement Promise-returning interfaces; an async
      // function without await is how they satisfy them.
      '@typescript-eslint/require-await': 'off',
      // Floating UI declares its stable ref setters (refs.setFloating) as methods, and feature detection reads
      // document.startViewTransition before calling it with .call(document): both are flagged, neither is a bug.
      '@typescript-eslint/unbound-method': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  // CommonJS files load modules with require() by design; so does the search-index plugin, which patches
  // functions on the search plugin's CommonJS module objects (an ES import would give it a frozen copy) and
  // loads the plugin's internal modules, which its package exports do not type.
  {
    files: ['**/*.cjs', 'jest.config.js', 'tests/unit/__mocks__/*.js', 'plugins/search-index/index.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Formatting belongs to Prettier: turn off every stylistic rule that could disagree with it.
  prettier,
);
