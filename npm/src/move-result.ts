// The plain move object of move(), undo(), history({ verbose: true }) and
// legalMoves({ verbose: true }): a move code and the engine's record of that move, reshaped.
import type { MoveRecord } from './engine.js';
import type { MoveResult } from './game-types.js';
import { CastlingSide, CheckMark, Color, MoveKind, NO_SQUARE, PieceType } from './generated/contract.js';
import { PIECE_SYMBOLS, codeFrom, codeKind, codePromotion, codeTo, uciOf } from './notation.js';
import { SQUARES } from './squares.js';

/** The move object of move `code`, from the engine's record of it. */
export function moveResult(code: number, record: MoveRecord): MoveResult {
  const castles = codeKind(code) === MoveKind.CASTLING;
  return {
    uci: uciOf(code),
    san: record.san,
    color: record.color === Color.BLACK ? 'b' : 'w',
    piece: PIECE_SYMBOLS[record.piece],
    from: SQUARES[codeFrom(code)],
    to: SQUARES[codeTo(code)],
    captured: record.captured !== PieceType.NO_PIECE_TYPE ? PIECE_SYMBOLS[record.captured] : undefined,
    promotion: codePromotion(code),
    castling: !castles ? undefined : record.castlingSide === CastlingSide.KING_SIDE ? 'kingside' : 'queenside',
    kingTo: castles ? SQUARES[record.pieceTo] : undefined,
    rookTo: castles ? SQUARES[record.rookTo] : undefined,
    enPassant: codeKind(code) === MoveKind.EN_PASSANT,
    enPassantSquare: record.epSquare !== NO_SQUARE ? SQUARES[record.epSquare] : undefined,
    check: record.checkMark !== CheckMark.NONE,
    checkmate: record.checkMark === CheckMark.MATE,
  };
}
