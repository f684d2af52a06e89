// Game.premoveDests(): chessground's `premovable.customDests` Map from the engine's premove
// destinations (premove.h), one piece at a time.
import type { Engine } from './engine.js';
import { SQUARE_COUNT } from './generated/contract.js';
import { codeTo } from './notation.js';
import { SQUARES, type Square } from './squares.js';

/** The premove destinations of every piece of the side not to move in the slot's position. */
export function premoveDestsOf(engine: Engine): Map<Square, Square[]> {
  const dests = new Map<Square, Square[]>();
  for (let from = 0; from < SQUARE_COUNT; from++) {
    const codes = engine.premoveCodes(from);
    if (codes.length > 0)
      dests.set(
        SQUARES[from],
        Array.from(codes, (code) => SQUARES[codeTo(code)]),
      );
  }
  return dests;
}
