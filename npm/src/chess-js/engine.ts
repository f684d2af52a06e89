// The loaded engine the Chess class plays on: set by the entry module (ESM: before any user code
// runs, by top-level await; CommonJS: by ready()).
import type { Chess960 } from '../index.js';

let loaded: Chess960 | undefined;

/** Hands the layer the loaded engine. */
export function useEngine(chess: Chess960): void {
  loaded = chess;
}

/** The loaded engine; a clear error before it is there (CommonJS without `await ready()`). */
export function engine(): Chess960 {
  if (loaded === undefined)
    throw new Error(
      "chess960/chess.js: the engine is not loaded yet: use import { Chess } from 'chess960/chess.js', or in CommonJS call await ready() before new Chess()",
    );
  return loaded;
}
