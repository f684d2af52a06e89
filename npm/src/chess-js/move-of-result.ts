// chess.js's Move objects made from what the engine played (the package's MoveResult).
import type { MoveResult } from '../index.js';
import type { Square } from './constants.js';
import { Move } from './move.js';

// A Move the caller may change without changing the game's record of it (chess.js hands out new
// objects too).
export const copyOf = (move: Move): Move =>
  new Move({
    ...move,
    captured: move.captured,
    promotion: move.promotion,
    rookFrom: move.rookFrom,
    rookTo: move.rookTo,
  });

/** chess.js's Move for what the engine played, between the FENs before and after it. */
export function describe(result: MoveResult, before: string, after: string): Move {
  const { color, from, piece, captured, promotion, castling, enPassant } = result;
  let flags: string;
  let to = result.to;
  let rookFrom: Square | undefined;
  let rookTo: Square | undefined;
  if (castling !== undefined) {
    // The engine's castling is the king taking its rook: chess.js's goes to the king's square.
    flags = castling === 'kingside' ? 'k' : 'q';
    rookFrom = to;
    to = `${castling === 'kingside' ? 'g' : 'c'}${from[1]}` as Square;
    rookTo = `${castling === 'kingside' ? 'f' : 'd'}${from[1]}` as Square;
  } else if (enPassant) flags = 'e';
  else if (captured !== undefined) flags = promotion === undefined ? 'c' : 'cp';
  else if (promotion !== undefined) flags = 'np';
  else flags = piece === 'p' && (from[1] === '2' || from[1] === '7') && (to[1] === '4' || to[1] === '5') ? 'b' : 'n';
  return new Move({
    color,
    from,
    to,
    piece,
    captured,
    promotion,
    flags,
    san: result.san,
    before,
    after,
    rookFrom,
    rookTo,
  });
}
