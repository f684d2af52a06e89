// The 960 start positions, checked against an independent implementation of Scharnagl's
// numbering (helpers.js), Double Chess960, and the random start number.
import { describe, expect, it } from 'vitest';
import { InvalidStartPositionError, load } from 'chess960';
import { START, caught, mulberry32, scharnaglBackRank } from './helpers.js';

const chess = await load();
const ALL = Array.from({ length: 960 }, (_, n) => n);

const fenOf = (white, black) => `${black.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${white} w KQkq - 0 1`;

describe('the independent reference itself', () => {
  it('gives the well-known positions and 960 distinct legal arrangements', () => {
    expect(scharnaglBackRank(518)).toBe('RNBQKBNR');
    expect(scharnaglBackRank(0)).toBe('BBQNNRKR');
    expect(scharnaglBackRank(959)).toBe('RKRNNQBB');
    const ranks = ALL.map(scharnaglBackRank);
    expect(new Set(ranks).size).toBe(960);
    for (const rank of ranks) {
      const bishops = [...rank].flatMap((p, i) => (p === 'B' ? [i] : []));
      const rooks = [...rank].flatMap((p, i) => (p === 'R' ? [i] : []));
      const king = rank.indexOf('K');
      expect(bishops[0] % 2).not.toBe(bishops[1] % 2);
      expect(rooks[0] < king && king < rooks[1]).toBe(true);
      expect([...rank].sort().join('')).toBe('BBKNNQRR');
    }
  });
});

describe('all 960 start positions', () => {
  it('startFen(n) is the mirrored Scharnagl arrangement with KQkq', () => {
    for (const n of ALL) expect(chess.startFen(n)).toBe(fenOf(scharnaglBackRank(n), scharnaglBackRank(n)));
    // The first and last, written out.
    expect(chess.startFen(0)).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    expect(chess.startFen(959)).toBe('rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1');
  });

  it("backRank(n) is White's rank", () => {
    for (const n of ALL) expect(chess.backRank(n)).toBe(scharnaglBackRank(n));
    expect([chess.backRank(518), chess.backRank(0), chess.backRank(959)]).toEqual(['RNBQKBNR', 'BBQNNRKR', 'RKRNNQBB']);
  });

  it('positionNumber() inverts backRank() (either case) and startFen()', () => {
    for (const n of ALL) {
      const rank = scharnaglBackRank(n);
      expect(chess.positionNumber(rank)).toBe(n);
      expect(chess.positionNumber(rank.toLowerCase())).toBe(n);
      expect(chess.positionNumber(chess.startFen(n))).toBe(n);
      expect(chess.positionNumber(chess.startFen(n, n))).toBe(n);
    }
    expect(chess.positionNumber('bbqnnrkr')).toBe(0);
    expect(chess.positionNumber('BBQNNRKR')).toBe(0);
    expect(chess.positionNumber('RNBQKBNR')).toBe(518);
    expect(chess.positionNumber('rkrnnqbb')).toBe(959);
    expect(chess.positionNumber(chess.startFen(0))).toBe(0);
  });

  it('each start FEN loads, round-trips through fen(), and castles with its own rooks', () => {
    for (const n of ALL) {
      const rank = scharnaglBackRank(n);
      const fen = chess.startFen(n);
      const game = chess.game(fen);
      expect(game.fen()).toBe(fen);
      const rookFiles = [...rank].flatMap((p, i) => (p === 'R' ? ['abcdefgh'[i]] : []));
      expect(game.castlingRights()).toEqual({
        w: { kingside: `${rookFiles[1]}1`, queenside: `${rookFiles[0]}1` },
        b: { kingside: `${rookFiles[1]}8`, queenside: `${rookFiles[0]}8` },
      });
      const shredder = `${rookFiles[1].toUpperCase()}${rookFiles[0].toUpperCase()}${rookFiles[1]}${rookFiles[0]}`;
      expect(game.fen({ castling: 'shredder' })).toBe(fen.replace(' KQkq ', ` ${shredder} `));
      // Shredder-FEN reads back to the same game.
      expect(chess.game(game.fen({ castling: 'shredder' })).fen()).toBe(fen);
    }
  });

  it('standard chess is number 518', () => {
    expect(chess.startFen(518)).toBe(START);
    expect(chess.positionNumber(START)).toBe(518);
  });

  it('every start position has 16 pawn moves plus 2 per knight that can jump (and castling where the pieces allow)', () => {
    for (const n of [0, 3, 74, 100, 518, 959]) {
      const game = chess.game(chess.startFen(n));
      const moves = game.legalMoves();
      expect(moves.filter((m) => m[1] === '2')).toHaveLength(16);
      const rank = scharnaglBackRank(n);
      // A knight on file f jumps to the files f-1 and f+1 of rank 3 (where they exist).
      const knightMoves = [...rank].reduce((sum, p, i) => sum + (p === 'N' ? Number(i > 0) + Number(i < 7) : 0), 0);
      expect(moves.filter((m) => m[1] === '1' && m[3] === '3')).toHaveLength(knightMoves);
    }
  });
});

describe('Double Chess960', () => {
  it("startFen(white, black) puts each side's own arrangement", () => {
    const random = mulberry32(960);
    const pairs = [
      [0, 959],
      [959, 0],
      [518, 0],
      [3, 74],
      ...Array.from({ length: 200 }, () => [Math.floor(random() * 960), Math.floor(random() * 960)]),
    ];
    for (const [white, black] of pairs) {
      const fen = chess.startFen(white, black);
      expect(fen).toBe(fenOf(scharnaglBackRank(white), scharnaglBackRank(black)));
      expect(chess.game(fen).fen()).toBe(fen);
      if (white !== black) {
        const error = caught(() => chess.positionNumber(fen));
        expect(error).toBeInstanceOf(InvalidStartPositionError);
        expect(error.code).toBe('BACK_RANK');
      }
    }
    expect(chess.startFen(0, 518)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    expect(chess.startFen(518, 959)).toBe('rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('startFen(n, n) equals startFen(n)', () => {
    for (const n of ALL) expect(chess.startFen(n, n)).toBe(chess.startFen(n));
  });
});

describe('randomPositionNumber()', () => {
  it('covers 0..959 uniformly (chi-square over 96,000 draws)', () => {
    const draws = 96_000;
    const counts = new Array(960).fill(0);
    const outOfRange = [];
    for (let i = 0; i < draws; i++) {
      const n = chess.randomPositionNumber();
      if (Number.isInteger(n) && n >= 0 && n < 960) counts[n]++;
      else outOfRange.push(n);
    }
    expect(outOfRange).toEqual([]);
    const expected = draws / 960;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 959 degrees of freedom: mean 959, standard deviation sqrt(2 * 959) = 43.8. The bounds are
    // about 6.5 standard deviations out, so a correct generator fails them with probability
    // below 1e-9, while a biased one (e.g. plain modulo of a byte, or a counter) fails at once.
    expect(chiSquare).toBeLessThan(1245);
    expect(chiSquare).toBeGreaterThan(675);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('takes a seeded random source and is then reproducible', () => {
    const a = mulberry32(12345);
    const b = mulberry32(12345);
    const reference = mulberry32(12345);
    const first = Array.from({ length: 1000 }, () => chess.randomPositionNumber(a));
    const second = Array.from({ length: 1000 }, () => chess.randomPositionNumber(b));
    expect(second).toEqual(first);
    // One value of the source per draw, scaled to 0..959.
    expect(first).toEqual(Array.from({ length: 1000 }, () => Math.floor(reference() * 960)));
    expect(new Set(first).size).toBeGreaterThan(500);
    expect(chess.randomPositionNumber(mulberry32(1))).toBe(Math.floor(mulberry32(1)() * 960));
  });

  it('maps the ends of [0, 1) to 0 and 959', () => {
    expect(chess.randomPositionNumber(() => 0)).toBe(0);
    expect(chess.randomPositionNumber(() => 0.5)).toBe(480);
    expect(chess.randomPositionNumber(() => 1 - Number.EPSILON)).toBe(959);
  });

  it('accepts Math.random', () => {
    for (let i = 0; i < 100; i++) {
      const n = chess.randomPositionNumber(Math.random);
      expect(Number.isInteger(n) && n >= 0 && n < 960).toBe(true);
    }
  });

  it('a random start can be played', () => {
    const n = chess.randomPositionNumber(mulberry32(7));
    const game = chess.game(chess.startFen(n));
    expect(game.legalMoves().length).toBeGreaterThanOrEqual(18);
    expect(chess.positionNumber(game.fen())).toBe(n);
  });
});
