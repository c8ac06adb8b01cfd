import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          include: ['test/engine/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // A small analysis budget, so that the tables the tests finish are analysed in seconds (docs/analysis.md).
            miniflare: { bindings: { ANALYSIS_BUDGET: JSON.stringify({ samples: 2, infoNodes: 200, openNodes: 200, chunkNodes: 1500 }) } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
