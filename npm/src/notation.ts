// Move codes (16-bit words from the engine) to and from JS values, by small lookup tables. The
// code's layout is the engine's (MOVE_* and MoveKind in cpp/include/chess960/types.h, through the
// generated contract); square names and the notation types are squares.ts's.
import {
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
} from './generated/contract.js';
import { type PieceSymbol, SQUARES, squareAt } from './squares.js';

// The PGN modules import these from here.
export { SQUARES, type Square } from './squares.js';

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

/** The from and to squares that UCI text starts with, as a move code holds them (code & FROM_TO_MASK), or -1. */
export function uciFromTo(uci: string): number {
  const from = squareAt(uci, 0);
  const to = squareAt(uci, 2);
  return from < 0 || to < 0 ? -1 : (from << MOVE_FROM_SHIFT) | (to << MOVE_TO_SHIFT);
}
