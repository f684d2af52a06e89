// chess.js's Move objects made from what the engine played (the package's MoveResult).
import type { MoveResult, Square } from '../index.js';
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

// The square each pawn's two-square step passed over, for fen({ forceEnpassantSquare }): not a
// field of chess.js's Move.
const enPassantSquares = new WeakMap<Move, Square>();

/** For a Move made here of a pawn's two-square step, the square it passed over. */
export const enPassantSquareOf = (move: Move): Square | undefined => enPassantSquares.get(move);

/** chess.js's Move for what the engine played, between the FENs before and after it. */
export function describe(result: MoveResult, before: string, after: string): Move {
  const { color, from, piece, captured, promotion, castling, kingTo, rookTo } = result;
  let flags: string;
  if (castling !== undefined) flags = castling === 'kingside' ? 'k' : 'q';
  else if (result.enPassant) flags = 'e';
  else if (captured !== undefined) flags = promotion === undefined ? 'c' : 'cp';
  else if (promotion !== undefined) flags = 'np';
  else flags = result.enPassantSquare !== undefined ? 'b' : 'n';
  // The engine's castling is the king taking its rook: chess.js's goes to the king's square.
  const move = new Move({
    color,
    from,
    to: kingTo ?? result.to,
    piece,
    captured,
    promotion,
    flags,
    san: result.san,
    before,
    after,
    rookFrom: castling !== undefined ? result.to : undefined,
    rookTo,
  });
  if (result.enPassantSquare !== undefined) enPassantSquares.set(move, result.enPassantSquare);
  return move;
}
