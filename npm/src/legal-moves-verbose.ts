// legalMoves({ verbose: true }): every legal move as a move object, as chess.js's
// moves({ verbose: true }) gives them. Built from the engine's move codes, its SAN list (one
// call for all moves, in the same order) and the pieces on the squares involved.
import type { MoveResult } from './game.js';
import { moveResult } from './move-result.js';
import { KIND_CASTLING, KIND_EN_PASSANT, codeFrom, codeKind, codeTo } from './notation.js';
import type { Color } from './notation.js';
import type { WasmModule } from './wasm.js';

const PAWN = 0;
const NO_PIECE_TYPE = 6;

/** `codes`: the slot position's legal move codes (copied here: the next engine call may reuse them). */
export function legalMovesVerbose(wasm: WasmModule, codes: Uint16Array, turn: Color): MoveResult[] {
  const moves = codes.slice();
  const sans = moves.length === 0 ? [] : wasm.legalMovesSan().split(' ');
  const color = turn === 'w' ? 0 : 1;
  const typeAt = (square: number): number => {
    const piece = wasm.pieceAt(square); // colour in bit 3, 16 or more when empty
    return piece >= 16 ? NO_PIECE_TYPE : piece & 7;
  };
  return Array.from(moves, (code, i) => {
    const kind = codeKind(code);
    const captured = kind === KIND_EN_PASSANT ? PAWN : kind === KIND_CASTLING ? NO_PIECE_TYPE : typeAt(codeTo(code));
    return moveResult(typeAt(codeFrom(code)), captured, color, code, sans[i]);
  });
}
