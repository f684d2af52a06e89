// The engine: Emscripten's generated factory (build/wasm/chess960-engine.mjs, bundled into the
// package), linked with -sWASM_ASYNC_COMPILATION=0 so that it returns the module itself, and handed
// the instance through its documented `instantiateWasm` option. The wasm bytes are embedded in the
// package's own JS (the WASM_BASE64 line scripts/build.mjs appends to each bundle,
// src/internal.d.ts), so Node, bundlers, plain pages and workers load it with nothing to locate.
// bindings/README.md lists the Emscripten settings this relies on.
import createEngine from 'chess960-internal:engine';
import { wasmBytes, wasmBytesAsync } from 'chess960-internal:wasm-bytes';
import type { CastlingSide, Color, RightLoss, StartSubset } from './generated/contract.js';
import type { StartSubset as PoolName } from './subsets.js';

/** bindings/chess960_bindings.cpp's DrawRecord: the draw, or `failed` (a failure result). */
export interface DrawRecord {
  failed: number;
  commitment: string;
  white: number[];
  black: number[];
}

/**
 * What bindings/chess960_bindings.cpp's readDrawAnnouncement() answers: what an announcement
 * says, or `failed` (a failure result) with its `line` and `field`.
 */
export interface AnnouncementRecord {
  failed?: number;
  line?: number;
  field?: string;
  commitment: string;
  rounds: number;
  subset: PoolName;
  exclude: number[];
  unique: boolean;
  double: boolean;
  publicSource: string;
  seed: string;
}

/** bindings/chess960_bindings.cpp's DrawClaimMoveRecord. */
export interface DrawClaimMoveRecord {
  /** Its move code. */
  move: number;
  /** CLAIM_* bits. */
  claims: number;
}

/** bindings/chess960_bindings.cpp's CastlingStatusRecord: castling_status.h's CastlingStatus. */
export interface CastlingStatusRecord {
  right: boolean;
  legal: boolean;
  noRight: boolean;
  notToMove: boolean;
  inCheck: boolean;
  rook: number;
  king: number;
  kingTo: number;
  rookTo: number;
  attacked: number[];
  blocked: number[];
  /** One per reason that applies, in the order noRight, notToMove, inCheck, attacked, blocked. */
  messages: string[];
  loss: RightLoss;
  lossPly: number;
  lossSquare: number;
  /** SAN of the move that lost the right ('' when not shown). */
  lossMove: string;
}

/**
 * The engine module: Embind functions (bindings/chess960_bindings.cpp: calls that can fail return
 * FAILURE_BASE - code or '' and keep the message for lastError()), the direct exports of
 * bindings/direct_exports.cpp (`_chess960_*`: numbers in and out, the per-move path) and
 * bindings/pgn_bindings.cpp, and Emscripten's views of the wasm memory (renewed when it grows).
 */
export interface WasmModule {
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  HEAPU32: Uint32Array;
  HEAP32: Int32Array;
  /** The engine's message for the last failure. */
  lastError(): string;
  /** Starts a game from a FEN in the selected slot; a failure result leaves the slot as it was. */
  newGameFromFen(fen: string, repair: boolean): number;
  validateFen(fen: string, repair: boolean): number;
  /** What the last FEN read dropped, one message each. */
  repairs(): string[];
  /** Plays UCI text and writes its move record; its move code, or a failure result. */
  playUci(uci: string): number;
  /** Plays SAN text and writes its move record; its move code, or a failure result. */
  playSan(san: string): number;
  /** The moves played, in SAN, space-separated. */
  sanHistory(): string;
  /** The legal moves in SAN, space-separated, in the order of _chess960_legal_moves(). */
  legalMovesSan(): string;
  fen(shredder: boolean): string;
  startFenOfSlot(shredder: boolean): string;
  /** The legal moves that let the player to move claim a draw, with their claim bits. */
  drawClaimMoves(): DrawClaimMoveRecord[];
  /** The squares of `color`'s pieces attacking `square`. */
  attackers(square: number, color: Color): number[];
  castlingStatus(color: Color, side: CastlingSide): CastlingStatusRecord;
  /** The FEN of White's start `white` and Black's `black` (the same for Chess960). */
  startFen(white: number, black: number): string;
  /** The back rank of start `number` ("RNBQKBNR"). */
  backRank(number: number): string;
  /** The number of a back rank or FEN, or a failure result. */
  positionNumber(text: string): number;
  /** Die values as digits; `number` is a failure result on error. */
  positionFromDice(digits: string): { number: number; rollsUsed: number };
  diceRolls(number: number): number[];
  /** The number the cards build, or a failure result. */
  positionFromCards(cards: string): number;
  /** The pools besides all 960 that start `number` is in: bit 1 << StartSubset of each; or a failure result. */
  startSubsets(number: number): number;
  /** VARIANT_SHUFFLE or VARIANT_CHESS2880; '' on error. */
  variantStartFen(variant: number, number: number): string;
  /** The tournament draw; `failed` is the failure result, or 0. */
  drawStarts(
    seed: string,
    publicValue: string,
    rounds: number,
    subset: StartSubset,
    exclude: number[],
    unique: boolean,
    doubleChess960: boolean,
  ): DrawRecord;
  /** The seed's commitment; '' on error. */
  drawCommitment(seed: string): string;
  /** The announcement (withSeed: the organiser's record), or the failure result. */
  drawAnnouncement(
    seed: string,
    rounds: number,
    subset: StartSubset,
    exclude: number[],
    unique: boolean,
    doubleChess960: boolean,
    publicSource: string,
    withSeed: boolean,
  ): string | number;
  /** What an announcement says, or where it is wrong. */
  readDrawAnnouncement(text: string): AnnouncementRecord;
  /** Bytes of wasm heap in use. */
  heapTop(): number;
  /** The address of the buffer table (BUFFER_* words). */
  _chess960_buffers(): number;
  /** Selects the working game (slot) the calls after it act on (see SlotPool). */
  _chess960_select_slot(slot: number): void;
  _chess960_legal_moves(): number;
  /** Plays a code from _chess960_legal_moves() and writes its move record; returns the code. */
  _chess960_play_trusted(code: number): number;
  /** Takes back the last move: 1, or 0 when there is none. */
  _chess960_undo(): number;
  /** Writes the move record of the move at `index`; returns its code. */
  _chess960_describe_move(index: number): number;
  /** Writes the move record of `code`, one of _chess960_legal_moves() for the current position, without playing it. */
  _chess960_describe_legal(code: number): void;
  _chess960_replay_buffer(minimumSize: number): number;
  _chess960_save_start(): void;
  _chess960_restore(count: number): void;
  /** STATUS_* bits: the facts, without the claims. */
  _chess960_status(): number;
  /** CLAIM_* bits: what the player to move may claim now. */
  _chess960_draw_claims(): number;
  /** The index in PGN_RESULTS of the game's result, its Result tag being PGN_RESULTS[recorded] (-1: none). */
  _chess960_game_result(recorded: number): number;
  /** The piece on a square (NO_PIECE: none). */
  _chess960_piece_at(square: number): number;
  /** The square of the king in check, NO_SQUARE when not in check. */
  _chess960_check_square(): number;
  /** The castling rooks, a byte each (CASTLING_ROOK_BITS). */
  _chess960_castling_rooks(): number;
  _chess960_halfmove_clock(): number;
  _chess960_fullmove_number(): number;
  /** Leaf nodes of the legal move tree to `depth`, counted inside wasm. */
  _chess960_perft(depth: number): number;
  // PGN collections (bindings/pgn_bindings.cpp).
  /** The input buffer with room for `size` bytes. */
  _chess960_pgn_input(size: number): number;
  /** The packed game or error of the last next, or the text of the last write. */
  _chess960_pgn_output(): number;
  _chess960_pgn_open(variations: number): number;
  _chess960_pgn_close(handle: number): void;
  /** Feeds `size` bytes of the input buffer; -1: the input has ended. */
  _chess960_pgn_feed(handle: number, size: number): void;
  /** 0 a game, 1 an error (packed in the output), 2 needs input, 3 the end. */
  _chess960_pgn_next(handle: number): number;
  /** Writes the packed tree in the input buffer; the PGN's length, or -(error length) - 1. */
  _chess960_pgn_write(size: number): number;
}

// Chrome and Edge before 114 refuse `new WebAssembly.Module` and `new WebAssembly.Instance` of more
// than 4 KB on a page's main thread with a RangeError; WebAssembly.compile and instantiate work there.
const REFUSED =
  'chess960: this browser does not compile WebAssembly synchronously on the main thread (Chrome before 114): ' +
  'call await load() once before the first synchronous use';

// `make()`, with that refusal turned into an error that names the way out.
function refusedSync<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    throw error instanceof RangeError ? new Error(REFUSED, { cause: error }) : error;
  }
}

// Runs Emscripten's factory on the instance `instantiate` makes from the factory's imports. The
// factory takes the exports as the hook returns them, so the instance must exist by then.
function createModule(
  compiled: WebAssembly.Module,
  instantiate: (imports: WebAssembly.Imports) => WebAssembly.Instance,
): WasmModule {
  let failed = false;
  let failure: unknown;
  const wasm = createEngine({
    instantiateWasm(imports, receive) {
      try {
        const instance = instantiate(imports);
        receive(instance, compiled);
        return instance.exports;
      } catch (error) {
        failed = true;
        failure = error; // thrown below, not logged by Emscripten's loader
        return {};
      }
    },
  });
  if (failed) throw failure;
  return wasm as WasmModule;
}

/** The engine module, compiled and instantiated on this thread before it returns. */
export function instantiate(): WasmModule {
  const bytes = wasmBytes();
  const compiled = refusedSync(() => new WebAssembly.Module(bytes));
  return createModule(compiled, (imports) => refusedSync(() => new WebAssembly.Instance(compiled, imports)));
}

/**
 * The engine module, compiled and instantiated asynchronously, as every main thread allows. The
 * factory's imports exist only once it runs, so the instance is made first on imports that forward
 * to them (the wasm calls none while it is instantiated: Emscripten starts it from the factory).
 */
export async function instantiateAsync(): Promise<WasmModule> {
  const compiled = await WebAssembly.compile(await wasmBytesAsync());
  let target: WebAssembly.Imports = {};
  const forwarding: WebAssembly.Imports = {};
  for (const { module, name, kind } of WebAssembly.Module.imports(compiled)) {
    if (kind !== 'function') throw new Error(`chess960: the engine imports a ${kind}, ${module}.${name}`);
    (forwarding[module] ??= {})[name] = (...args: unknown[]) =>
      (target[module][name] as (...args: unknown[]) => unknown)(...args);
  }
  const instance = await WebAssembly.instantiate(compiled, forwarding);
  return createModule(compiled, (imports) => {
    target = imports;
    return instance;
  });
}
