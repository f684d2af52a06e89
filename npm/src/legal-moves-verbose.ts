// legalMoves({ verbose: true }): every legal move as a move object, as chess.js's
// moves({ verbose: true }) gives them. Built from the engine's move codes, its SAN list (one
// call for all moves, in the same order) and the pieces on the squares involved.
import type { MoveResult } from './game-types.js';
import { NO_PIECE, NO_PIECE_TYPE, PAWN_TYPE, PIECE_TYPE_MASK } from './generated/contract.js';
import { moveResult } from './move-result.js';
import { KIND_CASTLING, KIND_EN_PASSANT, codeFrom, codeKind, codeTo } from './notation.js';
import type { Color } from './notation.js';
import type { Engine } from './engine.js';

/** `codes`: the slot position's legal move codes (copied here: the next engine call may reuse them). */
export function legalMovesVerbose(engine: Engine, codes: Uint16Array, turn: Color): MoveResult[] {
  const moves = codes.slice();
  const sans = moves.length === 0 ? [] : engine.legalMovesSan().split(' ');
  const color = turn === 'w' ? 0 : 1;
  const typeAt = (square: number): number => {
    const piece = engine.pieceAt(square);
    return piece >= NO_PIECE ? NO_PIECE_TYPE : piece & PIECE_TYPE_MASK;
  };
  return Array.from(moves, (code, i) => {
    const kind = codeKind(code);
    const captured =
      kind === KIND_EN_PASSANT ? PAWN_TYPE : kind === KIND_CASTLING ? NO_PIECE_TYPE : typeAt(codeTo(code));
    return moveResult(typeAt(codeFrom(code)), captured, color, code, sans[i]);
  });
}
