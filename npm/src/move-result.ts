// The plain move object of move(), undo(), history({ verbose: true }) and
// legalMoves({ verbose: true }), from a move code, the pieces involved and the move's SAN.
import type { MoveResult } from './game-types.js';
import { NO_PIECE_TYPE } from './generated/contract.js';
import {
  KIND_CASTLING,
  KIND_EN_PASSANT,
  PIECE_SYMBOLS,
  SQUARES,
  codeFrom,
  codeKind,
  codePromotion,
  codeTo,
  uciOf,
} from './notation.js';

/** `piece` and `captured` are the engine's piece types (NO_PIECE_TYPE: none), `color` 0 or 1. */
export function moveResult(piece: number, captured: number, color: number, code: number, san: string): MoveResult {
  const kind = codeKind(code);
  const last = san.charCodeAt(san.length - 1);
  return {
    uci: uciOf(code),
    san,
    color: color ? 'b' : 'w',
    piece: PIECE_SYMBOLS[piece],
    from: SQUARES[codeFrom(code)],
    to: SQUARES[codeTo(code)],
    captured: captured < NO_PIECE_TYPE ? PIECE_SYMBOLS[captured] : undefined,
    promotion: codePromotion(code),
    castling: kind !== KIND_CASTLING ? undefined : codeTo(code) > codeFrom(code) ? 'kingside' : 'queenside',
    enPassant: kind === KIND_EN_PASSANT,
    check: last === 43 /* + */ || last === 35 /* # */,
    checkmate: last === 35,
  };
}
