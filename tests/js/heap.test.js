// The wasm heap, as heapBytes() reports it, must not grow however many games are made and moves
// played: games are plain JS objects (nothing to free), the engine keeps one working slot.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, InvalidFenError, load } from 'chess960';
import { LONG } from './helpers.js';

const chess = await load();

/**
 * `iterations` rounds of the calls a user makes all the time. Each round: every 100th a new
 * game (from a start position), then legalMoves() and a move (UCI, SAN or {from, to}), or an
 * undo once a game is 60 plies long or over. Two games take turns, so the engine's slot is
 * switched between them all the time. Every 1000th round also does the rarer calls: pgn(),
 * loadPgn(), perft, FEN output, and failing calls (errors allocate messages in wasm too).
 * Returns how many moves were played, so the caller can see the work was done.
 */
function churn(iterations) {
  const games = [null, null];
  let played = 0;
  for (let i = 0; i < iterations; i++) {
    const slot = i & 1;
    if (i % 100 < 2) games[slot] = chess.game(chess.startFen((i * 37) % 960));
    const game = games[slot];
    const moves = game.legalMoves();
    if (moves.length === 0 || game.historyUci().length >= 60) {
      game.undo();
    } else {
      const uci = moves[(i * 7919) % moves.length];
      if (i % 10 === 3) game.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
      else if (i % 10 === 7) game.move(game.legalMovesSan()[(i * 7919) % moves.length]);
      else game.move(uci);
      played++;
    }
    if (i % 1000 === 999) {
      const pgn = game.pgn();
      const loaded = chess.loadPgn(pgn);
      if (loaded.fen() !== game.fen()) throw new Error('PGN round trip changed the position');
      game.fen({ castling: 'shredder' });
      game.dests();
      game.perft(2);
      game.history({ verbose: true });
      try {
        game.move('Qz9');
        throw new Error('an illegal move was accepted');
      } catch (error) {
        if (!(error instanceof IllegalMoveError)) throw error;
      }
      try {
        chess.game('not a fen');
        throw new Error('a bad FEN was accepted');
      } catch (error) {
        if (!(error instanceof InvalidFenError)) throw error;
      }
    }
  }
  return played;
}

describe('heapBytes()', () => {
  it('is a positive number of bytes', () => {
    const bytes = chess.heapBytes();
    expect(Number.isInteger(bytes)).toBe(true);
    expect(bytes).toBeGreaterThan(0);
  });
});

describe('heap stability', () => {
  // 250,000 rounds by default, one million with CHESS960_LONG=1.
  const rounds = LONG ? 1_000_000 : 250_000;
  it(`heapBytes() is the same before and after ${rounds.toLocaleString('en')} rounds of game()/move()/legalMoves()`, () => {
    // Warm-up: the slots' vectors (move history, legal-move buffer, PGN and error strings) and
    // the PGN reader's buffers grow to their high-water marks, not all in the same round (a fixed
    // 200,000 rounds once ended just before a 9,776-byte step, seen once at round 119,763 of the
    // next 250,000 and never again in 1.5 million): rounds of 50,000 until one leaves the heap as it
    // found it, at most ten (memory that grows every round never settles, and fails here).
    let settled = chess.heapBytes();
    for (let step = 0; ; step++) {
      churn(50_000);
      if (chess.heapBytes() === settled) break;
      settled = chess.heapBytes();
      if (step === 9)
        throw new Error(`the wasm heap still grows after ${(step + 1) * 50_000} rounds: ${settled} bytes`);
    }
    const before = chess.heapBytes();
    const played = churn(rounds);
    const after = chess.heapBytes();
    expect(played).toBeGreaterThan(rounds * 0.8);
    expect(after).toBe(before);
  }, 120_000);

  it('many live games do not use wasm heap (they are JS objects)', () => {
    churn(20_000); // the same warm-up, in case this test runs on its own
    // The 64 wasm slots that the most recently used games keep: each once as long as below.
    for (let i = 0; i < 200; i++) chess.game(chess.startFen(i)).move(chess.game(chess.startFen(i)).legalMoves()[0]);
    const before = chess.heapBytes();
    const games = [];
    for (let i = 0; i < 10_000; i++) {
      const game = chess.game(chess.startFen(i % 960));
      const moves = game.legalMoves();
      game.move(moves[i % moves.length]);
      games.push(game);
    }
    expect(chess.heapBytes()).toBe(before);
    // ...and each still holds its own position.
    expect(games[12].historyUci()).toHaveLength(1);
    expect(games[12].startFen()).toBe(chess.startFen(12));
    expect(games[9999].startFen()).toBe(chess.startFen(9999 % 960));
  });
});
