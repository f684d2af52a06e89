import { type CastlingStatus, castlingStatusOf } from './castling.js';
import { checkOptions, checkSquare, describeValue } from './checks.js';
import { castlingGestureTargets, moveForDropOf } from './drop.js';
import type { DrawClaimMoveRecord, Engine } from './engine.js';
import { IllegalMoveError } from './errors.js';
import { RESULTS, RESULTS_NAMED, type PgnNodeInput, type PgnResult } from './pgn-types.js';
import { writePgn } from './pgn-writer.js';
import type { SlotPool } from './slot-pool.js';
import {
  CASTLING_ROOK_BITS,
  CASTLING_ROOK_MASK,
  Color as EngineColor,
  FIFTY_MOVES_CLAIM,
  FILE_MASK,
  MAX_LEGAL_MOVES,
  MAX_TAG_VALUE,
  MoveKind,
  NO_MOVE,
  NO_PIECE,
  NO_SQUARE,
  PGN_CHESS960_VARIANT,
  PGN_RESULTS,
  PIECE_COLOR_SHIFT,
  PIECE_TYPE_MASK,
  SQUARE_COUNT,
  STATUS_BLACK_TO_MOVE,
  STATUS_CHECK,
  STATUS_FIVEFOLD_REPETITION,
  STATUS_INSUFFICIENT_MATERIAL,
  STATUS_SEVENTY_FIVE_MOVES,
  STATUS_TERMINATION_MASK,
  STATUS_TERMINATION_SHIFT,
  STATUS_THREEFOLD_REPETITION,
  THREEFOLD_REPETITION_CLAIM,
  Termination,
} from './generated/contract.js';
import type {
  MoveInput,
  SquareInput,
  LegalMovesOptions,
  MoveResult,
  DrawClaim,
  Outcome,
  DrawClaimMove,
  FenOptions,
  DestsOptions,
  PgnOptions,
  DivideOptions,
  PieceOnSquare,
  DropResult,
  PremoveOptions,
  PremoveResult,
} from './game-types.js';
import { legalMovesVerbose } from './legal-moves-verbose.js';
import { moveResult } from './move-result.js';
import { premoveDestsOf } from './premove.js';
import { FROM_TO_MASK, PIECE_SYMBOLS, codeFrom, codeKind, codeTo, uciFromTo, uciOf } from './notation.js';
import { type Color, SQUARES, type Square } from './squares.js';

const UCI_PATTERN = /^[a-h][1-8][a-h][1-8][nbrqNBRQ]?$/;
const PROMOTION_LETTERS: Record<string, string> = {
  q: 'q',
  r: 'r',
  b: 'b',
  n: 'n',
  queen: 'q',
  rook: 'r',
  bishop: 'b',
  knight: 'n',
};
const PROMOTION_NAMES = Object.keys(PROMOTION_LETTERS) as Exclude<MoveInput['promotion'], undefined>[];
// The reason of each of the engine's terminations (Termination.NONE: none).
const TERMINATIONS: Partial<Record<Termination, Exclude<Outcome['reason'], null>>> = {
  [Termination.CHECKMATE]: 'checkmate',
  [Termination.STALEMATE]: 'stalemate',
  [Termination.INSUFFICIENT_MATERIAL]: 'insufficient-material',
  [Termination.SEVENTY_FIVE_MOVES]: 'seventy-five-moves',
  [Termination.FIVEFOLD_REPETITION]: 'fivefold-repetition',
};
// The name of each of the engine's claim bits.
const DRAW_CLAIMS: readonly (readonly [number, DrawClaim])[] = [
  [THREEFOLD_REPETITION_CLAIM, 'threefold-repetition'],
  [FIFTY_MOVES_CLAIM, 'fifty-moves'],
];
// Longest move text worth sending to the engine: anything longer is not a move.
const MAX_MOVE_TEXT = 32;

/**
 * A game: a start position and the moves played since. Created by `chess.game()` or
 * `chess.loadPgn()`. Plain JS object: nothing to free. The 128 most recently used games each keep
 * a working slot in the engine, so switching between them costs the same at any game length; a
 * game used again after 128 others is rebuilt from its moves.
 */
export class Game {
  readonly #slots: SlotPool;
  readonly #start: Uint8Array;
  readonly #moves: number[];
  // The wasm slot this game was last in (see SlotPool.activate); -1 for none yet.
  #slot: number;
  // What move() returned for the last move, for undo(). Only that one: a game that kept every
  // move's result would have V8 allocate all later ones in the old generation (pretenuring).
  #last: MoveResult | undefined;
  // Legal-move lists returned by legalMoves(), by ply, along the current line: move() finds UCI
  // text in the list of the current ply and plays the code directly. An undo returns to a
  // position whose list is still valid; entries past the current ply are dropped.
  // legal[ply][0] is the count, then the codes; legalValid[ply] says whether they still hold.
  readonly #legal: Uint16Array[] = [];
  readonly #legalValid: boolean[] = [];
  #tags: Record<string, string>;
  readonly #repairs: readonly string[];

  /** @internal Use chess.game(fen) instead. */
  constructor(
    slots: SlotPool,
    start: Uint8Array,
    moves: number[],
    tags: Record<string, string> = {},
    repairs: readonly string[] = [],
    slot = -1,
  ) {
    this.#slots = slots;
    this.#slot = slot;
    this.#start = start;
    this.#moves = moves;
    this.#tags = tags;
    this.#repairs = repairs;
  }

  // Loads this game into the wasm slot unless it is already there.
  #activate(): Engine {
    const slots = this.#slots;
    if (slots.active !== this) this.#slot = slots.activate(this, this.#slot, this.#start, this.#moves);
    return slots.engine;
  }

  /**
   * Legal moves in UCI, castling as king takes rook ("e1h1"); with `{ verbose: true }`, as move
   * objects (from, to, uci, san, piece, captured, promotion, castling, enPassant, check...), like
   * chess.js's `moves({ verbose: true })`. The plain call is the fast one.
   */
  legalMoves(): string[];
  legalMoves(options: { verbose: true }): MoveResult[];
  legalMoves(options?: LegalMovesOptions): string[] | MoveResult[];
  legalMoves(options?: LegalMovesOptions): string[] | MoveResult[] {
    if (options !== undefined && (options === null || typeof options !== 'object'))
      throw new TypeError(`legalMoves() options must be an object; got ${describeValue(options)}`);
    const engine = this.#activate();
    // Keep the codes for move(): one reusable buffer per ply, so no allocation per call.
    const ply = this.#moves.length;
    while (this.#legal.length <= ply) this.#legal.push(new Uint16Array(MAX_LEGAL_MOVES + 1));
    const kept = this.#legal[ply];
    const count = engine.legalCodesInto(kept);
    this.#legalValid[ply] = true;
    if (options?.verbose) return legalMovesVerbose(engine, kept.subarray(1, count + 1));
    const moves = new Array<string>(count);
    for (let i = 0; i < count; i++) moves[i] = uciOf(kept[i + 1]);
    return moves;
  }

  /** Legal moves in SAN ("Nf3", "O-O", "e8=Q+"). */
  legalMovesSan(): string[] {
    const text = this.#activate().calls.legalMovesSan();
    return text === '' ? [] : text.split(' ');
  }

  /**
   * Legal destinations by origin square: the Map chessground's `movable.dests` takes.
   * Promotions appear once per destination; castling as `options.castling` says.
   */
  dests(options?: DestsOptions): Map<Square, Square[]> {
    const castling =
      options === undefined
        ? 'both'
        : (checkOptions(options, 'dests', 'castling', ['both', 'rook', 'king', 'fide']) ?? 'both');
    const engine = this.#activate();
    const codes = engine.legalCodes(); // describing a castling below writes the move record, not these
    const dests = new Map<Square, Square[]>();
    let lastFrom = -1;
    let targets: Square[] = [];
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i];
      const fromIndex = codeFrom(code);
      if (fromIndex !== lastFrom) {
        // Moves come grouped by piece, except pawns and castling: look up only on a change.
        lastFrom = fromIndex;
        const from = SQUARES[fromIndex];
        const known = dests.get(from);
        if (known === undefined) dests.set(from, (targets = []));
        else targets = known;
      }
      const to = SQUARES[codeTo(code)];
      if (codeKind(code) !== MoveKind.CASTLING) {
        if (targets.length === 0 || targets[targets.length - 1] !== to) targets.push(to); // promotions: once
        continue;
      }
      if (castling === 'fide') {
        for (const target of castlingGestureTargets(engine, fromIndex, code))
          if (!targets.includes(target)) targets.push(target);
        continue;
      }
      const kingTo = castlingKingTarget(engine, code);
      const kingMovesFar = Math.abs((kingTo & FILE_MASK) - (fromIndex & FILE_MASK)) >= 2;
      if (castling !== 'king' || !kingMovesFar) targets.push(to);
      if (castling !== 'rook' && kingMovesFar && SQUARES[kingTo] !== to) targets.push(SQUARES[kingTo]);
    }
    return dests;
  }

  /**
   * What a drag, or two clicks, from `from` to `to` mean now, the way FIDE's guideline for
   * screens (Guidelines II, Chess960) has a king castle: onto its own rook, or two or more
   * squares toward its castling square, or onto that square. `{ kind: 'move', move }` for one
   * legal move (play `move.uci`; a promotion leaves the piece to ask for); `{ kind: 'choice',
   * moves }` when the king's step onto its castling square next to it is that castling too (ask
   * which); `{ kind: 'refused', side, reasons }` when the king asks for a castling that is not
   * legal now (castlingStatus()'s reasons); `{ kind: 'none' }` otherwise. The game is unchanged.
   */
  moveForDrop(from: SquareInput, to: SquareInput): DropResult {
    const fromIndex = checkSquare(from, 'moveForDrop');
    return moveForDropOf(this.#activate(), fromIndex, checkSquare(to, 'moveForDrop'));
  }

  /**
   * Premove destinations by origin square for the side not to move: the Map chessground's
   * `premovable.customDests` takes. The pieces' geometry, as chessground draws premoves (pawns
   * one square forward, straight or diagonally, two from their start rank; lines through any
   * piece), and the king's castling squares of moveForDrop() while the right exists and none of
   * its own pieces is in the way. Whether a premove is legal is known when its turn comes:
   * playPremove().
   */
  premoveDests(): Map<Square, Square[]> {
    return premoveDestsOf(this.#activate());
  }

  /**
   * Plays a premove now that its turn has come: the move that moveForDrop(from, to) finds, if
   * legal (a pawn reaching the last rank promotes to `options.promotion`, a queen by default; a
   * king's step that is also a castling plays `options.choice`, the step by default). Returns
   * `{ played: true, move }`, or `{ played: false, reason }` with why it is not legal, the game
   * unchanged: "Bc1-g5 is not legal: d2 is occupied by the pawn", "O-O is not legal: f1 is
   * attacked by the bishop on b5", "the knight on e4 was taken (12... Bd5xe4)".
   */
  playPremove(from: SquareInput, to: SquareInput, options: PremoveOptions = {}): PremoveResult {
    const fromIndex = checkSquare(from, 'playPremove');
    const toIndex = checkSquare(to, 'playPremove');
    const choice = checkOptions(options, 'playPremove', 'choice', ['move', 'castling']) ?? 'move';
    const promotion = checkOptions(options, 'playPremove', 'promotion', PROMOTION_NAMES) ?? 'q';
    const drop = moveForDropOf(this.#activate(), fromIndex, toIndex);
    if (drop.kind === 'choice') return { played: true, move: this.move(drop.moves[choice === 'move' ? 0 : 1].uci) };
    if (drop.kind === 'move') {
      const { from: origin, to: target, uci } = drop.move;
      const promotes = this.isPromotion(origin, target);
      return { played: true, move: this.move(promotes ? { from: origin, to: target, promotion } : uci) };
    }
    return { played: false, reason: this.#activate().calls.moveRefusal(fromIndex, toIndex) };
  }

  /**
   * Plays a move given as SAN ("Nf3", "O-O", "exd5", "e8=Q"), long algebraic as people type it
   * ("e2-e4", "Ng1-f3", "Nb1xc3", "e7-e8=Q", the promotion letter in either case), UCI ("g1f3",
   * "e7e8q", castling "e1h1", or the king's two-square move "e1g1" where it can only mean
   * castling), or `{ from, to, promotion }`. Returns the move. Throws IllegalMoveError (game
   * unchanged) if it is not legal, not readable, or could mean two moves.
   */
  move(move: string | MoveInput): MoveResult {
    // Fast path: UCI text from the legal-move list returned for this position.
    const legal = this.#legalValid[this.#moves.length] ? this.#legal[this.#moves.length] : undefined;
    if (legal !== undefined && typeof move === 'string') {
      const known = findUci(legal, move);
      if (known >= 0) return this.#played_(this.#activate().calls._chess960_play_trusted(known));
    }
    let text: string;
    let uci: boolean;
    if (typeof move === 'string') {
      text = move.trim();
      uci = UCI_PATTERN.test(text);
    } else if (move !== null && typeof move === 'object' && !Array.isArray(move)) {
      const { from, to, promotion } = move;
      if (typeof from !== 'string' || typeof to !== 'string')
        throw new TypeError(
          `move({ from, to }) needs square names as strings; got from: ${describeValue(from)}, to: ${describeValue(to)}`,
        );
      let letter = '';
      if (promotion !== undefined) {
        if (typeof promotion !== 'string' || !Object.hasOwn(PROMOTION_LETTERS, promotion.toLowerCase()))
          throw new TypeError(
            `promotion must be one of q, r, b, n (or queen, rook, bishop, knight); got ${describeValue(promotion)}`,
          );
        letter = PROMOTION_LETTERS[promotion.toLowerCase()];
      }
      text = from + to + letter;
      uci = true;
    } else {
      throw new TypeError(`move() takes SAN or UCI text or { from, to, promotion }; got ${describeValue(move)}`);
    }
    const engine = this.#activate();
    const calls = engine.calls;
    const known = uci && legal !== undefined ? findUci(legal, text) : -1;
    if (known >= 0) return this.#played_(calls._chess960_play_trusted(known));
    if (text.length > MAX_MOVE_TEXT) {
      const fen = engine.fen(false);
      throw new IllegalMoveError(
        uci ? 'INVALID_UCI' : 'INVALID_SAN',
        `${JSON.stringify(text.slice(0, 20))}... is not a move (${text.length} characters long) in ${fen}`,
        text.slice(0, MAX_MOVE_TEXT),
        fen,
      );
    }
    const code = uci ? engine.playUci(text) : engine.playSan(text);
    if (code !== NO_MOVE) return this.#played_(code);
    const error = engine.moveError(text, engine.fen(false));
    if (uci && typeof move === 'string') {
      // Long algebraic SAN such as "e2e4" matches the UCI pattern too: give SAN a chance.
      const asSan = engine.playSan(text);
      if (asSan !== NO_MOVE) return this.#played_(asSan);
    }
    throw error;
  }

  // Records a move the slot has just played.
  #played_(code: number): MoveResult {
    const ply = this.#moves.length;
    this.#legalValid[ply + 1] = false;
    if (this.#tags.Result !== undefined) delete this.#tags.Result; // the game goes on: no result yet
    this.#moves.push(code);
    return (this.#last = moveResult(code, this.#slots.engine.record()));
  }

  /** Takes back the last move and returns it, or null at the start. */
  undo(): MoveResult | null {
    if (this.#moves.length === 0) return null;
    const engine = this.#activate();
    const undone = this.#last ?? this.#describe(this.#moves.length - 1);
    this.#last = undefined;
    engine.calls._chess960_undo();
    this.#moves.pop();
    if (this.#tags.Result !== undefined) delete this.#tags.Result;
    this.#legalValid[this.#moves.length + 1] = false;
    return undone;
  }

  /** The moves played, in SAN; with `{ verbose: true }` as MoveResult objects. */
  history(): string[];
  history(options: { verbose: true }): MoveResult[];
  history(options: { verbose?: boolean }): string[] | MoveResult[];
  history(options: { verbose?: boolean } = {}): string[] | MoveResult[] {
    if (options === null || typeof options !== 'object')
      throw new TypeError(`history() options must be an object; got ${describeValue(options)}`);
    if (options.verbose) return this.#moves.map((_, i) => this.#describe(i));
    const text = this.#activate().calls.sanHistory();
    return text === '' ? [] : text.split(' ');
  }

  /** The moves played, in UCI. */
  historyUci(): string[] {
    return this.#moves.map(uciOf);
  }

  /** FEN of the current position; X-FEN castling by default, Shredder-FEN on request. */
  fen(options: FenOptions = {}): string {
    const castling = checkOptions(options, 'fen', 'castling', ['xfen', 'shredder']);
    return this.#activate().fen(castling === 'shredder');
  }

  /** FEN of the position the game started from. */
  startFen(options: FenOptions = {}): string {
    const castling = checkOptions(options, 'startFen', 'castling', ['xfen', 'shredder']);
    return this.#activate().calls.startFenOfSlot(castling === 'shredder');
  }

  /** 'w' or 'b': the side to move. */
  turn(): Color {
    return this.#status() & STATUS_BLACK_TO_MOVE ? 'b' : 'w';
  }
  /** The side to move is in check. */
  isCheck(): boolean {
    return (this.#status() & STATUS_CHECK) !== 0;
  }
  // Facts: each answers its own question, whatever else holds; outcome().reason picks one.
  /** The side to move is checkmated. */
  isCheckmate(): boolean {
    return this.#termination() === 'checkmate';
  }
  /** The side to move has no legal move and is not in check: a draw. */
  isStalemate(): boolean {
    return this.#termination() === 'stalemate';
  }
  /** No sequence of legal moves can end in mate (KvK, K+minor v K, same-coloured bishops). */
  isInsufficientMaterial(): boolean {
    return (this.#status() & STATUS_INSUFFICIENT_MATERIAL) !== 0;
  }
  /** The current position has stood on the board at least three times (a fact; whether a draw may be claimed: canClaimThreefoldRepetition). */
  isThreefoldRepetition(): boolean {
    return (this.#status() & STATUS_THREEFOLD_REPETITION) !== 0;
  }
  /** Seventy-five moves each without capture or pawn move, unless the last move mated: drawn automatically (FIDE 9.6.2). */
  isSeventyFiveMoves(): boolean {
    return (this.#status() & STATUS_SEVENTY_FIVE_MOVES) !== 0;
  }
  /** The current position has stood on the board five times: drawn automatically (FIDE 9.6.1). */
  isFivefoldRepetition(): boolean {
    return (this.#status() & STATUS_FIVEFOLD_REPETITION) !== 0;
  }
  /** Drawn by rule, without any claim: stalemate, dead position, 75 moves or fivefold repetition. */
  isDraw(): boolean {
    const t = this.#termination();
    return t !== null && t !== 'checkmate';
  }
  /** Checkmate or a draw by rule (not a claimable draw). */
  isGameOver(): boolean {
    return this.#termination() !== null;
  }

  // Claims: what the player to move may claim; never once the game is over.
  /** The player to move may claim a draw now: the position has stood three times (FIDE 9.2.1.2) and the game is not over. */
  canClaimThreefoldRepetition(): boolean {
    return (this.#activate().calls._chess960_draw_claims() & THREEFOLD_REPETITION_CLAIM) !== 0;
  }
  /** The player to move may claim a draw now: 50 moves each without capture or pawn move (FIDE 9.3.2) and the game is not over. */
  canClaimFiftyMoves(): boolean {
    return (this.#activate().calls._chess960_draw_claims() & FIFTY_MOVES_CLAIM) !== 0;
  }
  /** @deprecated Use canClaimFiftyMoves(): the same answer (a claim, never in a finished game). */
  isFiftyMoves(): boolean {
    return this.canClaimFiftyMoves();
  }
  /**
   * Claims by the next move (FIDE 9.2.1.1, 9.3.1): the legal moves that, written down and
   * announced instead of played, let the player to move claim a draw, because the position
   * after them would stand a third time or complete 50 moves each without capture or pawn move.
   * A move that would end the game by itself (mate, stalemate, dead position, 75 moves,
   * fivefold) is not listed. Empty once the game is over.
   */
  drawClaimMoves(): DrawClaimMove[] {
    const claims = this.#claimMoves();
    if (claims.length === 0) return [];
    const legal = this.legalMoves(); // claim moves come in this order; SAN is looked up in it
    const sans = this.legalMovesSan();
    return claims.map(({ move, claims }) => {
      const uci = uciOf(move);
      return { uci, san: sans[legal.indexOf(uci)], reasons: claimNames(claims) };
    });
  }

  /** Whether the game is over, who won, why, and which draws may be claimed now. */
  outcome(): Outcome {
    const status = this.#status();
    const reason = terminationOf(status);
    const loser: Color = status & STATUS_BLACK_TO_MOVE ? 'b' : 'w';
    let byMove = 0;
    if (reason === null) for (const { claims } of this.#claimMoves()) byMove |= claims;
    return {
      over: reason !== null,
      winner: reason === 'checkmate' ? (loser === 'w' ? 'b' : 'w') : null,
      reason,
      claimable: claimNames(reason === null ? this.#activate().calls._chess960_draw_claims() : 0),
      claimableByMove: claimNames(byMove),
    };
  }

  /**
   * What `chess.game(fen, { repair: true })` dropped from the FEN to load it, one message each
   * (the strict read's error for it); empty when nothing was dropped.
   */
  repairs(): string[] {
    return [...this.#repairs];
  }

  /** Halfmoves since the last capture or pawn move. */
  halfmoveClock(): number {
    return this.#activate().calls._chess960_halfmove_clock();
  }
  /** The FEN's fullmove number: 1 at the start, +1 after each Black move. */
  moveNumber(): number {
    return this.#activate().calls._chess960_fullmove_number();
  }

  /** The piece on a square, or null. */
  get(square: SquareInput): PieceOnSquare | null {
    return pieceOf(this.#activate().calls._chess960_piece_at(checkSquare(square, 'get')));
  }

  /**
   * Whether moving from `from` to `to` is a legal promotion, so that a UI must ask for the piece
   * (then pass it as `promotion` to move()).
   */
  isPromotion(from: SquareInput, to: SquareInput): boolean {
    const fromIndex = checkSquare(from, 'isPromotion');
    const toIndex = checkSquare(to, 'isPromotion');
    const codes = this.#activate().legalCodes();
    for (let i = 0; i < codes.length; i++)
      if (codeFrom(codes[i]) === fromIndex && codeTo(codes[i]) === toIndex && codeKind(codes[i]) === MoveKind.PROMOTION)
        return true;
    return false;
  }

  /** The square of the king in check (what chessground's `check` highlights), or null. */
  checkSquare(): Square | null {
    const square = this.#activate().calls._chess960_check_square();
    return square !== NO_SQUARE ? SQUARES[square] : null;
  }

  /**
   * The squares of the pieces of `color` (by default the side to move) that attack `square`,
   * pinned pieces included, in square order (a1, b1, ... h8).
   */
  attackers(square: SquareInput, color: Color = this.turn()): Square[] {
    const index = checkSquare(square, 'attackers');
    if (color !== 'w' && color !== 'b')
      throw new TypeError(`attackers() color must be 'w' or 'b'; got ${describeValue(color)}`);
    return this.#activate()
      .calls.attackers(index, color === 'b' ? EngineColor.BLACK : EngineColor.WHITE)
      .map((s) => SQUARES[s]);
  }

  /** The board as 8 ranks from rank 8 down to rank 1, each from the a-file to the h-file. */
  board(): (PieceOnSquare | null)[][] {
    const calls = this.#activate().calls;
    const rows: (PieceOnSquare | null)[][] = [];
    const files = FILE_MASK + 1;
    for (let rankStart = SQUARE_COUNT - files; rankStart >= 0; rankStart -= files) {
      const row: (PieceOnSquare | null)[] = [];
      for (let file = 0; file < files; file++) row.push(pieceOf(calls._chess960_piece_at(rankStart + file)));
      rows.push(row);
    }
    return rows;
  }

  /** The rooks that may still castle, per colour and side (null where castling is gone). */
  castlingRights(): Record<Color, { kingside: Square | null; queenside: Square | null }> {
    const packed = this.#activate().calls._chess960_castling_rooks();
    // Byte 2 * colour + side: White kingside, White queenside, Black kingside, Black queenside.
    const rook = (byte: number) => {
      const s = (packed >> (CASTLING_ROOK_BITS * byte)) & CASTLING_ROOK_MASK;
      return s !== NO_SQUARE ? SQUARES[s] : null;
    };
    return {
      w: { kingside: rook(0), queenside: rook(1) },
      b: { kingside: rook(2), queenside: rook(3) },
    };
  }

  /**
   * Per colour and side: can it castle now, and if not, every reason why, in this order: no-right,
   * not-to-move, in-check, attacked, blocked (see CastlingStatus and CastlingReason).
   */
  castlingStatus(): CastlingStatus {
    return castlingStatusOf(this.#activate());
  }

  /** Leaf nodes of the legal move tree to `depth` (0 to 12), counted inside wasm. */
  perft(depth: number): number {
    if (typeof depth !== 'number' || !Number.isInteger(depth))
      throw new TypeError(`perft() takes a whole number depth; got ${describeValue(depth)}`);
    if (depth < 0 || depth > 12) throw new RangeError(`perft() depth must be 0 to 12; got ${depth}`);
    return this.#activate().calls._chess960_perft(depth);
  }

  /**
   * Perft split by first move: each legal move (UCI, castling as king takes rook; SAN with
   * `{ san: true }`) to the leaf count below it at `depth - 1`, in move generation order. The
   * counts add up to perft(depth). Depth 1 to 12 (RangeError outside, TypeError for a non-integer).
   */
  divide(depth: number, options: DivideOptions = {}): Map<string, number> {
    if (typeof depth !== 'number' || !Number.isInteger(depth))
      throw new TypeError(`divide() takes a whole number depth; got ${describeValue(depth)}`);
    if (depth < 1 || depth > 12) throw new RangeError(`divide() depth must be 1 to 12; got ${depth}`);
    if (options === null || typeof options !== 'object')
      throw new TypeError(`divide() options must be an object; got ${describeValue(options)}`);
    // Each legal move is played, counted below with the engine's perft, and taken back: the
    // engine's divide() would need a binding of its own, and the page's download pays for those.
    const engine = this.#activate();
    const calls = engine.calls;
    const result = new Map<string, number>();
    for (const code of engine.legalCodes().slice()) {
      calls._chess960_play_trusted(code);
      result.set(options.san ? engine.record().san : uciOf(code), calls._chess960_perft(depth - 1));
      calls._chess960_undo();
    }
    return result;
  }

  /** PGN with [Variant "Chess960"], [SetUp "1"] and [FEN] (plus tags read by loadPgn). */
  pgn(options: PgnOptions = {}): string {
    if (options === null || typeof options !== 'object')
      throw new TypeError(`pgn() options must be an object; got ${describeValue(options)}`);
    const given = { ...this.#tags, ...(options.tags ?? {}) };
    const chosen = options.result ?? '';
    if (chosen !== '' && !RESULTS.has(chosen))
      throw new TypeError(`pgn() result must be ${RESULTS_NAMED}; got ${describeValue(chosen)}`);
    const result = chosen || this.#result(given.Result);
    // The start always goes with the game, right after the Seven Tag Roster (which writePgn fills).
    // No prototype: a tag named like one of Object.prototype's members (toString, __proto__) is a tag.
    const tags = Object.assign(Object.create(null) as Record<string, string>, {
      Result: result,
      Variant: PGN_CHESS960_VARIANT,
      SetUp: '1',
      FEN: this.startFen(),
    });
    for (const [name, value] of Object.entries(given)) {
      if (typeof value !== 'string')
        throw new TypeError(`PGN tag ${name} must be a string; got ${describeValue(value)}`);
      if (!/^[A-Za-z0-9_]+$/.test(name))
        throw new TypeError(`PGN tag name ${JSON.stringify(name.slice(0, 40))} must be letters, digits or _`);
      if (value.length > MAX_TAG_VALUE)
        throw new RangeError(
          `PGN tag ${name} is ${value.length} characters long; at most ${MAX_TAG_VALUE} are written`,
        );
      if (!Object.hasOwn(tags, name)) tags[name] = value.replace(/[\r\n]+/g, ' ');
    }
    // The moves as a line of nodes, each a child of the one before.
    const root: PgnNodeInput = {};
    let last = root;
    for (const code of this.#moves) last = (last.children = [{ uci: uciOf(code) }])[0];
    return writePgn(this.#slots.engine, { tags, startFen: tags.FEN, chess960: true, result, root });
  }

  /**
   * The game's result, the one pgn() writes: the rules' ("1-0" or "0-1" for a checkmate, "1/2-1/2"
   * for an automatic draw), else the Result tag loadPgn read (a resignation, a draw agreed) while
   * no move has been played or taken back since, else "*".
   */
  result(): PgnResult {
    return this.#result(this.#tags.Result);
  }

  /** Tags read from PGN by loadPgn (empty for other games). */
  tags(): Record<string, string> {
    return { ...this.#tags };
  }

  /** An independent copy of this game. */
  clone(): Game {
    return newGame(this.#slots, this.#start, [...this.#moves], { ...this.#tags }, this.#repairs);
  }

  // The engine's facts about the game now (STATUS_* bits); claims are asked for on their own.
  #status(): number {
    return this.#activate().calls._chess960_status();
  }
  // The engine's result of the game (pgn.h gameResult), `recorded` being its Result tag.
  #result(recorded: string | undefined): PgnResult {
    const code = this.#activate().calls._chess960_game_result(PGN_RESULTS.indexOf(recorded as PgnResult));
    return PGN_RESULTS[code];
  }
  // The engine's claims by the next move.
  #claimMoves(): DrawClaimMoveRecord[] {
    return this.#activate().calls.drawClaimMoves();
  }
  #termination(): Outcome['reason'] {
    return terminationOf(this.#status());
  }

  // The MoveResult of the move of `ply`, as the engine describes it.
  #describe(ply: number): MoveResult {
    const code = this.#activate().calls._chess960_describe_move(ply);
    return moveResult(code, this.#slots.engine.record());
  }
}

// clone() builds its copy here: a class that names itself inside its body is renamed by the
// bundler (stack traces would say _Game.move).
function newGame(...args: ConstructorParameters<typeof Game>): Game {
  return new Game(...args);
}

// Where the king of a legal castling code lands, as the engine's move record says. A castling
// code's squares fix its colour and side, so the answer holds wherever the code is legal: kept.
const castlingKingTargets = new Map<number, number>();
function castlingKingTarget(engine: Engine, code: number): number {
  let target = castlingKingTargets.get(code);
  if (target === undefined) {
    engine.calls._chess960_describe_legal(code);
    castlingKingTargets.set(code, (target = engine.record().pieceTo));
  }
  return target;
}

function terminationOf(status: number): Outcome['reason'] {
  return TERMINATIONS[((status >> STATUS_TERMINATION_SHIFT) & STATUS_TERMINATION_MASK) as Termination] ?? null;
}

// The names of the claims in the engine's claim bits.
function claimNames(bits: number): DrawClaim[] {
  return DRAW_CLAIMS.filter(([bit]) => bits & bit).map(([, name]) => name);
}

// The code whose UCI text is `uci` in a kept list (count first, then codes), or -1. Squares are
// compared as numbers first: a text is made only for a code with the same squares.
function findUci(kept: Uint16Array, uci: string): number {
  const fromTo = uciFromTo(uci);
  if (fromTo < 0) return -1;
  for (let i = 1; i <= kept[0]; i++) if ((kept[i] & FROM_TO_MASK) === fromTo && uciOf(kept[i]) === uci) return kept[i];
  return -1;
}

function pieceOf(piece: number): PieceOnSquare | null {
  if (piece >= NO_PIECE) return null;
  const color: EngineColor = piece >> PIECE_COLOR_SHIFT;
  return { type: PIECE_SYMBOLS[piece & PIECE_TYPE_MASK], color: color === EngineColor.BLACK ? 'b' : 'w' };
}
