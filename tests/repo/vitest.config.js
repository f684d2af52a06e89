// Vitest configuration for the repository's own checks (not the package's behaviour): the lint and
// type gate, import cycles, the layers of npm/src, the wasm boundary's generated contract, the line
// length check, the demo's catalogues and the READMEs' doc-tests. Run from the repository root:
// npm run test:repo (or npx vitest run --config tests/repo/vitest.config.js), after the package
// build (npm/dist, build/wasm) and the root npm ci.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The package's build-time modules, for tests that import npm/src itself (engine-layer.test.js).
    alias: {
      'chess960-internal:engine': fileURLToPath(new URL('./watched-engine.js', import.meta.url)),
      'chess960-internal:wasm-bytes': fileURLToPath(new URL('./watched-engine.js', import.meta.url)),
    },
  },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/repo/**/*.test.js'],
    // tsc over the gate's files and the README's examples take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    reporters: ['default'],
  },
});
