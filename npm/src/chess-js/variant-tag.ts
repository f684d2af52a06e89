// What a PGN Variant tag says, as the engine's PGN reader decides it (the one rule for every
// reader, cpp/include/chess960/pgn_tags.h): asked by reading a game of that one tag.
import { chess960 } from '../index.js';

/** Whether `value` names Chess960 (true) or standard chess (false, also for none); undefined for another variant. */
export function variantIsChess960(value: string | null | undefined): boolean | undefined {
  if (!value) return false;
  try {
    return chess960.readPgn(`[Variant "${value.replace(/[\\"]/g, '\\$&')}"] *`)[0].chess960;
  } catch {
    return undefined; // another variant (or a value no tag can hold)
  }
}
