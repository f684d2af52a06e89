// Which Game's state each of the engine's working slots holds.
import type { Engine } from './engine.js';
import { SLOT_COUNT } from './generated/contract.js';

// The wasm module keeps a pool of working games ("slots"); every call acts on the selected one.
// A JS Game keeps its start and moves itself and holds a slot while it is among the most recently
// used games: switching to it is then one call. A game that lost its slot to another is
// replayed into the least recently used one.
export class SlotPool {
  readonly engine: Engine;
  /** The Game whose state the selected slot holds (or null). */
  active: object | null = null;
  readonly #owners: (object | null)[];
  readonly #lastUse: number[];
  #uses = 0;
  #selected = 0;

  constructor(engine: Engine) {
    this.engine = engine;
    this.#owners = new Array<object | null>(SLOT_COUNT).fill(null);
    this.#lastUse = new Array<number>(SLOT_COUNT).fill(0);
  }

  /**
   * Selects the slot of `owner` (`slot` is where it was last) or, if another game has taken it
   * since, replays the game's start and moves into the least recently used slot. Returns the slot.
   */
  activate(owner: object, slot: number, start: Uint8Array, moves: readonly number[]): number {
    if (slot >= 0 && this.#owners[slot] === owner) {
      this.#select(slot);
      return slot;
    }
    const taken = this.#leastRecentlyUsed();
    this.#owners[taken] = owner;
    this.#select(taken);
    this.engine.restore(start, moves);
    return taken;
  }

  /**
   * Selects the least recently used slot for a game about to start there; until `adopt` its old
   * game keeps it (a failed start leaves the slot as it was). Returns the slot.
   */
  selectFreeSlot(): number {
    const slot = this.#leastRecentlyUsed();
    this.#select(slot);
    return slot;
  }

  /** Records that `owner` started in the selected slot. */
  adopt(slot: number, owner: object): void {
    this.#owners[slot] = owner;
    this.active = owner;
  }

  #select(slot: number): void {
    if (slot !== this.#selected) {
      this.engine.calls._chess960_select_slot(slot);
      this.#selected = slot;
    }
    this.active = this.#owners[slot];
    this.#lastUse[slot] = ++this.#uses;
  }

  #leastRecentlyUsed(): number {
    let oldest = 0;
    for (let slot = 1; slot < this.#lastUse.length; slot++)
      if (this.#lastUse[slot] < this.#lastUse[oldest]) oldest = slot;
    return oldest;
  }
}
