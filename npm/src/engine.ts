// The one module that touches the wasm: every export called and every read or write of its
// memory happens here. The modules above it speak in move codes, squares, numbers and strings.
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
  ERROR_CODES,
  FAILURE_BASE,
  MOVE_RECORD_CAPTURED,
  MOVE_RECORD_COLOR,
  MOVE_RECORD_PIECE,
  MOVE_RECORD_SAN,
  MOVE_RECORD_SAN_LENGTH,
  PgnPacked,
} from './generated/contract.js';
import type { StartSubset } from './subsets.js';
import {
  type CastlingStatusRecord,
  type DrawClaimMoveRecord,
  instantiate,
  instantiateAsync,
  type WasmModule,
} from './wasm.js';

export type { CastlingStatusRecord, DrawClaimMoveRecord };

// The codes of start-position errors (everything else a FEN-reading call fails with is about the FEN).
const START_POSITION_CODES: ReadonlySet<ErrorCode> = new Set(['POSITION_NUMBER', 'BACK_RANK', 'DIE_ROLLS', 'CARDS']);
// The engine's StartSubset for each pool name (Embind's enum_ in bindings/chess960_bindings.cpp).
const SUBSET_NAMES = { chess960: 'CHESS960', chess18: 'CHESS18', chess90: 'CHESS90', chess870: 'CHESS870' } as const;

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
  readonly #wasm: WasmModule;
  readonly #positionBytes: number;
  readonly #positionAddress: number;
  /** Where the legal move codes start, as an index into HEAPU16. */
  readonly #legalIndex: number;
  /** Where the engine writes the move record (MOVE_RECORD_* offsets). */
  readonly #moveRecord: number;

  constructor(wasm: WasmModule) {
    this.#wasm = wasm;
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

  /** The engine's message for the last failure. */
  lastError(): string {
    return this.#wasm.lastError();
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

  // ---- slots and games ----

  selectSlot(slot: number): void {
    this.#wasm._chess960_select_slot(slot);
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

  /** Starts a game from a FEN in the selected slot; a failure result leaves the slot as it was. */
  newGameFromFen(fen: string, repair: boolean): number {
    return this.#wasm.newGameFromFen(fen, repair);
  }

  validateFen(fen: string, repair: boolean): number {
    return this.#wasm.validateFen(fen, repair);
  }

  /** What the last FEN read dropped, one message each. */
  repairs(): string[] {
    return this.#wasm.repairs();
  }

  /** Bytes of wasm heap in use. */
  heapTop(): number {
    return this.#wasm.heapTop();
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

  /** Plays a legal move code and writes its move record; returns the code. */
  playTrusted(code: number): number {
    return this.#wasm._chess960_play_trusted(code);
  }

  /** Plays UCI text; its move code, or a failure result. */
  playUci(uci: string): number {
    return this.#wasm.playUci(uci);
  }

  /** Plays SAN text; its move code, or a failure result. */
  playSan(san: string): number {
    return this.#wasm.playSan(san);
  }

  undo(): void {
    this.#wasm._chess960_undo();
  }

  /** Writes the move record of the move at `ply`; returns its code. */
  describeMove(ply: number): number {
    return this.#wasm._chess960_describe_move(ply);
  }

  /** The move record's piece type (of the move just played or described). */
  recordedPiece(): number {
    return this.#wasm.HEAPU8[this.#moveRecord + MOVE_RECORD_PIECE];
  }

  /** The move record's captured piece type (NO_PIECE_TYPE: none). */
  recordedCaptured(): number {
    return this.#wasm.HEAPU8[this.#moveRecord + MOVE_RECORD_CAPTURED];
  }

  /** The move record's colour: 0 White, 1 Black. */
  recordedColor(): number {
    return this.#wasm.HEAPU8[this.#moveRecord + MOVE_RECORD_COLOR];
  }

  /** The move record's SAN. */
  recordedSan(): string {
    const record = this.#wasm.HEAPU8;
    const at = this.#moveRecord;
    let san = '';
    for (let i = 0, length = record[at + MOVE_RECORD_SAN_LENGTH]; i < length; i++)
      san += String.fromCharCode(record[at + MOVE_RECORD_SAN + i]);
    return san;
  }

  /** The moves played, in SAN, space-separated. */
  sanHistory(): string {
    return this.#wasm.sanHistory();
  }

  /** The legal moves in SAN, space-separated, in the order of legalCodes(). */
  legalMovesSan(): string {
    return this.#wasm.legalMovesSan();
  }

  fen(shredder: boolean): string {
    return this.#wasm.fen(shredder);
  }

  startFen(shredder: boolean): string {
    return this.#wasm.startFenOfSlot(shredder);
  }

  /** STATUS_* bits: the facts, without the claims. */
  status(): number {
    return this.#wasm._chess960_status();
  }

  /** CLAIM_* bits: what the player to move may claim now. */
  drawClaims(): number {
    return this.#wasm._chess960_draw_claims();
  }

  /** The legal moves that let the player to move claim a draw, with their CLAIM_* bits. */
  drawClaimMoves(): DrawClaimMoveRecord[] {
    return this.#wasm.drawClaimMoves();
  }

  /** The piece on a square (NO_PIECE: none). */
  pieceAt(square: number): number {
    return this.#wasm._chess960_piece_at(square);
  }

  /** The square of the king in check, NO_SQUARE when not in check. */
  checkSquare(): number {
    return this.#wasm._chess960_check_square();
  }

  /** The castling rooks, a byte each (CASTLING_ROOK_BITS). */
  castlingRooks(): number {
    return this.#wasm._chess960_castling_rooks();
  }

  halfmoveClock(): number {
    return this.#wasm._chess960_halfmove_clock();
  }

  fullmoveNumber(): number {
    return this.#wasm._chess960_fullmove_number();
  }

  perft(depth: number): number {
    return this.#wasm._chess960_perft(depth);
  }

  /** The squares of the pieces of White (`black` false) or Black attacking `square`. */
  attackers(square: number, black: boolean): number[] {
    const { WHITE, BLACK } = this.#wasm.Color;
    return this.#wasm.attackers(square, black ? BLACK : WHITE);
  }

  /** One castling of the game now: `black` for Black's, `kingside` for O-O. */
  castlingStatus(black: boolean, kingside: boolean): CastlingStatusRecord {
    const wasm = this.#wasm;
    const { KING_SIDE, QUEEN_SIDE } = wasm.CastlingSide;
    return wasm.castlingStatus(black ? wasm.Color.BLACK : wasm.Color.WHITE, kingside ? KING_SIDE : QUEEN_SIDE);
  }

  /** Whether a record's right was lost as castling_status.h's RightLoss `name` says (START, KING_MOVED...). */
  isRightLoss(record: CastlingStatusRecord, name: string): boolean {
    return this.#wasm.RightLoss[name] === record.loss;
  }

  // ---- start positions ----

  startPositionFen(white: number, black: number): string {
    return this.#wasm.startFen(white, black);
  }

  backRank(number: number): string {
    return this.#wasm.backRank(number);
  }

  /** The number of a back rank or FEN, or a failure result. */
  positionNumber(text: string): number {
    return this.#wasm.positionNumber(text);
  }

  /** Die values as digits; `number` is a failure result on error. */
  positionFromDice(digits: string): { number: number; rollsUsed: number } {
    return this.#wasm.positionFromDice(digits);
  }

  diceRolls(number: number): number[] {
    return this.#wasm.diceRolls(number);
  }

  /** The number the cards build, or a failure result. */
  positionFromCards(cards: string): number {
    return this.#wasm.positionFromCards(cards);
  }

  /** SUBSET_* flags. */
  startSubsets(number: number): number {
    return this.#wasm.startSubsets(number);
  }

  /** VARIANT_SHUFFLE or VARIANT_CHESS2880 start `number`. */
  variantStartFen(variant: number, number: number): string {
    return this.#wasm.variantStartFen(variant, number);
  }

  // ---- the tournament draw ----

  /** The draw; `failed` is the failure result, or 0. */
  drawStarts(
    seed: string,
    publicValue: string,
    rounds: number,
    subset: StartSubset,
    exclude: number[],
    unique: boolean,
    doubleChess960: boolean,
  ): { failed: number; commitment: string; white: number[]; black: number[] } {
    const wasm = this.#wasm;
    const pool = wasm.StartSubset[SUBSET_NAMES[subset]];
    return wasm.drawStarts(seed, publicValue, rounds, pool, exclude, unique, doubleChess960);
  }

  /** The seed's commitment; '' on error. */
  drawCommitment(seed: string): string {
    return this.#wasm.drawCommitment(seed);
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
   * The packed game or error of the last pgnNext(): its words and its text's bytes, as views of the
   * engine's memory, valid until the next call into the engine (copy what is kept).
   */
  pgnOutput(): { words: Int32Array; bytes: Uint8Array } {
    const wasm = this.#wasm;
    const address = wasm._chess960_pgn_output();
    const first = address / Int32Array.BYTES_PER_ELEMENT;
    const count = wasm.HEAP32[first + PgnPacked.WORDS];
    const words = wasm.HEAP32.subarray(first, first + count);
    const text = address + Int32Array.BYTES_PER_ELEMENT * count;
    return { words, bytes: wasm.HEAPU8.subarray(text, text + words[PgnPacked.BYTES]) };
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
