// The one wasm instance and which Game's state its working slot currently holds.
import {
  Chess960Error,
  IllegalMoveError,
  InvalidFenError,
  InvalidPgnError,
  InvalidStartPositionError,
  type ErrorCode,
} from './errors.js';
import type { WasmModule } from './wasm.js';

// The codes of start-position errors (everything else a FEN-reading call fails with is about the FEN).
const START_POSITION_CODES: ReadonlySet<ErrorCode> = new Set(['POSITION_NUMBER', 'BACK_RANK', 'DIE_ROLLS', 'CARDS']);

export class Core {
  readonly wasm: WasmModule;
  /** The Game object whose start and moves are loaded in the wasm slot (or null). */
  active: object | null = null;
  readonly positionBytes: number;
  readonly positionAddress: number;
  readonly legalAddress: number;
  readonly playedAddress: number;
  readonly #errorNames: ErrorCode[];

  constructor(wasm: WasmModule) {
    this.wasm = wasm;
    this.positionBytes = wasm.positionBytes();
    this.positionAddress = wasm.positionBufferAddress();
    this.legalAddress = wasm.legalCodesAddress();
    this.playedAddress = wasm.playedInfoAddress();
    this.#errorNames = Array.from({ length: wasm.errorCodeCount() }, (_, i) => wasm.errorName(i) as ErrorCode);
  }

  /** The error code of a negative result from the engine. */
  errorCode(result: number): ErrorCode {
    return this.#errorNames[-result - 1] ?? 'PGN';
  }

  /** The engine's message for the last failure. */
  lastError(): string {
    return this.wasm.lastError();
  }

  /** The Error subclass for a failed FEN, move, start-position or PGN call. */
  fenError(result: number, fen: string): Chess960Error {
    const code = this.errorCode(result);
    if (START_POSITION_CODES.has(code)) return new InvalidStartPositionError(code, this.lastError());
    return new InvalidFenError(code, this.lastError(), fen);
  }
  moveError(result: number, move: string, fen: string): IllegalMoveError {
    const detail = this.lastError();
    return new IllegalMoveError(this.errorCode(result), detail.includes(fen) ? detail : `${detail} in ${fen}`, move, fen);
  }
  pgnError(result: number): InvalidPgnError {
    return new InvalidPgnError(this.errorCode(result), `Invalid PGN: ${this.lastError()}`);
  }

  /** Copies the slot's start position out, for a Game to keep. */
  saveStart(): Uint8Array {
    this.wasm.saveStart();
    return this.wasm.HEAPU8.slice(this.positionAddress, this.positionAddress + this.positionBytes);
  }

  /** Puts a game's start and moves back into the slot. */
  restore(owner: object, start: Uint8Array, moves: readonly number[]): void {
    const wasm = this.wasm;
    if (moves.length > 0) {
      const address = wasm.replayBufferAddress(moves.length); // may grow memory: views after it
      wasm.HEAPU16.set(moves, address >> 1);
    }
    wasm.HEAPU8.set(start, this.positionAddress);
    wasm._chess960_restore(moves.length);
    this.active = owner;
  }

  /** The legal move codes of the slot's position: a view that the next engine call may overwrite. */
  legalCodes(wasm: WasmModule): Uint16Array {
    const count = wasm._chess960_legal_moves();
    const first = this.legalAddress >> 1;
    return wasm.HEAPU16.subarray(first, first + count);
  }
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
