// The Chess class of chess.js 1.4 on the chess960 engine: the same methods, answers and errors in
// standard chess, and Chess960 through the same calls. The rules (legal moves, SAN, check, mate,
// draws, FEN) come from the engine's Game; this class keeps what chess.js keeps besides a game
// (PGN headers, comments, null moves, board edits) and shapes the answers as chess.js does.
import { chess960, type Game, InvalidFenError, type MoveResult } from '../index.js';
import {
  type Color,
  DEFAULT_POSITION,
  HEADER_TEMPLATE_KEYS,
  type Piece,
  type PieceSymbol,
  SEVEN_TAG_ROSTER,
  SQUARES,
  type Square,
  chessJsSquareIndex,
} from './constants.js';
import { type LegalList, legalList } from './legal-list.js';
import { boardField, boardOf } from './board-field.js';
import { Move } from './move.js';
import { copyOf, describe, enPassantSquareOf } from './move-of-result.js';
import { readChessJsPgn } from './pgn-reader.js';
import { writeChessJsPgn } from './pgn-writer.js';
import { positionHash } from './position-hash.js';
import { findSanMove } from './san-reader.js';
import { validateFen } from './validate-fen.js';
import { variantIsChess960 } from './variant-tag.js';
import { PGN_CHESS960_VARIANT } from '../generated/contract.js';

const EMPTY_FEN = '8/8/8/8/8/8/8/8 w - - 0 1';
const NO_MOVES: LegalList = { uci: [], san: [], from: [], to: [], piece: [], promotion: [], castling: [], rook: [] };
const PIECE_TYPES = 'pnbrqk';

// Where play continues after a null move or a board edit: the engine game before it, and how many
// moves of the history were played before it.
interface Segment {
  game: Game | null;
  fen: string;
  ply: number;
  nullMove: boolean;
}

const template = (): Record<string, string | null> =>
  Object.fromEntries(HEADER_TEMPLATE_KEYS.map((key) => [key, SEVEN_TAG_ROSTER[key] ?? null]));

/**
 * chess.js's Chess: a position, the moves that led to it, and the game's PGN header and comments.
 * In standard chess it answers as chess.js 1.4 does; for Chess960:
 * - the constructor and load() read X-FEN and Shredder-FEN (`HAha`); fen() writes X-FEN (a rook's
 *   file only where two rooks stand on one side of the king);
 * - moves() lists every castling as `O-O` / `O-O-O`; a castling Move has flags 'k' or 'q', `from` the
 *   king's square, `to` its destination, and the rook's squares in `rookFrom` and `rookTo` (getters:
 *   they stay out of JSON.stringify and toEqual);
 * - in a Chess960 game (castling rights off the standard squares, or a PGN that says
 *   `[Variant "Chess960"]`), move({ from, to }) castles with the king dropped onto its destination,
 *   onto its own rook, or two or more squares toward its destination (FIDE's guideline for
 *   screens); where the destination is also a square the king can step to, the plain king move
 *   wins, as in chess.js's move order;
 * - pgn() writes `[Variant "Chess960"]`, `[SetUp "1"]` and `[FEN]` for a Chess960 start, and
 *   loadPgn() reads them, lichess's and python-chess's Chess960 PGN too (either castling notation);
 *   it reads the Variant tag as readPgn does (PgnGame.chess960) and refuses another variant.
 *
 * Where it differs from chess.js 1.4: castling rights the position cannot have are dropped when a
 * FEN is loaded, and a Chess960 castling field the rules refuse throws the engine's reason; a board
 * the rules cannot play (a king missing, the side not to move in check) has no moves and its
 * `is...()` queries are false (get(), board(), fen(), ascii() still show it); hash() is a Zobrist
 * key of its own (xoroshiro128 is chess.js's generator); repetition counts an en-passant square
 * only when the capture is legal (FIDE 9.2.3), and across null moves over the whole game; undo()
 * after put() or remove() in mid-game returns to the board before the edit and takes back the move
 * before it; chess.js's `_` members and `new Move(chess, internal)` are not there.
 */
export class Chess {
  // The engine game of the moves since the last null move or board edit; null while the engine
  // cannot play the board (no kings yet, the side not to move in check...).
  #game: Game | null = null;
  // The position while #game is null.
  #boardFen = EMPTY_FEN;
  readonly #segments: Segment[] = [];
  #history: Move[] = [];
  // The caches of the position before each move of #history, restored by undo().
  #before: { fen: string | undefined; legal: LegalList | undefined; board: (Piece | undefined)[] | undefined }[] = [];
  #header: Record<string, string | null> = template();
  #comments: Record<string, string> = {};
  // A Chess960 game: non-standard castling, or a Chess960 PGN; the king's move onto its own rook
  // then castles.
  #chess960 = false;
  // The en-passant field as loaded (fen({ forceEnpassantSquare }) before any move).
  #loadedEnPassant = '-';
  // Caches of the current position, dropped on every change.
  #fen: string | undefined;
  #legal: LegalList | undefined;
  #board: (Piece | undefined)[] | undefined;

  /** A game from a FEN (standard chess by default; X-FEN and Shredder-FEN for Chess960). */
  constructor(fen: string = DEFAULT_POSITION, { skipValidation = false }: { skipValidation?: boolean } = {}) {
    this.load(fen, { skipValidation });
  }

  /** Empties the board (and the history, the comments and, unless preserved, the headers). */
  clear({ preserveHeaders = false }: { preserveHeaders?: boolean } = {}): void {
    this.#forget(preserveHeaders);
    this.#setPosition(EMPTY_FEN);
  }

  // Drops the history, the comments and (unless kept) the headers.
  #forget(preserveHeaders: boolean): void {
    this.#segments.length = 0;
    this.#history = [];
    this.#before = [];
    this.#comments = {};
    if (!preserveHeaders) this.#header = template();
    this.#header.SetUp = null;
    this.#header.FEN = null;
    this.#chess960 = false;
  }

  /**
   * Sets up a position from a FEN: chess.js's checks and messages (thrown as Error), with
   * Chess960 castling fields (X-FEN `KQkq` or a rook's file, Shredder-FEN `HAha`) accepted.
   * Castling rights and an en-passant square the position cannot have are dropped.
   */
  load(
    fen: string,
    { skipValidation = false, preserveHeaders = false }: { skipValidation?: boolean; preserveHeaders?: boolean } = {},
  ): void {
    let fields = fen.split(/\s+/);
    if (fields.length >= 2 && fields.length < 6)
      fen = fields.concat(['-', '-', '0', '1'].slice(-(6 - fields.length))).join(' ');
    fields = fen.split(/\s+/);
    if (!skipValidation) {
      const { ok, error } = validateFen(fen);
      if (!ok) throw new Error(error);
    }
    this.#forget(preserveHeaders);
    // chess.js reads the clocks with parseInt ("98-70" is 98).
    if (fields.length === 6) [4, 5].forEach((i) => (fields[i] = String(parseInt(fields[i], 10))));
    const refusal = this.#setPosition(fields.join(' '));
    // Chess960 castling fields chess.js never sees (two rights on one side of a king, a file with
    // no rook...): the engine's reason. Other boards the engine cannot play (the side not to move
    // in check) load as chess.js loads them, without moves.
    if (refusal !== undefined && !skipValidation) throw new Error(refusal);
    this.#loadedEnPassant = fields[3] ?? '-';
    // Chess960: castling off the standard squares, or a (kept) Variant tag that says so.
    this.#chess960 = this.#isChess960Setup() || variantIsChess960(this.#header.Variant) === true;
    this.#updateSetup(fen);
  }

  /** The position as FEN: X-FEN castling (`KQkq`, a file letter where needed in Chess960). */
  fen({ forceEnpassantSquare = false }: { forceEnpassantSquare?: boolean } = {}): string {
    const fen = (this.#fen ??= this.#game !== null ? this.#game.fen() : this.#boardFen);
    if (!forceEnpassantSquare) return fen;
    const fields = fen.split(' ');
    fields[3] = this.#pseudoEnPassant();
    return fields.join(' ');
  }

  /** Back to the standard start (headers cleared). */
  reset(): void {
    this.load(DEFAULT_POSITION);
  }

  /** The piece on a square, or undefined. */
  get(square: Square): Piece | undefined {
    const piece = this.#squares()[chessJsSquareIndex(square)];
    return piece === undefined ? undefined : { type: piece.type, color: piece.color };
  }

  /** The squares holding this piece, a8 to h1. */
  findPiece(piece: Piece): Square[] {
    const board = this.#squares();
    return SQUARES.filter((_, i) => board[i]?.type === piece.type && board[i]?.color === piece.color);
  }

  /** Puts a piece on a square (false for a bad piece or square, or a second king of a colour). */
  put({ type, color }: { type: PieceSymbol; color: Color }, square: Square): boolean {
    if (typeof type !== 'string' || !PIECE_TYPES.includes(type.toLowerCase()) || type.length !== 1) return false;
    const index = chessJsSquareIndex(square);
    if (index < 0 || (color !== 'w' && color !== 'b')) return false;
    const board = this.#squares().slice();
    if (type === 'k') {
      const king = board.findIndex((p) => p?.type === 'k' && p.color === color);
      if (king >= 0 && king !== index) return false;
    }
    board[index] = { type, color };
    this.#edit(board);
    return true;
  }

  /** Takes the piece off a square and returns it (undefined for an empty square). */
  remove(square: Square): Piece | undefined {
    const piece = this.get(square);
    const board = this.#squares().slice();
    const index = chessJsSquareIndex(square);
    if (index >= 0) board[index] = undefined;
    this.#edit(board);
    return piece;
  }

  /** The squares of the pieces of `attackedBy` (default: the side to move) attacking a square, pinned pieces included. */
  attackers(square: Square, attackedBy?: Color): Square[] {
    if (this.#game === null || chessJsSquareIndex(square) < 0) return [];
    const found = this.#game.attackers(square, attackedBy ?? this.turn());
    return found.sort((a, b) => chessJsSquareIndex(a) - chessJsSquareIndex(b));
  }

  /** A hexadecimal key of the position (board, side to move, castling, en passant): equal positions, equal keys. */
  hash(): string {
    return positionHash(this.fen());
  }

  /** Whether a piece of `attackedBy` attacks the square. */
  isAttacked(square: Square, attackedBy: Color): boolean {
    return this.attackers(square, attackedBy).length > 0;
  }

  /** The side to move is in check. */
  isCheck(): boolean {
    return this.#game?.isCheck() ?? false;
  }

  /** The side to move is in check (chess.js's older name of isCheck). */
  inCheck(): boolean {
    return this.isCheck();
  }

  /** Checkmate. */
  isCheckmate(): boolean {
    return this.#game?.isCheckmate() ?? false;
  }

  /** Stalemate. */
  isStalemate(): boolean {
    return this.#game?.isStalemate() ?? false;
  }

  /** Neither side can mate: K v K, K and a minor piece v K, or bishops all on squares of one colour. */
  isInsufficientMaterial(): boolean {
    return this.#game?.isInsufficientMaterial() ?? false;
  }

  /** The position has stood on the board three times (since the last load). */
  isThreefoldRepetition(): boolean {
    if (this.#segments.length === 0) return this.#game?.isThreefoldRepetition() ?? false;
    // Null moves or edits split the game between engine games: count the positions of all of it.
    const key = (fen: string) => fen.split(' ', 4).join(' ');
    const now = key(this.fen());
    let seen = key(this.#startFen()) === now ? 1 : 0;
    for (const move of this.#history) if (key(move.after) === now) seen++;
    return seen >= 3;
  }

  /** 50 moves each without a capture or a pawn move (the halfmove clock at 100). */
  isDrawByFiftyMoves(): boolean {
    return Number(this.fen().split(' ')[4]) >= 100;
  }

  /** chess.js's draw: fifty moves, stalemate, insufficient material or threefold repetition. */
  isDraw(): boolean {
    return (
      this.isDrawByFiftyMoves() || this.isStalemate() || this.isInsufficientMaterial() || this.isThreefoldRepetition()
    );
  }

  /** Checkmate or isDraw(). */
  isGameOver(): boolean {
    return this.isCheckmate() || this.isDraw();
  }

  /** The legal moves in SAN, or as Move objects with `verbose: true`; of one square or one piece type on request. */
  moves(): string[];
  moves({ square }: { square: Square }): string[];
  moves({ piece }: { piece: PieceSymbol }): string[];
  moves({ square, piece }: { square: Square; piece: PieceSymbol }): string[];
  moves({ verbose, square }: { verbose: true; square?: Square }): Move[];
  moves({ verbose, square }: { verbose: false; square?: Square }): string[];
  moves({ verbose, square }: { verbose?: boolean; square?: Square }): string[] | Move[];
  moves({ verbose, piece }: { verbose: true; piece?: PieceSymbol }): Move[];
  moves({ verbose, piece }: { verbose: false; piece?: PieceSymbol }): string[];
  moves({ verbose, piece }: { verbose?: boolean; piece?: PieceSymbol }): string[] | Move[];
  moves({ verbose, square, piece }: { verbose: true; square?: Square; piece?: PieceSymbol }): Move[];
  moves({ verbose, square, piece }: { verbose: false; square?: Square; piece?: PieceSymbol }): string[];
  moves({ verbose, square, piece }: { verbose?: boolean; square?: Square; piece?: PieceSymbol }): string[] | Move[];
  moves({ square, piece }: { square?: Square; piece?: PieceSymbol }): Move[];
  moves({
    verbose = false,
    square = undefined,
    piece = undefined,
  }: { verbose?: boolean; square?: Square; piece?: PieceSymbol } = {}): string[] | Move[] {
    const legal = this.#legalMoves();
    const forSquare = square ? (square.toLowerCase() as Square) : undefined;
    if (forSquare !== undefined && chessJsSquareIndex(forSquare) < 0) return [];
    const forPiece = piece?.toLowerCase();
    const all = forSquare === undefined && forPiece === undefined;
    if (verbose) {
      const moves: Move[] = [];
      for (let i = 0; i < legal.uci.length; i++)
        if (
          all ||
          ((forSquare === undefined || legal.from[i] === forSquare) &&
            (forPiece === undefined || legal.piece[i] === forPiece))
        )
          moves.push(this.#moveObject(legal, i));
      return moves;
    }
    if (all) return legal.san.slice();
    const moves: string[] = [];
    for (let i = 0; i < legal.uci.length; i++) {
      if (
        (forSquare !== undefined && legal.from[i] !== forSquare) ||
        (forPiece !== undefined && legal.piece[i] !== forPiece)
      )
        continue;
      // chess.js tells apart only the moves it lists: from one square, no file or rank is needed.
      moves.push(
        forSquare === undefined ? legal.san[i] : legal.san[i].replace(/^([NBRQK])[a-h]?[1-8]?(x?[a-h][1-8])/, '$1$2'),
      );
    }
    return moves;
  }

  /**
   * Plays a move: SAN ('Nf3', 'O-O'), the notations chess.js also reads unless `strict` ('e2e4',
   * 'Ng1-f3', '0-0'), `{ from, to, promotion }` (for castling `to` is the king's destination or,
   * in Chess960, its own rook's square or a square two or more toward its destination), or null /
   * '--' for a null move. Throws Error('Invalid
   * move: ...') and changes nothing when it is not legal.
   */
  move(
    move: string | { from: string; to: string; promotion?: string } | null,
    { strict = false }: { strict?: boolean } = {},
  ): Move {
    const legal = this.#legalMoves();
    let index = -1;
    let nullMove = false;
    if (typeof move === 'string') {
      if (move.replace(/=/, '').replace(/[+#]?[?!]*$/, '') === '--') nullMove = true;
      else index = findSanMove(legal, move, strict, this.#chess960);
    } else if (move === null) {
      nullMove = true;
    } else if (typeof move === 'object') {
      for (let i = 0; i < legal.uci.length; i++) {
        if (move.from !== legal.from[i]) continue;
        if (move.to !== legal.to[i] && !(this.#chess960 && move.to === legal.rook[i])) continue;
        if (legal.promotion[i] === undefined || move.promotion === legal.promotion[i]) {
          index = i;
          break;
        }
      }
      if (index < 0 && this.#chess960) index = this.#castlingGesture(legal, move.from, move.to);
    }
    if (!nullMove && index < 0)
      throw new Error(`Invalid move: ${typeof move === 'string' ? move : JSON.stringify(move)}`);
    if (nullMove) {
      if (this.isCheck()) throw new Error('Null move not allowed when in check');
      return this.#playNullMove();
    }
    return this.#play(legal, index);
  }

  /** Takes back the last move and returns it, or null at the start. */
  undo(): Move | null {
    if (this.#history.length === 0) return null;
    // A board edit after the last move: back to the board before it.
    let segment = this.#segments.at(-1);
    while (segment !== undefined && !segment.nullMove && segment.ply === this.#history.length) {
      this.#restore(this.#segments.pop()!);
      segment = this.#segments.at(-1);
    }
    const move = this.#history.pop()!;
    if (segment !== undefined && segment.nullMove && segment.ply === this.#history.length + 1)
      this.#restore(this.#segments.pop()!);
    else this.#game!.undo();
    const cached = this.#before.pop()!;
    this.#fen = cached.fen;
    this.#legal = cached.legal;
    this.#board = cached.board;
    return move;
  }

  /** The game as PGN, written as chess.js writes it; `maxWidth` wraps lines, `newline` separates them. */
  pgn({ newline = '\n', maxWidth = 0 }: { newline?: string; maxWidth?: number } = {}): string {
    return writeChessJsPgn({
      header: this.#header,
      startFen: this.#startFen(),
      moves: this.#history,
      comments: this.#comments,
      newline,
      maxWidth,
    });
  }

  /**
   * Sets tags from name, value pairs and returns all tags, unset ones as null.
   * @deprecated As in chess.js: use setHeader() and getHeaders().
   */
  header(...args: string[]): Record<string, string | null> {
    for (let i = 0; i < args.length; i += 2)
      if (typeof args[i] === 'string' && typeof args[i + 1] === 'string') this.#header[args[i]] = args[i + 1];
    return this.#header;
  }

  /** Sets a tag; returns the tags that are set. */
  setHeader(key: string, value: string): Record<string, string> {
    this.#header[key] = value ?? SEVEN_TAG_ROSTER[key] ?? null;
    return this.getHeaders();
  }

  /** Unsets a tag (a Seven Tag Roster tag goes back to its "?" value); false if it was never there. */
  removeHeader(key: string): boolean {
    if (!(key in this.#header)) return false;
    this.#header[key] = SEVEN_TAG_ROSTER[key] || null;
    return true;
  }

  /** The tags that are set, in PGN order. */
  getHeaders(): Record<string, string> {
    const set: Record<string, string> = {};
    for (const [key, value] of Object.entries(this.#header)) if (value !== null) set[key] = value;
    return set;
  }

  /**
   * Replaces the game by the first game of a PGN text (chess.js's grammar; the mainline, its
   * comments and tags). Chess960 games by their Variant and FEN tags, as lichess and python-chess
   * write them. Throws Error on bad text or a move that is not legal.
   */
  loadPgn(
    pgn: string,
    { strict = false, newlineChar = '\r?\n' }: { strict?: boolean; newlineChar?: string } = {},
  ): void {
    if (newlineChar !== '\r?\n') pgn = pgn.replace(new RegExp(newlineChar, 'g'), '\n');
    const read = readChessJsPgn(pgn);
    // Chess960 or standard chess as every reader of the package reads the Variant tag; any other
    // variant is refused before the game changes.
    const chess960Variant = variantIsChess960(read.headers.Variant);
    if (chess960Variant === undefined)
      throw new Error(
        `Invalid PGN: variant '${read.headers.Variant}' is not supported (only standard chess and Chess960)`,
      );
    this.reset();
    let fen = '';
    for (const [key, value] of Object.entries(read.headers)) {
      if (key.toLowerCase() === 'fen') fen = value;
      this.header(key, value);
    }
    if (!strict) {
      if (fen) this.load(fen, { preserveHeaders: true });
    } else if (read.headers.SetUp === '1') {
      if (!('FEN' in read.headers)) throw new Error('Invalid PGN: FEN tag must be supplied with SetUp tag');
      this.load(read.headers.FEN, { preserveHeaders: true });
    }
    // (A Chess960 game from the standard start has a Variant tag and no FEN.)
    if (chess960Variant) this.#chess960 = true;
    if (read.comment !== undefined) this.#comments[this.fen()] = read.comment;
    for (const { san, comment } of read.moves) {
      if (this.#playExactSan(san)) {
        if (comment !== undefined) this.#comments[this.fen()] = comment;
        continue;
      }
      const legal = this.#legalMoves();
      const index = findSanMove(legal, san, strict, this.#chess960);
      if (index < 0) throw new Error(`Invalid move in PGN: ${san}`);
      this.#play(legal, index);
      if (comment !== undefined) this.#comments[this.fen()] = comment;
    }
    if (read.result && Object.keys(this.#header).length > 0 && this.#header.Result !== read.result)
      this.setHeader('Result', read.result);
  }

  /** The board as text, rank 8 at the top. */
  ascii(): string {
    const board = this.#squares();
    let text = '   +------------------------+\n';
    for (let rank = 0; rank < 8; rank++) {
      text += ` ${8 - rank} |`;
      for (let file = 0; file < 8; file++) {
        const piece = board[rank * 8 + file];
        text += piece === undefined ? ' . ' : ` ${piece.color === 'w' ? piece.type.toUpperCase() : piece.type} `;
      }
      text += '|\n';
    }
    return `${text}   +------------------------+\n     a  b  c  d  e  f  g  h`;
  }

  /** Leaf nodes of the legal move tree `depth` plies deep (counted in the engine). */
  perft(depth: number): number {
    if (this.#game === null) return 0;
    return depth >= 1 ? this.#game.perft(depth) : this.#legalMoves().uci.length;
  }

  /** Gives the move to `color` by a null move; false if it already has it. */
  setTurn(color: Color): boolean {
    if (this.turn() === color) return false;
    this.move('--');
    return true;
  }

  /** The side to move. */
  turn(): Color {
    return this.fen().split(' ')[1] as Color;
  }

  /** The board: 8 ranks from rank 8, each a8-to-h8 style, `{ square, type, color }` or null. */
  board(): ({ square: Square; type: PieceSymbol; color: Color } | null)[][] {
    const board = this.#squares();
    const rows: ({ square: Square; type: PieceSymbol; color: Color } | null)[][] = [];
    for (let rank = 0; rank < 8; rank++) {
      const row: ({ square: Square; type: PieceSymbol; color: Color } | null)[] = [];
      for (let file = 0; file < 8; file++) {
        const piece = board[rank * 8 + file];
        row.push(
          piece === undefined ? null : { square: SQUARES[rank * 8 + file], type: piece.type, color: piece.color },
        );
      }
      rows.push(row);
    }
    return rows;
  }

  /** 'light' or 'dark', or null for a name that is not a square. */
  squareColor(square: Square): 'light' | 'dark' | null {
    const index = chessJsSquareIndex(square);
    if (index < 0) return null;
    return (Math.floor(index / 8) + (index % 8)) % 2 === 0 ? 'light' : 'dark';
  }

  /** The moves played, in SAN, or as Move objects with `verbose: true`. */
  history(): string[];
  history({ verbose }: { verbose: true }): Move[];
  history({ verbose }: { verbose: false }): string[];
  history({ verbose }: { verbose: boolean }): string[] | Move[];
  history({ verbose = false }: { verbose?: boolean } = {}): string[] | Move[] {
    return verbose ? this.#history.map(copyOf) : this.#history.map((move) => move.san);
  }

  /** The comment on the current position, or undefined. */
  getComment(): string {
    return this.#comments[this.fen()];
  }

  /** Sets the comment on the current position (braces become brackets). */
  setComment(comment: string): void {
    this.#comments[this.fen()] = comment.replace('{', '[').replace('}', ']');
  }

  /**
   * Removes the comment on the current position and returns it.
   * @deprecated As in chess.js: renamed removeComment().
   */
  deleteComment(): string {
    return this.removeComment();
  }

  /** Removes the comment on the current position and returns it. */
  removeComment(): string {
    const fen = this.fen();
    const comment = this.#comments[fen];
    delete this.#comments[fen];
    return comment;
  }

  /** The comments of the game's positions, in game order. */
  getComments(): { fen: string; comment: string }[] {
    this.#pruneComments();
    return Object.entries(this.#comments).map(([fen, comment]) => ({ fen, comment }));
  }

  /**
   * Removes every comment and returns them.
   * @deprecated As in chess.js: renamed removeComments().
   */
  deleteComments(): { fen: string; comment: string }[] {
    return this.removeComments();
  }

  /** Removes every comment and returns them, in game order. */
  removeComments(): { fen: string; comment: string }[] {
    const comments = this.getComments();
    this.#comments = {};
    return comments;
  }

  /**
   * Grants or removes castling rights of a colour (`k`: kingside, `q`: queenside). Returns
   * whether the rights are now as asked (a right without its king and rook in place is refused).
   */
  setCastlingRights(color: Color, rights: Partial<Record<'k' | 'q', boolean>>): boolean {
    const fields = this.fen().split(' ');
    const current = this.#castlingLetters(fields[2]);
    for (const side of ['k', 'q'] as const) {
      const letter = color === 'w' ? side.toUpperCase() : side;
      if (rights[side] === true && !current.some((c) => c.side === side && c.color === color))
        current.push({ letter, side, color });
      if (rights[side] === false)
        current.splice(0, current.length, ...current.filter((c) => !(c.side === side && c.color === color)));
    }
    fields[2] = current.map((c) => c.letter).join('') || '-';
    this.#editFen(fields.join(' '), false);
    const result = this.getCastlingRights(color);
    return (rights.k === undefined || rights.k === result.k) && (rights.q === undefined || rights.q === result.q);
  }

  /** The castling rights of a colour: `{ k, q }`. */
  getCastlingRights(color: Color): { k: boolean; q: boolean } {
    const letters = this.#castlingLetters(this.fen().split(' ')[2]);
    return {
      k: letters.some((c) => c.color === color && c.side === 'k'),
      q: letters.some((c) => c.color === color && c.side === 'q'),
    };
  }

  /** The FEN's fullmove number. */
  moveNumber(): number {
    return Number(this.fen().split(' ')[5]);
  }

  // --- the position and its caches

  #changed(): void {
    this.#fen = undefined;
    this.#legal = undefined;
    this.#board = undefined;
  }

  // Sets up a FEN on the engine (dropping the castling rights and en-passant square it cannot
  // have), or keeps it as a bare board when the engine refuses it.
  // Returns the engine's reason when it refuses the castling field of a board with both kings.
  #setPosition(fen: string): string | undefined {
    this.#changed();
    const board = fen.split(' ')[0];
    let refusal: string | undefined;
    // (A board without both kings is never a game: no need to ask.)
    if (board.includes('K') && board.includes('k')) {
      try {
        this.#game = chess960.game(fen, { repair: true });
        return undefined;
      } catch (error) {
        // Any other error (the engine could not be made) is the caller's, not a board without moves.
        if (!(error instanceof InvalidFenError)) throw error;
        if (error.field === 'castling') refusal = error.message;
      }
    }
    this.#game = null;
    const fields = fen.split(' ');
    if (fields.length === 6) fields[3] = '-';
    this.#boardFen = fields.join(' ');
    return refusal;
  }

  #squares(): (Piece | undefined)[] {
    return (this.#board ??= boardOf(this.fen()));
  }

  #legalMoves(): LegalList {
    if (this.#legal !== undefined) return this.#legal;
    const game = this.#game;
    if (game === null) return (this.#legal = NO_MOVES);
    return (this.#legal = legalList(game.legalMoves({ verbose: true })));
  }

  // Plays a move written exactly as the engine writes its SAN (what chess.js's reading finds
  // first), without building the legal-move list; false (nothing played) for any other text.
  #playExactSan(san: string): boolean {
    const game = this.#game;
    if (game === null || san === '--') return false;
    let result: MoveResult;
    const before = this.fen();
    try {
      result = game.move(san);
    } catch {
      return false;
    }
    if (result.san !== san) {
      game.undo();
      return false;
    }
    this.#played(result, before, undefined);
    return true;
  }

  // The Move object of legal move i, without playing it.
  #moveObject(legal: LegalList, i: number): Move {
    const game = this.#game!;
    const before = this.fen();
    const result = game.move(legal.uci[i]);
    const after = game.fen();
    game.undo();
    return describe(result, before, after);
  }

  #play(legal: LegalList, i: number): Move {
    const before = this.fen();
    return this.#played(this.#game!.move(legal.uci[i]), before, legal);
  }

  // Records the move the engine game has just played from the position `before`.
  #played(result: MoveResult, before: string, legal: LegalList | undefined): Move {
    this.#before.push({ fen: before, legal, board: this.#board });
    this.#changed();
    const after = (this.#fen = this.#game!.fen());
    const move = describe(result, before, after);
    this.#history.push(move);
    return copyOf(move);
  }

  #playNullMove(): Move {
    const before = this.fen();
    const fields = before.split(' ');
    const color = fields[1] as Color;
    fields[1] = color === 'w' ? 'b' : 'w';
    fields[3] = '-';
    fields[4] = String(Number(fields[4]) + 1);
    if (color === 'b') fields[5] = String(Number(fields[5]) + 1);
    const after = fields.join(' ');
    this.#before.push({ fen: before, legal: this.#legal, board: this.#board });
    this.#segments.push({ game: this.#game, fen: this.#boardFen, ply: this.#history.length + 1, nullMove: true });
    this.#setPosition(after);
    const move = new Move({
      color,
      from: 'a8',
      to: 'a8',
      piece: 'k',
      captured: undefined,
      promotion: undefined,
      flags: '-',
      san: '--',
      before,
      after: this.fen(),
    });
    this.#history.push(move);
    return copyOf(move);
  }

  #restore(segment: Segment): void {
    this.#game = segment.game;
    this.#boardFen = segment.fen;
    this.#changed();
  }

  // A board changed by put() or remove().
  #edit(board: (Piece | undefined)[]): void {
    const fields = this.fen().split(' ');
    fields[0] = boardField(board);
    this.#editFen(fields.join(' '), true);
  }

  // A position changed in place (put, remove, setCastlingRights). chess.js then keeps castling
  // only with the king and rook on its squares; in Chess960 the engine drops what cannot be.
  #editFen(fen: string, updateSetup: boolean): void {
    const fields = fen.split(' ');
    if (!this.#chess960) {
      const board = boardOf(fen);
      const corners: Record<string, [number, number]> = { K: [60, 63], Q: [60, 56], k: [4, 7], q: [4, 0] };
      const kept = [...fields[2]].filter((letter) => {
        const squares = corners[letter];
        if (squares === undefined) return false;
        const color = letter === 'K' || letter === 'Q' ? 'w' : 'b';
        const [king, rook] = [board[squares[0]], board[squares[1]]];
        return king?.type === 'k' && king.color === color && rook?.type === 'r' && rook.color === color;
      });
      fields[2] = kept.join('') || '-';
    }
    if (this.#history.length > 0)
      this.#segments.push({ game: this.#game, fen: this.#boardFen, ply: this.#history.length, nullMove: false });
    this.#setPosition(fields.join(' '));
    if (updateSetup) this.#updateSetup(this.fen());
  }

  // chess.js's SetUp and FEN tags: set while no move has been played and the position is not the
  // standard start (the FEN as given); Variant "Chess960" besides them for a Chess960 start.
  #updateSetup(fen: string): void {
    if (this.#history.length > 0) return;
    const standard = fen === DEFAULT_POSITION;
    if (this.#chess960) {
      // The Variant tag (as read, or "Chess960") just before SetUp, where lichess writes it.
      const variant = this.#header.Variant ?? PGN_CHESS960_VARIANT;
      const header: Record<string, string | null> = {};
      for (const [key, value] of Object.entries(this.#header)) {
        if (key === 'SetUp') header.Variant = variant;
        if (key !== 'Variant') header[key] = value;
      }
      header.Variant ??= variant;
      this.#header = header;
    }
    this.#header.SetUp = standard ? null : '1';
    // (A Chess960 start as X-FEN, as lichess writes it, whichever castling notation it came in.)
    this.#header.FEN = standard ? null : this.#chess960 ? this.fen() : fen;
  }

  // In a Chess960 game, the castling a king's move asks for by FIDE's guideline for screens (two
  // or more squares toward its castling square), where that is the only move it can mean; or -1.
  #castlingGesture(legal: LegalList, from: unknown, to: unknown): number {
    if (this.#game === null || chessJsSquareIndex(from) < 0 || chessJsSquareIndex(to) < 0) return -1;
    const drop = this.#game.moveForDrop(from as Square, to as Square);
    return drop.kind === 'move' && drop.move.castling !== undefined ? legal.uci.indexOf(drop.move.uci) : -1;
  }

  // Castling with a king and rook off chess.js's squares (e1 and a1/h1, e8 and a8/h8).
  #isChess960Setup(): boolean {
    const game = this.#game;
    if (game === null) return false;
    const rights = game.castlingRights();
    const board = this.#squares();
    for (const color of ['w', 'b'] as const) {
      const rank = color === 'w' ? '1' : '8';
      const kingAt = SQUARES[board.findIndex((p) => p?.type === 'k' && p.color === color)];
      const { kingside, queenside } = rights[color];
      if ((kingside !== null || queenside !== null) && kingAt !== `e${rank}`) return true;
      if ((kingside !== null && kingside !== `h${rank}`) || (queenside !== null && queenside !== `a${rank}`))
        return true;
    }
    return false;
  }

  // The castling field's rights as colour and side.
  #castlingLetters(field: string): { letter: string; side: 'k' | 'q'; color: Color }[] {
    const board = this.#squares();
    const letters: { letter: string; side: 'k' | 'q'; color: Color }[] = [];
    for (const letter of field) {
      if (letter === '-') continue;
      const color: Color = letter === letter.toUpperCase() ? 'w' : 'b';
      const lower = letter.toLowerCase();
      let side: 'k' | 'q';
      if (lower === 'k' || lower === 'q') side = lower;
      else {
        // A rook's file: kingside when it is right of the king.
        const king = board.findIndex((p) => p?.type === 'k' && p.color === color);
        side = lower.charCodeAt(0) - 97 > king % 8 ? 'k' : 'q';
      }
      letters.push({ letter, side, color });
    }
    return letters;
  }

  // The en-passant square chess.js keeps: after a double step beside an enemy pawn, or as loaded.
  #pseudoEnPassant(): string {
    const last = this.#history.at(-1);
    const segment = this.#segments.at(-1);
    const movesHere = this.#history.length - (segment?.ply ?? 0);
    if (movesHere === 0) return this.#history.length === 0 ? this.#loadedEnPassant : '-';
    const passed = last !== undefined ? enPassantSquareOf(last) : undefined;
    if (last === undefined || passed === undefined) return '-'; // no two-square step
    const board = this.#squares();
    const to = chessJsSquareIndex(last.to);
    const enemy = last.color === 'w' ? 'b' : 'w';
    const beside = [to % 8 > 0 ? to - 1 : -1, to % 8 < 7 ? to + 1 : -1].some(
      (s) => s >= 0 && board[s]?.type === 'p' && board[s]?.color === enemy,
    );
    return beside ? passed : '-';
  }

  #startFen(): string {
    return this.#history.length > 0 ? this.#history[0].before : this.fen();
  }

  // Keeps the comments of the positions of this game, in game order (chess.js's getComments order).
  #pruneComments(): void {
    const kept: Record<string, string> = {};
    for (const fen of [this.#startFen(), ...this.#history.map((move) => move.after)])
      if (fen in this.#comments) kept[fen] = this.#comments[fen];
    this.#comments = kept;
  }
}
