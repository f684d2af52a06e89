// The legal moves of one position in the shapes chess.js works with, in chess.js's order: built
// once per position from the engine's verbose legal moves (Game.legalMoves({ verbose: true })),
// then shared by moves(), move() and the SAN reader.
import type { MoveResult, PieceSymbol, Square } from '../index.js';
import { chessJsSquareIndex } from './constants.js';
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

/** Builds the list from the engine's move objects of one position's legal moves. */
export function legalList(moves: readonly MoveResult[]): LegalList {
  const count = moves.length;
  const list: LegalList = { uci: [], san: [], from: [], to: [], piece: [], promotion: [], castling: [], rook: [] };
  const keys = new Array<number>(count);
  const order = new Array<number>(count);
  let sorted = true;
  for (let i = 0; i < count; i++) {
    const move = moves[i];
    const castling = move.castling === undefined ? undefined : move.castling === 'kingside' ? 'k' : 'q';
    const to = move.kingTo ?? move.to;
    const { from, piece, promotion } = move;
    keys[i] = moveOrderKey(
      piece,
      move.color === 'w',
      chessJsSquareIndex(from),
      chessJsSquareIndex(to),
      promotion,
      castling,
    );
    order[i] = i;
    if (i > 0 && keys[i] < keys[i - 1]) sorted = false;
    list.uci.push(move.uci);
    list.san.push(move.san);
    list.from.push(from);
    list.to.push(to);
    list.piece.push(piece);
    list.promotion.push(promotion);
    list.castling.push(castling);
    list.rook.push(castling === undefined ? undefined : move.to);
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
