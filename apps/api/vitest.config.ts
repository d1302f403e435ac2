import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Holds every JSON answer of every test to the OpenAPI document.
    setupFiles: ['src/test/contract-setup.ts'],
    // One migrated database that every file's own database is copied from.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. These files
    // spend much of their time waiting on sockets, child processes and timers, so two share
    // two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
