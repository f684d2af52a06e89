// game.premoveDests() and game.playPremove(): premove destinations against chessground's geometry
// and the castling model (fide-castling-model.js) in starts and after seeded random play;
// a premove played when its turn comes exactly when moveForDrop() finds a legal move, else
// dropped with its reason and the game unchanged; the reasons' words.
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { LONG, mulberry32 } from './helpers.js';
import { expectedPremoveDests, squareAt } from './fide-castling-model.js';

const chess = await load();

const ALL_SQUARES = Array.from({ length: 64 }, (_, i) => squareAt(i % 8, Math.floor(i / 8)));
const sorted = (list) => [...list].sort();

// Start `number` with only the kings and rooks left on the back ranks.
function clearedStart(number) {
  const rank = chess.backRank(number).replace(/[NBQ]+/g, (run) => String(run.length));
  return `${rank.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${rank} w KQkq - 0 1`;
}

// Positions after seeded random play from every `every`th start (as is and cleared), one every
// few plies.
function* randomPositions(seed, every) {
  const random = mulberry32(seed);
  const step = LONG ? 3 : 9;
  for (let number = 0; number < 960; number += LONG ? 1 : every)
    for (const fen of [chess.startFen(number), clearedStart(number)]) {
      const game = chess.game(fen);
      for (let ply = 0; ply < 40 && !game.isGameOver(); ply++) {
        if (ply % step === 0) yield game.clone();
        const moves = game.legalMoves();
        game.move(moves[Math.floor(random() * moves.length)]);
      }
    }
}

describe('premoveDests: chessground geometry and castling while it can come', () => {
  it(`starts and positions after random play (${LONG ? 'all 960 starts' : 'every third start'})`, () => {
    let castlingPremoves = 0;
    for (const game of randomPositions(7, 3)) {
      const actual = game.premoveDests();
      const expected = new Map();
      for (const square of ALL_SQUARES) {
        const dests = expectedPremoveDests(game, square);
        if (dests.length > 0) expected.set(square, sorted(dests));
      }
      const shown = new Map([...actual].map(([from, to]) => [from, sorted(to)]));
      if (JSON.stringify([...shown].sort()) !== JSON.stringify([...expected].sort()))
        expect({ fen: game.fen(), dests: Object.fromEntries(shown) }).toEqual({
          fen: game.fen(),
          dests: Object.fromEntries(expected),
        });
      for (const [from, to] of actual) {
        const piece = game.get(from);
        expect(piece?.color).not.toBe(game.turn());
        if (piece?.type === 'k')
          castlingPremoves += to.filter(
            (s) => s[1] === from[1] && Math.abs(s.charCodeAt(0) - from.charCodeAt(0)) > 1,
          ).length;
      }
    }
    expect(castlingPremoves).toBeGreaterThan(100);
  });

  it('standard start: Black premoves, White does not; castling is blocked by its own pieces', () => {
    const dests = chess.game().premoveDests();
    expect(dests.get('e7')).toEqual(['e5', 'd6', 'e6', 'f6']); // in square order, a1 to h8
    expect(dests.get('g8')).toEqual(['f6', 'h6', 'e7']);
    expect(dests.get('e8')).toEqual(['d7', 'e7', 'f7', 'd8', 'f8']);
    expect(dests.has('e2')).toBe(false);
    expect(dests.size).toBe(16);
  });

  it('Chess960 castling premoves: onto the rook, the castling square, two or more toward it', () => {
    const game = chess.game('rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1'); // start 709 cleared
    expect(game.premoveDests().get('b8')).toEqual(['a7', 'b7', 'c7', 'a8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8']);
  });
});

describe('playPremove: played when legal, else dropped with why', () => {
  it('after random play: played exactly when moveForDrop finds a legal move, the game unchanged otherwise', () => {
    const random = mulberry32(11);
    let played = 0;
    let dropped = 0;
    for (const game of randomPositions(3, 12)) {
      if (game.isGameOver()) continue;
      const premoves = [...game.premoveDests()].flatMap(([from, targets]) => targets.map((to) => [from, to]));
      const moves = game.legalMoves();
      game.move(moves[Math.floor(random() * moves.length)]); // the opponent's move; the premoves' turn
      for (const [from, to] of premoves) {
        const drop = game.moveForDrop(from, to);
        const fen = game.fen();
        const trial = game.clone();
        const result = trial.playPremove(from, to);
        if (drop.kind === 'move' || drop.kind === 'choice') {
          const move = drop.kind === 'move' ? drop.move : drop.moves[0];
          expect(result.played, `${fen} ${from}${to}`).toBe(true);
          if (result.played)
            expect(result.move.uci).toBe(
              move.promotion === undefined && game.isPromotion(from, to) ? `${from}${to}q` : move.uci,
            );
          played++;
        } else {
          expect(result, `${fen} ${from}${to}`).toEqual({
            played: false,
            reason: expect.stringMatching(/^[a-zA-Z].* /),
          });
          expect(trial.fen()).toBe(fen);
          dropped++;
        }
      }
    }
    expect(played).toBeGreaterThan(1000);
    expect(dropped).toBeGreaterThan(1000);
  });

  it('the reasons, in plain words', () => {
    const game = chess.game();
    for (const san of ['e4', 'd5', 'a3', 'dxe4']) game.move(san);
    expect(game.playPremove('e4', 'e5')).toEqual({ played: false, reason: 'the pawn on e4 was taken (2... d5xe4)' });
    expect(game.playPremove('c1', 'g5')).toEqual({
      played: false,
      reason: 'Bc1-g5 is not legal: d2 is occupied by the pawn',
    });
    expect(game.playPremove('g1', 'g3')).toEqual({
      played: false,
      reason: 'Ng1-g3 is not legal: a knight does not move that way',
    });
    const castle = chess.game('4k3/8/8/1b6/8/8/8/RN2K2R w KQ - 0 1');
    expect(castle.playPremove('e1', 'g1')).toEqual({
      played: false,
      reason: 'O-O is not legal: f1 is attacked by the bishop on b5',
    });
    expect(castle.playPremove('e1', 'a1').played).toBe(false);
    const pinned = chess.game('4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1');
    expect(pinned.playPremove('e2', 'c3')).toEqual({
      played: false,
      reason: 'Ne2-c3 is not legal: the king would be in check from the rook on e8',
    });
  });

  it('a castling premove in Chess960, and the choice of a king step that is a castling too', () => {
    const game = chess.game('rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1');
    expect(game.playPremove('b1', 'e1')).toMatchObject({ played: true, move: { san: 'O-O', kingTo: 'g1' } });
    const black = game.clone();
    expect(black.playPremove('b8', 'c8')).toMatchObject({ played: true, move: { san: 'Kc8' } });
    expect(game.playPremove('b8', 'c8', { choice: 'castling' })).toMatchObject({
      played: true,
      move: { san: 'O-O-O' },
    });
  });

  it('a pawn premoved to the last rank promotes to a queen unless told', () => {
    const fen = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    expect(chess.game(fen).playPremove('e7', 'e8')).toMatchObject({ played: true, move: { san: 'e8=Q' } });
    const knight = chess.game(fen).playPremove('e7', 'e8', { promotion: 'knight' });
    expect(knight).toMatchObject({ played: true, move: { san: 'e8=N' } });
    // @ts-expect-error not a piece
    expect(() => chess.game().playPremove('e2', 'e4', { promotion: 'k' })).toThrow(TypeError);
    // @ts-expect-error not a choice
    expect(() => chess.game().playPremove('e2', 'e4', { choice: 'maybe' })).toThrow(
      "option choice must be 'move' or 'castling'",
    );
  });
});
