// game.legalMoves(), legalMovesSan() and dests(), against Stockfish 15.1's move lists; the verbose
// list (each move described as move() would return it) and isPromotion(from, to).
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import {
  FOOLS_MATE,
  KIWIPETE,
  KIWIPETE_MOVES,
  START,
  START_MOVES,
  caught,
  destsFromUci,
  destsObject,
  plain,
  play,
  samplePositions,
  sorted,
  WHITE_EXD6_EN_PASSANT,
  WHITE_O_O,
} from './helpers.js';

const chess = await load();
const SAMPLES = samplePositions(chess);

describe('game.legalMoves() and legalMovesSan()', () => {
  it('lists the 20 moves of the start position (as Stockfish does)', () => {
    expect(sorted(chess.game().legalMoves())).toEqual(sorted(START_MOVES));
  });

  it("lists Kiwipete's 48 moves, castling as king takes rook", () => {
    const moves = chess.game(KIWIPETE).legalMoves();
    expect(moves).toHaveLength(48);
    expect(sorted(moves)).toEqual(sorted(KIWIPETE_MOVES));
    expect(moves).toContain('e1h1');
    expect(moves).toContain('e1a1');
    expect(moves).not.toContain('e1g1');
    expect(moves).not.toContain('e1c1');
  });

  it('lists promotions once per piece', () => {
    const moves = chess.game('8/P6k/8/8/8/8/8/K7 w - - 0 1').legalMoves();
    expect(sorted(moves)).toEqual(sorted(['a7a8q', 'a7a8r', 'a7a8b', 'a7a8n', 'a1b1', 'a1a2', 'a1b2']));
  });

  it('is empty after mate and in stalemate', () => {
    expect(chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').legalMoves()).toEqual([]);
    expect(play(chess.game(), ['f3', 'e5', 'g4', 'Qh4#']).legalMoves()).toEqual([]);
    expect(chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').legalMovesSan()).toEqual([]);
  });

  it('gives SAN for the same moves', () => {
    expect(sorted(chess.game().legalMovesSan())).toEqual(
      sorted([
        'a3',
        'b3',
        'c3',
        'd3',
        'e3',
        'f3',
        'g3',
        'h3',
        'a4',
        'b4',
        'c4',
        'd4',
        'e4',
        'f4',
        'g4',
        'h4',
        'Na3',
        'Nc3',
        'Nf3',
        'Nh3',
      ]),
    );
    const san = chess.game('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1').legalMovesSan();
    // 5 king steps, 2 castlings, 9 + 10 rook moves (each rook can take the rook opposite, with check).
    expect(san).toHaveLength(26);
    expect(san).toEqual(expect.arrayContaining(['O-O', 'O-O-O', 'Rxa8+', 'Rxh8+', 'Kd2', 'Rb1', 'Rg1']));
    expect(sorted(chess.game('8/P6k/8/8/8/8/8/K7 w - - 0 1').legalMovesSan())).toEqual(
      sorted(['a8=Q', 'a8=R', 'a8=B', 'a8=N', 'Kb1', 'Ka2', 'Kb2']),
    );
  });

  it('each SAN of legalMovesSan() plays the matching UCI of legalMoves()', () => {
    const game = chess.game(KIWIPETE);
    const uci = game.legalMoves();
    const san = game.legalMovesSan();
    expect(san).toHaveLength(uci.length);
    const played = san.map((move) => {
      const result = game.move(move);
      game.undo();
      expect(result.san).toBe(move);
      return result.uci;
    });
    expect(sorted(played)).toEqual(sorted(uci));
  });
});

describe('game.dests()', () => {
  it('maps from-squares to to-squares (chessground movable.dests) in the start position', () => {
    const dests = chess.game().dests();
    expect(dests).toBeInstanceOf(Map);
    expect(destsObject(dests)).toEqual({
      a2: ['a3', 'a4'],
      b1: ['a3', 'c3'],
      b2: ['b3', 'b4'],
      c2: ['c3', 'c4'],
      d2: ['d3', 'd4'],
      e2: ['e3', 'e4'],
      f2: ['f3', 'f4'],
      g1: ['f3', 'h3'],
      g2: ['g3', 'g4'],
      h2: ['h3', 'h4'],
    });
  });

  it('lists a promotion square once', () => {
    expect(destsObject(chess.game('8/P6k/8/8/8/8/8/K7 w - - 0 1').dests())).toEqual({
      a1: ['a2', 'b1', 'b2'],
      a7: ['a8'],
    });
  });

  it('agrees with legalMoves in Kiwipete for each castling option', () => {
    const game = chess.game(KIWIPETE);
    const castling = { e1h1: 'g1', e1a1: 'c1' };
    expect(destsObject(game.dests())).toEqual(destsFromUci(KIWIPETE_MOVES, castling, 'both'));
    expect(destsObject(game.dests({ castling: 'both' }))).toEqual(destsFromUci(KIWIPETE_MOVES, castling, 'both'));
    expect(destsObject(game.dests({ castling: 'rook' }))).toEqual(destsFromUci(KIWIPETE_MOVES, castling, 'rook'));
    expect(destsObject(game.dests({ castling: 'king' }))).toEqual(destsFromUci(KIWIPETE_MOVES, castling, 'king'));
  });

  it('is empty when there is no legal move', () => {
    expect(chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').dests().size).toBe(0);
  });
});

describe('legalMoves({ verbose: true })', () => {
  it('gives, in legalMoves() order, exactly what move() returns for each move', () => {
    for (const fen of [START, KIWIPETE, ...SAMPLES.filter((_, i) => i % 5 === 0)]) {
      const game = chess.game(fen);
      const verbose = game.legalMoves({ verbose: true });
      expect(verbose.map((m) => m.uci)).toEqual(game.legalMoves());
      expect(verbose.map((m) => m.san)).toEqual(game.legalMovesSan());
      for (const move of verbose) expect(move, `${fen} ${move.uci}`).toEqual(game.clone().move(move.uci));
      expect(game.fen()).toBe(fen);
    }
  });

  it('describes castling, en passant, promotion, captures and checks', () => {
    const castles = chess
      .game('4k3/8/8/8/8/8/8/4K2R w K - 0 1')
      .legalMoves({ verbose: true })
      .find((m) => m.castling);
    expect(plain(castles)).toEqual(WHITE_O_O);
    const ep = chess
      .game('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2')
      .legalMoves({ verbose: true })
      .find((m) => m.enPassant);
    expect(plain(ep)).toEqual(WHITE_EXD6_EN_PASSANT);
    const promotions = chess
      .game('3r3k/4P3/8/8/8/8/8/K7 w - - 0 1')
      .legalMoves({ verbose: true })
      .filter((m) => m.promotion);
    expect(promotions.map((m) => m.san).sort()).toEqual(
      ['e8=B', 'e8=N', 'e8=Q+', 'e8=R+', 'exd8=B', 'exd8=N', 'exd8=Q+', 'exd8=R+'].sort(),
    );
    expect(promotions.find((m) => m.san === 'exd8=Q+')).toMatchObject({ captured: 'r', promotion: 'q', piece: 'p' });
    const mate = chess
      .game('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1')
      .legalMoves({ verbose: true })
      .find((m) => m.uci === 'a1a8');
    expect(mate).toMatchObject({ san: 'Ra8#', check: true, checkmate: true, color: 'w' });
    const black = chess.game('4k3/8/8/8/8/8/8/4K3 b - - 0 1').legalMoves({ verbose: true });
    expect(new Set(black.map((m) => m.color))).toEqual(new Set(['b']));
  });

  it('is empty after mate; other options give the plain list; wrong options are a TypeError', () => {
    const mated = chess.game(FOOLS_MATE);
    expect(mated.legalMoves({ verbose: true })).toEqual([]);
    const game = chess.game();
    expect(game.legalMoves({ verbose: false })).toEqual(game.legalMoves());
    expect(game.legalMoves({})).toEqual(game.legalMoves());
    for (const bad of /** @type {any[]} */ ([null, 'verbose', 1, true]))
      expect(caught(() => game.legalMoves(bad))).toBeInstanceOf(TypeError);
  });
});

describe('isPromotion(from, to)', () => {
  it('is true exactly for the from-to pairs of legal promotions', () => {
    for (const fen of [
      START,
      KIWIPETE,
      '3r3k/4P3/8/8/8/8/8/K7 w - - 0 1',
      '4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1',
      ...SAMPLES.filter((_, i) => i % 7 === 0),
    ]) {
      const game = chess.game(fen);
      const pairs = new Set(
        game
          .legalMoves({ verbose: true })
          .filter((m) => m.promotion)
          .map((m) => m.from + m.to),
      );
      for (const from of ['e7', 'b2', 'a7', 'g7', 'e1', 'd7'])
        for (const to of ['e8', 'd8', 'a1', 'b1', 'f8', 'h8', 'e2'])
          expect(game.isPromotion(from, to), `${fen} ${from}${to}`).toBe(pairs.has(from + to));
    }
    const game = chess.game('3r3k/4P3/8/8/8/8/8/K7 w - - 0 1');
    expect([
      game.isPromotion('e7', 'e8'),
      game.isPromotion('e7', 'd8'),
      game.isPromotion('e7', 'f8'),
      game.isPromotion('a1', 'a2'),
    ]).toEqual([true, true, false, false]);
  });

  it('checks its squares', () => {
    const game = chess.game();
    expect(caught(() => game.isPromotion('e9', 'e8'))).toBeInstanceOf(RangeError);
    // @ts-expect-error a number is not a square
    expect(caught(() => game.isPromotion('e7', 7))).toBeInstanceOf(TypeError);
  });
});
