// The one wasm instance and which Game's state its working slot currently holds.
import {
  Chess960Error,
  IllegalMoveError,
  InvalidFenError,
  InvalidPgnError,
  InvalidStartPositionError,
  type ErrorCode,
} from './errors.js';
import {
  BUFFER_LEGAL_CODES,
  BUFFER_MOVE_RECORD,
  BUFFER_POSITION,
  BUFFER_POSITION_BYTES,
  ERROR_CODES,
  FAILURE_BASE,
  SLOT_COUNT,
} from './generated/contract.js';
import type { WasmModule } from './wasm.js';

// The codes of start-position errors (everything else a FEN-reading call fails with is about the FEN).
const START_POSITION_CODES: ReadonlySet<ErrorCode> = new Set(['POSITION_NUMBER', 'BACK_RANK', 'DIE_ROLLS', 'CARDS']);

// The wasm module keeps a pool of working games ("slots"); every call acts on the selected one.
// A JS Game keeps its start and moves itself and holds a slot while it is among the most recently
// used games: switching to it is then one call. A game that lost its slot to another is
// replayed into the least recently used one.
export class Core {
  readonly wasm: WasmModule;
  /** The Game whose state the selected slot holds (or null). */
  active: object | null = null;
  readonly #owners: (object | null)[];
  readonly #lastUse: number[];
  #uses = 0;
  #selected = 0;
  readonly positionBytes: number;
  readonly positionAddress: number;
  /** Where the legal move codes start, as an index into HEAPU16. */
  readonly legalIndex: number;
  /** Where the engine writes the move record (MOVE_RECORD_* offsets). */
  readonly moveRecordAddress: number;

  constructor(wasm: WasmModule) {
    this.wasm = wasm;
    const table = wasm._chess960_buffers() / Uint32Array.BYTES_PER_ELEMENT;
    const word = (index: number) => wasm.HEAPU32[table + index];
    this.positionBytes = word(BUFFER_POSITION_BYTES);
    this.positionAddress = word(BUFFER_POSITION);
    // `| 0` keeps the field a small integer for V8 (a division would make it a double).
    this.legalIndex = (word(BUFFER_LEGAL_CODES) / Uint16Array.BYTES_PER_ELEMENT) | 0;
    this.moveRecordAddress = word(BUFFER_MOVE_RECORD);
    this.#owners = new Array<object | null>(SLOT_COUNT).fill(null);
    this.#lastUse = new Array<number>(SLOT_COUNT).fill(0);
  }

  /** The error code of a negative result from the engine. */
  errorCode(result: number): ErrorCode {
    return ERROR_CODES[FAILURE_BASE - result];
  }

  /** The engine's message for the last failure. */
  lastError(): string {
    return this.wasm.lastError();
  }

  /**
   * The error of a failed call that reads a FEN or chooses a start position (number, back rank,
   * dice, cards): an InvalidStartPositionError for the start-position codes, else an InvalidFenError.
   */
  fenOrStartPositionError(result: number, fen: string): Chess960Error {
    const code = this.errorCode(result);
    if (START_POSITION_CODES.has(code)) return new InvalidStartPositionError(code, this.lastError());
    return new InvalidFenError(code, this.lastError(), fen);
  }
  moveError(result: number, move: string, fen: string): IllegalMoveError {
    const detail = this.lastError();
    return new IllegalMoveError(
      this.errorCode(result),
      detail.includes(fen) ? detail : `${detail} in ${fen}`,
      move,
      fen,
    );
  }
  pgnError(result: number): InvalidPgnError {
    return new InvalidPgnError(this.errorCode(result), `Invalid PGN: ${this.lastError()}`);
  }

  /** Copies the slot's start position out, for a Game to keep. */
  saveStart(): Uint8Array {
    this.wasm._chess960_save_start();
    return this.wasm.HEAPU8.slice(this.positionAddress, this.positionAddress + this.positionBytes);
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
    const wasm = this.wasm;
    if (moves.length > 0) {
      const address = wasm._chess960_replay_buffer(moves.length); // may grow memory: views after it
      wasm.HEAPU16.set(moves, address / Uint16Array.BYTES_PER_ELEMENT);
    }
    wasm.HEAPU8.set(start, this.positionAddress);
    wasm._chess960_restore(moves.length);
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
      this.wasm._chess960_select_slot(slot);
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

  /** The legal move codes of the slot's position: a view that the next engine call may overwrite. */
  legalCodes(wasm: WasmModule): Uint16Array {
    const count = wasm._chess960_legal_moves();
    return wasm.HEAPU16.subarray(this.legalIndex, this.legalIndex + count);
  }
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  if (typeof value === 'object') return 'an object';
  const primitive = value as bigint | boolean | number | symbol; // all that the checks above leave
  return `${typeof primitive} ${String(primitive)}`;
}
