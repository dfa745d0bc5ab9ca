// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The import boundaries of ARCHITECTURE.md ("Who may import whom"). */
const everyPackage = [
  'domain',
  'design-system',
  'web',
  'mocks',
  'bff',
  'migrations',
  'e2e',
  'bench',
];
const onlyFrom = (target, allowed) => ({
  target: `./${target}`,
  // A folder inside a package (web/src/app) may import the rest of its own package.
  // Both the folder and its workspace link, as the resolver may report either path.
  from: everyPackage
    .filter((p) => p !== target.split('/')[0] && !allowed.includes(p))
    .flatMap((p) => [`./${p}`, `./node_modules/@cutshop/${p}`]),
  message: `${target} may import only ${allowed.length ? allowed.join(', ') : 'nothing of ours'} (ARCHITECTURE.md).`,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'var/**',
      'coverage/**',
      'web/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            onlyFrom('domain', []),
            onlyFrom('design-system', ['domain']),
            onlyFrom('mocks', ['domain']),
            // The web app reaches the mocks only through its dev and test entry points.
            onlyFrom('web/src/app', ['domain', 'design-system']),
            onlyFrom('web/src/features', ['domain', 'design-system']),
            onlyFrom('web/src/lib', ['domain', 'design-system']),
            onlyFrom('web', ['domain', 'design-system', 'mocks']),
            // The BFF runs the migrations, so it may load their list; nothing else of theirs.
            onlyFrom('bff', ['domain', 'migrations']),
            onlyFrom('migrations', []),
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  prettier,
);
