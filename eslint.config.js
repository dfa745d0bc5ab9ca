// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The import boundaries of docs/architecture.md ("Who may import whom"). */
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
  message: `${target} may import only ${allowed.length ? allowed.join(', ') : 'nothing of ours'} (docs/architecture.md).`,
});

const knexOnlyInRepositories =
  'SQL only in repositories: knex is used under bff/src/repositories and bff/src/db only (docs/architecture.md).';
const testDataOnlyInTests =
  'Test data (domain/src/testing, @cutshop/domain/testing) is for tests, stories, the mocks and the benchmark only.';

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
      // Import cycles are checked in one pass over the whole graph by `npm run lint:cycles`
      // (dpdm): import/no-cycle walked the graph again from every file and took most of the lint.
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
            onlyFrom('web/src/components', ['domain', 'design-system']),
            onlyFrom('web/src/config', ['domain', 'design-system']),
            // Inside web/src imports run one way: app -> features -> components, config, lib.
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'A feature may not import the app shell (docs/architecture.md).',
            },
            {
              target: ['./web/src/lib', './web/src/components', './web/src/config'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared web code may not import features or app (docs/architecture.md).',
            },
            // A feature may not import another one: what two features share goes to shared code.
            ...['ordering', 'admin'].map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: `features/${feature} may not import another feature (docs/architecture.md).`,
            })),
            onlyFrom('web', ['domain', 'design-system', 'mocks']),
            // The BFF runs the migrations and uses the database package's exports: the migration
            // list, the dialect helpers (@cutshop/migrations/dialects) and the counters' recount.
            onlyFrom('bff', ['domain', 'migrations']),
            // Inside bff/src imports run one way: routes -> services -> repositories -> db
            // (middleware and http/ sit beside routes).
            {
              target: ['./bff/src/services', './bff/src/repositories', './bff/src/db'],
              from: ['./bff/src/routes', './bff/src/middleware', './bff/src/http'],
              message: 'Services, repositories and db never see HTTP (docs/architecture.md).',
            },
            {
              target: './bff/src/middleware',
              from: './bff/src/routes',
              message: 'Middleware may not import routes: shared HTTP helpers go to bff/src/http.',
            },
            {
              target: ['./bff/src/repositories', './bff/src/db'],
              from: './bff/src/services',
              message: 'Repositories and db may not import services (docs/architecture.md).',
            },
            {
              target: './bff/src/db',
              from: './bff/src/repositories',
              message: 'db may not import repositories (docs/architecture.md).',
            },
            // The connection pool is held by the start-up and queried only by repositories and db.
            {
              target: [
                './bff/src/routes',
                './bff/src/middleware',
                './bff/src/http',
                './bff/src/services',
              ],
              from: ['./bff/src/db/connection.ts', './bff/src/db/probes.ts'],
              message: 'Only repositories and db query the database (docs/architecture.md).',
            },
            // The benchmark sets up BFF databases only through @cutshop/bff/testing.
            {
              target: './bench',
              from: './bff/src',
              except: ['./testing.ts'],
              message: 'bench may use the BFF only through @cutshop/bff/testing.',
            },
            onlyFrom('migrations', []),
          ],
        },
      ],
    },
  },
  {
    // SQL only in repositories: knex and its raw SQL appear only under bff/src/repositories and
    // bff/src/db (docs/architecture.md); the rest holds the pool as db/connection.ts's Database.
    files: ['bff/src/**/*.ts'],
    ignores: ['bff/src/repositories/**', 'bff/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'knex', message: knexOnlyInRepositories },
            { name: '@cutshop/domain/testing', message: testDataOnlyInTests },
          ],
          patterns: [{ group: ['knex/*'], message: knexOnlyInRepositories }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='raw']",
          message: knexOnlyInRepositories,
        },
      ],
    },
  },
  {
    // Test data (domain/src/testing, @cutshop/domain/testing) is for tests, stories, the mocks and
    // the benchmark only: code that ships never imports it (docs/architecture.md).
    files: ['domain/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'design-system/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', 'domain/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cutshop/domain/testing', '**/testing', '**/testing/**'],
              message: testDataOnlyInTests,
            },
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
