// game.castlingStatus(): why castling is or is not legal, each reason alone and together, how a
// right was lost, the messages move() throws, and a consistency check over seeded random
// Chess960 games (legalMoves(), an independent attack test over board(), and the board itself).
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, load } from 'chess960';
import { attackersOnBoard, mulberry32, play } from './helpers.js';

const chess = await load();

const FILES = 'abcdefgh';
const squareOf = (file, rank) => `${FILES[file]}${rank + 1}`;
const fileOf = (square) => FILES.indexOf(square[0]);
const rankOf = (square) => Number(square[1]) - 1;

const gameWith = (fen, moves = []) => play(chess.game(fen), moves);

const kingside = (game, color = 'w') => game.castlingStatus()[color].kingside;
const queenside = (game, color = 'w') => game.castlingStatus()[color].queenside;
const kinds = (status) => status.reasons.map((r) => r.kind);
// The squares of White's castlings with the king on e1 and the rooks on h1 and a1.
const E1H1 = { rook: 'h1', king: 'e1', kingTo: 'g1', rookTo: 'f1' };
const E1A1 = { rook: 'a1', king: 'e1', kingTo: 'c1', rookTo: 'd1' };

describe('each reason alone', () => {
  it('a legal castling has no reasons', () => {
    const game = chess.game('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(kingside(game)).toEqual({ right: true, ...E1H1, legal: true, reasons: [] });
    expect(queenside(game)).toEqual({ right: true, ...E1A1, legal: true, reasons: [] });
    expect(kingside(game, 'b').reasons).toEqual([{ kind: 'not-to-move', message: "it is White's turn to move" }]);
  });

  it('attacked: a square the king crosses', () => {
    const game = chess.game('4k3/8/8/1b6/8/8/8/4K2R w K - 0 1');
    expect(kingside(game)).toEqual({
      right: true,
      ...E1H1,
      legal: false,
      reasons: [{ kind: 'attacked', squares: ['f1'], message: 'f1 is attacked by the bishop on b5' }],
    });
    expect(() => game.move('O-O')).toThrow('O-O is not legal: f1 is attacked by the bishop on b5');
  });

  it('blocked: a square the king or rook must cross holds a piece', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/4K1NR w K - 0 1');
    expect(kingside(game).reasons).toEqual([
      { kind: 'blocked', squares: ['g1'], message: 'g1 is occupied by the knight' },
    ]);
    expect(() => game.move('O-O')).toThrow('O-O is not legal: g1 is occupied by the knight');
    const rookPath = chess.game('4k3/8/8/8/8/8/8/Rn2K3 w Q - 0 1');
    expect(queenside(rookPath).reasons).toEqual([
      { kind: 'blocked', squares: ['b1'], message: "b1 is occupied by the opponent's knight" },
    ]);
  });

  it('in-check', () => {
    const game = chess.game('4k3/8/8/4r3/8/8/8/4K2R w K - 0 1');
    expect(kingside(game).reasons).toEqual([{ kind: 'in-check', message: 'the king is in check from the rook on e5' }]);
    expect(() => game.move('O-O')).toThrow('O-O is not legal: the king is in check from the rook on e5');
  });

  it('not-to-move', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/4K2R b K - 0 1');
    expect(kingside(game).reasons).toEqual([{ kind: 'not-to-move', message: "it is Black's turn to move" }]);
  });

  it('no-right: never had it; rook is null, the targets are still named', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/4K2R w - - 0 1');
    expect(kingside(game)).toEqual({
      right: false,
      ...E1H1,
      rook: null,
      legal: false,
      reasons: [
        { kind: 'no-right', cause: 'start', message: 'White had no right to castle kingside when the game started' },
      ],
    });
    expect(() => game.move('O-O')).toThrow(
      'O-O is not legal: White had no right to castle kingside when the game started',
    );
  });
});

describe('several reasons at once', () => {
  it('in check, a crossed square attacked and the destination occupied', () => {
    const game = chess.game('4k3/8/8/1b2r3/8/8/8/4K1NR w K - 0 1');
    expect(kinds(kingside(game))).toEqual(['in-check', 'attacked', 'blocked']);
    expect(() => game.move('O-O')).toThrow(
      'O-O is not legal: the king is in check from the rook on e5; f1 is attacked by the bishop on b5; g1 is occupied by the knight',
    );
  });

  it('not to move, attacked and blocked for the side that waits', () => {
    const game = chess.game('4k3/8/8/1b6/8/8/8/4K1NR b K - 0 1');
    expect(kingside(game).reasons).toEqual([
      { kind: 'not-to-move', message: "it is Black's turn to move" },
      { kind: 'attacked', squares: ['f1'], message: 'f1 is attacked by the bishop on b5' },
      { kind: 'blocked', squares: ['g1'], message: 'g1 is occupied by the knight' },
    ]);
  });

  it('two attacked squares, each with its attacker; two attackers of one square', () => {
    const game = chess.game('4k3/8/8/1b6/8/7n/8/4K2R w K - 0 1');
    expect(kingside(game).reasons).toEqual([
      {
        kind: 'attacked',
        squares: ['f1', 'g1'],
        message: 'f1 is attacked by the bishop on b5, g1 is attacked by the knight on h3',
      },
    ]);
    const two = chess.game('4k3/8/8/1b6/8/4n3/8/4K2R w K - 0 1');
    expect(kingside(two).reasons[0].message).toBe('f1 is attacked by the knight on e3 and the bishop on b5');
  });

  it('no right: attacked and blocked are not listed (there is no rook)', () => {
    const game = chess.game('4k3/8/8/1b6/8/8/8/4K1NR b - - 0 1');
    expect(kinds(kingside(game))).toEqual(['no-right', 'not-to-move']);
  });
});

describe('how a right was lost', () => {
  it('the rook moved', () => {
    const game = gameWith(chess.startFen(518), ['a4', 'a5', 'Ra2', 'Nf6', 'Ra1', 'Ng8']);
    expect(queenside(game).reasons).toEqual([
      {
        kind: 'no-right',
        cause: 'rook-moved',
        ply: 3,
        move: 'Ra2',
        square: 'a1',
        message: 'the rook on a1 has moved (2. Ra1-a2)',
      },
    ]);
    expect(game.history()[queenside(game).reasons[0].ply - 1]).toBe('Ra2');
    expect(() => game.move('O-O-O')).toThrow('O-O-O is not legal: the rook on a1 has moved (2. Ra1-a2)');
  });

  it('the king moved, or castled the other way', () => {
    const walked = gameWith(chess.startFen(518), ['e4', 'e5', 'Ke2', 'Ke7', 'Ke1', 'Ke8']);
    expect(kingside(walked).reasons).toEqual([
      {
        kind: 'no-right',
        cause: 'king-moved',
        ply: 3,
        move: 'Ke2',
        square: 'e1',
        message: 'the king has moved (2. Ke1-e2)',
      },
    ]);
    expect(queenside(walked, 'b').reasons[0].message).toBe('the king has moved (2... Ke8-e7)');
    const castled = gameWith('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['O-O', 'Kd8']);
    expect(queenside(castled).reasons[0]).toMatchObject({
      cause: 'king-moved',
      move: 'O-O',
      message: 'the king has moved (1. O-O)',
    });
  });

  it('the rook was captured', () => {
    const game = gameWith('r3k2r/8/8/8/8/8/1B6/R3K2R w KQkq - 0 1', ['Bxh8']);
    expect(kingside(game, 'b').reasons).toEqual([
      {
        kind: 'no-right',
        cause: 'rook-captured',
        ply: 1,
        move: 'Bxh8',
        square: 'h8',
        message: 'the rook on h8 was captured (1. Bb2xh8)',
      },
    ]);
    expect(() => game.move('O-O')).toThrow('O-O is not legal: the rook on h8 was captured (1. Bb2xh8)');
  });

  it('an undo brings the right back, and the status follows', () => {
    const game = gameWith(chess.startFen(518), ['a4', 'a5', 'Ra2']);
    expect(queenside(game).right).toBe(false);
    game.undo();
    expect(queenside(game).right).toBe(true);
    expect(queenside(game).rook).toBe('a1');
  });
});

describe('Chess960 castlings that surprise', () => {
  it('swap: king and rook trade squares; lifting the rook can uncover the king', () => {
    expect(kingside(chess.game('4k3/8/8/8/8/8/8/5KR1 w G - 0 1')).legal).toBe(true);
    const shielded = chess.game('4k3/8/8/8/8/8/8/5KRr w G - 0 1');
    expect(shielded.isCheck()).toBe(false);
    expect(kingside(shielded).reasons).toEqual([
      {
        kind: 'attacked',
        squares: ['f1', 'g1'],
        message: 'f1 is attacked by the rook on h1, g1 is attacked by the rook on h1',
      },
    ]);
  });

  it('king-only and rook-only castlings', () => {
    const kingOnly = chess.game('4k3/8/8/8/8/8/8/4KR2 w K - 0 1');
    expect(kingside(kingOnly)).toMatchObject({ rook: 'f1', king: 'e1', kingTo: 'g1', rookTo: 'f1', legal: true });
    expect(kingside(chess.game('4k3/8/8/8/8/8/8/4KRN1 w K - 0 1')).reasons[0]).toMatchObject({
      kind: 'blocked',
      squares: ['g1'],
    });
    const rookOnly = chess.game('4k3/8/8/8/8/8/8/6KR w K - 0 1');
    expect(kingside(rookOnly)).toMatchObject({ rook: 'h1', king: 'g1', kingTo: 'g1', rookTo: 'f1', legal: true });
    expect(rookOnly.move('O-O').san).toBe('O-O');
  });

  it('the rook may give check; an attacked rook does not forbid castling', () => {
    const check = chess.game('5k2/8/8/8/8/8/8/4K2R w K - 0 1');
    expect(kingside(check).legal).toBe(true);
    expect(check.move('O-O').san).toBe('O-O+');
    expect(kingside(chess.game('4k3/8/2b5/8/8/8/8/4K2R w K - 0 1')).legal).toBe(true);
    expect(queenside(chess.game('1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1')).legal).toBe(true);
  });
});

describe('move() says why castling is refused, in every notation', () => {
  const FEN = '4k3/8/8/1b6/8/8/8/4K2R w K - 0 1';
  const WHY = 'f1 is attacked by the bishop on b5';

  it.each([
    ['O-O', `O-O is not legal: ${WHY}`],
    ['0-0+', `0-0+ is not legal: ${WHY}`],
    ['e1h1', `O-O (e1h1) is not legal: ${WHY}`],
    ['e1g1', `O-O (e1g1) is not legal: ${WHY}`],
    [{ from: 'e1', to: 'h1' }, `O-O (e1h1) is not legal: ${WHY}`],
    [{ from: 'e1', to: 'g1' }, `O-O (e1g1) is not legal: ${WHY}`],
    ['O-O-O', 'O-O-O is not legal: White had no right to castle kingside'.replace('kingside', 'queenside')],
  ])('%o', (move, message) => {
    const game = chess.game(FEN);
    let error;
    try {
      game.move(move);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error.code).toBe('ILLEGAL_MOVE');
    expect(error.message.startsWith(message)).toBe(true);
    expect(error.fen).toBe(FEN);
    expect(game.fen()).toBe(FEN);
    expect(game.history()).toEqual([]);
  });

  it('a plain illegal king move keeps its own message', () => {
    const game = chess.game(FEN);
    expect(() => game.move('e1e3')).toThrow(/^Illegal move e1e3/);
    expect(() => game.move('Kf1')).toThrow(/^Illegal move Kf1/);
  });
});

// ---- consistency over random games ----

// Independent of the engine (helpers.js): does a piece of `by` attack `target`, with `lifted` taken off?
const attacked = (board, target, by, lifted) => attackersOnBoard(board, target, by, lifted).length > 0;

function span(rank, a, b) {
  const squares = [];
  for (let f = Math.min(a, b); f <= Math.max(a, b); f++) squares.push(squareOf(f, rank));
  return squares;
}

// Every side's status worked out again from the board, legalMoves() and castlingRights():
// returns what the status should say, in the same shape, to compare in one expect().
function recheckPosition(game, status, history, seen) {
  const board = game.board();
  const legal = game.legalMoves();
  const rights = game.castlingRights();
  const turn = game.turn();
  const expected = { w: {}, b: {} };
  for (const color of ['w', 'b']) {
    const opponent = color === 'w' ? 'b' : 'w';
    for (const side of ['kingside', 'queenside']) {
      const st = status[color][side];
      const rank = color === 'w' ? 0 : 7;
      const kingIndex = board.flat().findIndex((p) => p !== null && p.type === 'k' && p.color === color);
      const file = kingIndex % 8;
      const king = squareOf(file, 7 - Math.floor(kingIndex / 8));
      const rook = rights[color][side];
      const [kingTo, rookTo] =
        side === 'kingside' ? [squareOf(6, rank), squareOf(5, rank)] : [squareOf(2, rank), squareOf(3, rank)];
      const inCheck = attacked(board, king, opponent, null);
      const reasons = [];
      if (rook === null) {
        // How it was lost is checked against the history: the move named did what the cause says.
        const given = st.reasons.find((r) => r.kind === 'no-right') ?? {};
        const reason = { kind: 'no-right', message: given.message };
        if (given.ply !== undefined) {
          const played = history[given.ply - 1];
          const square = given.cause === 'rook-captured' ? played.to : played.from;
          const mover = given.cause === 'rook-captured' ? opponent : color;
          const cause =
            given.cause === 'rook-captured' ? 'rook-captured' : played.piece === 'k' ? 'king-moved' : 'rook-moved';
          Object.assign(reason, {
            cause,
            ply: given.ply,
            move: played.color === mover ? played.san : '(wrong colour)',
            square,
          });
          seen[cause] = (seen[cause] ?? 0) + 1;
        } else {
          Object.assign(reason, { cause: 'start' });
        }
        reasons.push(reason);
      }
      if (turn !== color)
        reasons.push({
          kind: 'not-to-move',
          message: 'it is ' + (turn === 'w' ? 'White' : 'Black') + "'s turn to move",
        });
      if (inCheck) reasons.push({ kind: 'in-check', message: st.reasons.find((r) => r.kind === 'in-check')?.message });
      if (rook !== null) {
        const kingSquares = span(rank, file, fileOf(kingTo));
        const attackedSquares = kingSquares.filter(
          (s) => !(s === king && inCheck) && attacked(board, s, opponent, rook),
        );
        const blockedSquares = [...new Set([...kingSquares, ...span(rank, fileOf(rook), fileOf(rookTo))])]
          .filter((s) => s !== king && s !== rook && board[7 - rankOf(s)][fileOf(s)] !== null)
          .sort((a, b) => fileOf(a) - fileOf(b));
        const message = (kind) => st.reasons.find((r) => r.kind === kind)?.message;
        if (attackedSquares.length > 0)
          reasons.push({ kind: 'attacked', squares: attackedSquares, message: message('attacked') });
        if (blockedSquares.length > 0)
          reasons.push({ kind: 'blocked', squares: blockedSquares, message: message('blocked') });
      }
      const isLegal = turn === color && rook !== null && legal.includes(king + rook);
      expected[color][side] = {
        right: rook !== null,
        rook,
        king,
        kingTo,
        rookTo,
        legal: isLegal,
        reasons: isLegal ? [] : reasons,
      };
      for (const reason of st.reasons) {
        seen[reason.kind] = (seen[reason.kind] ?? 0) + 1;
        if (typeof reason.message !== 'string' || reason.message.length < 10)
          seen.badMessage = (seen.badMessage ?? 0) + 1;
      }
      if (st.legal) seen.legal = (seen.legal ?? 0) + 1;
    }
  }
  return expected;
}

describe('consistency over random Chess960 games', () => {
  it('every side of every position agrees with legalMoves() and with the board, square by square', () => {
    const random = mulberry32(960);
    const seen = {};
    let positions = 0;
    for (let g = 0; g < 40; g++) {
      const game = chess.game(chess.startFen(Math.floor(random() * 960)));
      const history = []; // what move() returned, ply by ply
      for (let ply = 0; ply < 80 && !game.isGameOver(); ply++) {
        const status = game.castlingStatus();
        expect(status, game.fen()).toEqual(recheckPosition(game, status, history, seen));
        positions++;
        // Mostly random moves; but castle, or take a rook that could castle, half of the time.
        const moves = game.legalMoves();
        const rooks = Object.values(game.castlingRights()[game.turn() === 'w' ? 'b' : 'w']);
        const castles = moves.filter(
          (m) => game.get(m.slice(2, 4))?.type === 'r' && game.get(m.slice(2, 4))?.color === game.turn(),
        );
        const takesRook = moves.filter((m) => rooks.includes(/** @type {import('chess960').Square} */ (m.slice(2, 4))));
        const wanted = [...castles, ...takesRook];
        history.push(
          game.move(wanted.length > 0 && random() < 0.5 ? wanted[0] : moves[Math.floor(random() * moves.length)]),
        );
      }
    }
    expect(positions).toBeGreaterThan(2000);
    expect(seen.badMessage).toBeUndefined();
    for (const kind of [
      'legal',
      'no-right',
      'not-to-move',
      'in-check',
      'attacked',
      'blocked',
      'king-moved',
      'rook-moved',
      'rook-captured',
    ])
      expect(seen[kind], kind).toBeGreaterThan(5);
  });
});
