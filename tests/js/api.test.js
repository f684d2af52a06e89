// The public API of the chess960 package, function by function, with expected values checked
// independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import defaultLoad, {
  Game,
  POSITION_COUNT,
  STANDARD_FEN,
  STANDARD_POSITION_NUMBER,
  load,
} from 'chess960';
import { plain, sorted } from './helpers.js';

const chess = await load();

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
// Stockfish `go perft 1` on KIWIPETE (castling printed king-takes-rook: e1h1, e1a1).
const KIWIPETE_MOVES = (
  'a2a3 b2b3 g2g3 d5d6 a2a4 g2g4 g2h3 d5e6 c3b1 c3d1 c3a4 c3b5 e5d3 e5c4 e5g4 e5c6 e5g6 e5d7 ' +
  'e5f7 d2c1 d2e3 d2f4 d2g5 d2h6 e2d1 e2f1 e2d3 e2c4 e2b5 e2a6 a1b1 a1c1 a1d1 h1f1 h1g1 f3d3 ' +
  'f3e3 f3g3 f3h3 f3f4 f3g4 f3f5 f3h5 f3f6 e1d1 e1f1 e1h1 e1a1'
).split(' ');
const START_MOVES = (
  'a2a3 b2b3 c2c3 d2d3 e2e3 f2f3 g2g3 h2h3 a2a4 b2b4 c2c4 d2d4 e2e4 f2f4 g2g4 h2h4 b1a3 b1c3 g1f3 g1h3'
).split(' ');

/** Plays a list of moves (any notation) and returns the game. */
function play(game, moves) {
  for (const move of moves) game.move(move);
  return game;
}

/** Map -> plain object with sorted target lists, for order-independent comparison. */
function destsObject(map) {
  return Object.fromEntries([...map].map(([from, to]) => [from, sorted(to)]).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Expected dests from a UCI move list (verified elsewhere); castling given as king-takes-rook. */
function destsFromUci(moves, castlingMoves, mode) {
  const result = {};
  const add = (from, to) => {
    result[from] ??= [];
    if (!result[from].includes(to)) result[from].push(to);
  };
  for (const uci of moves) {
    const from = uci.slice(0, 2);
    const to = uci.slice(2, 4);
    const kingTarget = castlingMoves[uci];
    if (kingTarget === undefined) add(from, to);
    else {
      if (mode !== 'king') add(from, to);
      if (mode !== 'rook') add(from, kingTarget);
    }
  }
  return destsObject(new Map(Object.entries(result)));
}

describe('load()', () => {
  it('instantiates once: later calls (and concurrent ones) return the same instance', async () => {
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(chess);
    expect(b).toBe(chess);
    expect(await load()).toBe(chess);
  });

  it('is also the default export', async () => {
    expect(defaultLoad).toBe(load);
    expect(await defaultLoad()).toBe(chess);
  });

  it('exports the documented constants', () => {
    expect(STANDARD_FEN).toBe(START);
    expect(POSITION_COUNT).toBe(960);
    expect(STANDARD_POSITION_NUMBER).toBe(518);
  });
});

describe('start positions (chess.startFen, backRank, positionNumber, randomPositionNumber)', () => {
  it('startFen(518) is standard chess', () => {
    expect(chess.startFen(518)).toBe(START);
  });

  it('startFen(0) and startFen(959) are the first and last Scharnagl positions', () => {
    expect(chess.startFen(0)).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    expect(chess.startFen(959)).toBe('rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1');
  });

  it('backRank(n) is White\'s back rank', () => {
    expect(chess.backRank(518)).toBe('RNBQKBNR');
    expect(chess.backRank(0)).toBe('BBQNNRKR');
    expect(chess.backRank(959)).toBe('RKRNNQBB');
  });

  it('positionNumber() takes a back rank in either case, or a FEN', () => {
    expect(chess.positionNumber('bbqnnrkr')).toBe(0);
    expect(chess.positionNumber('BBQNNRKR')).toBe(0);
    expect(chess.positionNumber('RNBQKBNR')).toBe(518);
    expect(chess.positionNumber('rkrnnqbb')).toBe(959);
    expect(chess.positionNumber(START)).toBe(518);
    expect(chess.positionNumber(chess.startFen(0))).toBe(0);
  });

  it('startFen(white, black) gives a Double Chess960 start', () => {
    expect(chess.startFen(0, 518)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    expect(chess.startFen(518, 959)).toBe('rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(chess.startFen(7, 7)).toBe(chess.startFen(7));
  });

  it('randomPositionNumber() is a whole number in 0..959', () => {
    for (let i = 0; i < 1000; i++) {
      const n = chess.randomPositionNumber();
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(960);
    }
  });
});

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

describe('game.legalMoves() and legalMovesSan()', () => {
  it('lists the 20 moves of the start position (as Stockfish does)', () => {
    expect(sorted(chess.game().legalMoves())).toEqual(sorted(START_MOVES));
  });

  it('lists Kiwipete\'s 48 moves, castling as king takes rook', () => {
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
      sorted(['a3', 'b3', 'c3', 'd3', 'e3', 'f3', 'g3', 'h3', 'a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4', 'h4', 'Na3', 'Nc3', 'Nf3', 'Nh3']),
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
      a2: ['a3', 'a4'], b1: ['a3', 'c3'], b2: ['b3', 'b4'], c2: ['c3', 'c4'], d2: ['d3', 'd4'],
      e2: ['e3', 'e4'], f2: ['f3', 'f4'], g1: ['f3', 'h3'], g2: ['g3', 'g4'], h2: ['h3', 'h4'],
    });
  });

  it('lists a promotion square once', () => {
    expect(destsObject(chess.game('8/P6k/8/8/8/8/8/K7 w - - 0 1').dests())).toEqual({ a1: ['a2', 'b1', 'b2'], a7: ['a8'] });
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

describe('game.move()', () => {
  it('plays SAN, UCI and {from, to} and returns the move', () => {
    const game = chess.game();
    expect(plain(game.move('Nf3'))).toEqual({
      uci: 'g1f3', san: 'Nf3', color: 'w', piece: 'n', from: 'g1', to: 'f3', enPassant: false, check: false, checkmate: false,
    });
    expect(plain(game.move('d7d5'))).toEqual({
      uci: 'd7d5', san: 'd5', color: 'b', piece: 'p', from: 'd7', to: 'd5', enPassant: false, check: false, checkmate: false,
    });
    expect(plain(game.move({ from: 'e2', to: 'e4' }))).toMatchObject({ uci: 'e2e4', san: 'e4', color: 'w', piece: 'p' });
    expect(plain(game.move('dxe4'))).toEqual({
      uci: 'd5e4', san: 'dxe4', color: 'b', piece: 'p', from: 'd5', to: 'e4', captured: 'p', enPassant: false, check: false, checkmate: false,
    });
    expect(game.fen()).toBe('rnbqkbnr/ppp1pppp/8/8/4p3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3');
  });

  it('plays en passant', () => {
    const game = play(chess.game(), ['e4', 'a6', 'e5', 'd5']);
    // The en-passant square is written because the capture is legal.
    expect(game.fen()).toBe('rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3');
    expect(plain(game.move('exd6'))).toEqual({
      uci: 'e5d6', san: 'exd6', color: 'w', piece: 'p', from: 'e5', to: 'd6', captured: 'p', enPassant: true, check: false, checkmate: false,
    });
    // Stockfish: position startpos moves e2e4 a7a6 e4e5 d7d5 e5d6 -> this FEN.
    expect(game.fen()).toBe('rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3');
  });

  it('plays promotions given as SAN, UCI or an object', () => {
    const fen = '8/P6k/8/8/8/8/8/K7 w - - 0 1';
    let game = chess.game(fen);
    expect(plain(game.move('a8=Q'))).toEqual({
      uci: 'a7a8q', san: 'a8=Q', color: 'w', piece: 'p', from: 'a7', to: 'a8', promotion: 'q', enPassant: false, check: false, checkmate: false,
    });
    expect(game.fen()).toBe('Q7/7k/8/8/8/8/8/K7 b - - 0 1');
    game = chess.game(fen);
    expect(plain(game.move('a7a8n'))).toMatchObject({ san: 'a8=N', promotion: 'n' });
    expect(game.get('a8')).toEqual({ type: 'n', color: 'w' });
    game = chess.game(fen);
    expect(plain(game.move({ from: 'a7', to: 'a8', promotion: 'rook' }))).toMatchObject({ uci: 'a7a8r', san: 'a8=R', promotion: 'r' });
    game = chess.game(fen);
    expect(plain(game.move({ from: 'a7', to: 'a8', promotion: 'b' }))).toMatchObject({ uci: 'a7a8b', san: 'a8=B', promotion: 'b' });
  });

  it('marks check and mate', () => {
    const check = play(chess.game(), ['e4', 'f6']).move('Qh5+');
    expect(plain(check)).toMatchObject({ san: 'Qh5+', check: true, checkmate: false });
    const mate = play(chess.game(), ['f3', 'e5', 'g4']).move('Qh4');
    expect(plain(mate)).toEqual({
      uci: 'd8h4', san: 'Qh4#', color: 'b', piece: 'q', from: 'd8', to: 'h4', enPassant: false, check: true, checkmate: true,
    });
  });

  it('accepts SAN with or without its check suffix', () => {
    const game = play(chess.game(), ['e4', 'f6']);
    expect(game.move('Qh5').san).toBe('Qh5+');
    game.undo();
    expect(game.move('Qh5+').san).toBe('Qh5+');
  });
});

describe('move results', () => {
  it('keep their SAN when read only after the game has moved on or been taken back', () => {
    const game = chess.game();
    const nf3 = game.move('Nf3');
    game.undo();
    const e4 = game.move('e4');
    const e5 = game.move('e5');
    const qh5 = game.move('Qh5');
    game.undo();
    game.undo();
    game.move('c5');
    chess.game(KIWIPETE).move('O-O'); // another game takes the engine's slot meanwhile
    expect(plain(nf3)).toMatchObject({ uci: 'g1f3', san: 'Nf3', check: false });
    expect(plain(qh5)).toMatchObject({ uci: 'd1h5', san: 'Qh5', check: false });
    expect(plain(e5)).toMatchObject({ uci: 'e7e5', san: 'e5' });
    expect(plain(e4)).toMatchObject({ uci: 'e2e4', san: 'e4' });
    expect(game.history()).toEqual(['e4', 'c5']);
    expect(game.fen()).toBe('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });

  it('a move taken back and read later still shows its check', () => {
    const game = play(chess.game(), ['e4', 'f6']);
    const check = game.move('Qh5');
    game.undo();
    game.move('d4');
    expect(check.san).toBe('Qh5+');
    expect(check.check).toBe(true);
    expect(check.checkmate).toBe(false);
  });

  it('serialize to JSON with every documented field', () => {
    const game = play(chess.game(), ['e4', 'd5']);
    const move = game.move('exd5');
    expect(JSON.parse(JSON.stringify(move))).toEqual({
      uci: 'e4d5', san: 'exd5', color: 'w', piece: 'p', from: 'e4', to: 'd5', captured: 'p', enPassant: false, check: false, checkmate: false,
    });
  });

  it('are plain data: a spread copy keeps san, check and checkmate (the contract returns {uci, san, ...})', () => {
    const move = play(chess.game(), ['f3', 'e5', 'g4']).move('Qh4#');
    const copy = { ...move };
    expect(copy.uci).toBe('d8h4');
    expect(copy.san).toBe('Qh4#');
    expect(copy.check).toBe(true);
    expect(copy.checkmate).toBe(true);
  });

  it('can be matched as objects, as an app\'s own tests would (Vitest/Jest toMatchObject)', () => {
    const move = play(chess.game(), ['f3', 'e5', 'g4']).move('Qh4#');
    expect(move).toMatchObject({ uci: 'd8h4', san: 'Qh4#', checkmate: true });
  });
});

describe('game.undo()', () => {
  it('takes back the last move and returns it; null at the start', () => {
    const game = chess.game();
    expect(plain(game.undo())).toBeNull();
    const played = game.move('e4');
    game.move('e5');
    const fenAfterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(plain(game.undo())).toMatchObject({ uci: 'e7e5', san: 'e5', color: 'b' });
    expect(game.fen()).toBe(fenAfterE4);
    expect(plain(game.undo())).toEqual(plain(played));
    expect(plain(played)).toEqual({
      uci: 'e2e4', san: 'e4', color: 'w', piece: 'p', from: 'e2', to: 'e4', enPassant: false, check: false, checkmate: false,
    });
    expect(game.fen()).toBe(START);
    expect(plain(game.undo())).toBeNull();
    expect(game.history()).toEqual([]);
  });

  it('restores castling rights, captured pieces and the en-passant square', () => {
    const game = play(chess.game(), ['e4', 'a6', 'e5', 'd5']);
    const before = game.fen();
    game.move('exd6');
    game.undo();
    expect(game.fen()).toBe(before);
    const castle = chess.game(KIWIPETE);
    castle.move('O-O');
    castle.undo();
    expect(castle.fen()).toBe(KIWIPETE);
    expect(castle.castlingRights()).toEqual({ w: { kingside: 'h1', queenside: 'a1' }, b: { kingside: 'h8', queenside: 'a8' } });
  });
});

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

describe('status: isCheck, isCheckmate, isStalemate, outcome', () => {
  it('start position: nothing', () => {
    const game = chess.game();
    expect(game.isCheck()).toBe(false);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isStalemate()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    expect(game.outcome()).toEqual({ over: false, winner: null, reason: null, claimable: [], claimableByMove: [] });
  });

  it('check without mate', () => {
    const game = play(chess.game(), ['e4', 'f6', 'Qh5+']);
    expect(game.isCheck()).toBe(true);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    expect(game.legalMoves()).toEqual(['g7g6']);
  });

  it('fool\'s mate: Black wins', () => {
    const game = play(chess.game(), ['f3', 'e5', 'g4', 'Qh4#']);
    expect(game.isCheck()).toBe(true);
    expect(game.isCheckmate()).toBe(true);
    expect(game.isStalemate()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.isGameOver()).toBe(true);
    expect(game.outcome()).toEqual({ over: true, winner: 'b', reason: 'checkmate', claimable: [], claimableByMove: [] });
    game.undo();
    expect(game.outcome()).toEqual({ over: false, winner: null, reason: null, claimable: [], claimableByMove: [] });
  });

  it('mate by White', () => {
    const game = chess.game('k7/8/1K6/8/8/8/8/7R w - - 0 1');
    expect(plain(game.move('Rh8'))).toMatchObject({ san: 'Rh8#', checkmate: true });
    expect(game.outcome()).toEqual({ over: true, winner: 'w', reason: 'checkmate', claimable: [], claimableByMove: [] });
  });

  it('stalemate, from a FEN and by a move', () => {
    const game = chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(game.isStalemate()).toBe(true);
    expect(game.isCheck()).toBe(false);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isDraw()).toBe(true);
    expect(game.isGameOver()).toBe(true);
    expect(game.outcome()).toEqual({ over: true, winner: null, reason: 'stalemate', claimable: [], claimableByMove: [] });
    const byMove = chess.game('7k/8/6K1/5Q2/8/8/8/8 w - - 0 1');
    expect(plain(byMove.move('Qf7'))).toMatchObject({ san: 'Qf7', check: false });
    expect(byMove.isStalemate()).toBe(true);
    expect(byMove.fen()).toBe('7k/5Q2/6K1/8/8/8/8/8 b - - 1 1');
  });

  describe('insufficient material (dead positions)', () => {
    it.each([
      ['K v K', '8/8/8/4k3/8/8/8/4K3 w - - 0 1'],
      ['K+B v K', '8/8/8/4k3/8/8/8/2B1K3 w - - 0 1'],
      ['K v K+N', '8/8/8/4k3/5n2/8/8/4K3 w - - 0 1'],
      ['bishops all on dark squares (c1, g5)', '8/8/8/4k1b1/8/8/8/2B1K3 w - - 0 1'],
    ])('%s is drawn', (_, fen) => {
      const game = chess.game(fen);
      expect(game.isInsufficientMaterial()).toBe(true);
      expect(game.isDraw()).toBe(true);
      expect(game.isGameOver()).toBe(true);
      expect(game.outcome()).toEqual({ over: true, winner: null, reason: 'insufficient-material', claimable: [], claimableByMove: [] });
    });

    it.each([
      ['K+N+N v K (a helpmate exists)', '8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1'],
      ['K+B v K+B on opposite colours', '8/8/8/4k3/8/8/2b5/2B1K3 w - - 0 1'],
      ['K+N v K+N', '8/8/8/4k3/5n2/8/8/1N2K3 w - - 0 1'],
      ['K+B v K+N', '8/8/8/4k3/5n2/8/8/2B1K3 w - - 0 1'],
      ['K+P v K', '8/8/8/4k3/8/8/P7/4K3 w - - 0 1'],
      ['K+R v K', '8/8/8/4k3/8/8/8/R3K3 w - - 0 1'],
    ])('%s is not', (_, fen) => {
      const game = chess.game(fen);
      expect(game.isInsufficientMaterial()).toBe(false);
      expect(game.isGameOver()).toBe(false);
      expect(game.outcome().reason).toBeNull();
    });

    it('K v K reached by a capture', () => {
      const game = chess.game('8/8/8/4k3/8/8/3q4/4K3 w - - 0 1');
      expect(sorted(game.legalMoves())).toEqual(['e1d2', 'e1f1']);
      expect(game.isInsufficientMaterial()).toBe(false);
      expect(plain(game.move('Kxd2'))).toMatchObject({ captured: 'q' });
      expect(game.isInsufficientMaterial()).toBe(true);
      expect(game.outcome().reason).toBe('insufficient-material');
    });
  });

  it('fifty moves: claimable at 100 halfmoves, not over', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 99 80');
    expect(game.isFiftyMoves()).toBe(false);
    game.move('Ra2');
    expect(game.halfmoveClock()).toBe(100);
    expect(game.isFiftyMoves()).toBe(true);
    expect(game.isSeventyFiveMoves()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    expect(game.outcome()).toEqual({ over: false, winner: null, reason: null, claimable: ['fifty-moves'], claimableByMove: ['fifty-moves'] });
    game.undo();
    expect(game.isFiftyMoves()).toBe(false);
  });

  it('a pawn move or capture resets the halfmove clock', () => {
    const pawn = chess.game('4k3/8/8/8/8/8/P7/4K3 w - - 99 80');
    pawn.move('a3');
    expect(pawn.halfmoveClock()).toBe(0);
    expect(pawn.isFiftyMoves()).toBe(false);
    const capture = chess.game('4k3/8/8/8/8/8/r7/R3K3 w - - 99 80');
    capture.move('Rxa2');
    expect(capture.halfmoveClock()).toBe(0);
  });

  it('seventy-five moves: over automatically at 150 halfmoves', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 149 120');
    expect(game.isSeventyFiveMoves()).toBe(false);
    game.move('Ra2');
    expect(game.halfmoveClock()).toBe(150);
    expect(game.isSeventyFiveMoves()).toBe(true);
    expect(game.canClaimFiftyMoves()).toBe(false); // drawn by rule: nothing left to claim
    expect(game.isDraw()).toBe(true);
    expect(game.isGameOver()).toBe(true);
    expect(game.outcome()).toEqual({ over: true, winner: null, reason: 'seventy-five-moves', claimable: [], claimableByMove: [] });
    expect(chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 150 120').outcome().reason).toBe('seventy-five-moves');
  });

  it('checkmate on the 150th halfmove beats the seventy-five-move rule (FIDE 9.6.2)', () => {
    // Stockfish: k7/8/1K6/8/8/8/8/7R w - - 149 120 moves h1h8 -> "k6R/8/1K6/8/8/8/8/8 b - - 150 120", in check, no moves.
    const game = chess.game('k7/8/1K6/8/8/8/8/7R w - - 149 120');
    game.move('Rh8#');
    expect(game.fen()).toBe('k6R/8/1K6/8/8/8/8/8 b - - 150 120');
    expect(game.isCheckmate()).toBe(true);
    expect(game.isSeventyFiveMoves()).toBe(false);
    expect(game.outcome()).toMatchObject({ over: true, winner: 'w', reason: 'checkmate' });
  });

  it('threefold repetition is claimable; fivefold ends the game', () => {
    const game = chess.game();
    const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
    play(game, cycle); // start position seen twice
    expect(game.isThreefoldRepetition()).toBe(false);
    play(game, cycle); // three times
    expect(game.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5');
    expect(game.isThreefoldRepetition()).toBe(true);
    expect(game.isFivefoldRepetition()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.outcome()).toEqual({ over: false, winner: null, reason: null, claimable: ['threefold-repetition'], claimableByMove: ['threefold-repetition'] });
    play(game, cycle); // four times
    expect(game.isFivefoldRepetition()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    play(game, cycle); // five times
    expect(game.isFivefoldRepetition()).toBe(true);
    expect(game.isDraw()).toBe(true);
    expect(game.isGameOver()).toBe(true);
    expect(game.isThreefoldRepetition()).toBe(true); // a fact: it has stood three times (and more)
    expect(game.canClaimThreefoldRepetition()).toBe(false); // drawn by rule: nothing left to claim
    expect(game.outcome()).toEqual({ over: true, winner: null, reason: 'fivefold-repetition', claimable: [], claimableByMove: [] });
    game.undo();
    expect(game.isFivefoldRepetition()).toBe(false);
    // The position after Ng1 (Black to move) has now stood there four times: still claimable.
    expect(game.isThreefoldRepetition()).toBe(true);
  });

  it('a position with different castling rights is not a repetition', () => {
    const game = play(chess.game(), ['Nf3', 'Nf6', 'Rg1', 'Rg8', 'Rh1', 'Rh8', 'Ng1', 'Ng8']);
    // Same placement as the start, but nobody may castle short any more.
    expect(game.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 8 5');
    expect(game.isThreefoldRepetition()).toBe(false);
    play(game, ['Nf3', 'Nf6', 'Ng1', 'Ng8']);
    expect(game.isThreefoldRepetition()).toBe(false); // twice with Qq
    play(game, ['Nf3', 'Nf6', 'Ng1', 'Ng8']);
    expect(game.isThreefoldRepetition()).toBe(true); // three times with Qq
  });
});

describe('history', () => {
  it('history() in SAN, historyUci() in UCI, verbose history as move objects', () => {
    const game = play(chess.game(KIWIPETE), ['O-O', 'O-O-O', 'Qxf6', 'Qxf6']);
    expect(game.history()).toEqual(['O-O', 'O-O-O', 'Qxf6', 'Qxf6']);
    expect(game.historyUci()).toEqual(['e1h1', 'e8a8', 'f3f6', 'e7f6']);
    // Stockfish: KIWIPETE moves e1h1 e8a8 f3f6 e7f6.
    expect(game.fen()).toBe('2kr3r/p1pp1pb1/bn2pqp1/3PN3/1p2P3/2N4p/PPPBBPPP/R4RK1 w - - 0 3');
    const verbose = game.history({ verbose: true });
    expect(verbose).toHaveLength(4);
    expect(plain(verbose[0])).toEqual({
      uci: 'e1h1', san: 'O-O', color: 'w', piece: 'k', from: 'e1', to: 'h1', castling: 'kingside', enPassant: false, check: false, checkmate: false,
    });
    expect(plain(verbose[1])).toMatchObject({ uci: 'e8a8', san: 'O-O-O', color: 'b', castling: 'queenside' });
    expect(plain(verbose[2])).toMatchObject({ uci: 'f3f6', piece: 'q', captured: 'n' });
    expect(plain(verbose[3])).toMatchObject({ uci: 'e7f6', piece: 'q', captured: 'q', color: 'b' });
    expect(game.history({ verbose: false })).toEqual(game.history());
  });

  it('history after undo shrinks', () => {
    const game = play(chess.game(), ['e4', 'e5', 'Nf3']);
    game.undo();
    expect(game.history()).toEqual(['e4', 'e5']);
    expect(game.historyUci()).toEqual(['e2e4', 'e7e5']);
    expect(game.history({ verbose: true }).map((m) => m.uci)).toEqual(['e2e4', 'e7e5']);
  });
});

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
    const letters = (row) => row.map((p) => (p === null ? '.' : p.color === 'w' ? p.type.toUpperCase() : p.type)).join('');
    expect(board.map(letters)).toEqual(['bbqnnrkr', 'pppppppp', '........', '........', '........', '........', 'PPPPPPPP', 'BBQNNRKR']);
  });

  it('castlingRights() names the rooks that may castle', () => {
    const game = chess.game();
    expect(game.castlingRights()).toEqual({ w: { kingside: 'h1', queenside: 'a1' }, b: { kingside: 'h8', queenside: 'a8' } });
    expect(chess.game(chess.startFen(0)).castlingRights()).toEqual({
      w: { kingside: 'h1', queenside: 'f1' }, b: { kingside: 'h8', queenside: 'f8' },
    });
    play(game, ['Nf3', 'Nf6', 'Rg1']);
    expect(game.castlingRights()).toEqual({ w: { kingside: null, queenside: 'a1' }, b: { kingside: 'h8', queenside: 'a8' } });
    play(game, ['e5', 'Rh1', 'Ke7']);
    expect(game.castlingRights()).toEqual({ w: { kingside: null, queenside: 'a1' }, b: { kingside: null, queenside: null } });
    expect(chess.game('4k3/8/8/8/8/8/8/4K3 w - - 0 1').castlingRights()).toEqual({
      w: { kingside: null, queenside: null }, b: { kingside: null, queenside: null },
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

describe('game.perft()', () => {
  it('counts the standard start (known values)', () => {
    const game = chess.game();
    expect(game.perft(0)).toBe(1);
    expect(game.perft(1)).toBe(20);
    expect(game.perft(2)).toBe(400);
    expect(game.perft(3)).toBe(8902);
    expect(game.perft(4)).toBe(197281);
    expect(game.fen()).toBe(START);
  });

  it('counts from the current position of a game', () => {
    const game = play(chess.game(), ['e4']);
    expect(game.perft(1)).toBe(20);
    // Stockfish: position startpos moves e2e4, go perft 3 -> 13160.
    expect(game.perft(3)).toBe(13160);
    expect(game.history()).toEqual(['e4']);
  });

  it('a mated or stalemated position has no moves', () => {
    expect(chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').perft(1)).toBe(0);
    expect(chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').perft(0)).toBe(1);
  });
});

describe('heapBytes()', () => {
  it('is a positive number of bytes', () => {
    const bytes = chess.heapBytes();
    expect(Number.isInteger(bytes)).toBe(true);
    expect(bytes).toBeGreaterThan(0);
  });
});
