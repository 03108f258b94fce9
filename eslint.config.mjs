// @ts-check
/**
 * ESLint for the site's TypeScript and React code, after docusaurus.io's own
 * website: the recommended rule sets of ESLint, typescript-eslint, React
 * hooks, jsx-a11y and Docusaurus, with every formatting rule left to Prettier
 * (eslint-config-prettier comes last).
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'static/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.cache/',
      'tests/sdk-1.1/',
      'tests/behaviour/ts/lines/',
      'scripts/registry/node_modules/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      eqeqeq: ['error', 'always', {null: 'ignore'}],
      'no-console': 'off',
      'prefer-const': 'error',
      'object-shorthand': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The site builds from src/ alone: scripts/ may import from src/, never the reverse.
    files: ['src/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)scripts(/|$)',
              message:
                'src/ must not import from scripts/: move the shared code under src/ and import it from scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts read their options with node:util parseArgs (scripts/lib/options.ts), not by indexing process.argv.
    files: ['scripts/**/*.{ts,mjs,cjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='argv'][computed=true]",
          message: 'Read options with parseOptions (scripts/lib/options.ts), node:util parseArgs.',
        },
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='argv'][computed=false][property.name!='slice']",
          message: 'Read options with parseOptions (scripts/lib/options.ts), node:util parseArgs.',
        },
      ],
    },
  },
  {
    // Browser tests assert what a reader sees. These patterns tie a test to timing or to build internals
    // (fixed sleeps, wall-clock limits, CSS-module class names) and were removed.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed sleeps: wait for what the reader would see (expect(...).toBeVisible(), expect.poll).',
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'No wall-clock assertions in browser tests: speed is measured by npm run bench.',
        },
        {
          selector: "MemberExpression[object.name='performance'][property.name='now']",
          message: 'No wall-clock assertions in browser tests: speed is measured by npm run bench.',
        },
        {
          selector: 'Literal[value=/class[*^$]?=/]',
          message: 'Select by role, label, text or data-testid, not by a theme CSS-module class name.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls (a wide table, a code block) must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel', 'region']}],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Site pages go through <Link>; a full URL to another site may stay a plain <a>.
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  prettier,
);
