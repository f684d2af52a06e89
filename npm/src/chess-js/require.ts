// require('chess960/chess.js'): CommonJS cannot wait for the engine before the caller's next
// line, so it waits for `await ready()`; `new Chess()` before that throws one sentence saying so.
import { load } from '../index.js';
import { useEngine } from './engine.js';

let loading: Promise<void> | undefined;

/** Loads the engine; `new Chess()` works once this has resolved (CommonJS only: import needs no call). */
export function ready(): Promise<void> {
  return (loading ??= load().then(useEngine));
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
