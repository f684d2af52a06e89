// What board UIs ask for besides legal moves: verbose move lists, promotion pairs, the king in
// check, the attackers of a square; and move text as people type it (long algebraic). Expected
// values come from hand-worked positions and from independent checks (move() on a copy, the attack
// reading of helpers.js).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Chess960, Game, IllegalMoveError, load } from 'chess960';
import {
  FOOLS_MATE,
  KIWIPETE,
  REPO,
  START,
  attackersOnBoard,
  caught,
  kingSquare,
  plain,
  samplePositions,
  snapshot,
} from './helpers.js';

const chess = await load();

const SAMPLES = samplePositions(chess);

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
    expect(plain(castles)).toEqual({
      uci: 'e1h1',
      san: 'O-O',
      color: 'w',
      piece: 'k',
      from: 'e1',
      to: 'h1',
      castling: 'kingside',
      kingTo: 'g1',
      rookTo: 'f1',
      enPassant: false,
      check: false,
      checkmate: false,
    });
    const ep = chess
      .game('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2')
      .legalMoves({ verbose: true })
      .find((m) => m.enPassant);
    expect(plain(ep)).toEqual({
      uci: 'e5d6',
      san: 'exd6',
      color: 'w',
      piece: 'p',
      from: 'e5',
      to: 'd6',
      captured: 'p',
      enPassant: true,
      check: false,
      checkmate: false,
    });
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

describe('checkSquare() and attackers()', () => {
  it('checkSquare() is the king of the side to move when in check, else null', () => {
    expect(chess.game(FOOLS_MATE).checkSquare()).toBe('e1');
    expect(chess.game().checkSquare()).toBe(null);
    let checks = 0;
    for (const fen of SAMPLES) {
      const game = chess.game(fen);
      const expected = game.isCheck() ? kingSquare(game.board(), game.turn()) : null;
      checks += Number(expected !== null);
      expect(game.checkSquare(), fen).toBe(expected);
    }
    expect(checks).toBeGreaterThan(5);
  });

  it('attackers() matches an independent attack generator on every square of sampled positions', () => {
    for (const fen of [START, KIWIPETE, FOOLS_MATE, ...SAMPLES.filter((_, i) => i % 9 === 0)]) {
      const game = chess.game(fen);
      for (let i = 0; i < 64; i++) {
        const square = `${'abcdefgh'[i % 8]}${Math.floor(i / 8) + 1}`;
        for (const color of /** @type {const} */ (['w', 'b']))
          expect(game.attackers(square, color), `${fen} ${square} ${color}`).toEqual(
            attackersOnBoard(game.board(), square, color),
          );
      }
    }
  });

  it('defaults to the side to move, counts pinned pieces, and checks its arguments', () => {
    expect(chess.game().attackers('f3')).toEqual(['g1', 'e2', 'g2']);
    expect(chess.game(FOOLS_MATE).attackers('e1', 'b')).toEqual(['h4']);
    // The e2 knight is pinned by the e7 rook, and still attacks c3.
    expect(chess.game('4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1').attackers('c3')).toEqual(['e2']);
    const game = chess.game();
    expect(caught(() => game.attackers('i1'))).toBeInstanceOf(RangeError);
    expect(caught(() => game.attackers(null))).toBeInstanceOf(TypeError);
    // @ts-expect-error a colour is 'w' or 'b'
    expect(caught(() => game.attackers('e4', 'white'))).toBeInstanceOf(TypeError);
  });
});

describe('move text as people type it', () => {
  it('takes long algebraic with - or x, and promotion letters in either case', () => {
    const game = chess.game();
    for (const [text, san] of [
      ['e2-e4', 'e4'],
      ['e7-e5', 'e5'],
      ['Ng1-f3', 'Nf3'],
      ['Nb8xc6', 'Nc6'],
      ['Bf1-c4', 'Bc4'],
      ['g8-f6', 'Nf6'],
      ['Ke1-g1', 'O-O'],
    ])
      expect(game.move(text).san, text).toBe(san);
    for (const text of ['e7-e8=Q', 'e7e8Q', 'e7-e8q', 'e7e8=q', 'e8=q', 'e7xd8=n']) {
      const promoting = chess.game('3r3k/4P3/8/8/8/8/8/K7 w - - 0 1');
      expect(promoting.move(text).promotion, text).toBe(text.toLowerCase().endsWith('n') ? 'n' : 'q');
    }
    expect(chess.game().move('Nb1xc3').san).toBe('Nc3');
  });

  it('still never guesses: wrong pieces, missing promotion pieces and ambiguous SAN are refused, the game unchanged', () => {
    /** @type {[string, string, string, RegExp][]} */
    const cases = [
      [START, 'Bg1-f3', 'ILLEGAL_MOVE', /no bishop of the side to move on g1/],
      [START, 'e3-e4', 'ILLEGAL_MOVE', /no piece of the side to move on e3/],
      [START, 'e7-e5', 'ILLEGAL_MOVE', /e7/],
      [START, 'e2-e5', 'ILLEGAL_MOVE', /Illegal move e2-e5/],
      ['3r3k/4P3/8/8/8/8/8/K7 w - - 0 1', 'e7-e8', 'ILLEGAL_MOVE', /promotion/],
      ['3r3k/4P3/8/8/8/8/8/K7 w - - 0 1', 'e7-e8=K', 'INVALID_SAN', /not SAN/],
      ['4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2', 'AMBIGUOUS_SAN', /more than one knight/],
      [START, 'e2--e4', 'INVALID_SAN', /not SAN/],
    ];
    for (const [fen, text, code, message] of cases) {
      const game = chess.game(fen);
      const before = snapshot(game);
      const error = caught(() => game.move(text));
      expect(error, text).toBeInstanceOf(IllegalMoveError);
      expect(error.code, text).toBe(code);
      expect(error.message, text).toMatch(message);
      expect(error.move).toBe(text);
      expect(snapshot(game)).toEqual(before);
    }
    expect(chess.game('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1').move('Nb1-d2').uci).toBe('b1d2');
  });
});

describe('the published JS is readable', () => {
  it('keeps class names, and ships source maps for every bundle', () => {
    expect(chess.constructor).toBe(Chess960);
    expect([Chess960.name, Game.name, chess.game().constructor.name, IllegalMoveError.name]).toEqual([
      'Chess960',
      'Game',
      'Game',
      'IllegalMoveError',
    ]);
    expect(caught(() => chess.game().move('Nf6')).constructor.name).toBe('IllegalMoveError');
    for (const file of ['index.js', 'node.js', 'index.cjs']) {
      const code = readFileSync(join(REPO, 'npm', 'dist', file), 'utf8');
      expect(code.trimEnd().split('\n').at(-1)).toBe(`//# sourceMappingURL=${file}.map`);
      const map = JSON.parse(readFileSync(join(REPO, 'npm', 'dist', `${file}.map`), 'utf8'));
      expect(map.sources.some((s) => s.endsWith('src/game.ts'))).toBe(true);
      // Our code and Emscripten's factory come first, in short lines; the embedded wasm follows.
      // (Terser breaks lines between tokens of a statement but not inside an array of strings:
      // the error-code table, 25 names, is one line of about 430 characters.)
      const lines = code.split('\n');
      const wasmLine = lines.findIndex((line) => line.startsWith('var WASM_BASE64="'));
      expect(wasmLine).toBeGreaterThan(50);
      expect(lines.slice(0, wasmLine).filter((line) => line.length > 500)).toEqual([]);
    }
    expect(existsSync(join(REPO, 'npm', 'dist', 'index.d.cts'))).toBe(true);
  });
});
