// chess.game(): reading a start, and games side by side (clone(), tags(), several at once). Games
// share a pool of 64 wasm slots: the most recently used keep one each, and a game that lost its
// slot is replayed into another when used again; whichever happened, every answer must be the one
// the game would give had it been alone.
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import { Game, load } from 'chess960';
import { KIWIPETE, START, mulberry32 as seeded, plain, play, snapshot } from './helpers.js';

const chess = await load();

describe('chess.game()', () => {
  it('defaults to the standard start', () => {
    const game = chess.game();
    expect(game).toBeInstanceOf(Game);
    expect(game.fen()).toBe(START);
    expect(game.startFen()).toBe(START);
    expect(game.turn()).toBe('w');
    expect(game.moveNumber()).toBe(1);
    expect(game.halfmoveClock()).toBe(0);
    expect(game.history()).toEqual([]);
    expect(game.historyUci()).toEqual([]);
    expect(game.tags()).toEqual({});
  });

  it('starts from any FEN, e.g. a Chess960 start', () => {
    const fen = chess.startFen(3);
    const game = chess.game(fen);
    expect(game.fen()).toBe(fen);
    expect(game.startFen()).toBe(fen);
  });

  it('accepts a FEN with only the first four fields (clock 0, move 1)', () => {
    expect(chess.game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -').fen()).toBe(START);
  });

  it('keeps the clocks of the FEN', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/R3K3 b Q - 37 81');
    expect(game.halfmoveClock()).toBe(37);
    expect(game.moveNumber()).toBe(81);
    expect(game.turn()).toBe('b');
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/R3K3 b Q - 37 81');
  });
});

describe('clone(), tags(), several games at once', () => {
  it('clone() is independent of the original', () => {
    const game = play(chess.game(), ['e4', 'e5']);
    const copy = game.clone();
    expect(copy.fen()).toBe(game.fen());
    expect(copy.history()).toEqual(['e4', 'e5']);
    copy.move('Nf3');
    expect(game.history()).toEqual(['e4', 'e5']);
    game.move('d4');
    expect(copy.history()).toEqual(['e4', 'e5', 'Nf3']);
    expect(game.history()).toEqual(['e4', 'e5', 'd4']);
    copy.undo();
    copy.undo();
    expect(copy.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(game.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2');
  });

  it('a move played on a clone and taken back keeps its SAN and check', () => {
    const game = play(chess.game(), ['e4', 'f6']);
    const copy = game.clone();
    copy.move('Qh5');
    const undone = copy.undo();
    expect(plain(undone)).toMatchObject({ uci: 'd1h5', san: 'Qh5+', check: true });
    expect(copy.history()).toEqual(['e4', 'f6']);
  });

  it('many games interleaved each keep their own state', () => {
    const a = chess.game();
    const b = chess.game(chess.startFen(0));
    const c = chess.game(KIWIPETE);
    a.move('e4');
    b.move('g2g3');
    c.move('O-O');
    a.move('c5');
    expect(b.legalMoves()).toHaveLength(20); // Black to move in b
    expect(b.move('Nc6').uci).toBe('d8c6');
    c.move('O-O-O');
    expect(a.history()).toEqual(['e4', 'c5']);
    expect(b.history()).toEqual(['g3', 'Nc6']);
    // Stockfish: startFen(0) moves g2g3 d8c6.
    expect(b.fen()).toBe('bbq1nrkr/pppppppp/2n5/8/8/6P1/PPPPPP1P/BBQNNRKR w KQkq - 1 2');
    expect(c.history()).toEqual(['O-O', 'O-O-O']);
    expect(a.fen()).toBe('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(c.fen()).toBe('2kr3r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 w - - 2 2');
    expect(a.perft(2)).toBe(chess.game(a.fen()).perft(2));
    expect(b.startFen()).toBe(chess.startFen(0));
    expect(c.startFen()).toBe(KIWIPETE);
  });

  it('tags() is a copy', () => {
    const game = chess.loadPgn('[White "A"]\n[Black "B"]\n\n1. e4 *');
    const tags = game.tags();
    expect(tags).toMatchObject({ White: 'A', Black: 'B' });
    tags.White = 'changed';
    expect(game.tags().White).toBe('A');
  });
});

// ---- games that take turns in the wasm slots ----

/** Everything a game answers about its state (helpers.js's snapshot), and its repetitions. */
const state = (game) => ({
  ...snapshot(game),
  threefold: game.isThreefoldRepetition(),
  fivefold: game.isFivefoldRepetition(),
});

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
      const expected = state(alone);
      expect(state(boards[i])).toEqual(expected);
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
