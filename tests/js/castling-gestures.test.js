// game.moveForDrop() and dests({ castling: 'fide' }): what a drag means, against a model written
// from FIDE's words (fide-castling-model.js), for every king drop on its back rank, both colours,
// in each of the 960 starts, the same starts with the back ranks cleared to king and rooks, and
// positions after seeded random play from both; then the worked examples, and chess.js's
// move({ from, to }) with the same gestures.
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { Chess } from 'chess960/chess.js';
import { LONG, mulberry32 } from './helpers.js';
import {
  FILES,
  askedSide,
  expectedDrop,
  fileOf,
  kingDestination,
  kingSquare,
  squareAt,
} from './fide-castling-model.js';

const chess = await load();

// Start `number` with only the kings and rooks left on the back ranks: castling is often legal.
function clearedStart(number) {
  const rank = chess.backRank(number).replace(/[NBQ]+/g, (run) => String(run.length));
  return `${rank.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${rank} w KQkq - 0 1`;
}

// The game after `plies` random legal moves from `fen` (fewer if it ends).
function randomGame(fen, random, plies) {
  const game = chess.game(fen);
  for (let i = 0; i < plies && !game.isGameOver(); i++) {
    const moves = game.legalMoves();
    game.move(moves[Math.floor(random() * moves.length)]);
  }
  return game;
}

// Every position the exhaustive tests look at: each start and its cleared form, as they stand,
// after one move (Black to move) and after random play.
function* positions() {
  const random = mulberry32(42);
  const games = LONG ? 4 : 1;
  for (let number = 0; number < 960; number++)
    for (const fen of [chess.startFen(number), clearedStart(number)]) {
      yield chess.game(fen);
      yield randomGame(fen, random, 1);
      for (let g = 0; g < games; g++) yield randomGame(fen, random, 4 + Math.floor(random() * 40));
    }
}

describe('moveForDrop: every king drop on its back rank against the model', () => {
  it(`the 960 starts, cleared and not, and random play (${LONG ? 'long' : 'default'} size)`, () => {
    const seen = { move: 0, choice: 0, refused: 0, none: 0, castling: 0 };
    let positionsSeen = 0;
    for (const game of positions()) {
      positionsSeen++;
      for (const color of /** @type {const} */ (['w', 'b'])) {
        const king = kingSquare(game, color);
        for (const file of FILES) {
          const to = `${file}${king[1]}`;
          if (to === king) continue;
          const expected = expectedDrop(game, color, king, to);
          const actual = game.moveForDrop(king, to);
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            expect({ fen: game.fen(), from: king, to, actual }).toEqual({
              fen: game.fen(),
              from: king,
              to,
              actual: expected,
            });
          seen[actual.kind]++;
          if (actual.kind === 'move' && actual.move.castling) seen.castling++;
        }
      }
    }
    expect(positionsSeen).toBeGreaterThanOrEqual(960 * 2 * 3);
    // Each kind came up many times, castling by drop included.
    for (const kind of ['move', 'choice', 'refused', 'none', 'castling']) expect(seen[kind]).toBeGreaterThan(100);
  });

  it('dests({ castling: "fide" }): the plain dests, and for the king every square the model castles on', () => {
    for (const game of positions()) {
      const both = game.dests();
      const fide = game.dests({ castling: 'fide' });
      const color = game.turn();
      const king = kingSquare(game, color);
      const legal = game.legalMoves({ verbose: true });
      for (const [from, targets] of fide) {
        if (from !== king) {
          expect(targets).toEqual(both.get(from));
          continue;
        }
        const expected = new Set(
          /** @type {string[]} */ (legal.filter((m) => m.from === king && !m.castling).map((m) => m.to)),
        );
        for (const file of FILES) {
          const to = `${file}${king[1]}`;
          const side = askedSide(game, color, king, to);
          if (side !== null && legal.some((m) => m.castling === side)) expected.add(to);
        }
        expect(new Set(targets)).toEqual(expected);
        expect(targets.length).toBe(expected.size); // each square once
      }
      expect([...fide.keys()]).toEqual([...both.keys()]);
    }
  });
});

describe('the ambiguous drop: a king next to its castling square', () => {
  it('480 of the 960 starts have one (king on b, d or f)', () => {
    const starts = [];
    for (let number = 0; number < 960; number++) {
      const king = chess.backRank(number).indexOf('K');
      const next = ['kingside', 'queenside'].some((side) => Math.abs(fileOf(kingDestination('w', side)) - king) === 1);
      if (next) starts.push(number);
    }
    expect(starts.length).toBe(480);
    expect(starts).toContain(709); // RKBBQNNR: king b1, castling square c1
  });

  it('start 709 cleared: Kb1-c1 is a plain move and O-O-O, so the board asks', () => {
    const game = chess.game(clearedStart(709));
    const drop = game.moveForDrop('b1', 'c1');
    expect(drop.kind).toBe('choice');
    if (drop.kind !== 'choice') return;
    expect(drop.moves.map((m) => m.san)).toEqual(['Kc1', 'O-O-O']);
    expect(drop.moves[1]).toMatchObject({ uci: 'b1a1', castling: 'queenside', kingTo: 'c1', rookTo: 'd1' });
    // Dropped on its rook, O-O-O alone; two or more squares toward g1, O-O.
    expect(game.moveForDrop('b1', 'a1')).toMatchObject({ kind: 'move', move: { san: 'O-O-O' } });
    for (const to of ['d1', 'e1', 'f1', 'g1', 'h1'])
      expect(game.moveForDrop('b1', to)).toMatchObject({ kind: 'move', move: { san: 'O-O', uci: 'b1h1' } });
    // Black alike, once it is Black's turn.
    game.move('a3');
    expect(game.moveForDrop('b8', 'c8').kind).toBe('choice');
    expect(game.moveForDrop('b8', 'e8')).toMatchObject({ kind: 'move', move: { san: 'O-O', uci: 'b8h8' } });
  });
});

describe('moveForDrop: the worked examples', () => {
  it('standard chess: e1-g1 and e1-h1 castle, e1-f1 steps', () => {
    const game = chess.game('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(game.moveForDrop('e1', 'g1')).toMatchObject({ kind: 'move', move: { uci: 'e1h1', san: 'O-O' } });
    expect(game.moveForDrop('e1', 'h1')).toMatchObject({ kind: 'move', move: { uci: 'e1h1', san: 'O-O' } });
    expect(game.moveForDrop('e1', 'f1')).toMatchObject({ kind: 'move', move: { uci: 'e1f1', san: 'Kf1' } });
    expect(game.moveForDrop('e1', 'b1')).toEqual({ kind: 'none' });
    expect(game.moveForDrop('a1', 'a8')).toMatchObject({ kind: 'move', move: { san: 'Rxa8+' } });
  });

  it('refused: the reasons castlingStatus() gives', () => {
    const game = chess.game('4k3/8/8/1b6/8/8/8/RN2K2R w KQ - 0 1');
    expect(game.moveForDrop('e1', 'g1')).toEqual({
      kind: 'refused',
      side: 'kingside',
      reasons: [{ kind: 'attacked', squares: ['f1'], message: 'f1 is attacked by the bishop on b5' }],
    });
    expect(game.moveForDrop('e1', 'a1')).toEqual({
      kind: 'refused',
      side: 'queenside',
      reasons: [{ kind: 'blocked', squares: ['b1'], message: 'b1 is occupied by the knight' }],
    });
    // The opponent's king: not its turn.
    expect(game.moveForDrop('e8', 'g8')).toMatchObject({
      kind: 'refused',
      side: 'kingside',
      reasons: [{ kind: 'no-right' }, { kind: 'not-to-move', message: "it is White's turn to move" }],
    });
  });

  it('a promotion: the move without its piece, to ask for', () => {
    const game = chess.game('3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    const drop = game.moveForDrop('e7', 'd8');
    expect(drop).toMatchObject({
      kind: 'move',
      move: { uci: 'e7d8', san: 'exd8', promotion: undefined, captured: 'r', check: false },
    });
    expect(game.isPromotion('e7', 'd8')).toBe(true);
    expect(game.fen()).toBe('3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1'); // unchanged
  });

  it('bad squares are TypeErrors and RangeErrors naming the method', () => {
    const game = chess.game();
    // @ts-expect-error a number is not a square
    expect(() => game.moveForDrop(12, 'e4')).toThrow(TypeError);
    expect(() => game.moveForDrop('e2', 'e9')).toThrow('moveForDrop(): "e9" is not a square');
  });
});

describe("chess.js's move({ from, to }) with the same gestures", () => {
  it('every cleared start, both colours: castles where the drop means one castling', () => {
    for (let number = 0; number < 960; number++) {
      for (const turn of ['w', 'b']) {
        const fen = clearedStart(number).replace(' w ', ` ${turn} `);
        const game = chess.game(fen);
        const king = kingSquare(game, turn);
        for (const file of FILES) {
          const to = squareAt(FILES.indexOf(file), Number(king[1]) - 1);
          if (to === king) continue;
          const drop = expectedDrop(game, turn, king, to);
          const board = new Chess(fen);
          // With king and rooks on chess.js's squares (e-file, a and h) the game is chess.js's
          // standard chess, which knows no king onto its rook.
          const rights = game.castlingRights()[turn];
          const standard = king[0] === 'e' && rights.kingside?.[0] === 'h' && rights.queenside?.[0] === 'a';
          const ontoRook = game.get(to)?.type === 'r';
          if (drop.kind === 'none' || drop.kind === 'refused' || (standard && ontoRook)) {
            expect(() => board.move({ from: king, to }), `${fen} ${king}${to}`).toThrow(
              `Invalid move: {"from":"${king}","to":"${to}"}`,
            );
            expect(board.fen()).toBe(fen);
            continue;
          }
          // A choice plays the plain king move, as chess.js's move order has it.
          const expected = drop.kind === 'choice' ? drop.moves[0] : drop.move;
          expect(board.move({ from: king, to }).san, `${fen} ${king}${to}`).toBe(expected.san);
        }
      }
    }
  });

  it("react-chessboard's onPieceDrop: two squares toward g1 castles, a plain step stays one", () => {
    const board = new Chess('rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1');
    expect(board.move({ from: 'b1', to: 'e1', promotion: 'q' }).san).toBe('O-O');
    expect(board.move({ from: 'b8', to: 'c8' }).san).toBe('Kc8');
    expect(() => board.move({ from: 'g1', to: 'e1' })).toThrow('Invalid move');
  });
});
