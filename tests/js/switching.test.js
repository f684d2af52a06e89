// Games share a pool of 64 wasm slots: the most recently used keep one each, and a game that lost
// its slot is replayed into another when used again. Whichever happened, every answer must be the
// one the game would give had it been alone.
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { mulberry32 as seeded } from './helpers.js';

const chess = await load();

/** A seeded random source in [0, 1) (mulberry32). */

/** Everything a game answers about its state, as plain data. */
function snapshot(game) {
  return {
    fen: game.fen(),
    startFen: game.startFen(),
    history: game.historyUci(),
    san: game.history(),
    legal: game.legalMoves(),
    outcome: game.outcome(),
    threefold: game.isThreefoldRepetition(),
    fivefold: game.isFivefoldRepetition(),
  };
}

/** A move that mostly sends the last-moved piece of the side to move back, so positions repeat. */
function nextMove(game, random) {
  const legal = game.legalMoves();
  const history = game.historyUci();
  if (history.length >= 2 && random() < 0.7) {
    const own = history[history.length - 2];
    const back = own.slice(2, 4) + own.slice(0, 2);
    if (legal.includes(back)) return back;
  }
  return legal[Math.floor(random() * legal.length)];
}

describe('games that take turns in the wasm slots', () => {
  it('answer exactly as a game played alone, through moves, undos and repetitions', () => {
    const random = seeded(11);
    // More boards than slots, so some are replayed and some keep their slot.
    const boards = Array.from({ length: 80 }, (_, i) => chess.game(chess.startFen((i * 97) % 960)));
    for (let step = 0; step < 6000; step++) {
      // Mostly the first 20 boards, so those keep their slots between uses.
      const index = random() < 0.8 ? Math.floor(random() * 20) : Math.floor(random() * boards.length);
      const board = boards[index];
      if (board.isGameOver()) continue;
      if (random() < 0.1 && board.historyUci().length > 0) board.undo();
      else board.move(nextMove(board, random));
    }
    for (let i = 0; i < boards.length; i++) {
      const alone = chess.game(boards[i].startFen());
      for (const uci of boards[i].historyUci()) alone.move(uci);
      const expected = snapshot(alone);
      expect(snapshot(boards[i])).toEqual(expected);
    }
  });

  it('count repetitions across a switch: the third occurrence is seen after the game comes back', () => {
    const game = chess.game();
    for (const move of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6']) game.move(move);
    // 70 other games make this one lose its slot: it is replayed, repetitions included.
    for (let i = 0; i < 70; i++) chess.game(chess.startFen(i)).legalMoves();
    const other = chess.game(chess.startFen(0));
    game.move('Ng1');
    other.move(other.legalMoves()[0]);
    game.move('Ng8');
    expect(game.isThreefoldRepetition()).toBe(true);
    expect(game.outcome().claimable).toContain('threefold-repetition');
  });

  it('undo walks back to the start while other games take turns', () => {
    const random = seeded(5);
    const game = chess.game(chess.startFen(700));
    const fens = [game.fen()];
    for (let i = 0; i < 120 && !game.isGameOver(); i++) {
      game.move(nextMove(game, random));
      fens.push(game.fen());
    }
    const others = Array.from({ length: 70 }, () => chess.game());
    let turn = 0;
    while (fens.length > 1) {
      expect(game.fen()).toBe(fens.pop());
      expect(game.undo()).not.toBeNull();
      // Another game in between; every 10th undo, enough of them to take this game's slot.
      const count = turn++ % 10 === 0 ? 70 : 1;
      for (let i = 0; i < count; i++) others[i].legalMoves();
    }
    expect(game.fen()).toBe(fens[0]);
    expect(game.undo()).toBeNull();
  });

  it('clones stay independent of their original', () => {
    const game = chess.game();
    for (const move of ['e4', 'e5', 'Nf3', 'Nc6']) game.move(move);
    const copy = game.clone();
    copy.move('Bb5');
    expect(game.fen()).toBe('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3');
    expect(copy.history()).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    expect(game.history()).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
  });

  it('a failed game() or loadPgn() leaves every game intact, in whatever slot', () => {
    const game = chess.game();
    game.move('e4');
    // Fail often enough to have tried every slot, this game's too.
    for (let i = 0; i < 70; i++) expect(() => chess.game(`${i}`)).toThrow();
    expect(() => chess.game('not a fen')).toThrow();
    expect(() => chess.loadPgn('1. e5')).toThrow();
    expect(game.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(game.undo()?.san).toBe('e4');
  });
});
