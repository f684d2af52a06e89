// The one module that reads and writes the wasm's memory: the buffers of the plain exports (legal
// move codes, the move record, a saved position, texts, PGN input and output) are read and written
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
  PgnPacked as Packed,
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

/** Words copied out of the engine: `words` from index `at`; `bytes` is the same block as bytes. */
export interface WordsCopy {
  words: Int32Array;
  bytes: Uint8Array;
  at: number;
}

/**
 * A game or an error of the PGN reader's last step, read out of the engine (bindings/pgn_packed.h's
 * header, and what it points to copied): for a game, its kept words and its notes (in blocks that
 * many games share) and its moves' SANs; for an error, where and why.
 */
export interface PgnStepCopy {
  gameIndex: number;
  chess960: boolean;
  /** Its index in PGN_RESULTS. */
  result: number;
  tagCount: number;
  nodeCount: number;
  noteCount: number;
  /** A game read up to an error: the node where reading stopped, else -1. */
  stoppedAt: number;
  kept: WordsCopy | undefined;
  notes: WordsCopy | undefined;
  sans: string;
  error: PgnErrorCopy | undefined;
}

/** Where and why a PGN game could not be read (pgn_packed.h's ERROR_* words, their texts decoded). */
export interface PgnErrorCopy {
  /** Its index in PGN_ERROR_REASONS. */
  reason: number;
  line: number;
  column: number;
  /** A refused move: its ply, fullmove number and side (0 White); else 0. */
  ply: number;
  moveNumber: number;
  side: number;
  /** A comment or variation never closed: where it opened, else 0. */
  openedLine: number;
  openedColumn: number;
  what: string;
  near: string;
  /** The refused move as written ('' for none). */
  move: string;
}

// The codes of start-position errors (everything else a FEN-reading call fails with is about the FEN).
const START_POSITION_CODES: ReadonlySet<ErrorCode> = new Set(['POSITION_NUMBER', 'BACK_RANK', 'DIE_ROLLS', 'CARDS']);
// Words copied out per block: one typed array per game would cost more than a short game's reading.
const BLOCK_WORDS = 1 << 14;

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
  // The block that PGN words are copied into, and how much of it is used.
  #block = new Int32Array(BLOCK_WORDS);
  #blockBytes = new Uint8Array(this.#block.buffer);
  #blockUsed = 0;

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

  /** The reader's next step: PGN_STEP_GAME or PGN_STEP_ERROR (then pgnStep() copies it out), or another PGN_STEP_*. */
  pgnNext(handle: number): number {
    return this.#wasm._chess960_pgn_next(handle);
  }

  /** The game or error of the last pgnNext(), read out of the engine (bindings/pgn_packed.h). */
  pgnStep(): PgnStepCopy {
    const wasm = this.#wasm;
    const heap = wasm.HEAP32;
    const at = wasm._chess960_pgn_output() / Int32Array.BYTES_PER_ELEMENT;
    const word = (index: number) => heap[at + index];
    const flags = word(Packed.FLAGS);
    const game = (flags & Packed.FLAG_GAME) !== 0;
    const noteCount = word(Packed.NOTE_COUNT);
    const sansAt = word(Packed.MOVES);
    return {
      gameIndex: word(Packed.GAME_INDEX),
      chess960: (flags & Packed.FLAG_CHESS960) !== 0,
      result: word(Packed.RESULT),
      tagCount: word(Packed.TAG_COUNT),
      nodeCount: word(Packed.NODE_COUNT),
      noteCount,
      stoppedAt: word(Packed.STOPPED_AT),
      kept: game ? this.#copyWords(heap, word(Packed.KEPT), word(Packed.KEPT_WORDS)) : undefined,
      notes:
        game && noteCount > 0 ? this.#copyWords(heap, word(Packed.NOTES), noteCount * Packed.NOTE_SIZE) : undefined,
      sans: game ? decoder.decode(wasm.HEAPU8.subarray(sansAt, sansAt + word(Packed.MOVES_BYTES))) : '',
      error: (flags & Packed.FLAG_ERROR) !== 0 ? this.#pgnError(at) : undefined,
    };
  }

  // The ERROR_* words of the header at word `at`, their texts decoded.
  #pgnError(at: number): PgnErrorCopy {
    const heap = this.#wasm.HEAP32;
    const word = (index: number) => heap[at + index];
    const textAt = word(Packed.ERROR_TEXT);
    const span = (index: number) => {
      const from = textAt + word(index);
      return decoder.decode(this.#wasm.HEAPU8.subarray(from, from + word(index + Packed.SPAN_LENGTH)));
    };
    return {
      reason: word(Packed.ERROR_REASON),
      line: word(Packed.ERROR_LINE),
      column: word(Packed.ERROR_COLUMN),
      ply: word(Packed.ERROR_PLY),
      moveNumber: word(Packed.ERROR_MOVE_NUMBER),
      side: word(Packed.ERROR_SIDE),
      openedLine: word(Packed.ERROR_OPENED_LINE),
      openedColumn: word(Packed.ERROR_OPENED_COLUMN),
      what: span(Packed.ERROR_WHAT),
      near: span(Packed.ERROR_NEAR),
      move: span(Packed.ERROR_MOVE),
    };
  }

  // Copies `count` words of the engine's memory from byte address `address` into the current block
  // (a new one when it is full).
  #copyWords(heap: Int32Array, address: number, count: number): WordsCopy {
    const from = address / Int32Array.BYTES_PER_ELEMENT;
    if (this.#blockUsed + count > this.#block.length) {
      this.#block = new Int32Array(Math.max(BLOCK_WORDS, count));
      this.#blockBytes = new Uint8Array(this.#block.buffer);
      this.#blockUsed = 0;
    }
    const at = this.#blockUsed;
    this.#block.set(heap.subarray(from, from + count), at);
    this.#blockUsed += count;
    return { words: this.#block, bytes: this.#blockBytes, at };
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
