// chess960/chess.js in Chess960: X-FEN and Shredder-FEN in, X-FEN out, every castling in moves()
// with chess.js's Move shape (flags k/q, king from and to, the rook's squares in rookFrom/rookTo),
// castling by the king's destination or onto its own rook, and PGN with the Variant tag, read
// back, as lichess and python-chess write it. The oracle for the moves is the package's own Game
// (checked against Stockfish by the engine's tests): this file checks the shaping.
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { Chess } from 'chess960/chess.js';
import { mulberry32 } from './helpers.js';

const chess960 = await load();

const random = mulberry32;

describe('Chess960 through chess.js calls', () => {
  it('reads Shredder-FEN and X-FEN and writes X-FEN', () => {
    const fen = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9';
    expect(new Chess(fen).fen()).toBe('bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9');
    // Two rooks on one side of the king: the inner one keeps its file letter.
    const inner = new Chess('rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1');
    expect(inner.fen()).toBe('rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1');
    expect(new Chess('rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1').moves({ square: 'e1' })).toContain('O-O-O');
    // What the engine refuses is refused with its reason (here two rights on one side of the king).
    expect(() => new Chess('rr2k3/8/8/8/8/8/8/RR2K3 w BQbq - 0 1')).toThrow(/^Invalid FEN \(castling\)/);
    expect(inner.getCastlingRights('w')).toEqual({ k: false, q: true });
  });

  it('lists every castling of random Chess960 games, shaped as chess.js moves', () => {
    const pick = random(960);
    let castlings = 0;
    for (let game = 0; game < 12; game++) {
      const number = Math.floor(pick() * 960);
      const layer = new Chess(chess960.startFen(number));
      const oracle = chess960.game(chess960.startFen(number));
      for (let ply = 0; ply < 40 && !oracle.isGameOver(); ply++) {
        const where = `start ${number}, ply ${ply}: ${oracle.fen()}`;
        expect(layer.fen(), where).toBe(oracle.fen());
        expect([...layer.moves()].sort(), where).toEqual([...oracle.legalMovesSan()].sort());
        const verbose = layer.moves({ verbose: true });
        for (const move of verbose) {
          const uci = move.isKingsideCastle() || move.isQueensideCastle() ? move.from + move.rookFrom : move.lan;
          const after = oracle.clone();
          expect(after.move(uci).san, where).toBe(move.san);
          expect(after.fen(), where).toBe(move.after);
          if (move.flags === 'k' || move.flags === 'q') {
            castlings++;
            const rank = move.color === 'w' ? '1' : '8';
            expect(move.to, where).toBe((move.flags === 'k' ? 'g' : 'c') + rank);
            expect(move.rookTo, where).toBe((move.flags === 'k' ? 'f' : 'd') + rank);
            expect(move.san.startsWith(move.flags === 'k' ? 'O-O' : 'O-O-O'), where).toBe(true);
            expect(layer.get(move.rookFrom), where).toEqual({ type: 'r', color: move.color });
            expect(Object.keys(move), where).toEqual([
              'color',
              'from',
              'to',
              'piece',
              'captured',
              'promotion',
              'flags',
              'san',
              'lan',
              'before',
              'after',
            ]);
          } else {
            expect(move.rookFrom, where).toBeUndefined();
          }
        }
        // Castle whenever possible, half the time by dragging the king onto its rook.
        const castling = verbose.find((m) => m.flags === 'k' || m.flags === 'q');
        const chosen = castling ?? verbose[Math.floor(pick() * verbose.length)];
        const played =
          castling && pick() < 0.5
            ? layer.move({ from: castling.from, to: castling.rookFrom })
            : layer.move(chosen.san);
        expect(played.san, where).toBe(chosen.san);
        oracle.move(chosen.san);
      }
      // Back to the start by undo, then the PGN read back.
      const pgn = layer.pgn();
      // Starts with the king on e and the rooks on a and h castle as in standard chess: no Variant tag needed.
      expect(pgn.includes('[Variant "Chess960"]'), pgn).toBe(!chess960.subsetsOf(number).includes('chess18'));
      const again = new Chess();
      again.loadPgn(pgn);
      expect(again.fen()).toBe(layer.fen());
      expect(again.history()).toEqual(layer.history());
      while (layer.undo() !== null);
      expect(layer.fen()).toBe(chess960.startFen(number));
    }
    expect(castlings).toBeGreaterThanOrEqual(8); // castlings seen (and played) in these seeded games: 10
  });

  it('castles by the king onto its destination or onto its own rook; a plain king move wins where both read', () => {
    const game = new Chess('4k3/8/8/8/8/8/8/RK5R w KQ - 0 1');
    expect(game.moves({ square: 'b1' })).toEqual(['Ka2', 'Kb2', 'Kc2', 'Kc1', 'O-O', 'O-O-O']);
    expect(game.move({ from: 'b1', to: 'c1' }).san).toBe('Kc1'); // the king's step, not O-O-O
    game.undo();
    const long = game.move({ from: 'b1', to: 'a1' });
    expect([long.san, long.from, long.to, long.flags, long.rookFrom, long.rookTo]).toEqual([
      'O-O-O',
      'b1',
      'c1',
      'q',
      'a1',
      'd1',
    ]);
    expect(long.after).toBe('4k3/8/8/8/8/8/8/2KR3R b - - 1 1');
    game.undo();
    expect(game.move({ from: 'b1', to: 'h1' }).san).toBe('O-O');
    game.undo();
    expect(game.move({ from: 'b1', to: 'g1' }).san).toBe('O-O');
    game.undo();
    expect(game.move('b1a1').san).toBe('O-O-O'); // king takes rook, as UCI writes it
    // In standard chess the king's move onto its rook is not a move, as in chess.js.
    expect(() => new Chess('4k3/8/8/8/8/8/8/4K2R w K - 0 1').move({ from: 'e1', to: 'h1' })).toThrow(
      'Invalid move: {"from":"e1","to":"h1"}',
    );
  });

  it('castles where king and rook swap or only one of them moves', () => {
    expect(new Chess('4k3/8/8/8/8/8/8/5KR1 w K - 0 1').move('O-O').after).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
    const kingStays = new Chess('4k3/8/8/8/8/8/8/6KR w K - 0 1').move({ from: 'g1', to: 'h1' });
    expect([kingStays.san, kingStays.to, kingStays.lan, kingStays.after]).toEqual([
      'O-O',
      'g1',
      'g1g1',
      '4k3/8/8/8/8/8/8/5RK1 b - - 1 1',
    ]);
  });

  it('reads the Chess960 PGN of lichess and of python-chess', () => {
    // lichess: Variant, FEN with X-FEN castling, SetUp after FEN.
    const lichess = [
      '[Event "Casual Chess960 game"]',
      '[Site "https://lichess.org/abcdefgh"]',
      '[Result "*"]',
      '[Variant "Chess960"]',
      '[FEN "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1"]',
      '[SetUp "1"]',
      '',
      '1. O-O O-O-O 2. Rbe1 Rde8 *',
    ].join('\n');
    const game = new Chess();
    game.loadPgn(lichess);
    expect(game.history()).toEqual(['O-O', 'O-O-O', 'Rbe1', 'Rde8']);
    expect(game.fen()).toBe(chess960.loadPgn(lichess).fen());
    expect(game.fen()).toBe('2k1r1r1/pppppppp/8/8/8/8/PPPPPPPP/4RRK1 w - - 4 3');
    expect(game.getHeaders()).toMatchObject({ Variant: 'Chess960', SetUp: '1' });
    // python-chess: SetUp before FEN, Shredder-FEN castling; the game starts at move 9.
    const pythonChess = [
      '[Event "?"]',
      '[Variant "Chess960"]',
      '[SetUp "1"]',
      '[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"]',
      '',
      '9. g3 Nd7 10. Nf3 *',
    ].join('\n');
    game.loadPgn(pythonChess);
    expect(game.history()).toEqual(['g3', 'Nd7', 'Nf3']);
    expect(game.fen()).toBe(chess960.loadPgn(pythonChess).fen());
    // Written back with the tags as read, the start as X-FEN.
    const written = game.pgn();
    expect(written).toContain(
      '[Variant "Chess960"]\n[SetUp "1"]\n[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"]',
    );
    expect(written.endsWith('9. g3 Nd7 10. Nf3 *')).toBe(true);
  });
});

describe('Move objects belong to the caller, as chess.js hands them out', () => {
  it('changing a returned Move changes neither the history nor the PGN', () => {
    const game = new Chess();
    const played = game.move('e4');
    played.san = 'changed';
    game.history({ verbose: true })[0].after = 'changed';
    expect(game.history()).toEqual(['e4']);
    expect(game.history({ verbose: true })[0].after).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(game.pgn().endsWith('1. e4 *')).toBe(true);
  });
});
