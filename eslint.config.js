// One lint setup for the whole repository.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

// ---- Web app (apps/web/src): imports flow one way, with no cycles (STYLE.md, "Boundaries the
// linter keeps"). app/ (router, shell) → features/<area>/ → lib/ (state, API client, hooks) and
// ui/ (presentational pieces); ui may use lib; lib uses neither ui, features nor app; a feature
// never imports another feature (shared code goes to ui/, lib/ or packages/domain).
// Self-contained: API rules get their own block.
const web = './apps/web/src';
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webLayers = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import app/; move shared state to lib/ or ui/.' },
          { target: `${web}/ui`, from: [`${web}/app`, `${web}/features`], message: 'ui/ imports only lib/ and other ui/ pieces.' },
          { target: `${web}/lib`, from: [`${web}/app`, `${web}/features`, `${web}/ui`], message: 'lib/ imports no app/, features/ or ui/ code.' },
          ...features.map((feature) => ({
            target: `${web}/features/${feature}`,
            from: `${web}/features`,
            except: [`./${feature}`],
            message: 'Features do not import each other; move shared code to ui/, lib/ or packages/domain.',
          })),
        ],
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};
// Lint that knows React (STYLE.md): hooks called unconditionally and effects given every value they
// read (a stale closure is a bug no test shows until it bites), and JSX that assistive technology
// can use (labels, roles, keyboard access).
const webReact = [
  { ...jsxA11y.flatConfigs.recommended, files: ['apps/web/src/**/*.{ts,tsx}'] },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
];
// ---- end of the web app's rules ----

// ---- API (apps/api/src): each table has one owning module (modules/table-owners.json). A module's
// queries.ts is private: other modules call its exported functions, never its SQL; a module imports
// only its own tables from db/schema.ts (tests may set up any table's rows). No import cycles.
const owners = JSON.parse(readFileSync(new URL('./apps/api/src/modules/table-owners.json', import.meta.url), 'utf8'));
const apiModules = Object.keys(owners).filter((m) => m !== '_');
const allTables = apiModules.flatMap((m) => owners[m]);
const privateQueries = {
  group: ['../*/queries.ts', '../*/*-queries.ts', '../../modules/*/queries.ts', '../../modules/*/*-queries.ts'],
  message: "A module's queries.ts is private: call the owning module's exported functions instead.",
};
const apiBoundaries = [
  ...apiModules.map((m) => ({
    files: [`apps/api/src/modules/${m}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../../db/schema.ts',
              importNames: allTables.filter((t) => !owners[m].includes(t)),
              message: `This table belongs to another module (modules/table-owners.json): call that module's exported functions.`,
            },
          ],
          patterns: [privateQueries],
        },
      ],
    },
  })),
  { files: ['apps/api/src/modules/**/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [privateQueries] }] } },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
// ---- end of the API's rules ----

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/playwright-report/**', '**/test-results/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  webLayers,
  ...webReact,
  ...apiBoundaries,
  // Type-checked rules where a mistake is silent at run time: a promise nobody awaits (its failure
  // is lost), a promise where a boolean or a void callback is expected, awaiting a non-promise.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/web/e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
