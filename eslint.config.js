import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Server module boundaries (docs/ARCHITECTURE.md, "Module map"): a file in apps/server/src/modules/<A>/ imports
 * another module only through its public `modules/<B>/index.ts`; the transport, the seed and the entry points
 * (app.ts, main.ts, …) import modules only through those indexes (and the registry, modules/index.ts); lib, db
 * and adapters import no module at all.
 * The zones are generated from the module directories, so a new module is covered without editing this file.
 */
const MODULES_DIR = 'apps/server/src/modules';
const serverModules = fs
  .readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const publicIndexes = serverModules.map((m) => `./${m}/index.ts`);
const BOUNDARY = 'Import another server module only through its index.ts (docs/ARCHITECTURE.md, module map).';
const moduleZones = [
  ...serverModules.map((m) => ({
    target: `${MODULES_DIR}/${m}`,
    from: MODULES_DIR,
    except: [`./${m}`, ...publicIndexes.filter((p) => p !== `./${m}/index.ts`)],
    message: BOUNDARY,
  })),
  {
    // The transport, the seed and the entry points (app.ts, main.ts, a worker, …).
    target: ['apps/server/src/http', 'apps/server/src/seed', 'apps/server/src/*.ts', `${MODULES_DIR}/index.ts`],
    from: MODULES_DIR,
    except: ['./index.ts', ...publicIndexes],
    message: BOUNDARY,
  },
  {
    target: ['apps/server/src/lib', 'apps/server/src/db', 'apps/server/src/adapters', 'apps/server/src/deps.ts', 'apps/server/src/config.ts'],
    from: MODULES_DIR,
    message: 'lib, db and adapters sit below the modules and import none of them.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.data-test/**', 'test-results/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // No import cycles, server and web (type-only imports do not count: they vanish at runtime).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // One lint run parses each module once (the default 30 s cache lifetime re-parses on a slow machine).
      'import-x/cache': { lifetime: 'Infinity' },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests beside a module may set up state through other modules' internals (factories, direct rows).
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones }] },
  },
  {
    // Routes are thin: no SQL, no repository; they call services (the module's own or another's index).
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'Routes hold no SQL: put it in the repository and call a service.', allowTypeImports: true },
            { name: '../../db/schema.ts', message: 'Routes hold no SQL: put it in the repository and call a service.', allowTypeImports: true },
          ],
          patterns: [{ regex: '\\.repository(\\.ts)?$', message: 'Routes call services, never a repository.', allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // Services, repositories and presenters never see Fastify: the transport hands them a RequestContext.
    files: ['apps/server/src/modules/**/*.{service,repository,presenter}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'fastify', message: 'Services take a RequestContext (http/context.ts), never Fastify request/reply.' }] },
      ],
    },
  },
  {
    // One typed web client (decision 007): outside src/lib/api, web code reaches the API only through `call()` and
    // the query definitions built on it, which decode every answer with the contract's schema. No raw fetch, no
    // untyped transport calls, and the removed hand-written wire layer stays removed.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api/**', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through call() (src/lib/api/call.ts), never fetch directly.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='fetch'][object.name=/^(window|globalThis|self)$/]", message: 'Call the API through call() (src/lib/api/call.ts), never fetch directly.' },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/api(/index|/client)?$',
              importNames: ['apiGet', 'apiPost', 'apiUpload', 'restPath'],
              message: 'Use call(name, { path, body }) from src/lib/api/call.ts: it types the call and decodes the answer.',
            },
            {
              regex: '(^|/)lib/api/(wire|wire-types)$',
              message: 'The hand-written wire layer is gone: use the decoded types of src/lib/api/types.ts (the contract).',
            },
          ],
        },
      ],
    },
  },
  {
    // Web features never import each other's files (bulletproof-react): a file under src/features/<domain>/ imports
    // its own domain, src/lib, src/components and src/app (route paths); a piece two features need moves to
    // src/components or src/lib. Each domain is its own zone: the rule resolves every relative import against the
    // importing file, so `../../items/x` from features/sell is caught however deep the file sits.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: {
      'web-features': {
        rules: {
          'no-cross-feature-imports': {
            meta: {
              type: 'problem',
              schema: [],
              messages: {
                cross: "features/{{from}} may not import features/{{to}} ('{{source}}'): move the shared piece to src/components or src/lib.",
              },
            },
            create(context) {
              const FEATURE = /\/apps\/web\/src\/features\/([^/]+)(?:\/|$)/;
              const own = FEATURE.exec(context.filename.replaceAll('\\', '/'))?.[1];
              const check = (node) => {
                const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
                if (!own || !source) return;
                let target;
                if (source.startsWith('.')) target = FEATURE.exec(new URL(source, `file://${context.filename.replaceAll('\\', '/')}`).pathname)?.[1];
                else target = /(?:^|\/)features\/([^/]+)/.exec(source)?.[1]; // an alias such as '@/features/items/…'
                if (target && target !== own) context.report({ node, messageId: 'cross', data: { from: own, to: target, source } });
              };
              return {
                ImportDeclaration: (node) => check(node.source),
                ExportNamedDeclaration: (node) => check(node.source),
                ExportAllDeclaration: (node) => check(node.source),
                ImportExpression: (node) => check(node.source),
              };
            },
          },
        },
      },
    },
    rules: { 'web-features/no-cross-feature-imports': 'error' },
  },
);
