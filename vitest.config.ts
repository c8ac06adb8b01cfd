import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import LIGHT_ANALYSIS from './scripts/analysis-light.json' with { type: 'json' };

export default defineConfig({
  test: {
    // The worker's info lines (one per request and action, docs/operations.md) would bury the test
    // output; warnings and errors still show, and tests read the lines with spies.
    onConsoleLog: (log) => !log.startsWith('{"level":"info"'),
    projects: [
      {
        test: {
          name: 'engine',
          include: ['test/engine/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000, // a loaded shared 2-core machine runs whole matches several times slower; tests never assert times
        },
      },
      {
        test: {
          name: 'web',
          include: ['test/web/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // A small analysis budget, so that the tables the tests finish are analysed in seconds (docs/analysis.md).
            miniflare: { bindings: { ANALYSIS_BUDGET: JSON.stringify(LIGHT_ANALYSIS) } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          testTimeout: 180_000, // a loaded shared 2-core machine runs whole matches several times slower; tests never assert times
        },
      },
    ],
  },
});
