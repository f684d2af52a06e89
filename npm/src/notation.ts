// Move codes (16-bit words from the engine) to and from JS values, by small lookup tables. The
// code's layout is the engine's (MOVE_* and MoveKind in cpp/include/chess960/types.h, through the
// generated contract).
import {
  FILE_MASK,
  MOVE_CODE_BITS,
  MOVE_FROM_SHIFT,
  MOVE_KIND_MASK,
  MOVE_KIND_SHIFT,
  MOVE_PROMOTION_SHIFT,
  MOVE_SQUARE_MASK,
  MOVE_TO_SHIFT,
  MoveKind,
  PIECE_LETTERS,
  PieceType,
  RANK_SHIFT,
  SQUARE_COUNT,
} from './generated/contract.js';

/** A square name, 'a1' to 'h8'. */
export type Square = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
/** A piece type: pawn, knight, bishop, rook, queen, king. */
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
/** A side: 'w' (White) or 'b' (Black). */
export type Color = 'w' | 'b';

export const SQUARES: readonly Square[] = Array.from(
  { length: SQUARE_COUNT },
  (_, i) => `${'abcdefgh'[i & FILE_MASK]}${(i >> RANK_SHIFT) + 1}` as Square,
);
/** The package's piece letters (lower case, as chess.js writes them) by the engine's PieceType. */
export const PIECE_SYMBOLS = [...PIECE_LETTERS.toLowerCase()] as readonly PieceSymbol[];

export const codeFrom = (code: number): number => (code >> MOVE_FROM_SHIFT) & MOVE_SQUARE_MASK;
export const codeTo = (code: number): number => (code >> MOVE_TO_SHIFT) & MOVE_SQUARE_MASK;
export const codeKind = (code: number): MoveKind => (code >> MOVE_KIND_SHIFT) & MOVE_KIND_MASK;
export const codePromotion = (code: number): PieceSymbol | undefined =>
  codeKind(code) === MoveKind.PROMOTION ? PIECE_SYMBOLS[PieceType.KNIGHT + (code >>> MOVE_PROMOTION_SHIFT)] : undefined;

// The from and to squares of a move code.
export const FROM_TO_MASK = (MOVE_SQUARE_MASK << MOVE_TO_SHIFT) | (MOVE_SQUARE_MASK << MOVE_FROM_SHIFT);

// One string per code, made the first time it is asked for.
const uciCache = new Array<string | undefined>(1 << MOVE_CODE_BITS);
export function uciOf(code: number): string {
  let uci = uciCache[code];
  if (uci === undefined) {
    uci = SQUARES[codeFrom(code)] + SQUARES[codeTo(code)] + (codePromotion(code) ?? '');
    uciCache[code] = uci;
  }
  return uci;
}

// The index of the square named at `at` in `text` ("e4" is 28), or -1.
function squareAt(text: string, at: number): number {
  const file = text.charCodeAt(at) - 97; // 'a'
  const rank = text.charCodeAt(at + 1) - 49; // '1'
  const index = (rank << RANK_SHIFT) | file;
  return file >= 0 && file <= FILE_MASK && rank >= 0 && index < SQUARE_COUNT ? index : -1;
}

export function squareIndex(square: string): number {
  return square.length === 2 ? squareAt(square, 0) : -1;
}

/** The from and to squares that UCI text starts with, as a move code holds them (code & FROM_TO_MASK), or -1. */
export function uciFromTo(uci: string): number {
  const from = squareAt(uci, 0);
  const to = squareAt(uci, 2);
  return from < 0 || to < 0 ? -1 : (from << MOVE_FROM_SHIFT) | (to << MOVE_TO_SHIFT);
}
