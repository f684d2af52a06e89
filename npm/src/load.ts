// The library's one instance, `chess960`, and load(). The engine (the wasm compiled and
// instantiated) is made on the instance's first use, synchronously, or by load(), asynchronously,
// which browsers that refuse to compile on the main thread (Chrome before 114) need first.
import { Chess960 } from './chess960.js';
import { makeEngine, makeEngineAsync } from './engine.js';
import { SlotPool } from './slot-pool.js';

let slots: SlotPool | undefined;
let loading: Promise<Chess960> | undefined;

function engineSlots(): SlotPool {
  return (slots ??= new SlotPool(makeEngine()));
}

/**
 * The library, ready to use with no `await`: `chess960.game().legalMoves()`. Its engine is made on
 * its first use (a few milliseconds; importing the package compiles nothing). On a page's main
 * thread in Chrome before 114, which refuses to compile WebAssembly synchronously, call
 * `await load()` once first.
 */
export const chess960: Chess960 = /* @__PURE__ */ new Chess960(engineSlots);

/**
 * Resolves to `chess960` with its engine made (compiled asynchronously if no use has made it
 * yet); later calls return the same promise. Needed only where synchronous compilation is refused.
 */
export function load(): Promise<Chess960> {
  loading ??= slots
    ? Promise.resolve(chess960)
    : makeEngineAsync().then(
        (engine) => {
          slots ??= new SlotPool(engine); // unless a synchronous use made one meanwhile
          return chess960;
        },
        (error: unknown) => {
          loading = undefined; // allow a retry
          throw error;
        },
      );
  return loading;
}
