// Vitest configuration for the JS test suite of the chess960 npm package.
// Run from the repository root: npm run test:js (or npx vitest run --config tests/js/vitest.config.js).
// The tests import 'chess960' exactly as a user would (the root package.json links ./npm), so
// npm/dist must be built first: cd npm && node scripts/build.mjs
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/js/**/*.test.js'],
    // perft, the one-million-iteration heap test and npm pack/install take seconds, not ms.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Timing-sensitive files (perft, heap) should not fight over the CPU with many others.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
