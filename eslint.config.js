// One lint configuration for the whole repository.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { houseRules } from './eslint/house-rules.js';

const FEATURE = /apps\/web\/src\/features\/([^/]+)/;
const SERVER_ONLY = [
  /^node:/,
  /^(fastify|@fastify\/.*|pg|drizzle-orm.*|@electric-sql\/pglite.*|socket\.io|ioredis|jose)$/,
];

/** Architecture rules the type checker cannot see (ARCHITECTURE.md "Web"). */
const architecture = {
  rules: {
    'feature-isolation': {
      meta: {
        type: 'problem',
        messages: {
          cross: 'Feature "{{from}}" must not import feature "{{to}}": share through src/shared or compose in src/app.',
          shared: 'src/shared must not import a feature ("{{to}}").',
        },
      },
      create(context) {
        const file = context.filename.replace(/\\/g, '/');
        const from = FEATURE.exec(file)?.[1];
        const inShared = file.includes('apps/web/src/shared/');
        const check = (node, src) => {
          if (typeof src !== 'string' || !src.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), src).replace(/\\/g, '/');
          const to = FEATURE.exec(target)?.[1];
          if (!to) return;
          if (from && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
          if (inShared) context.report({ node, messageId: 'shared', data: { to } });
        };
        return {
          ImportDeclaration: (n) => check(n, n.source.value),
          ImportExpression: (n) => check(n, n.source.value),
          ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
          ExportAllDeclaration: (n) => check(n, n.source.value),
        };
      },
    },
    'no-server-code': {
      meta: { type: 'problem', messages: { server: 'Server code ("{{src}}") must stay out of the web bundle.' } },
      create(context) {
        const file = context.filename.replace(/\\/g, '/');
        const check = (node, src) => {
          if (typeof src !== 'string') return;
          const resolved = src.startsWith('.') ? path.resolve(path.dirname(file), src).replace(/\\/g, '/') : src;
          if (resolved.includes('apps/server') || SERVER_ONLY.some((re) => re.test(src))) {
            context.report({ node, messageId: 'server', data: { src } });
          }
        };
        return {
          ImportDeclaration: (n) => check(n, n.source.value),
          ImportExpression: (n) => check(n, n.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'e2e/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contracts/**/*.ts'],
    plugins: { architecture },
    rules: { 'architecture/no-server-code': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, architecture },
    rules: { ...reactHooks.configs.recommended.rules, 'architecture/feature-isolation': 'error' },
  },
  {
    // build-time code of the web app runs in Node (the version file, the icon generator), never in the bundle
    files: ['apps/web/vite.config.ts', 'apps/web/scripts/**/*.ts'],
    rules: { 'architecture/no-server-code': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', '.ci/**', 'apps/server/src/main.ts', 'apps/server/src/seed/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // issue 17: the house rules (docs/architecture.md "Rules that keep it")
    files: ['**/*.{ts,tsx}'],
    plugins: { house: houseRules },
    rules: { 'house/file-name-case': 'error' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'house/no-domain-cycle': 'error',
      'house/no-import-cycle': 'error',
      'max-lines': ['error', { max: 400 }],
      'house/function-size': ['error', { max: 80 }],
    },
  },
  {
    // Size exceptions (docs/architecture.md "Rules that keep it"). Justified: routes declared as data
    // (one declaration per route, each handler its own function) and the demo data (seed files).
    files: ['apps/server/src/**/*.routes.ts', 'apps/server/src/seed/**'],
    rules: { 'house/function-size': 'off', 'max-lines': 'off' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixtures.ts'],
    rules: { 'house/no-raw-result-code': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
);
