import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
