// chess.js lists moves by origin square (a8, b8, ... h1), and from each square in the order of its
// piece's directions, nearest square first; castling comes last, kingside first. Our engine's
// moves are sorted into that order so that moves() returns the same list in the same order.
import type { PieceSymbol } from './constants.js';

// The directions chess.js walks for each piece, as (file step, rank step).
const DIRECTIONS: Record<Exclude<PieceSymbol, 'p'>, readonly (readonly [number, number])[]> = {
  n: [
    [-2, 1],
    [-1, 2],
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
  ],
  b: [
    [-1, 1],
    [1, 1],
    [1, -1],
    [-1, -1],
  ],
  r: [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ],
  q: [
    [-1, 1],
    [0, 1],
    [1, 1],
    [1, 0],
    [1, -1],
    [0, -1],
    [-1, -1],
    [-1, 0],
  ],
  k: [
    [-1, 1],
    [0, 1],
    [1, 1],
    [1, 0],
    [1, -1],
    [0, -1],
    [-1, -1],
    [-1, 0],
  ],
};
// Per piece: the index of each direction by its (file step, rank step) key.
const DIRECTION_INDEX = Object.fromEntries(
  Object.entries(DIRECTIONS).map(([piece, steps]) => [
    piece,
    new Map(steps.map(([f, r], i) => [(f + 8) * 32 + (r + 8), i])),
  ]),
) as Record<Exclude<PieceSymbol, 'p'>, Map<number, number>>;
const PROMOTION_ORDER: Record<string, number> = { n: 0, b: 1, r: 2, q: 3 };
const CASTLING_KEY = 64 * 256;

/**
 * The sort key of a move: `from` and `to` are squares in chess.js's index (a8 = 0, h1 = 63),
 * `castling` 'k' or 'q' for castling.
 */
export function moveOrderKey(
  piece: PieceSymbol,
  white: boolean,
  from: number,
  to: number,
  promotion: string | undefined,
  castling: 'k' | 'q' | undefined,
): number {
  if (castling !== undefined) return CASTLING_KEY + (castling === 'k' ? 0 : 1);
  const fileStep = (to % 8) - (from % 8);
  const rankStep = Math.floor(from / 8) - Math.floor(to / 8);
  let within: number;
  if (piece === 'p') {
    // A step, a double step, then the captures: towards the a-file first for White, the h-file for Black.
    const kind = fileStep === 0 ? Math.abs(rankStep) - 1 : fileStep < 0 === white ? 2 : 3;
    within = kind * 4 + (promotion === undefined ? 0 : PROMOTION_ORDER[promotion]);
  } else {
    const distance = Math.max(Math.abs(fileStep), Math.abs(rankStep));
    const unit =
      piece === 'n' ? (fileStep + 8) * 32 + (rankStep + 8) : (Math.sign(fileStep) + 8) * 32 + (Math.sign(rankStep) + 8);
    within = (DIRECTION_INDEX[piece].get(unit) ?? 0) * 8 + distance;
  }
  return from * 256 + within;
}
