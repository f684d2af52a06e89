// Game.moveForDrop(): what a drag, or two clicks, from one square to another means. The engine
// says which castling a king's gesture asks for (castling_gesture.h, FIDE's guideline for
// screens) and which moves are legal; this module puts the two answers together.
import { type CastlingStatus, castlingStatusOf } from './castling.js';
import type { Engine } from './engine.js';
import type { DropResult, MoveResult } from './game-types.js';
import {
  CastlingSide,
  Color as EngineColor,
  MoveKind,
  NO_CASTLING_SIDE,
  PIECE_COLOR_SHIFT,
  SQUARE_COUNT,
} from './generated/contract.js';
import { moveResult } from './move-result.js';
import { codeFrom, codeKind, codePromotion, codeTo } from './notation.js';
import { SQUARES, type Square } from './squares.js';

const SIDE_NAMES = { [CastlingSide.KING_SIDE]: 'kingside', [CastlingSide.QUEEN_SIDE]: 'queenside' } as const;

// The move object of a legal code of the slot's position.
function describe(engine: Engine, code: number): MoveResult {
  engine.calls._chess960_describe_legal(code);
  return moveResult(code, engine.record());
}

// A promotion whose piece is still to be chosen: the queen's record without the piece.
function withoutPiece(move: MoveResult): MoveResult {
  return {
    ...move,
    uci: move.from + move.to,
    san: move.san.replace(/=.*$/, ''),
    promotion: undefined,
    check: false,
    checkmate: false,
  };
}

// The castling that moving the king on `from` to `to` asks for (castling_gesture.h), or null.
function castlingAsked(engine: Engine, from: number, to: number): CastlingSide | null {
  const side = engine.calls._chess960_castling_asked(from, to);
  return side === NO_CASTLING_SIDE ? null : side;
}

// The side a legal castling code castles to.
function castlingSideOf(engine: Engine, code: number): CastlingSide {
  engine.calls._chess960_describe_legal(code);
  return engine.record().castlingSide;
}

/** What moving the piece on square `from` to `to` means in the slot's position. */
export function moveForDropOf(engine: Engine, from: number, to: number): DropResult {
  const codes = engine.legalCodes();
  const side = castlingAsked(engine, from, to);
  let plain = -1;
  let castling = -1;
  for (const code of codes) {
    if (codeFrom(code) !== from) continue;
    if (codeKind(code) === MoveKind.CASTLING) {
      if (side !== null && castlingSideOf(engine, code) === side) castling = code;
    } else if (codeTo(code) === to && (plain < 0 || codePromotion(code) === 'q')) {
      plain = code;
    }
  }
  if (plain >= 0 && castling >= 0)
    return { kind: 'choice', moves: [describe(engine, plain), describe(engine, castling)] };
  if (castling >= 0) return { kind: 'move', move: describe(engine, castling) };
  if (plain >= 0) {
    const move = describe(engine, plain);
    return { kind: 'move', move: codeKind(plain) === MoveKind.PROMOTION ? withoutPiece(move) : move };
  }
  if (side === null) return { kind: 'none' };
  const color: EngineColor = engine.calls._chess960_piece_at(from) >> PIECE_COLOR_SHIFT;
  const status: CastlingStatus = castlingStatusOf(engine);
  const name = SIDE_NAMES[side];
  return { kind: 'refused', side: name, reasons: status[color === EngineColor.BLACK ? 'b' : 'w'][name].reasons };
}

/**
 * The squares that ask for the castling of legal code `code` from the king on `from`: its rook's
 * square (the code's own), then the others in square order (castling_gesture.h).
 */
export function castlingGestureTargets(engine: Engine, from: number, code: number): Square[] {
  const side = castlingSideOf(engine, code);
  const targets: Square[] = [SQUARES[codeTo(code)]];
  for (let to = 0; to < SQUARE_COUNT; to++)
    if (to !== codeTo(code) && castlingAsked(engine, from, to) === side) targets.push(SQUARES[to]);
  return targets;
}
