// The types of Game.castlingStatus(). The engine (cpp/src/castling_status.cpp) computes the
// statuses and words the messages; this file only names the shape it hands over as JSON.
import type { Color, Square } from './notation.js';

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
  /** Where castling puts the king (g1/g8 or c1/c8) and the rook (f1/f8 or d1/d8). */
  kingTo: Square;
  rookTo: Square;
  /** True exactly when the castling move is in legalMoves(); then reasons is empty. */
  legal: boolean;
  /** Every reason that applies. Without a right, attacked and blocked are not listed (there is no rook). */
  reasons: CastlingReason[];
}

/** What `game.castlingStatus()` returns: for each colour, its kingside and queenside castling. */
export type CastlingStatus = Record<Color, { kingside: CastlingSideStatus; queenside: CastlingSideStatus }>;
