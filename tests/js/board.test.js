// Reading the board: get(), board(), castlingRights(), turn(); the king in check and the attackers of
// a square (checkSquare(), attackers(), held against the independent attack reading of helpers.js).
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { FOOLS_MATE, KIWIPETE, START, attackersOnBoard, caught, kingSquare, play, samplePositions } from './helpers.js';

const chess = await load();
const SAMPLES = samplePositions(chess);

describe('board access: get(), board(), castlingRights(), turn()', () => {
  it('get() returns the piece or null', () => {
    const game = chess.game();
    expect(game.get('e1')).toEqual({ type: 'k', color: 'w' });
    expect(game.get('d8')).toEqual({ type: 'q', color: 'b' });
    expect(game.get('a7')).toEqual({ type: 'p', color: 'b' });
    expect(game.get('e4')).toBeNull();
    game.move('e4');
    expect(game.get('e4')).toEqual({ type: 'p', color: 'w' });
    expect(game.get('e2')).toBeNull();
  });

  it('get() rejects non-squares', () => {
    const game = chess.game();
    expect(() => game.get('z9')).toThrow(RangeError);
    expect(() => game.get('e')).toThrow(RangeError);
    // @ts-expect-error a number is not a square
    expect(() => game.get(4)).toThrow(TypeError);
  });

  it('board() is 8 ranks from 8 to 1, files a to h', () => {
    const board = chess.game(chess.startFen(0)).board();
    expect(board).toHaveLength(8);
    for (const rank of board) expect(rank).toHaveLength(8);
    const letters = (row) =>
      row.map((p) => (p === null ? '.' : p.color === 'w' ? p.type.toUpperCase() : p.type)).join('');
    expect(board.map(letters)).toEqual([
      'bbqnnrkr',
      'pppppppp',
      '........',
      '........',
      '........',
      '........',
      'PPPPPPPP',
      'BBQNNRKR',
    ]);
  });

  it('castlingRights() names the rooks that may castle', () => {
    const game = chess.game();
    expect(game.castlingRights()).toEqual({
      w: { kingside: 'h1', queenside: 'a1' },
      b: { kingside: 'h8', queenside: 'a8' },
    });
    expect(chess.game(chess.startFen(0)).castlingRights()).toEqual({
      w: { kingside: 'h1', queenside: 'f1' },
      b: { kingside: 'h8', queenside: 'f8' },
    });
    play(game, ['Nf3', 'Nf6', 'Rg1']);
    expect(game.castlingRights()).toEqual({
      w: { kingside: null, queenside: 'a1' },
      b: { kingside: 'h8', queenside: 'a8' },
    });
    play(game, ['e5', 'Rh1', 'Ke7']);
    expect(game.castlingRights()).toEqual({
      w: { kingside: null, queenside: 'a1' },
      b: { kingside: null, queenside: null },
    });
    expect(chess.game('4k3/8/8/8/8/8/8/4K3 w - - 0 1').castlingRights()).toEqual({
      w: { kingside: null, queenside: null },
      b: { kingside: null, queenside: null },
    });
  });

  it('turn() alternates', () => {
    const game = chess.game();
    expect(game.turn()).toBe('w');
    game.move('e4');
    expect(game.turn()).toBe('b');
    game.undo();
    expect(game.turn()).toBe('w');
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
