// load(): the engine instantiated once, and the library on it.
import { Chess960 } from './chess960.js';
import { loadEngine } from './engine.js';
import { SlotPool } from './slot-pool.js';

let instance: Promise<Chess960> | undefined;

/** Instantiates the engine once; later calls return the same instance. */
export function load(): Promise<Chess960> {
  instance ??= loadEngine().then(
    (engine) => new Chess960(new SlotPool(engine)),
    (error: unknown) => {
      instance = undefined; // allow a retry
      throw error;
    },
  );
  return instance;
}
