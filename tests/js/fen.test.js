// game.fen(): X-FEN and Shredder-FEN out, after moves and for any castling rooks.
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { START, play } from './helpers.js';

const chess = await load();

describe('game.fen()', () => {
  it('writes X-FEN by default and Shredder-FEN on request', () => {
    const game = chess.game();
    expect(game.fen({ castling: 'xfen' })).toBe(START);
    expect(game.fen({ castling: 'shredder' })).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1');
    expect(game.startFen({ castling: 'shredder' })).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1');
    const c960 = chess.game(chess.startFen(0));
    expect(c960.fen({ castling: 'shredder' })).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1');
  });

  it('reads Shredder-FEN and writes it back as X-FEN', () => {
    const game = chess.game('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1');
    expect(game.fen()).toBe(chess.startFen(0));
  });

  it('writes the en-passant square only when the capture is legal', () => {
    const game = chess.game();
    game.move('e4');
    expect(game.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(chess.game('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').fen()).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
  });

  it('counts the halfmove clock and move number', () => {
    const game = play(chess.game(), ['e4', 'e5', 'Nf3']);
    expect(game.halfmoveClock()).toBe(1);
    expect(game.moveNumber()).toBe(2);
    game.move('Nc6');
    expect(game.halfmoveClock()).toBe(2);
    expect(game.moveNumber()).toBe(3);
    game.move('d4');
    expect(game.halfmoveClock()).toBe(0);
    expect(game.fen()).toBe('r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3');
  });
});
