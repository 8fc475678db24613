// ESLint over the site's own code: the configuration, the theme and pages
// (src), the build plugins, the scripts and the tests. Formatting is
// Prettier's job (prettier.config.mjs); these rules are about correctness.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'docs/api/',
      '.test-output/',
      'test-results/',
      'api-src/',
      'generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {...globals.node, ...globals.browser},
    },
    rules: {
      // Unused arguments are kept when they document a signature.
      '@typescript-eslint/no-unused-vars': ['error', {args: 'none', caughtErrors: 'none'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
    },
  },
  {
    // The service worker runs in a worker's scope, not a page's.
    files: ['src/service-worker/sw.js'],
    languageOptions: {globals: {...globals.serviceworker}},
  },
  {
    // Test helpers and scripts may require() JSON and CommonJS modules.
    files: ['tests/**/*.ts', 'playwright*.config.ts'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
