// Move generation checked by perft against published node counts (tests/data: the Chess
// Programming Wiki tables, as collected by python-chess), counted inside wasm by game.perft(),
// and against a perft driven from JS through legalMoves()/move()/undo() in every notation; and
// game.divide(depth), perft split by first move, keyed by UCI (castling as king takes rook) or SAN,
// each count held against the perft below its move.
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { FOOLS_MATE, LONG, START, play, readPerftFile, snapshot } from './helpers.js';

const chess = await load();
const TRICKY = readPerftFile('tricky.perft');
const C960 = readPerftFile('chess960.perft');

/** Perft from JS: legalMoves() + move() + undo(); `notation` picks how moves are fed back. */
function jsPerft(game, depth, notation = 'uci') {
  if (depth === 0) return 1;
  const moves = notation === 'san' ? game.legalMovesSan() : game.legalMoves();
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) {
    const fenBefore = notation === 'uci' ? null : game.fen();
    if (notation === 'object') game.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
    else game.move(move);
    nodes += jsPerft(game, depth - 1, notation);
    game.undo();
    if (fenBefore !== null && game.fen() !== fenBefore) throw new Error(`undo of ${move} did not restore ${fenBefore}`);
  }
  return nodes;
}

describe('the data files', () => {
  it('hold what the suite expects', () => {
    expect(TRICKY).toHaveLength(19);
    expect(C960).toHaveLength(960);
    for (const { fen, perft } of [...TRICKY, ...C960]) {
      expect(chess.isValidFen(fen)).toBe(true);
      expect(perft.size).toBeGreaterThan(0);
    }
  });
});

describe('tests/data/tricky.perft, every depth up to 5M nodes', () => {
  it.each(TRICKY.map((p) => [p.id, p]))('%s', (_, { fen, perft }) => {
    const game = chess.game(fen);
    let checked = 0;
    for (const [depth, nodes] of perft) {
      if (nodes > 5_000_000) continue;
      expect({ depth, nodes: game.perft(depth) }).toEqual({ depth, nodes });
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    expect(game.fen()).toBe(chess.game(fen).fen());
  });
});

describe('tests/data/chess960.perft', () => {
  /** Runs perft(depth) for the given positions; returns the mismatches (empty when all agree). */
  function mismatches(positions, depth) {
    const wrong = [];
    for (const { id, fen, perft } of positions) {
      const expected = perft.get(depth);
      const actual = chess.game(fen).perft(depth);
      if (actual !== expected) wrong.push({ id, fen, depth, expected, actual });
    }
    return wrong;
  }

  it('all 960 positions, depths 1 to 3', () => {
    for (const depth of [1, 2, 3]) expect(mismatches(C960, depth)).toEqual([]);
  });

  it('all 960 positions, depth 4 (563 million nodes)', () => {
    expect(mismatches(C960, 4)).toEqual([]);
  }, 120_000);

  // Spread subsets; CHESS960_LONG=1 checks four times as many positions at depth 5, three at 6.
  it.each([
    [LONG ? 8 : 32, 5],
    [LONG ? 320 : 960, 6],
  ])(
    '1 position in %i, depth %i',
    (every, depth) => {
      expect(
        mismatches(
          C960.filter((_, i) => i % every === 0),
          depth,
        ),
      ).toEqual([]);
    },
    120_000,
  );
});

describe('perft from JS (legalMoves/move/undo) equals game.perft', () => {
  const small = TRICKY.map((p) => {
    // The deepest depth with at most 100k nodes (JS perft pays for every move it plays).
    const depth = Math.max(...[...p.perft].filter(([, n]) => n <= 100_000).map(([d]) => d));
    return [p.id, p.fen, depth, p.perft.get(depth)];
  });

  it.each(small)('%s, UCI, depth of <= 100k nodes', (_, fen, depth, nodes) => {
    const game = chess.game(fen);
    expect(jsPerft(game, depth)).toBe(nodes);
    expect(game.perft(depth)).toBe(nodes);
    expect(game.history()).toEqual([]);
    expect(game.fen()).toBe(chess.game(fen).fen());
  });

  it.each(small.map(([id, fen]) => [id, fen]))('%s, SAN and {from, to, promotion}, depth 2', (_, fen) => {
    const game = chess.game(fen);
    const expected = game.perft(2);
    expect(jsPerft(game, 2, 'san')).toBe(expected);
    expect(jsPerft(game, 2, 'object')).toBe(expected);
  });

  it('Chess960 positions (every 40th), depth 3, in all three notations', () => {
    for (const { id, fen, perft } of C960.filter((_, i) => i % 40 === 0)) {
      const game = chess.game(fen);
      expect({ id, nodes: jsPerft(game, 3) }).toEqual({ id, nodes: perft.get(3) });
      expect({ id, nodes: jsPerft(game, 2, 'san') }).toEqual({ id, nodes: perft.get(2) });
      expect({ id, nodes: jsPerft(game, 2, 'object') }).toEqual({ id, nodes: perft.get(2) });
    }
  });

  it('perft of a position reached by moves equals perft of its FEN', () => {
    const game = chess.game(chess.startFen(3));
    for (const move of ['O-O', 'e5', 'Nd3', 'O-O', 'f4', 'exf4', 'g4']) game.move(move);
    // En passant is legal here (fxg3): the game and its FEN must agree on it.
    expect(game.fen()).toBe('bqnnrrkb/pppp1ppp/8/8/5pP1/3N4/PPPPP2P/BQ1NRRKB b - g3 0 4');
    const fromFen = chess.game(game.fen());
    for (const depth of [1, 2, 3, 4]) expect(game.perft(depth)).toBe(fromFen.perft(depth));
    expect(game.perft(1)).toBe(jsPerft(game, 1));
    expect(game.perft(3)).toBe(jsPerft(game, 3));
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

const KIWIPETE = TRICKY[0].fen;

// Each move's count the long way: play it, perft below, take it back.
function divideByHand(game, depth) {
  const counts = new Map();
  for (const move of game.legalMoves()) {
    game.move(move);
    counts.set(move, game.perft(depth - 1));
    game.undo();
  }
  return counts;
}
const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);

describe('game.divide()', () => {
  it('Kiwipete: castling as king takes rook, counts adding up to the reference perft', () => {
    const game = chess.game(KIWIPETE);
    const one = game.divide(1);
    expect([...one.keys()]).toEqual(game.legalMoves());
    expect([...one.values()].every((n) => n === 1)).toBe(true);
    expect(one.has('e1h1')).toBe(true);
    expect(one.has('e1a1')).toBe(true);
    expect(one.has('e1g1')).toBe(false);
    // Stockfish 15.1 (UCI_Chess960, go perft 3): e1h1: 2059, e1a1: 1887.
    const three = game.divide(3);
    expect(three.get('e1h1')).toBe(2059);
    expect(three.get('e1a1')).toBe(1887);
    expect(sum(three)).toBe(97862);
  });

  it('keyed by SAN with { san: true }: the same counts in the same order', () => {
    const game = chess.game(KIWIPETE);
    const uci = game.divide(2);
    const san = game.divide(2, { san: true });
    expect([...san.keys()]).toEqual(game.legalMovesSan());
    expect([...san.values()]).toEqual([...uci.values()]);
    expect(san.get('O-O')).toBe(uci.get('e1h1'));
    expect(san.get('O-O-O')).toBe(uci.get('e1a1'));
    expect(game.divide(2, { san: false })).toEqual(uci);
  });

  it('each count is the perft below its move, and they add up to perft(depth), on reference positions', () => {
    for (const { id, fen, perft } of [...TRICKY.slice(0, 8), ...C960.filter((_, i) => i % 120 === 0)]) {
      const game = chess.game(fen);
      for (const depth of [1, 2, 3]) {
        const divide = game.divide(depth);
        expect({ id, depth, divide }).toEqual({ id, depth, divide: divideByHand(game, depth) });
        if (perft.has(depth)) expect({ id, depth, nodes: sum(divide) }).toEqual({ id, depth, nodes: perft.get(depth) });
      }
    }
  });

  it('en passant and promotions appear as moves of their own', () => {
    const enPassant = chess
      .game('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3')
      .divide(1, { san: true });
    expect(enPassant.get('exf6')).toBe(1);
    const promotions = chess.game('n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1').divide(1);
    expect(['g2h1q', 'g2h1r', 'g2h1b', 'g2h1n'].map((m) => promotions.get(m))).toEqual([1, 1, 1, 1]);
  });

  it("after moves, and with other games in between, divides the game's own position and leaves it unchanged", () => {
    const game = chess.game(chess.startFen(0));
    for (const move of ['d4', 'd5', 'Nd3', 'Nd6']) game.move(move);
    const other = chess.game(KIWIPETE);
    const before = snapshot(game);
    const divide = game.divide(3);
    expect(snapshot(game)).toEqual(before);
    expect(divide).toEqual(chess.game(game.fen()).divide(3));
    expect(other.divide(1).size).toBe(48);
    expect(game.divide(3)).toEqual(divide);
    game.legalMoves(); // the move list kept for move() still holds after divide()
    game.divide(2);
    expect(game.move('e2e3').san).toBe('e3');
  });

  it('mate and stalemate: an empty Map', () => {
    expect(chess.game(FOOLS_MATE).divide(3).size).toBe(0);
    expect(chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1').divide(1)).toEqual(new Map());
  });

  it('depth 1 to 12, a whole number; options an object', () => {
    const game = chess.game();
    for (const depth of [0, -1, 13])
      expect(() => game.divide(depth)).toThrow(new RangeError(`divide() depth must be 1 to 12; got ${depth}`));
    for (const depth of /** @type {any[]} */ ([1.5, '3', null, undefined, NaN]))
      expect(() => game.divide(depth)).toThrow(TypeError);
    expect(() => game.divide(2, null)).toThrow(new TypeError('divide() options must be an object; got null'));
    // @ts-expect-error options are an object
    expect(() => game.divide(2, 'san')).toThrow(TypeError);
    expect(game.divide(2).size).toBe(20);
  });
});
