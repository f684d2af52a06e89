// chess960/chess.js, the chess.js API on the package's engine. In standard chess, against chess.js
// 1.4.0 itself: seeded random games from many positions, every method's answer and every Move field
// compared at every ply, the errors thrown for bad input compared message for message, and PGN
// written by each read back by both. In Chess960: X-FEN and Shredder-FEN in, X-FEN out, every
// castling in moves() with chess.js's Move shape (flags k/q, king from and to, the rook's squares in
// rookFrom/rookTo), castling by the king's destination or onto its own rook, and PGN with the
// Variant tag, read back, as lichess and python-chess write it; there the oracle for the moves is
// the package's own Game (checked against Stockfish by the engine's tests), and these tests check
// the shaping. Random games are seeded (helpers.js), so a failure names a seed that repeats it.
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import * as ours from 'chess960/chess.js';
import * as theirs from 'chess.js';
import { KIWIPETE, START, mulberry32 as random } from './helpers.js';

const chess960 = await load();
const { Chess } = ours;

const START_POSITIONS = [
  START,
  KIWIPETE, // castling both ways
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', // en passant with a pinned pawn
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // promotions with capture
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
  '4k3/8/8/8/8/8/8/4K2R w K - 0 1',
  'r3k3/8/8/8/8/8/8/4K3 b q - 0 1',
  '8/8/8/3k4/8/8/3B4/3K4 w - - 0 1', // K+B v K: insufficient material at once
  '8/8/4k3/8/2b5/8/4KB2/8 w - - 0 1', // bishops
  '8/5k2/8/8/8/8/1N6/4K3 w - - 0 1',
  '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', // back-rank mates
  '7k/8/8/8/8/8/6q1/K7 w - - 0 1',
  '7k/P7/8/8/8/8/8/K7 w - - 98 70', // the fifty-move rule comes at once
  'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', // en passant available
  'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  '8/8/8/8/8/2k5/1p6/1K6 b - - 0 60',
  '1r2k2r/8/8/8/8/8/8/R3K2R b KQk - 3 20',
  '3k4/8/8/8/8/8/3PPP2/3QKB2 w - - 0 1',
  'k7/2Q5/1K6/8/8/8/8/8 b - - 0 1', // stalemate
];

const BOOLEAN_QUERIES = [
  'inCheck',
  'isCheck',
  'isCheckmate',
  'isStalemate',
  'isDraw',
  'isInsufficientMaterial',
  'isThreefoldRepetition',
  'isDrawByFiftyMoves',
  'isGameOver',
];
const MOVE_METHODS = ['isCapture', 'isPromotion', 'isEnPassant', 'isKingsideCastle', 'isQueensideCastle', 'isBigPawn'];

// A Move as plain data (its enumerable fields) and its descriptors' answers.
function moveData(move) {
  if (move === null) return null;
  return { fields: { ...move }, keys: Object.keys(move), answers: MOVE_METHODS.map((m) => move[m]()) };
}

// The outcome of a call: its value, or the error's class and message.
function outcome(call) {
  try {
    return { value: call() };
  } catch (error) {
    return { error: `${error.constructor.name}: ${error.message}` };
  }
}

// Compares every query that reads the position.
function comparePosition(a, b, pick, where) {
  expect(a.fen(), where).toBe(b.fen());
  expect(a.fen({ forceEnpassantSquare: true }), where).toBe(b.fen({ forceEnpassantSquare: true }));
  expect(a.turn(), where).toBe(b.turn());
  expect(a.moveNumber(), where).toBe(b.moveNumber());
  for (const query of BOOLEAN_QUERIES) expect(a[query](), `${where}: ${query}`).toBe(b[query]());
  expect(a.moves(), where).toEqual(b.moves());
  expect(a.moves({ verbose: true }).map(moveData), where).toEqual(b.moves({ verbose: true }).map(moveData));
  const square = ours.SQUARES[Math.floor(pick() * 64)];
  const piece = 'pnbrqk'[Math.floor(pick() * 6)];
  expect(a.moves({ square }), `${where}: moves({ square: ${square} })`).toEqual(b.moves({ square }));
  expect(a.moves({ piece }), `${where}: moves({ piece: ${piece} })`).toEqual(b.moves({ piece }));
  if (pick() < 0.2)
    expect(a.moves({ square, verbose: true }).map(moveData), where).toEqual(
      b.moves({ square, verbose: true }).map(moveData),
    );
  expect(a.board(), where).toEqual(b.board());
  expect(a.ascii(), where).toBe(b.ascii());
  expect(a.get(square), where).toEqual(b.get(square));
  for (const color of ['w', 'b']) {
    expect(a.attackers(square, color), `${where}: attackers(${square}, ${color})`).toEqual(b.attackers(square, color));
    expect(a.isAttacked(square, color), where).toBe(b.isAttacked(square, color));
    expect(a.getCastlingRights(color), where).toEqual(b.getCastlingRights(color));
    expect(a.findPiece({ type: piece, color }), where).toEqual(b.findPiece({ type: piece, color }));
  }
  expect(a.attackers(square), where).toEqual(b.attackers(square));
  expect(a.squareColor(square), where).toBe(b.squareColor(square));
  expect(a.history(), where).toEqual(b.history());
}

// A move in one of the forms chess.js reads, picked at random.
function moveInput(move, pick) {
  const form = Math.floor(pick() * 5);
  if (form === 0) return { from: move.from, to: move.to, promotion: move.promotion };
  if (form === 1) return move.lan;
  if (form === 2) return move.san.replace(/[+#]$/, '');
  if (form === 3) return `${move.from}-${move.to}${move.promotion ?? ''}`;
  return move.san;
}

// Texts and objects that are not legal moves in most positions, for the errors.
const BAD_MOVES = [
  'Ke5',
  'e5e6',
  'O-O',
  'O-O-O',
  'Nxf7',
  'h8=Q',
  'zz',
  '',
  'e2e4e5',
  'Qh5+',
  { from: 'e1', to: 'h1' },
  { from: 'a1', to: 'a1' },
  { from: 'e7', to: 'e8' },
];

function playRandomGame(seed, start, plies) {
  const pick = random(seed);
  const a = new ours.Chess(start);
  const b = new theirs.Chess(start);
  for (let ply = 0; ply < plies; ply++) {
    const where = `seed ${seed}, ply ${ply}, ${b.fen()}`;
    comparePosition(a, b, pick, where);
    const bad = BAD_MOVES[Math.floor(pick() * BAD_MOVES.length)];
    expect(
      outcome(() => moveData(a.move(bad))),
      `${where}: move(${JSON.stringify(bad)})`,
    ).toEqual(outcome(() => moveData(b.move(bad))));
    if (a.fen() !== b.fen()) throw new Error(`${where}: the bad move changed the game`);
    const legal = b.moves({ verbose: true });
    if (legal.length === 0 || b.isGameOver()) break;
    if (pick() < 0.1 && b.history().length > 0) {
      expect(moveData(a.undo()), where).toEqual(moveData(b.undo()));
      continue;
    }
    // Knights and kings shuffling back and forth now and then, so repetitions happen.
    const last = b.history({ verbose: true }).at(-2);
    const back = last && pick() < 0.3 ? legal.find((m) => m.from === last.to && m.to === last.from) : undefined;
    const chosen = back ?? legal[Math.floor(pick() * legal.length)];
    const input = moveInput(chosen, pick);
    const strict = typeof input === 'string' && pick() < 0.2;
    expect(
      outcome(() => moveData(a.move(input, { strict }))),
      `${where}: move(${JSON.stringify(input)}, { strict: ${strict} })`,
    ).toEqual(outcome(() => moveData(b.move(input, { strict }))));
    if (pick() < 0.05) {
      const comment = `note ${ply} {braces}`;
      a.setComment(comment);
      b.setComment(comment);
    }
  }
  comparePosition(a, b, pick, `seed ${seed}, end`);
  expect(a.history({ verbose: true }).map(moveData)).toEqual(b.history({ verbose: true }).map(moveData));
  expect(a.getComments()).toEqual(b.getComments());
  expect(a.getHeaders()).toEqual(b.getHeaders());
  expect(a.hash() === new ours.Chess(a.fen()).hash()).toBe(true);
  for (const options of [{}, { maxWidth: 40 }, { maxWidth: 20, newline: '<br />' }])
    expect(a.pgn(options)).toBe(b.pgn(options));
  // Each reads back the other's PGN.
  const pgn = b.pgn();
  const readByUs = new ours.Chess();
  const readByThem = new theirs.Chess();
  readByUs.loadPgn(pgn);
  readByThem.loadPgn(pgn);
  expect(readByUs.fen()).toBe(readByThem.fen());
  expect(readByUs.history()).toEqual(readByThem.history());
  expect(readByUs.getComments()).toEqual(readByThem.getComments());
  expect(readByUs.getHeaders()).toEqual(readByThem.getHeaders());
  expect(readByUs.pgn()).toBe(pgn);
}

describe('chess960/chess.js against chess.js 1.4.0 in standard chess', () => {
  START_POSITIONS.forEach((start, i) => {
    it(`random games from ${start}`, () => {
      for (let game = 0; game < 2; game++) playRandomGame(1000 * i + game, start, 25);
    });
  });

  it('the exported constants', () => {
    for (const name of [
      'WHITE',
      'BLACK',
      'PAWN',
      'KNIGHT',
      'BISHOP',
      'ROOK',
      'QUEEN',
      'KING',
      'SQUARES',
      'DEFAULT_POSITION',
      'SEVEN_TAG_ROSTER',
    ])
      expect(ours[name], name).toEqual(theirs[name]);
    const random = ours.xoroshiro128(0x0123456789abcdef0011223344556677n);
    const reference = theirs.xoroshiro128(0x0123456789abcdef0011223344556677n);
    for (let i = 0; i < 20; i++) expect(random()).toBe(reference());
  });

  it('validateFen and load() on broken FENs', () => {
    const pick = random(7);
    const alphabet = 'pnbrqkPNBRQK12345678/ -wbKQkqe36x0';
    for (let i = 0; i < 2000; i++) {
      const fen = START_POSITIONS[i % START_POSITIONS.length];
      const at = Math.floor(pick() * fen.length);
      const broken =
        fen.slice(0, at) + alphabet[Math.floor(pick() * alphabet.length)] + fen.slice(at + (pick() < 0.5 ? 1 : 0));
      const verdict = theirs.validateFen(broken);
      // A deliberate difference: rook files in the castling field are Chess960's X-FEN/Shredder-FEN.
      if (
        verdict.error === 'Invalid FEN: castling availability is invalid' &&
        /^[KQkqA-Ha-h-]+$/.test(broken.split(/\s+/)[2])
      )
        continue;
      expect(ours.validateFen(broken), broken).toEqual(verdict);
      // load() fills in missing fields first, so some of these still load.
      if (!verdict.ok)
        expect(
          outcome(() => new ours.Chess(broken).fen()),
          broken,
        ).toEqual(outcome(() => new theirs.Chess(broken).fen()));
    }
  });

  it('board edits: put, remove, clear, setCastlingRights, null moves', () => {
    const pick = random(11);
    const a = new ours.Chess();
    const b = new theirs.Chess();
    for (let step = 0; step < 300; step++) {
      const square = ours.SQUARES[Math.floor(pick() * 64)];
      const type = /** @type {ours.PieceSymbol} */ ('pnbrqk'[Math.floor(pick() * 6)]);
      const color = pick() < 0.5 ? 'w' : 'b';
      const action = Math.floor(pick() * 6);
      if (action === 0) expect(a.put({ type, color }, square)).toBe(b.put({ type, color }, square));
      else if (action === 1) expect(a.remove(square)).toEqual(b.remove(square));
      else if (action === 2) {
        const rights = { k: pick() < 0.5, q: pick() < 0.5 };
        expect(a.setCastlingRights(color, rights)).toBe(b.setCastlingRights(color, rights));
      } else if (action === 3 && step % 50 === 0) {
        a.reset();
        b.reset();
      } else if (action === 4 && b.moves().length > 0 && !b.isCheck()) {
        expect(moveData(a.move(null))).toEqual(moveData(b.move(null)));
      } else if (b.moves().length > 0) {
        const move = b.moves()[Math.floor(pick() * b.moves().length)];
        // Only where the engine can play the board (both kings, the side not to move not in check).
        if (a.moves().length > 0) expect(moveData(a.move(move))).toEqual(moveData(b.move(move)));
      }
      // chess.js 1.4 itself can crash on boards edited into odd states ("Cannot mix BigInt and
      // other types" from its hash): start again from the start then.
      if ('error' in outcome(() => b.moves())) {
        a.reset();
        b.reset();
        continue;
      }
      if (a.moves().length > 0 || b.moves().length === 0) {
        expect(a.fen(), `step ${step}`).toBe(b.fen());
        expect(a.getHeaders(), `step ${step}`).toEqual(b.getHeaders());
        expect(a.moves(), `step ${step}`).toEqual(b.moves());
      } else {
        // A board the engine cannot play (a king missing, the side not to move in check): the
        // same board, no moves (chess.js's then are not all legal).
        a.load(b.fen(), { skipValidation: true });
        expect(a.board()).toEqual(b.board());
        a.reset();
        b.reset();
      }
    }
  });
});

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
