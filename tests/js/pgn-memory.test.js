// Memory bounded by the input, for every PGN reader of the package (readPgn, streamPgn, loadPgn):
// hostile and large texts (tests/js/fixtures/pgn-memory-cases.js: a million comments or NAGs on
// one move, commands, arrows, the longest game fully annotated, huge tags, ...) must not grow the
// wasm heap (which never shrinks) by more than 4 times their own size, counted as at least 1 MiB:
// the reader holds the token it reads (a comment, a tag line: up to its limit) and a game's events
// until they are handed over, so the densest text the limit on notes lets through (49,999
// comments in 150 KB) takes a few MB however small it is. Each case runs in a worker of
// its own, so in a fresh wasm instance: memory left free by an earlier case cannot hide what a
// case costs. The limit on notes per game (PgnLimits::maxNotes, SECURITY.md) is what stops the
// first ones; each case also checks what reading gave, so that no case passes by failing early.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { CASES } from './fixtures/pgn-memory-cases.js';

const WORKER = new URL('./fixtures/pgn-memory-worker.mjs', import.meta.url);
const MAX_GROWTH = 4; // times the text's size
const LEAST_SIZE = 1 << 20; // the size counted for a smaller text
const MAX_LOAD_PGN = 1 << 20; // loadPgn() reads at most 1 MiB (SECURITY.md)

function runCase(method, name, bytes) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { method, name, bytes } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
  });
}

describe.each([
  ['readPgn', 4_000_000],
  ['streamPgn', 4_000_000],
  ['loadPgn', 1_000_000],
])('%s', (method, bytes) => {
  for (const [name, spec] of Object.entries(CASES)) {
    it(`${name}: the wasm heap grows by at most ${MAX_GROWTH}x the text (at least 1 MiB counted)`, async () => {
      const result = await runCase(method, name, bytes);
      if (method === 'loadPgn' && result.size > MAX_LOAD_PGN) {
        expect(result.error).toMatch(/at most 1048576 are read/); // refused before it reaches the engine
      } else if (spec.error) {
        expect(result.error).toMatch(spec.error);
      } else {
        expect(result.error).toBeNull();
        const expected = method === 'loadPgn' ? 1 : spec.games === 'all' ? result.events : spec.games;
        expect(result.games).toBe(expected);
      }
      // A case is as large as asked (150 KB for the one that is small by design).
      expect(result.size).toBeGreaterThan(spec.small ? 140_000 : method === 'loadPgn' ? 250_000 : 290_000);
      const allowed = MAX_GROWTH * Math.max(result.size, LEAST_SIZE);
      expect(
        result.grown,
        `${(result.grown / 1e6).toFixed(2)} MB for ${(result.size / 1e6).toFixed(2)} MB of text`,
      ).toBeLessThanOrEqual(allowed);
    }, 120_000);
  }
});
