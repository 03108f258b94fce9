import {defineConfig} from 'vitest/config';

/** The slow maintainer-workflow tests: each one runs a full site build. */
export default defineConfig({
  test: {
    include: ['tests/workflow/**/*.test.ts'],
    environment: 'node',
    testTimeout: 15 * 60 * 1000,
    hookTimeout: 5 * 60 * 1000,
    fileParallelism: false,
  },
});
