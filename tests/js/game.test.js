// chess.game(): reading a start, and games side by side (clone(), tags(), several at once).
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import { Game, load } from 'chess960';
import { plain, START, KIWIPETE, play } from './helpers.js';

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
