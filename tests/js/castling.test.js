// Chess960 castling (FIDE Appendix: after castling the king and rook stand where they would in
// standard chess; every square between the king and its destination and between the rook and
// its destination must be empty except for those two pieces; the king may not be in check, pass
// through or land on an attacked square). Every expected FEN and move list below was checked
// with Stockfish 15.1 (UCI_Chess960 true, `position fen ... moves ...`, `d`, `go perft 1`);
// Stockfish prints castling as king-takes-rook too.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, load } from 'chess960';
import { plain, sorted } from './helpers.js';

const chess = await load();

function destsOf(game, square, options) {
  return sorted(game.dests(options).get(square) ?? []);
}

describe('standard chess castling, every notation', () => {
  const FEN = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  const SHORT = 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1';
  const LONG = 'r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1';

  it.each([
    ['O-O', SHORT],
    ['0-0', SHORT],
    ['e1h1', SHORT],
    ['e1g1', SHORT],
    [{ from: 'e1', to: 'h1' }, SHORT],
    [{ from: 'e1', to: 'g1' }, SHORT],
    ['O-O-O', LONG],
    ['0-0-0', LONG],
    ['e1a1', LONG],
    ['e1c1', LONG],
    [{ from: 'e1', to: 'a1' }, LONG],
    [{ from: 'e1', to: 'c1' }, LONG],
  ])('move(%o) castles', (move, fen) => {
    const game = chess.game(FEN);
    const result = plain(game.move(move));
    const kingside = fen === SHORT;
    expect(result).toEqual({
      uci: kingside ? 'e1h1' : 'e1a1',
      san: kingside ? 'O-O' : 'O-O-O',
      color: 'w',
      piece: 'k',
      from: 'e1',
      to: kingside ? 'h1' : 'a1',
      castling: kingside ? 'kingside' : 'queenside',
      kingTo: kingside ? 'g1' : 'c1',
      rookTo: kingside ? 'f1' : 'd1',
      enPassant: false,
      check: false,
      checkmate: false,
    });
    expect(game.fen()).toBe(fen);
    expect(game.historyUci()).toEqual([kingside ? 'e1h1' : 'e1a1']);
    expect(game.castlingRights().w).toEqual({ kingside: null, queenside: null });
  });

  it('legalMoves() lists castling as king takes rook only', () => {
    const moves = chess.game(FEN).legalMoves();
    expect(moves).toContain('e1h1');
    expect(moves).toContain('e1a1');
    expect(moves).not.toContain('e1g1');
    expect(moves).not.toContain('e1c1');
    expect(moves).toHaveLength(26);
  });

  it("dests() shows the rook square and (by default) the king's target", () => {
    const game = chess.game(FEN);
    expect(destsOf(game, 'e1')).toEqual(['a1', 'c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'h1']);
    expect(destsOf(game, 'e1', { castling: 'both' })).toEqual(['a1', 'c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'h1']);
    expect(destsOf(game, 'e1', { castling: 'rook' })).toEqual(['a1', 'd1', 'd2', 'e2', 'f1', 'f2', 'h1']);
    expect(destsOf(game, 'e1', { castling: 'king' })).toEqual(['c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1']);
  });

  it('Black castles too, in SAN and UCI', () => {
    const game = chess.game(FEN);
    game.move('Rb1');
    expect(plain(game.move('O-O'))).toMatchObject({ uci: 'e8h8', san: 'O-O', color: 'b', castling: 'kingside' });
    expect(game.fen()).toBe('r4rk1/8/8/8/8/8/8/1R2K2R w K - 2 2');
    game.undo();
    expect(plain(game.move('e8c8'))).toMatchObject({ uci: 'e8a8', san: 'O-O-O', castling: 'queenside' });
    expect(game.fen()).toBe('2kr3r/8/8/8/8/8/8/1R2K2R w K - 2 2');
  });

  it('moving the king or a rook gives up the matching rights', () => {
    const game = chess.game(FEN);
    game.move('Rh2');
    expect(game.fen()).toBe('r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1');
    expect(game.castlingRights().w).toEqual({ kingside: null, queenside: 'a1' });
    const king = chess.game(FEN);
    king.move('Ke2');
    expect(king.fen()).toBe('r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1');
    expect(king.castlingRights().w).toEqual({ kingside: null, queenside: null });
  });

  it('a captured rook takes its castling right with it', () => {
    const game = chess.game('r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1');
    expect(plain(game.move('Bxa8'))).toMatchObject({ captured: 'r' });
    expect(game.fen()).toBe('B3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1');
    expect(game.castlingRights().b).toEqual({ kingside: 'h8', queenside: null });
    expect(() => game.move('O-O-O')).toThrow(IllegalMoveError);
    expect(game.move('O-O').uci).toBe('e8h8');
  });

  it('SAN shows a check given by the castling rook', () => {
    const game = chess.game('5k2/8/8/8/8/8/8/4K2R w K - 0 1');
    expect(plain(game.move('O-O'))).toMatchObject({ san: 'O-O+', check: true, checkmate: false });
    expect(game.fen()).toBe('5k2/8/8/8/8/8/8/5RK1 b - - 1 1');
    expect(game.isCheck()).toBe(true);
  });
});

describe('Chess960 castling', () => {
  it('king and rook adjacent (king f1, rook g1): both sides castle on move one', () => {
    // Start position 3: BQNNRKRB. O-O swaps king and rook.
    const game = chess.game(chess.startFen(3));
    expect(game.fen()).toBe('bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1');
    expect(sorted(game.legalMoves())).toEqual(
      sorted(
        'a2a3 b2b3 c2c3 d2d3 e2e3 f2f3 g2g3 h2h3 a2a4 b2b4 c2c4 d2d4 e2e4 f2f4 g2g4 h2h4 c1b3 c1d3 d1c3 d1e3 f1g1'.split(
          ' ',
        ),
      ),
    );
    expect(game.legalMovesSan()).toContain('O-O');
    expect(destsOf(game, 'f1')).toEqual(['g1']);
    expect(destsOf(game, 'f1', { castling: 'rook' })).toEqual(['g1']);
    expect(destsOf(game, 'f1', { castling: 'king' })).toEqual(['g1']);
    expect(plain(game.move('O-O'))).toMatchObject({
      uci: 'f1g1',
      san: 'O-O',
      piece: 'k',
      from: 'f1',
      to: 'g1',
      castling: 'kingside',
    });
    expect(plain(game.move('f8g8'))).toMatchObject({ uci: 'f8g8', san: 'O-O', color: 'b', castling: 'kingside' });
    expect(game.fen()).toBe('bqnnrrkb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB w - - 2 2');
    expect(game.history()).toEqual(['O-O', 'O-O']);
  });

  it('king and rook adjacent on the queenside (king d1, rook c1): O-O-O on move one for both', () => {
    // Start position 74: NNRKBBQR.
    const game = chess.game(chess.startFen(74));
    expect(game.legalMoves()).toContain('d1c1');
    expect(plain(game.move({ from: 'd1', to: 'c1' }))).toMatchObject({
      uci: 'd1c1',
      san: 'O-O-O',
      castling: 'queenside',
    });
    expect(plain(game.move('O-O-O'))).toMatchObject({ uci: 'd8c8', san: 'O-O-O', castling: 'queenside' });
    expect(game.fen()).toBe('nnkrbbqr/pppppppp/8/8/8/8/PPPPPPPP/NNKRBBQR w - - 2 2');
  });

  it('Double Chess960: each side castles by its own arrangement', () => {
    const game = chess.game(chess.startFen(3, 74));
    expect(game.fen()).toBe('nnrkbbqr/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1');
    game.move('O-O');
    game.move('O-O-O');
    expect(game.historyUci()).toEqual(['f1g1', 'd8c8']);
    expect(game.fen()).toBe('nnkrbbqr/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB w - - 2 2');
  });

  it('the king does not move: king g1, rook h1 (O-O moves only the rook)', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/6KR w K - 0 1');
    expect(sorted(game.legalMoves())).toEqual(
      sorted('h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8 g1f1 g1f2 g1g2 g1h2 g1h1'.split(' ')),
    );
    expect(destsOf(game, 'g1')).toEqual(['f1', 'f2', 'g2', 'h1', 'h2']);
    expect(destsOf(game, 'g1', { castling: 'king' })).toEqual(['f1', 'f2', 'g2', 'h1', 'h2']);
    expect(plain(game.move('O-O'))).toMatchObject({ uci: 'g1h1', san: 'O-O', castling: 'kingside' });
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
  });

  it('the king does not move: king c1, rook a1 (O-O-O moves only the rook)', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/R1K5 w Q - 0 1');
    expect(sorted(game.legalMoves())).toEqual(
      sorted('a1b1 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 c1b1 c1d1 c1b2 c1c2 c1d2 c1a1'.split(' ')),
    );
    expect(plain(game.move('c1a1'))).toMatchObject({ uci: 'c1a1', san: 'O-O-O', castling: 'queenside' });
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/2KR4 b - - 1 1');
  });

  it('the rook does not move: king e1, rook f1 (O-O moves only the king)', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/4KR2 w K - 0 1');
    expect(sorted(game.legalMoves())).toEqual(
      sorted('f1g1 f1h1 f1f2 f1f3 f1f4 f1f5 f1f6 f1f7 f1f8 e1d1 e1d2 e1e2 e1f2 e1f1'.split(' ')),
    );
    expect(destsOf(game, 'e1')).toEqual(['d1', 'd2', 'e2', 'f1', 'f2', 'g1']);
    expect(destsOf(game, 'e1', { castling: 'rook' })).toEqual(['d1', 'd2', 'e2', 'f1', 'f2']);
    expect(destsOf(game, 'e1', { castling: 'king' })).toEqual(['d1', 'd2', 'e2', 'f2', 'g1']);
    for (const move of ['O-O', 'e1f1', 'e1g1', { from: 'e1', to: 'g1' }, { from: 'e1', to: 'f1' }]) {
      const copy = chess.game('4k3/8/8/8/8/8/8/4KR2 w K - 0 1');
      expect(plain(copy.move(move))).toMatchObject({ uci: 'e1f1', san: 'O-O', castling: 'kingside' });
      expect(copy.fen()).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
    }
  });

  it('the rook does not move: king e1, rook d1 (O-O-O moves only the king)', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/3RK3 w Q - 0 1');
    expect(sorted(game.legalMoves())).toEqual(
      sorted('d1a1 d1b1 d1c1 d1d2 d1d3 d1d4 d1d5 d1d6 d1d7 d1d8 e1f1 e1d2 e1e2 e1f2 e1d1'.split(' ')),
    );
    expect(plain(game.move('O-O-O'))).toMatchObject({ uci: 'e1d1', castling: 'queenside' });
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/2KR4 b - - 1 1');
  });

  it('king b1, rook a1: O-O-O moves the king one square right; b1c1 stays a plain king move', () => {
    const fen = '4k3/8/8/8/8/8/8/RK6 w Q - 0 1';
    const game = chess.game(fen);
    expect(sorted(game.legalMoves())).toEqual(
      sorted('a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1c1 b1a2 b1b2 b1c2 b1a1'.split(' ')),
    );
    expect(destsOf(game, 'b1')).toEqual(['a1', 'a2', 'b2', 'c1', 'c2']);
    expect(plain(game.move('O-O-O'))).toMatchObject({ uci: 'b1a1', san: 'O-O-O' });
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/2KR4 b - - 1 1');
    const plainMove = chess.game(fen);
    expect(plain(plainMove.move('b1c1'))).toMatchObject({ uci: 'b1c1', san: 'Kc1' });
    expect(plainMove.fen()).toBe('4k3/8/8/8/8/8/8/R1K5 b - - 1 1');
    expect(plainMove.move('Kd7').san).toBe('Kd7');
    expect(plainMove.castlingRights().w).toEqual({ kingside: null, queenside: null });
  });

  it('king f1, rooks a1 and h1: f1g1 is a plain king move, O-O is f1h1', () => {
    const fen = '4k3/8/8/8/8/8/8/R4K1R w KQ - 0 1';
    const game = chess.game(fen);
    expect(sorted(game.legalMoves())).toEqual(
      sorted(
        'a1b1 a1c1 a1d1 a1e1 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8 f1e1 f1g1 f1e2 f1f2 f1g2 f1h1 f1a1'.split(
          ' ',
        ),
      ),
    );
    expect(destsOf(game, 'f1')).toEqual(['a1', 'c1', 'e1', 'e2', 'f2', 'g1', 'g2', 'h1']);
    expect(destsOf(game, 'f1', { castling: 'rook' })).toEqual(['a1', 'e1', 'e2', 'f2', 'g1', 'g2', 'h1']);
    expect(destsOf(game, 'f1', { castling: 'king' })).toEqual(['c1', 'e1', 'e2', 'f2', 'g1', 'g2', 'h1']);
    expect(plain(game.move('f1g1'))).toMatchObject({ uci: 'f1g1', san: 'Kg1' });
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/R5KR b - - 1 1');
    game.undo();
    expect(plain(game.move('O-O'))).toMatchObject({ uci: 'f1h1', san: 'O-O' });
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/R4RK1 b - - 1 1');
    game.undo();
    expect(plain(game.move('f1c1'))).toMatchObject({ uci: 'f1a1', san: 'O-O-O' });
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/2KR3R b - - 1 1');
  });

  it("king d1: d1g1 (the king's destination) castles short, d1c1 is a plain king move", () => {
    const fen = '4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1';
    const game = chess.game(fen);
    expect(sorted(game.legalMoves())).toEqual(
      sorted(
        'a1b1 a1c1 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 h1e1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8 d1c1 d1e1 d1c2 d1d2 d1e2 d1h1 d1a1'.split(
          ' ',
        ),
      ),
    );
    expect(plain(game.move('d1g1'))).toMatchObject({ uci: 'd1h1', san: 'O-O', castling: 'kingside' });
    expect(game.fen()).toBe('4k3/8/8/8/8/8/8/R4RK1 b - - 1 1');
    game.undo();
    expect(plain(game.move('d1c1'))).toMatchObject({ uci: 'd1c1', san: 'Kc1' });
    expect(game.castlingRights().w).toEqual({ kingside: null, queenside: null });
  });

  it('an inner rook named by X-FEN file letter (B) castles; the outer rook (Q) may not here', () => {
    const inner = chess.game('4k3/8/8/8/8/8/8/RR2K3 w B - 0 1');
    expect(inner.fen()).toBe('4k3/8/8/8/8/8/8/RR2K3 w B - 0 1');
    expect(inner.fen({ castling: 'shredder' })).toBe('4k3/8/8/8/8/8/8/RR2K3 w B - 0 1');
    expect(inner.castlingRights().w).toEqual({ kingside: null, queenside: 'b1' });
    expect(inner.legalMoves()).toContain('e1b1');
    expect(inner.legalMoves()).toHaveLength(22);
    expect(plain(inner.move('O-O-O'))).toMatchObject({ uci: 'e1b1', to: 'b1' });
    expect(inner.fen()).toBe('4k3/8/8/8/8/8/8/R1KR4 b - - 1 1');

    const outer = chess.game('4k3/8/8/8/8/8/8/RR2K3 w Q - 0 1');
    expect(outer.fen({ castling: 'shredder' })).toBe('4k3/8/8/8/8/8/8/RR2K3 w A - 0 1');
    expect(outer.castlingRights().w).toEqual({ kingside: null, queenside: 'a1' });
    expect(outer.legalMoves()).toHaveLength(21);
    expect(outer.legalMoves()).not.toContain('e1a1');
    expect(() => outer.move('O-O-O')).toThrow(IllegalMoveError);
  });

  it('Shredder-FEN castling letters are read and written', () => {
    const game = chess.game('bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1');
    expect(game.fen()).toBe(chess.startFen(3));
    expect(game.fen({ castling: 'shredder' })).toBe('bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1');
    game.move('O-O');
    expect(game.fen({ castling: 'shredder' })).toBe('bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b ge - 1 1');
    expect(game.fen()).toBe('bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b kq - 1 1');
  });
});

describe('when castling is illegal (and when it is not)', () => {
  // [description, FEN, castling move, legal?, Stockfish's full move list]
  /** @type {[string, string, string, boolean, string][]} */
  const cases = [
    [
      'through an attacked square (f1)',
      '4kr2/8/8/8/8/8/8/4K2R w K - 0 1',
      'e1h1',
      false,
      'h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8 e1d1 e1e2 e1d2',
    ],
    [
      'onto an attacked square (g1)',
      '4k1r1/8/8/8/8/8/8/4K2R w K - 0 1',
      'e1h1',
      false,
      'h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8 e1d1 e1f1 e1d2 e1e2 e1f2',
    ],
    ['out of check', '4k3/8/8/8/8/8/8/r3K2R w K - 0 1', 'e1h1', false, 'e1f2 e1e2 e1d2'],
    [
      'onto the attacked c1 in Chess960 (king b1, rook a1)',
      '4k3/8/2r5/8/8/8/8/RK6 w Q - 0 1',
      'b1a1',
      false,
      'a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1b2 b1a2',
    ],
    [
      "the rook's destination occupied (king b1, rook a1, knight d1)",
      '4k3/8/8/8/8/8/8/RK1N4 w Q - 0 1',
      'b1a1',
      false,
      'd1b2 d1f2 d1c3 d1e3 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1c1 b1a2 b1b2 b1c2',
    ],
    [
      'the rook shielded the king (black king c8, rook b8, white queen a8)',
      'Qrk5/8/8/8/8/8/8/4K3 b q - 0 1',
      'c8b8',
      false,
      'c8d8 c8d7 c8c7 b8a8',
    ],
    [
      'legal although the rook passes an attacked b1 (standard)',
      '1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1',
      'e1a1',
      true,
      'a1b1 a1c1 a1d1 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 e1d1 e1f1 e1d2 e1e2 e1f2 e1a1',
    ],
    [
      'legal although the rook passes an attacked b1 (king g1)',
      '1r2k3/8/8/8/8/8/8/R5K1 w Q - 0 1',
      'g1a1',
      true,
      'a1b1 a1c1 a1d1 a1e1 a1f1 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 g1f1 g1h1 g1f2 g1g2 g1h2 g1a1',
    ],
  ];

  it.each(cases)('%s', (_, fen, castle, legal, stockfish) => {
    const game = chess.game(fen);
    const moves = game.legalMoves();
    expect(sorted(moves)).toEqual(sorted(stockfish.split(' ')));
    expect(moves.includes(castle)).toBe(legal);
    const [from, to] = /** @type {import('chess960').Square[]} */ ([castle.slice(0, 2), castle.slice(2, 4)]);
    expect((game.dests().get(from) ?? []).includes(to)).toBe(legal);
    const side = castle.charCodeAt(2) > castle.charCodeAt(0) ? 'O-O' : 'O-O-O';
    expect(game.legalMovesSan().includes(side)).toBe(legal);
    if (legal) {
      expect(game.move(side).uci).toBe(castle);
    } else {
      const error = (() => {
        try {
          game.move(side);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(IllegalMoveError);
      expect(error.move).toBe(side);
      expect(() => game.move(castle)).toThrow(IllegalMoveError);
      expect(() => game.move({ from, to: castle.slice(2, 4) })).toThrow(IllegalMoveError);
      expect(game.fen()).toBe(fen);
      expect(game.history()).toEqual([]);
    }
  });

  it('the shielding rook may still take the queen, which ends castling', () => {
    const game = chess.game('Qrk5/8/8/8/8/8/8/4K3 b q - 0 1');
    expect(game.fen({ castling: 'shredder' })).toBe('Qrk5/8/8/8/8/8/8/4K3 b b - 0 1');
    expect(plain(game.move('Rxa8'))).toMatchObject({ uci: 'b8a8', captured: 'q' });
    expect(game.fen()).toBe('r1k5/8/8/8/8/8/8/4K3 w - - 0 2');
  });
});
