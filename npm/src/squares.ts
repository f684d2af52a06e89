// The package's notation types (square names, colours, piece letters) and its one square helper:
// square names by the engine's square index (its layout: FILE_MASK and RANK_SHIFT in
// cpp/include/chess960/types.h, through the generated contract), and the index of a name. Every
// module and chess.js's layer (which counts from a8) take them from here.
import { FILE_MASK, RANK_SHIFT, SQUARE_COUNT } from './generated/contract.js';

/** A square name, 'a1' to 'h8'. */
export type Square = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
/** A piece type: pawn, knight, bishop, rook, queen, king. */
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
/** A side: 'w' (White) or 'b' (Black). */
export type Color = 'w' | 'b';

/** The square names by the engine's square index: a1 = 0, b1, ... h1 = 7, a2 = 8, ... h8 = 63. */
export const SQUARES: readonly Square[] = Array.from(
  { length: SQUARE_COUNT },
  (_, i) => `${'abcdefgh'[i & FILE_MASK]}${(i >> RANK_SHIFT) + 1}` as Square,
);

/** The index of the square named at `at` in `text` ("e4" is 28), or -1. */
export function squareAt(text: string, at: number): number {
  const file = text.charCodeAt(at) - 97; // 'a'
  const rank = text.charCodeAt(at + 1) - 49; // '1'
  const index = (rank << RANK_SHIFT) | file;
  return file >= 0 && file <= FILE_MASK && rank >= 0 && index < SQUARE_COUNT ? index : -1;
}

/** The engine's index of a square name ('e4' is 28), or -1 for anything that is not one. */
export function squareIndex(square: unknown): number {
  return typeof square === 'string' && square.length === 2 ? squareAt(square, 0) : -1;
}

// A square index's rank bits (those above the file).
const RANK_BITS = (SQUARE_COUNT - 1) & ~FILE_MASK;
/** The square of the same file on the rank seen from the other side (a1 <-> a8, e2 <-> e7): FEN and chess.js count from a8. */
export const flipRank = (index: number): number => index ^ RANK_BITS;
