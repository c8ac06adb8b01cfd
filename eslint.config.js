import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', '.wrangler/', 'test-artifacts/', 'dist/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The engine is pure and deterministic: no clocks, no randomness, no I/O, no platform APIs.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'Date', 'crypto', 'fetch', 'window', 'document', 'localStorage', 'WebSocket', 'caches'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'use the seeded rng in shared/core/rng.ts' }],
      'no-restricted-imports': ['error', { patterns: ['**/worker/**', '**/web/**', 'hono', 'lit', 'cloudflare:*'] }],
    },
  },
  {
    // The browser takes only types from the wire schemas: their values would bring valibot and every
    // schema into the widget (docs/embedding.md states its weight). Constants live in protocol-limits.ts.
    files: ['web/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/protocol.js', '**/shared/protocol-correspondence.js', '**/shared/tournament/protocol.js', 'valibot'],
              allowTypeImports: true,
              message: 'import only types here; constants the browser needs go in shared/protocol-limits.ts',
            },
          ],
        },
      ],
    },
  },
);
