// Move codes (16-bit words from the engine) to and from JS values, by small lookup tables:
// bits 0-5 from, 6-11 to, 12-13 kind (0 normal, 1 promotion, 2 en passant, 3 castling),
// 14-15 promotion piece (knight, bishop, rook, queen).

/** A square name, 'a1' to 'h8'. */
export type Square = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
/** A piece type: pawn, knight, bishop, rook, queen, king. */
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
/** A side: 'w' (White) or 'b' (Black). */
export type Color = 'w' | 'b';

export const SQUARES: readonly Square[] = Array.from(
  { length: 64 },
  (_, i) => `${'abcdefgh'[i & 7]}${(i >> 3) + 1}` as Square,
);
export const PIECE_SYMBOLS: readonly PieceSymbol[] = ['p', 'n', 'b', 'r', 'q', 'k'];

export const KIND_PROMOTION = 1;
export const KIND_EN_PASSANT = 2;
export const KIND_CASTLING = 3;

export const codeFrom = (code: number): number => code & 63;
export const codeTo = (code: number): number => (code >> 6) & 63;
export const codeKind = (code: number): number => (code >> 12) & 3;
export const codePromotion = (code: number): PieceSymbol | undefined =>
  codeKind(code) === KIND_PROMOTION ? PIECE_SYMBOLS[1 + (code >>> 14)] : undefined;

// One string per code, made the first time it is asked for.
const uciCache = new Array<string | undefined>(65536);
export function uciOf(code: number): string {
  let uci = uciCache[code];
  if (uci === undefined) {
    uci = SQUARES[codeFrom(code)] + SQUARES[codeTo(code)] + (codePromotion(code) ?? '');
    uciCache[code] = uci;
  }
  return uci;
}

export function squareIndex(square: string): number {
  if (square.length !== 2) return -1;
  const file = square.charCodeAt(0) - 97;
  const rank = square.charCodeAt(1) - 49;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
}
