import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/offline/**/*.test.ts', 'test/server/**/*.test.ts', 'test/reporter/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: browser tests in more than two files at once only slow each other down.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
