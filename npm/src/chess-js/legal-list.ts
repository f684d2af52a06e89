// The legal moves of one position in the shapes chess.js works with, in chess.js's order: built
// once per position from the engine's UCI and SAN lists and the board, then shared by moves(),
// move() and the SAN reader.
import type { Color, Piece, PieceSymbol, Square } from './constants.js';
import { SQUARES } from './constants.js';
import { moveOrderKey } from './move-order.js';

/** The legal moves of a position, one entry per move in each array. */
export interface LegalList {
  /** The engine's UCI (castling as king takes rook), what Game.move() plays fastest. */
  uci: string[];
  san: string[];
  from: Square[];
  /** chess.js's `to`: for castling, the king's destination. */
  to: Square[];
  piece: PieceSymbol[];
  promotion: (PieceSymbol | undefined)[];
  castling: ('k' | 'q' | undefined)[];
  /** For castling, the rook's square (the UCI's destination). */
  rook: (Square | undefined)[];
}

// The index of the square at `at` in a UCI text, in chess.js's order (a8 = 0).
const squareAt = (uci: string, at: number) => 56 - (uci.charCodeAt(at + 1) - 49) * 8 + (uci.charCodeAt(at) - 97);

/** Builds the list from the engine's parallel UCI and SAN lists and the board (a8 = 0). */
export function legalList(
  uci: readonly string[],
  san: readonly string[],
  board: readonly (Piece | undefined)[],
  turn: Color,
): LegalList {
  const count = uci.length;
  const list: LegalList = { uci: [], san: [], from: [], to: [], piece: [], promotion: [], castling: [], rook: [] };
  const keys = new Array<number>(count);
  const order = new Array<number>(count);
  let sorted = true;
  for (let i = 0; i < count; i++) {
    const move = uci[i];
    const fromIndex = squareAt(move, 0);
    const toIndex = squareAt(move, 2);
    const piece = board[fromIndex]!.type;
    // The engine writes castling as the king taking its own rook.
    const castling: 'k' | 'q' | undefined =
      piece === 'k' && board[toIndex]?.color === turn ? (san[i].startsWith('O-O-O') ? 'q' : 'k') : undefined;
    const kingTo = castling === undefined ? toIndex : toIndex - (toIndex % 8) + (castling === 'k' ? 6 : 2);
    const promotion = move.length > 4 ? (move[4] as PieceSymbol) : undefined;
    keys[i] = moveOrderKey(piece, turn === 'w', fromIndex, kingTo, promotion, castling);
    order[i] = i;
    if (i > 0 && keys[i] < keys[i - 1]) sorted = false;
    list.uci.push(move);
    list.san.push(san[i]);
    list.from.push(SQUARES[fromIndex]);
    list.to.push(SQUARES[kingTo]);
    list.piece.push(piece);
    list.promotion.push(promotion);
    list.castling.push(castling);
    list.rook.push(castling === undefined ? undefined : SQUARES[toIndex]);
  }
  if (sorted) return list;
  order.sort((a, b) => keys[a] - keys[b]);
  const pick = <T>(values: T[]) => order.map((i) => values[i]);
  return {
    uci: pick(list.uci),
    san: pick(list.san),
    from: pick(list.from),
    to: pick(list.to),
    piece: pick(list.piece),
    promotion: pick(list.promotion),
    castling: pick(list.castling),
    rook: pick(list.rook),
  };
}
