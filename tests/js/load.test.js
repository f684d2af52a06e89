// load(), its default export, the chess960 instance it resolves to, and the wasm heap it reports.
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import defaultLoad, {
  Chess960,
  POSITION_COUNT,
  STANDARD_FEN,
  STANDARD_POSITION_NUMBER,
  chess960,
  load,
} from 'chess960';
import { START } from './helpers.js';

const chess = await load();

describe('load()', () => {
  it('instantiates once: later calls (and concurrent ones) return the same instance', async () => {
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(chess);
    expect(b).toBe(chess);
    expect(await load()).toBe(chess);
  });

  it('resolves to the chess960 export, the one instance', () => {
    expect(chess).toBe(chess960);
    expect(chess960).toBeInstanceOf(Chess960);
  });

  it('is also the default export', async () => {
    expect(defaultLoad).toBe(load);
    expect(await defaultLoad()).toBe(chess);
  });

  it('exports the documented constants', () => {
    expect(STANDARD_FEN).toBe(START);
    expect(POSITION_COUNT).toBe(960);
    expect(STANDARD_POSITION_NUMBER).toBe(518);
  });
});

describe('heapBytes()', () => {
  it('is a positive number of bytes', () => {
    const bytes = chess.heapBytes();
    expect(Number.isInteger(bytes)).toBe(true);
    expect(bytes).toBeGreaterThan(0);
  });
});
