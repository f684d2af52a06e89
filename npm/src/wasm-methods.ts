// The engine's C exports (bindings/chess960_bindings.cpp) made into the methods the wrapper
// calls (WasmModule in wasm.ts): text arguments and results cross in two shared buffers.
// Its own file, so that tests/js/contract.test.js applies it to the bare module too.
/**
 * The functions of bindings/chess960_bindings.cpp, as the wrapper uses them (the C exports, and
 * methods made from them by withMethods below). Their flags, layouts
 * and codes are the contract's (generated/contract.ts, from bindings/boundary.h).
 */
export interface WasmModule {
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  HEAPU32: Uint32Array;
  _chess960_replay_buffer(minimumSize: number): number;
  lastError(): string;
  newGameFromFen(fen: string, repair: boolean): number;
  _chess960_new_game_from_start(white: number, black: number): number;
  validateFen(fen: string, repair: boolean): number;
  /** What the last FEN read dropped, one line each. */
  repairs(): string;
  _chess960_save_start(): void;
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
  _chess960_ply(): number;
  _chess960_move_code(index: number): number;
  sanHistory(): string;
  legalMovesSan(): string;
  fen(shredder: boolean): string;
  startFenOfSlot(shredder: boolean): string;
  /** Claims by the next move: how many, as (code, claims) pairs at legalCodesAddress(). */
  _chess960_draw_claim_moves(): number;
  _chess960_halfmove_clock(): number;
  _chess960_fullmove_number(): number;
  _chess960_piece_at(square: number): number;
  _chess960_castling_rooks(): number;
  /** castling_status.h's castlingStatusJson of the slot. */
  castlingStatus(): string;
  _chess960_perft(depth: number): number;
  startFen(white: number, black: number): string;
  backRank(number: number): string;
  positionNumber(text: string): number;
  /** Die values as digits; the number and the rolls read (DICE_*), or a negative error. */
  positionFromDice(digits: string): number;
  /** The canonical rolls, as a byte list; returns how many. */
  _chess960_dice_rolls(number: number): number;
  positionFromCards(cards: string): number;
  /** SUBSET_* flags. */
  _chess960_start_subsets(number: number): number;
  /** VARIANT_SHUFFLE or VARIANT_CHESS2880; "" on error. */
  variantStartFen(variant: number, number: number): string;
  _chess960_heap_top(): number;
  // PGN collections (bindings/pgn_bindings.cpp).
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

/** The module as Emscripten makes it: memory views and the C exports of bindings/chess960_bindings.cpp. */
type Views = 'HEAPU8' | 'HEAPU16' | 'HEAPU32' | 'HEAP32';
export type Exports = Pick<WasmModule, Views> & Record<`_chess960_${string}`, (...args: number[]) => number>;

const decoder = new TextDecoder();
const encoder = new TextEncoder();

// The C exports that take or give text (their text crosses in two shared buffers: see
// bindings/chess960_bindings.cpp), as the methods WasmModule names.
export function withMethods(m: Exports): WasmModule {
  // A text argument, written into the input buffer: its length in bytes.
  const put = (text: string): number => {
    const room = 3 * text.length;
    const at = m._chess960_text_input(room);
    return encoder.encodeInto(text, m.HEAPU8.subarray(at, at + room)).written;
  };
  // The text a call returned (by its length); a failure (negative) returns no text: "".
  const text = (length: number): string => {
    const at = m._chess960_text_output();
    return length > 0 ? decoder.decode(m.HEAPU8.subarray(at, at + length)) : '';
  };
  const methods: Omit<WasmModule, Views | `_chess960_${string}`> = {
    lastError: () => text(m._chess960_last_error()),
    newGameFromFen: (fen, repair) => m._chess960_new_game_from_fen(put(fen), +repair),
    validateFen: (fen, repair) => m._chess960_validate_fen(put(fen), +repair),
    repairs: () => text(m._chess960_repairs()),
    playUci: (uci) => m._chess960_play_uci(put(uci)),
    playSan: (san) => m._chess960_play_san(put(san)),
    sanHistory: () => text(m._chess960_san_history()),
    legalMovesSan: () => text(m._chess960_legal_moves_san()),
    fen: (shredder) => text(m._chess960_fen(+shredder)),
    startFenOfSlot: (shredder) => text(m._chess960_start_fen_of_slot(+shredder)),
    castlingStatus: () => text(m._chess960_castling_status()),
    // The result is one of four ASCII texts or '' (its length in bytes is its length).
    startFen: (white, black) => text(m._chess960_start_fen(white, black)),
    backRank: (number) => text(m._chess960_back_rank(number)),
    positionNumber: (value) => m._chess960_position_number(put(value)),
    positionFromDice: (digits) => m._chess960_position_from_dice(put(digits)),
    positionFromCards: (cards) => m._chess960_position_from_cards(put(cards)),
    variantStartFen: (variant, number) => text(m._chess960_variant_start_fen(variant, number)),
  };
  return Object.assign(m, methods) as unknown as WasmModule;
}

