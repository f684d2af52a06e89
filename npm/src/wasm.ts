// Instantiates the engine. The .wasm is embedded in the package's own JS, so Node, bundlers,
// plain pages and workers all load it with nothing to locate. The Emscripten factory,
// createChess960Wasm, is the line scripts/build.mjs appends to each bundle (src/internal.d.ts).
import { wasmBytes } from 'chess960-internal:wasm-bytes';

/**
 * The functions of bindings/chess960_bindings.cpp, as the wrapper uses them. Their flags, layouts
 * and codes are the contract's (generated/contract.ts, from bindings/boundary.h).
 */
export interface WasmModule {
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  HEAPU32: Uint32Array;
  replayBufferAddress(minimumSize: number): number;
  lastError(): string;
  newGameFromFen(fen: string, repair: boolean): number;
  newGameFromStart(white: number, black: number): number;
  validateFen(fen: string, repair: boolean): number;
  /** What the last FEN read dropped, one line each. */
  repairs(): string;
  saveStart(): void;
  playUci(uci: string): number;
  playSan(san: string): number;
  /** Plain C exports for the per-move and per-read paths (no Embind marshalling). */
  _chess960_legal_moves(): number;
  /** Plays a code from _chess960_legal_moves() and writes its move record; returns the code. */
  _chess960_play_trusted(code: number): number;
  _chess960_undo(): number;
  _chess960_restore(count: number): void;
  _chess960_select_slot(slot: number): void;
  /** STATUS_* bits: the facts, without the claims. */
  _chess960_status(): number;
  /** CLAIM_* bits: what the player to move may claim now. */
  _chess960_draw_claims(): number;
  /** Writes the move record of the move at `index`; returns its code. */
  _chess960_describe_move(index: number): number;
  /** The address of the buffer table (BUFFER_* words). */
  _chess960_buffers(): number;
  /** The square of the king in check, NO_SQUARE when not in check. */
  _chess960_check_square(): number;
  /** `color`'s (0 white, 1 black) pieces attacking `square`, as a byte list; returns how many. */
  _chess960_attackers(square: number, color: number): number;
  ply(): number;
  moveCode(index: number): number;
  sanHistory(): string;
  legalMovesSan(): string;
  fen(shredder: boolean): string;
  startFenOfSlot(shredder: boolean): string;
  /** Claims by the next move: how many, as (code, claims) pairs at legalCodesAddress(). */
  drawClaimMoves(): number;
  halfmoveClock(): number;
  fullmoveNumber(): number;
  pieceAt(square: number): number;
  castlingRooks(): number;
  /** castling_status.h's castlingStatusJson of the slot. */
  castlingStatus(): string;
  perft(depth: number): number;
  pgn(tagLines: string, result: string): string;
  startFen(white: number, black: number): string;
  backRank(number: number): string;
  positionNumber(text: string): number;
  /** Die values as digits; the number and the rolls read (DICE_*), or a negative error. */
  positionFromDice(digits: string): number;
  /** The canonical rolls, as a byte list; returns how many. */
  diceRolls(number: number): number;
  positionFromCards(cards: string): number;
  /** SUBSET_* flags. */
  startSubsets(number: number): number;
  /** VARIANT_SHUFFLE or VARIANT_CHESS2880; "" on error. */
  variantStartFen(variant: number, number: number): string;
  heapTop(): number;
  // PGN collections (bindings/pgn_bindings.cpp, plain C exports).
  HEAP32: Int32Array;
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

export async function instantiate(): Promise<WasmModule> {
  const wasmBinary = await wasmBytes();
  return (await createChess960Wasm({ wasmBinary })) as WasmModule;
}
