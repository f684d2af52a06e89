// The one module that reads and writes the wasm's memory: the buffers the direct exports fill
// (legal move codes, the move record, a saved position, PGN input and output) are read and
// written here, and the move record decoded. The modules above call the module's functions
// themselves, through `calls` (EngineCalls: no memory views, no export that needs one), and speak
// in move codes, squares, numbers and strings.
import {
  Chess960Error,
  IllegalMoveError,
  InvalidFenError,
  InvalidStartPositionError,
  type ErrorCode,
} from './errors.js';
import {
  BUFFER_LEGAL_CODES,
  BUFFER_MOVE_RECORD,
  BUFFER_POSITION,
  BUFFER_POSITION_BYTES,
  type CastlingSide,
  type CheckMark,
  type Color,
  ERROR_CODES,
  FAILURE_BASE,
  MOVE_RECORD_CAPTURED,
  MOVE_RECORD_CASTLING_SIDE,
  MOVE_RECORD_CHECK_MARK,
  MOVE_RECORD_COLOR,
  MOVE_RECORD_EP_SQUARE,
  MOVE_RECORD_PIECE,
  MOVE_RECORD_PIECE_TO,
  MOVE_RECORD_ROOK_TO,
  MOVE_RECORD_SAN,
  MOVE_RECORD_SAN_LENGTH,
  type PieceType,
} from './generated/contract.js';
import {
  type AnnouncementRecord,
  type CastlingStatusRecord,
  type DrawClaimMoveRecord,
  type DrawRecord,
  instantiate,
  instantiateAsync,
  type WasmModule,
} from './wasm.js';

export type { AnnouncementRecord, CastlingStatusRecord, DrawClaimMoveRecord, DrawRecord };

/**
 * The module's functions as the modules above call them: the Embind functions and the direct
 * exports (`_chess960_*`, documented in wasm.ts), without the memory views and the exports whose
 * results or arguments live in memory (those are Engine's methods).
 */
export type EngineCalls = Omit<
  WasmModule,
  | 'HEAPU8'
  | 'HEAPU16'
  | 'HEAPU32'
  | 'HEAP32'
  | '_chess960_buffers'
  | '_chess960_legal_moves'
  | '_chess960_replay_buffer'
  | '_chess960_save_start'
  | '_chess960_restore'
  | `_chess960_pgn_${string}`
>;

/** What the engine's move record says about the move it last played or described (move_facts.h's MoveFacts). */
export interface MoveRecord {
  piece: PieceType;
  /** NO_PIECE_TYPE: none. */
  captured: PieceType;
  color: Color;
  /** For a castling code: the side castled to. */
  castlingSide: CastlingSide;
  /** The square the moving piece ends on: for castling, the king's. */
  pieceTo: number;
  /** For castling, the rook's square after it; else NO_SQUARE. */
  rookTo: number;
  /** For a pawn's two-square step, the square it passes over; else NO_SQUARE. */
  epSquare: number;
  checkMark: CheckMark;
  san: string;
}

// The codes of start-position errors (everything else a FEN-reading call fails with is about the FEN).
const START_POSITION_CODES: ReadonlySet<ErrorCode> = new Set(['POSITION_NUMBER', 'BACK_RANK', 'DIE_ROLLS', 'CARDS']);

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** The engine, compiled on this thread (the first synchronous use; load.ts makes it once). */
export function makeEngine(): Engine {
  return new Engine(instantiate());
}

/** The engine, compiled asynchronously (load()). */
export async function makeEngineAsync(): Promise<Engine> {
  return new Engine(await instantiateAsync());
}

/**
 * The wasm engine. Calls act on the selected slot (see SlotPool); a typed array returned by a
 * method is a view that the next call may overwrite.
 */
export class Engine {
  /** The module's functions, for the modules above to call (see EngineCalls). */
  readonly calls: EngineCalls;
  readonly #wasm: WasmModule;
  readonly #positionBytes: number;
  readonly #positionAddress: number;
  /** Where the legal move codes start, as an index into HEAPU16. */
  readonly #legalIndex: number;
  /** Where the engine writes the move record (MOVE_RECORD_* offsets). */
  readonly #moveRecord: number;

  constructor(wasm: WasmModule) {
    this.#wasm = wasm;
    this.calls = wasm;
    const table = wasm._chess960_buffers() / Uint32Array.BYTES_PER_ELEMENT;
    const word = (index: number) => wasm.HEAPU32[table + index];
    this.#positionBytes = word(BUFFER_POSITION_BYTES);
    this.#positionAddress = word(BUFFER_POSITION);
    // `| 0` keeps the field a small integer for V8 (a division would make it a double).
    this.#legalIndex = (word(BUFFER_LEGAL_CODES) / Uint16Array.BYTES_PER_ELEMENT) | 0;
    this.#moveRecord = word(BUFFER_MOVE_RECORD);
  }

  // ---- failures ----

  /** The error code of a negative result from the engine. */
  errorCode(result: number): ErrorCode {
    return ERROR_CODES[FAILURE_BASE - result];
  }

  /**
   * The error of a failed call that reads a FEN or chooses a start position (number, back rank,
   * dice, cards): an InvalidStartPositionError for the start-position codes, else an InvalidFenError.
   */
  fenOrStartPositionError(result: number, fen: string): Chess960Error {
    const code = this.errorCode(result);
    if (START_POSITION_CODES.has(code)) return new InvalidStartPositionError(code, this.calls.lastError());
    return new InvalidFenError(code, this.calls.lastError(), fen);
  }

  moveError(result: number, move: string, fen: string): IllegalMoveError {
    const detail = this.calls.lastError();
    return new IllegalMoveError(
      this.errorCode(result),
      detail.includes(fen) ? detail : `${detail} in ${fen}`,
      move,
      fen,
    );
  }

  // ---- slots and games ----

  /** Copies the slot's start position out, for a Game to keep. */
  saveStart(): Uint8Array {
    this.#wasm._chess960_save_start();
    return this.#wasm.HEAPU8.slice(this.#positionAddress, this.#positionAddress + this.#positionBytes);
  }

  /** Puts a game (its saved start and its moves) into the selected slot. */
  restore(start: Uint8Array, moves: readonly number[]): void {
    const wasm = this.#wasm;
    if (moves.length > 0) {
      const address = wasm._chess960_replay_buffer(moves.length); // may grow memory: views after it
      wasm.HEAPU16.set(moves, address / Uint16Array.BYTES_PER_ELEMENT);
    }
    wasm.HEAPU8.set(start, this.#positionAddress);
    wasm._chess960_restore(moves.length);
  }

  // ---- the selected slot's game ----

  /** The legal move codes: a view that the next engine call may overwrite. */
  legalCodes(): Uint16Array {
    const count = this.#wasm._chess960_legal_moves();
    return this.#wasm.HEAPU16.subarray(this.#legalIndex, this.#legalIndex + count);
  }

  /** Copies the legal move codes into `list` (the count first, then the codes); returns the count. */
  legalCodesInto(list: Uint16Array): number {
    const wasm = this.#wasm;
    const count = wasm._chess960_legal_moves();
    const heap = wasm.HEAPU16;
    const first = this.#legalIndex;
    list[0] = count;
    for (let i = 0; i < count; i++) list[i + 1] = heap[first + i];
    return count;
  }

  /**
   * The move record of the move the engine last played (`_chess960_play_trusted`, playUci,
   * playSan) or described (`_chess960_describe_move`, `_chess960_describe_legal`).
   */
  record(): MoveRecord {
    const bytes = this.#wasm.HEAPU8;
    const at = this.#moveRecord;
    let san = '';
    for (let i = 0, length = bytes[at + MOVE_RECORD_SAN_LENGTH]; i < length; i++)
      san += String.fromCharCode(bytes[at + MOVE_RECORD_SAN + i]);
    return {
      piece: bytes[at + MOVE_RECORD_PIECE],
      captured: bytes[at + MOVE_RECORD_CAPTURED],
      color: bytes[at + MOVE_RECORD_COLOR],
      castlingSide: bytes[at + MOVE_RECORD_CASTLING_SIDE],
      pieceTo: bytes[at + MOVE_RECORD_PIECE_TO],
      rookTo: bytes[at + MOVE_RECORD_ROOK_TO],
      epSquare: bytes[at + MOVE_RECORD_EP_SQUARE],
      checkMark: bytes[at + MOVE_RECORD_CHECK_MARK],
      san,
    };
  }

  // ---- PGN collections (bindings/pgn_bindings.cpp) ----

  /** A reader of PGN text; `variations` false skips them unread. */
  pgnOpen(variations: boolean): number {
    return this.#wasm._chess960_pgn_open(variations ? 1 : 0);
  }

  pgnClose(handle: number): void {
    this.#wasm._chess960_pgn_close(handle);
  }

  /** Makes room for `bytes` of input at once (up to the longest game) instead of doubling the buffer. */
  pgnReserve(handle: number, bytes: number): void {
    this.#wasm._chess960_pgn_feed(handle, -2 - bytes);
  }

  /** Feeds a piece of text, as UTF-8. */
  pgnFeedText(handle: number, piece: string): void {
    const wasm = this.#wasm;
    const room = 3 * piece.length; // UTF-8 takes at most three bytes for a UTF-16 unit
    const address = wasm._chess960_pgn_input(room); // may grow memory: views after it
    wasm._chess960_pgn_feed(handle, encoder.encodeInto(piece, wasm.HEAPU8.subarray(address, address + room)).written);
  }

  /** Feeds UTF-8 bytes. */
  pgnFeedBytes(handle: number, piece: Uint8Array): void {
    const wasm = this.#wasm;
    const address = wasm._chess960_pgn_input(piece.length);
    wasm.HEAPU8.set(piece, address);
    wasm._chess960_pgn_feed(handle, piece.length);
  }

  /** Tells the reader that the input has ended. */
  pgnEndInput(handle: number): void {
    this.#wasm._chess960_pgn_feed(handle, -1);
  }

  /** The reader's next step: PGN_STEP_GAME or PGN_STEP_ERROR (then pgnOutput() holds it), or another PGN_STEP_*. */
  pgnNext(handle: number): number {
    return this.#wasm._chess960_pgn_next(handle);
  }

  /**
   * Where the game or error of the last pgnNext() lies: `at`, the index of its header
   * (bindings/pgn_packed.h) in `heap32`; the header points into the engine's memory, which
   * `heap32` and `heapU8` view. Valid until the next call into the engine (copy what is kept).
   */
  pgnOutput(): { at: number; heap32: Int32Array; heapU8: Uint8Array } {
    const wasm = this.#wasm;
    return { at: wasm._chess960_pgn_output() / Int32Array.BYTES_PER_ELEMENT, heap32: wasm.HEAP32, heapU8: wasm.HEAPU8 };
  }

  /** Writes a packed game tree (its words, then `text` of `textBytes` UTF-8 bytes) as PGN, or says why not. */
  pgnWrite(words: readonly number[], text: string, textBytes: number): { pgn: string; failed: boolean } {
    const wasm = this.#wasm;
    const size = Int32Array.BYTES_PER_ELEMENT * words.length + textBytes;
    const address = wasm._chess960_pgn_input(size); // may grow memory: views after it
    wasm.HEAP32.set(words, address / Int32Array.BYTES_PER_ELEMENT);
    encoder.encodeInto(text, wasm.HEAPU8.subarray(address + size - textBytes, address + size));
    const length = wasm._chess960_pgn_write(size);
    const out = wasm._chess960_pgn_output();
    const failed = length < 0;
    return { pgn: decoder.decode(wasm.HEAPU8.subarray(out, out + (failed ? ~length : length))), failed };
  }
}
