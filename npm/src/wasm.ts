// Instantiates the engine. The .wasm is embedded in the package's own JS, so Node, bundlers,
// plain pages and workers all load it with nothing to locate.
import createChess960Wasm from 'chess960-internal:glue';
import { wasmBytes } from 'chess960-internal:wasm-bytes';

/** The Embind functions of bindings/chess960_bindings.cpp, as the wrapper uses them. */
export interface WasmModule {
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  positionBytes(): number;
  positionBufferAddress(): number;
  replayBufferAddress(minimumSize: number): number;
  legalCodesAddress(): number;
  playedInfoAddress(): number;
  lastError(): string;
  errorCodeCount(): number;
  errorName(code: number): string;
  newGameFromFen(fen: string): number;
  newGameFromStart(white: number, black: number): number;
  validateFen(fen: string): number;
  saveStart(): void;
  playUci(uci: string): number;
  playSan(san: string): number;
  /** Plain C exports for the per-move hot path (no Embind marshalling). */
  _chess960_legal_moves(): number;
  _chess960_play_legal(code: number): number;
  _chess960_undo(): number;
  _chess960_restore(count: number): void;
  ply(): number;
  moveCode(index: number): number;
  sanAt(index: number): string;
  sanHistory(): string;
  pieceInfoAt(index: number): number;
  legalMovesSan(): string;
  fen(shredder: boolean): string;
  startFenOfSlot(shredder: boolean): string;
  status(): number;
  halfmoveClock(): number;
  fullmoveNumber(): number;
  pieceAt(square: number): number;
  castlingRooks(): number;
  perft(depth: number): number;
  pgn(tagLines: string, result: string): string;
  loadPgn(text: string): number;
  loadedPgnTags(): string;
  loadedPgnResult(): string;
  startFen(white: number, black: number): string;
  backRank(number: number): string;
  positionNumber(text: string): number;
  /** Die values as digits; number + 1024 * rolls read, or a negative error. */
  positionFromDice(digits: string): number;
  /** The canonical rolls as one decimal number (518 -> 23323). */
  diceRolls(number: number): number;
  positionFromCards(cards: string): number;
  /** Bit flags: 1 Chess18, 2 Chess90, 4 Chess870. */
  startSubsets(number: number): number;
  /** variant 0: shuffle chess, 1: Chess2880; "" on error. */
  variantStartFen(variant: number, number: number): string;
  heapTop(): number;
  /** The PGN reader (bindings/pgn_reader_bindings.cpp): plain C exports. */
  _chess960_pgn_open(variations: number): number;
  _chess960_pgn_close(handle: number): void;
  _chess960_pgn_input(size: number): number;
  _chess960_pgn_feed(handle: number, size: number): void;
  _chess960_pgn_next(handle: number): number;
  _chess960_pgn_output(): number;
  _chess960_pgn_output_size(): number;
  _chess960_pgn_write(size: number): number;
}

export async function instantiate(): Promise<WasmModule> {
  const wasmBinary = await wasmBytes();
  return (await createChess960Wasm({ wasmBinary })) as WasmModule;
}
