// chess960/chess.js: chess.js 1.4's API on the chess960 engine, synchronous as chess.js is, in
// every module format and bundle (ESM, CommonJS, IIFE, UMD):
//
//   import { Chess } from 'chess960/chess.js';   // was: from 'chess.js'
//   const { Chess } = require('chess960/chess.js');

/**
 * `import { Chess } from 'chess960/chess.js'`: chess.js 1.4's API on the chess960 engine; `Chess`
 * says what Chess960 adds and where it differs from chess.js.
 * @module chess960/chess.js
 */
import { load } from '../index.js';

/**
 * Resolves once the engine is made (compiled asynchronously if no use has made it yet). Only a
 * page's main thread in Chrome before 114, which refuses to compile WebAssembly synchronously,
 * needs `await ready()` before `new Chess()`; elsewhere it resolves and is not needed.
 */
export function ready(): Promise<void> {
  return load().then(() => undefined);
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
