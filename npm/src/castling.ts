// Game.castlingStatus(): the engine (cpp/src/castling_status.cpp) computes the statuses and
// words the messages; this file gives them the package's shape.
import { CastlingSide, Color as EngineColor, NO_SQUARE, RightLoss } from './generated/contract.js';
import { type Color, SQUARES, type Square } from './squares.js';
import type { CastlingStatusRecord, Engine } from './engine.js';

/** Why a castling is not legal now. Every reason carries `message`: the same plain words move() throws. */
export type CastlingReason =
  | {
      kind: 'no-right';
      message: string;
      /** How the right was lost, when the game's history shows it ('start': the game began without it). */
      cause?: 'start' | 'king-moved' | 'rook-moved' | 'rook-captured';
      /** The move that lost it: its 1-based ply (history()[ply - 1]), its SAN, and the square the king or rook stood on. */
      ply?: number;
      move?: string;
      square?: Square;
    }
  | { kind: 'not-to-move'; message: string }
  | { kind: 'in-check'; message: string }
  /** Squares the king stands on, crosses or lands on that the opponent attacks, with the castling rook lifted. */
  | { kind: 'attacked'; message: string; squares: Square[] }
  /** Squares the king or the rook must cross or land on that hold another piece. */
  | { kind: 'blocked'; message: string; squares: Square[] };

/** One castling (one colour, one side) and why it is or is not legal now. */
export interface CastlingSideStatus {
  /** The castling right is still there. */
  right: boolean;
  /** The castling rook's square; null without a right (the right names the rook). */
  rook: Square | null;
  king: Square;
  /** Where castling puts the king (g1/g8 or c1/c8) and the rook (f1/f8 or d1/d8), with or without a right. */
  kingTo: Square;
  rookTo: Square;
  /** True exactly when the castling move is in legalMoves(); then reasons is empty. */
  legal: boolean;
  /** Every reason that applies. Without a right, attacked and blocked are not listed (there is no rook). */
  reasons: CastlingReason[];
}

/** What `game.castlingStatus()` returns: for each colour, its kingside and queenside castling. */
export type CastlingStatus = Record<Color, { kingside: CastlingSideStatus; queenside: CastlingSideStatus }>;

// The engine's RightLoss values (castling_status.h) as the package writes them (UNKNOWN: none).
const CAUSES: Partial<Record<RightLoss, 'start' | 'king-moved' | 'rook-moved' | 'rook-captured'>> = {
  [RightLoss.START]: 'start',
  [RightLoss.KING_MOVED]: 'king-moved',
  [RightLoss.ROOK_MOVED]: 'rook-moved',
  [RightLoss.ROOK_CAPTURED]: 'rook-captured',
};

function sideStatus(record: CastlingStatusRecord): CastlingSideStatus {
  const messages = record.messages.values();
  const next = () => messages.next().value as string;
  const reasons: CastlingReason[] = [];
  if (record.noRight) {
    const cause = CAUSES[record.loss];
    const reason: CastlingReason = { kind: 'no-right', message: next(), ...(cause && { cause }) };
    if (record.lossPly > 0)
      Object.assign(reason, { ply: record.lossPly, move: record.lossMove, square: SQUARES[record.lossSquare] });
    reasons.push(reason);
  }
  if (record.notToMove) reasons.push({ kind: 'not-to-move', message: next() });
  if (record.inCheck) reasons.push({ kind: 'in-check', message: next() });
  if (record.attacked.length > 0)
    reasons.push({ kind: 'attacked', message: next(), squares: record.attacked.map((s) => SQUARES[s]) });
  if (record.blocked.length > 0)
    reasons.push({ kind: 'blocked', message: next(), squares: record.blocked.map((s) => SQUARES[s]) });
  return {
    right: record.right,
    rook: record.rook === NO_SQUARE ? null : SQUARES[record.rook],
    king: SQUARES[record.king],
    kingTo: SQUARES[record.kingTo],
    rookTo: SQUARES[record.rookTo],
    legal: record.legal,
    reasons,
  };
}

/** The four castlings of the selected slot's game. */
export function castlingStatusOf(engine: Engine): CastlingStatus {
  const both = (color: EngineColor) => ({
    kingside: sideStatus(engine.calls.castlingStatus(color, CastlingSide.KING_SIDE)),
    queenside: sideStatus(engine.calls.castlingStatus(color, CastlingSide.QUEEN_SIDE)),
  });
  return { w: both(EngineColor.WHITE), b: both(EngineColor.BLACK) };
}
