// The shapes of the table of start evaluations: what chess960/evaluations exports, and what the
// tournament draw takes for a band (draw.ts). Types only, so that the draw can name the table
// without importing it (the table stays out of what `import 'chess960'` downloads).

/**
 * An engine's evaluation of every start (0-959), as chess960/evaluations exports it
 * (`startEvaluations`): how it was made, its rows as text and each start's score. Pass it to drawStarts(),
 * drawAnnouncement() and verifyDraw() with `maxScore` for an engine-balanced draw.
 */
export interface StartEvaluations {
  /** The engine's `id name`, such as 'Stockfish 15.1'. */
  readonly engine: string;
  /** The UCI options it ran with: `{ UCI_Chess960: 'true', UCI_ShowWDL: 'true', Threads: '1', Hash: '64' }`. */
  readonly options: Readonly<Record<string, string>>;
  /** Nodes searched per start (`go nodes N`): the same engine binary then gives the same rows. */
  readonly nodes: number;
  /** When the table was made, YYYY-MM-DD. */
  readonly date: string;
  /** The lowercase hex SHA-256 of `rows`: the name an announcement gives the table. */
  readonly sha256: string;
  /**
   * The rows in their canonical form, one line per start in order 0..959, each ended by "\n":
   * `<number> cp <centipawns> <win> <draw> <loss> <depth> <best move>` (`mate <moves>` in place of
   * `cp <centipawns>` for a mate the engine found), single spaces. startEvaluation() reads a line.
   */
  readonly rows: string;
  /**
   * Each start's score from `rows`, by start number: White's centipawns, or null where the engine
   * found a mate (a start outside every band). What a draw's band compares with `maxScore`.
   */
  readonly scores: readonly (number | null)[];
}

/** One start's evaluation (startEvaluation()). */
export interface StartEvaluation {
  /** The start number, 0-959. */
  number: number;
  /** White's score in centipawns (White moves first); null when the engine found a mate. */
  centipawns: number | null;
  /** Moves to a mate the engine found (negative: Black mates); null for none. */
  mate: number | null;
  /** Win, draw and loss per mille from White's side, as the engine's UCI_ShowWDL gives them. */
  wdl: { win: number; draw: number; loss: number };
  /** The depth the search reached, in plies. */
  depth: number;
  /** The engine's best move in UCI (castling as king takes rook). */
  bestMove: string;
}
