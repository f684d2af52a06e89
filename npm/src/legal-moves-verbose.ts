// legalMoves({ verbose: true }): every legal move as a move object, as chess.js's
// moves({ verbose: true }) gives them: the engine describes each legal move in its move record.
import type { Engine } from './engine.js';
import type { MoveResult } from './game-types.js';
import { moveResult } from './move-result.js';

/** `codes`: the slot position's legal move codes, in a buffer of the caller's (no engine call writes it). */
export function legalMovesVerbose(engine: Engine, codes: Uint16Array): MoveResult[] {
  return Array.from(codes, (code) => {
    engine.calls._chess960_describe_legal(code);
    return moveResult(code, engine.record());
  });
}
