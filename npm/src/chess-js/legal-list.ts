// The legal moves of one position in the shapes chess.js works with, in chess.js's order: built
// once per position from the engine's UCI and SAN lists and the board, then shared by moves(),
// move() and the SAN reader.
import type { Color, Piece, PieceSymbol, Square } from './constants.js';
import { SQUARES, squareIndex } from './constants.js';
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

/** Builds the list from the engine's parallel UCI and SAN lists and the board (a8 = 0). */
export function legalList(uci: readonly string[], san: readonly string[], board: readonly (Piece | undefined)[], turn: Color): LegalList {
  const entries = uci.map((move, i) => {
    const fromIndex = squareIndex(move.slice(0, 2));
    const toIndex = squareIndex(move.slice(2, 4));
    const piece = board[fromIndex]!.type;
    const target = board[toIndex];
    // The engine writes castling as the king taking its own rook.
    const castling: 'k' | 'q' | undefined = piece === 'k' && target?.color === turn ? (san[i].startsWith('O-O-O') ? 'q' : 'k') : undefined;
    const rank = move[1];
    const to = castling === undefined ? SQUARES[toIndex] : ((castling === 'k' ? 'g' : 'c') + rank) as Square;
    const promotion = move.length > 4 ? (move[4] as PieceSymbol) : undefined;
    const key = moveOrderKey(piece, turn === 'w', fromIndex, squareIndex(to), promotion, castling);
    return { key, uci: move, san: san[i], from: SQUARES[fromIndex], to, piece, promotion, castling, rook: castling === undefined ? undefined : SQUARES[toIndex] };
  });
  entries.sort((a, b) => a.key - b.key);
  return {
    uci: entries.map((e) => e.uci),
    san: entries.map((e) => e.san),
    from: entries.map((e) => e.from),
    to: entries.map((e) => e.to),
    piece: entries.map((e) => e.piece),
    promotion: entries.map((e) => e.promotion),
    castling: entries.map((e) => e.castling),
    rook: entries.map((e) => e.rook),
  };
}
