// chess960/chess.js: chess.js 1.4's API on the chess960 engine. The engine loads here, by
// top-level await, so that `new Chess()` is synchronous as in chess.js:
//
//   import { Chess } from 'chess960/chess.js';   // was: from 'chess.js'
import { load } from '../index.js';
import { useEngine } from './engine.js';

useEngine(await load());

/** Resolves at once: importing this module has loaded the engine (require() users need it). */
export function ready(): Promise<void> {
  return Promise.resolve();
}

export { Chess } from './chess.js';
export { Move } from './move.js';
export {
  BISHOP,
  BLACK,
  DEFAULT_POSITION,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  SEVEN_TAG_ROSTER,
  SQUARES,
  WHITE,
} from './constants.js';
export type { Color, Piece, PieceSymbol, Square } from './constants.js';
export { validateFen } from './validate-fen.js';
export { xoroshiro128 } from './xoroshiro128.js';
