// The one module that reads and writes the wasm's memory: the buffers of the plain exports (legal
// move codes, the move record, a saved position, texts, PGN input, events and output) are read and written
// here, and what the modules above keep is copied out. They call the module's other functions
// themselves, through `calls` (EngineCalls: the Embind road and the plain exports that take and
// give numbers), and speak in move codes, squares, numbers and strings.
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
  BUFFER_TEXT,
  type CastlingSide,
  type CheckMark,
  type Color,
  ERROR_CODES,
  MAX_LEGAL_MOVES,
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
  TEXT_BUFFER_BYTES,
} from './generated/contract.js';
import { type EmbindFunctions, type NumberExports, pickCalls } from './generated/module.js';
import { instantiate, instantiateAsync, type WasmModule } from './wasm.js';

export type {
  AnnouncementReadingRecord,
  CastlingStatusRecord,
  DrawClaimMoveRecord,
  TournamentDrawRecord,
} from './generated/module.js';

/** The module's functions the modules above call themselves: neither takes nor gives memory. */
export type EngineCalls = EmbindFunctions & NumberExports;

/** A game's events as the PGN reader heard them (bindings/pgn_events.h): int32 words, and the UTF-8 bytes their texts lie in. */
export interface PgnEvents {
  words: Int32Array;
  text: Uint8Array;
}

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

/** The last failed call's error. */
export interface Failure {
  code: ErrorCode;
  message: string;
}

// The codes of start-position errors (everything else a FEN-reading call fails with is about the FEN).
const START_POSITION_CODES: ReadonlySet<ErrorCode> = new Set(['POSITION_NUMBER', 'BACK_RANK', 'DIE_ROLLS', 'CARDS']);

// Bytes of a block of PGN events: many short games' worth.
const EVENT_BLOCK_BYTES = 1 << 16;
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
 * The wasm engine. Calls act on the selected slot (see SlotPool). Nothing a method returns views
 * the engine's memory: what it reads there is copied or decoded first.
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
  /** Where texts go in and out (TEXT_BUFFER_BYTES). */
  readonly #text: number;
  /** The legal move codes, copied out (legalCodes()). */
  readonly #legalCodes = new Uint16Array(MAX_LEGAL_MOVES);
  // The block PGN games' events are copied into (pgnEvents()), and how much of it is used.
  #events = new ArrayBuffer(EVENT_BLOCK_BYTES);
  #eventsUsed = 0;

  constructor(wasm: WasmModule) {
    this.#wasm = wasm;
    this.calls = pickCalls(wasm); // not the module, which holds the memory's views too
    const table = wasm._chess960_buffers() / Uint32Array.BYTES_PER_ELEMENT;
    const word = (index: number) => wasm.HEAPU32[table + index];
    this.#positionBytes = word(BUFFER_POSITION_BYTES);
    this.#positionAddress = word(BUFFER_POSITION);
    // `| 0` keeps the field a small integer for V8 (a division would make it a double).
    this.#legalIndex = (word(BUFFER_LEGAL_CODES) / Uint16Array.BYTES_PER_ELEMENT) | 0;
    this.#moveRecord = word(BUFFER_MOVE_RECORD);
    this.#text = word(BUFFER_TEXT);
  }

  // ---- failures ----

  /** The error of the last call that failed (it returned null, 0 or NO_MOVE). */
  failure(): Failure {
    const { code, message } = this.calls.lastFailure();
    return { code: ERROR_CODES[code], message };
  }

  /**
   * The error of a failed call that reads a FEN or chooses a start position (number, back rank,
   * dice, cards): an InvalidStartPositionError for the start-position codes, else an InvalidFenError.
   */
  fenOrStartPositionError(fen: string): Chess960Error {
    const { code, message } = this.failure();
    if (START_POSITION_CODES.has(code)) return new InvalidStartPositionError(code, message);
    return new InvalidFenError(code, message, fen);
  }

  /** The error of a refused move (`playUci`, `playSan`), in position `fen`. */
  moveError(move: string, fen: string): IllegalMoveError {
    const { code, message } = this.failure();
    return new IllegalMoveError(code, message.includes(fen) ? message : `${message} in ${fen}`, move, fen);
  }

  // ---- texts ----

  // Writes `text` (at most MAX_FEN_LENGTH UTF-16 units) into the text buffer; returns its UTF-8 length.
  #writeText(text: string): number {
    const bytes = this.#wasm.HEAPU8;
    const at = this.#text;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit >= 0x80) return encoder.encodeInto(text, bytes.subarray(at, at + TEXT_BUFFER_BYTES)).written;
      bytes[at + i] = unit;
    }
    return text.length;
  }

  // The first `length` bytes of the text buffer.
  #readText(length: number): string {
    return decoder.decode(this.#wasm.HEAPU8.subarray(this.#text, this.#text + length));
  }

  // ---- slots and games ----

  /** Starts a game in the selected slot from a FEN (at most MAX_FEN_LENGTH long); false: see failure(). */
  newGame(fen: string, repair: boolean): boolean {
    return this.#wasm._chess960_new_game(this.#writeText(fen), repair ? 1 : 0) === 1;
  }

  /** Whether a FEN (at most MAX_FEN_LENGTH long) can start a game; false: see failure(). */
  validateFen(fen: string, repair: boolean): boolean {
    return this.#wasm._chess960_validate_fen(this.#writeText(fen), repair ? 1 : 0) === 1;
  }

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

  /** Plays UCI text (at most MAX_FEN_LENGTH long) and writes its move record; its code, or NO_MOVE (see failure()). */
  playUci(uci: string): number {
    return this.#wasm._chess960_play_uci(this.#writeText(uci));
  }

  /** The same with SAN. */
  playSan(san: string): number {
    return this.#wasm._chess960_play_san(this.#writeText(san));
  }

  /** The current position's FEN: X-FEN castling, or Shredder-FEN. */
  fen(shredder: boolean): string {
    return this.#readText(this.#wasm._chess960_fen(shredder ? 1 : 0));
  }

  /** The legal move codes: a copy that the next call of legalCodes() overwrites. */
  legalCodes(): Uint16Array {
    const count = this.#wasm._chess960_legal_moves();
    const codes = this.#legalCodes;
    codes.set(this.#wasm.HEAPU16.subarray(this.#legalIndex, this.#legalIndex + count));
    return codes.subarray(0, count);
  }

  /** The premove codes of the piece on `from` (premove.h), copied. */
  premoveCodes(from: number): Uint16Array {
    const count = this.#wasm._chess960_premove_moves(from);
    return this.#wasm.HEAPU16.slice(this.#legalIndex, this.#legalIndex + count);
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
  pgnFinish(handle: number): void {
    this.#wasm._chess960_pgn_finish(handle);
  }

  /** The reader's next step: PGN_STEP_GAME or PGN_STEP_ERROR (then pgnEvents() holds it), or another PGN_STEP_*. */
  pgnNext(handle: number): number {
    return this.#wasm._chess960_pgn_next(handle);
  }

  /** A copy of the events of the game the reader's last step read (bindings/pgn_events.h). */
  pgnEvents(handle: number): PgnEvents {
    const wasm = this.#wasm;
    const count = wasm._chess960_pgn_event_word_count(handle);
    const bytes = wasm._chess960_pgn_event_text_bytes(handle);
    // Copied into a block that later games share (an ArrayBuffer of its own per game costs more).
    const size = (Int32Array.BYTES_PER_ELEMENT * count + bytes + 3) & ~3;
    if (this.#eventsUsed + size > this.#events.byteLength) {
      this.#events = new ArrayBuffer(Math.max(EVENT_BLOCK_BYTES, size));
      this.#eventsUsed = 0;
    }
    const words = new Int32Array(this.#events, this.#eventsUsed, count);
    const text = new Uint8Array(this.#events, this.#eventsUsed + words.byteLength, bytes);
    this.#eventsUsed += size;
    const wordsAt = wasm._chess960_pgn_event_words(handle) / Int32Array.BYTES_PER_ELEMENT;
    const textAt = wasm._chess960_pgn_event_text(handle);
    words.set(wasm.HEAP32.subarray(wordsAt, wordsAt + count));
    text.set(wasm.HEAPU8.subarray(textAt, textAt + bytes));
    return { words, text };
  }

  /** Writes a game tree, given as the events of its PGN and their text, as PGN; or says why not. */
  pgnWrite(words: readonly number[], text: string, textBytes: number): { pgn: string; failed: boolean } {
    const wasm = this.#wasm;
    const size = Int32Array.BYTES_PER_ELEMENT * words.length + textBytes;
    const address = wasm._chess960_pgn_write_input(size); // may grow memory: views after it
    wasm.HEAP32.set(words, address / Int32Array.BYTES_PER_ELEMENT);
    encoder.encodeInto(text, wasm.HEAPU8.subarray(address + size - textBytes, address + size));
    const written = wasm._chess960_pgn_write(words.length, textBytes) === 1;
    const out = wasm._chess960_pgn_output();
    return {
      pgn: decoder.decode(wasm.HEAPU8.subarray(out, out + wasm._chess960_pgn_output_bytes())),
      failed: !written,
    };
  }
}
