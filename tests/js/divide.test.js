// game.divide(depth): perft split by first move, keyed by UCI (castling as king takes rook) or SAN.
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { FOOLS_MATE, readPerftFile, snapshot } from './helpers.js';

const chess = await load();
const TRICKY = readPerftFile('tricky.perft');
const C960 = readPerftFile('chess960.perft');
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
