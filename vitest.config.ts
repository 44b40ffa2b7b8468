import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // .ci/run reads the JSON report to print its 'N passed, N failed' line.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest/results.json' },
  },
});
