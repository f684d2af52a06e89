// The state of a game: check, mate, stalemate, outcome() (the draw rules, dead positions, fifty and
// seventy-five moves, repetitions, are in draw-rules.test.js).
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { finished, goingOn, plain, play } from './helpers.js';

const chess = await load();

describe('status: isCheck, isCheckmate, isStalemate, outcome', () => {
  it('start position: nothing', () => {
    const game = chess.game();
    expect(game.isCheck()).toBe(false);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isStalemate()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    expect(game.outcome()).toEqual(goingOn());
  });

  it('check without mate', () => {
    const game = play(chess.game(), ['e4', 'f6', 'Qh5+']);
    expect(game.isCheck()).toBe(true);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    expect(game.legalMoves()).toEqual(['g7g6']);
  });

  it("fool's mate: Black wins", () => {
    const game = play(chess.game(), ['f3', 'e5', 'g4', 'Qh4#']);
    expect(game.isCheck()).toBe(true);
    expect(game.isCheckmate()).toBe(true);
    expect(game.isStalemate()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.isGameOver()).toBe(true);
    expect(game.outcome()).toEqual(finished('checkmate', 'b'));
    game.undo();
    expect(game.outcome()).toEqual(goingOn());
  });

  it('mate by White', () => {
    const game = chess.game('k7/8/1K6/8/8/8/8/7R w - - 0 1');
    expect(plain(game.move('Rh8'))).toMatchObject({ san: 'Rh8#', checkmate: true });
    expect(game.outcome()).toEqual(finished('checkmate', 'w'));
  });

  it('stalemate, from a FEN and by a move', () => {
    const game = chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(game.isStalemate()).toBe(true);
    expect(game.isCheck()).toBe(false);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isDraw()).toBe(true);
    expect(game.isGameOver()).toBe(true);
    expect(game.outcome()).toEqual(finished('stalemate'));
    const byMove = chess.game('7k/8/6K1/5Q2/8/8/8/8 w - - 0 1');
    expect(plain(byMove.move('Qf7'))).toMatchObject({ san: 'Qf7', check: false });
    expect(byMove.isStalemate()).toBe(true);
    expect(byMove.fen()).toBe('7k/5Q2/6K1/8/8/8/8/8 b - - 1 1');
  });
});
