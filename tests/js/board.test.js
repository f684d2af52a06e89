// Reading the board: get(), board(), castlingRights(), turn().
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { play } from './helpers.js';

const chess = await load();

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
