// The commands of the native `chess960` tool (cpp/cli/main.cpp), over wasm, with the same output,
// messages and exit codes byte for byte (tests/js/cli.test.js runs both and compares).
import { IllegalMoveError, load, POSITION_COUNT, STANDARD_FEN, type Chess960, type Game } from '../index.js';

/** Where a command writes: stdout and stderr. out() returns a promise when the reader is behind. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Resolves when stdout has room again (pgn writes as it reads, in constant memory). */
  drain?(): Promise<void>;
}

export const INVALID_INPUT = 1; // invalid FEN or illegal move
export const USAGE_ERROR = 2;

const USAGE =
  'usage: chess960 perft <depth> [<fen>] | divide <depth> [<fen>] [moves <uci>...] | moves [<fen>] | ' +
  'startpos <n> | fen <fen> [--shredder] | pgn [FILE|-] [--fen | --uci | --fens] [--jobs N] | ' +
  'draw --seed TEXT --rounds N [...] | --help';

const HELP = `chess960: the rules of Chess960 (FIDE Laws, Guidelines II)

  chess960 perft <depth> [<fen>]     one "move: count" line per legal move (UCI, castling as
                                     king takes rook), a blank line, "Nodes searched: N"
  chess960 divide <depth> [<fen>] [moves <uci>...]
                                     the same as "move san count" lines, in the position
                                     reached by the moves given
  chess960 moves [<fen>]             the legal moves in UCI on one line
  chess960 startpos <n>              the FEN of start position n (0-959; 518 = standard chess)
  chess960 fen <fen> [--shredder]    the FEN normalised (X-FEN, or Shredder-FEN)
  chess960 pgn [FILE|-] [--fen | --uci | --fens] [--jobs N]
                                     read and replay every game of a PGN file or stdin: a
                                     summary, or per game the final FEN, the UCI moves or a FEN
                                     per ply (--jobs: threads of the native build)
  chess960 draw --seed TEXT [--public TEXT] --rounds N [--subset NAME] [--exclude 518,534]
                [--allow-repeats] [--double]
                                     a tournament draw (chess960-draw-v1): "commitment <hex>",
                                     then "round <r> <number> <fen>" per round (--double:
                                     "round <r> <white> <black> <fen>"); subsets chess960,
                                     chess18, chess90, chess870; no repeats unless allowed
  chess960 --help                    this text
  npx chess960 check-engine -- <engine> [<args>...]
                                     (npm package only) compare a UCI engine's perft with ours

Without a FEN: the standard start position. Depth: 1 to 20.
Exit codes: 0 ok, 1 invalid FEN or illegal move, 2 bad arguments.
`;

// Deepest perft the wasm counts in one call; deeper ones recurse here.
const MAX_WASM_DEPTH = 12;

export function usageError(output: Output, message: string): number {
  output.err(`chess960: ${message} (${USAGE})\n`);
  return USAGE_ERROR;
}

// std::from_chars for an int: an optional minus, digits only, within 32 bits.
function parseInt32(text: string | undefined): number | null {
  if (text === undefined || !/^-?[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return value >= -(2 ** 31) && value < 2 ** 31 ? value : null;
}

// The FEN may come as one quoted argument or spread over several.
function joinFen(args: readonly string[], first: number): string {
  let fen = '';
  for (let i = first; i < args.length; i++) {
    if (fen !== '') fen += ' ';
    fen += args[i];
  }
  return fen === '' ? STANDARD_FEN : fen;
}

// A game at the FEN, or null after printing why the FEN is invalid (as the native tool words it).
function loadGame(chess: Chess960, fen: string, output: Output): Game | null {
  const error = chess.validateFen(fen);
  if (error !== null) {
    const detail = error.message.slice(`Invalid FEN (${error.field}): `.length);
    output.err(`chess960: invalid FEN: ${detail}\n`);
    return null;
  }
  return chess.game(fen);
}

// divide() to any depth the native tool takes (1-20): past the wasm's limit, by moves from here.
function deepDivide(game: Game, depth: number): Map<string, number> {
  if (depth <= MAX_WASM_DEPTH) return game.divide(depth);
  const counts = new Map<string, number>();
  for (const move of game.legalMoves()) {
    game.move(move);
    let nodes = 0;
    for (const below of deepDivide(game, depth - 1).values()) nodes += below;
    counts.set(move, nodes);
    game.undo();
  }
  return counts;
}

// Plays a move read as UCI only, as the native tool reads it; null, or the engine's message.
function playUci(game: Game, text: string): string | null {
  try {
    // The { from, to } form sends the text to the engine's UCI reader as it is (no SAN fallback);
    // the reader echoes at most 16 characters, so 17 say as much as any longer text.
    game.move({ from: text.slice(0, 17), to: '' });
    return null;
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    // The wrapper capitalises the engine's message and names the position where it does not.
    const detail = error.message.charAt(0).toLowerCase() + error.message.slice(1);
    const where = ` in ${error.fen}`;
    return error.code === 'INVALID_UCI' && detail.endsWith(where) ? detail.slice(0, -where.length) : detail;
  }
}

function readDepth(args: readonly string[], command: string, output: Output): number | null {
  const depth = parseInt32(args[1]);
  if (depth === null || depth < 1 || depth > 20) {
    usageError(output, `${command} needs a depth from 1 to 20`);
    return null;
  }
  return depth;
}

async function perft(args: string[], output: Output): Promise<number> {
  const depth = readDepth(args, 'perft', output);
  if (depth === null) return USAGE_ERROR;
  const game = loadGame(await load(), joinFen(args, 2), output);
  if (game === null) return INVALID_INPUT;
  let text = '';
  let total = 0;
  for (const [move, nodes] of deepDivide(game, depth)) {
    text += `${move}: ${nodes}\n`;
    total += nodes;
  }
  output.out(`${text}\nNodes searched: ${total}\n`);
  return 0;
}

async function divide(args: string[], output: Output): Promise<number> {
  const depth = readDepth(args, 'divide', output);
  if (depth === null) return USAGE_ERROR;
  const movesWord = args.indexOf('moves', 2);
  const movesAt = movesWord < 0 ? args.length : movesWord;
  const game = loadGame(await load(), joinFen(args.slice(0, movesAt), 2), output);
  if (game === null) return INVALID_INPUT;
  for (const move of args.slice(movesAt + 1)) {
    const error = playUci(game, move);
    if (error !== null) {
      output.err(`chess960: ${error}\n`);
      return INVALID_INPUT;
    }
  }
  const san = game.legalMovesSan();
  let text = '';
  let total = 0;
  let i = 0;
  for (const [move, nodes] of deepDivide(game, depth)) {
    text += `${move} ${san[i++]} ${nodes}\n`;
    total += nodes;
  }
  output.out(`${text}\nNodes searched: ${total}\n`);
  return 0;
}

async function moves(args: string[], output: Output): Promise<number> {
  const game = loadGame(await load(), joinFen(args, 1), output);
  if (game === null) return INVALID_INPUT;
  output.out(`${game.legalMoves().join(' ')}\n`);
  return 0;
}

async function startpos(args: string[], output: Output): Promise<number> {
  const number = parseInt32(args[1]);
  if (args.length !== 2 || number === null) return usageError(output, 'startpos needs one number');
  if (number < 0 || number >= POSITION_COUNT)
    return usageError(output, `start position number ${number} is out of range; use 0 to ${POSITION_COUNT - 1}`);
  output.out(`${(await load()).startFen(number)}\n`);
  return 0;
}

async function fen(args: string[], output: Output): Promise<number> {
  let shredder = false;
  const fenArgs = [args[0]];
  for (const arg of args.slice(1)) {
    if (arg === '--shredder') shredder = true;
    else fenArgs.push(arg);
  }
  if (fenArgs.length < 2) return usageError(output, 'fen needs a FEN');
  const game = loadGame(await load(), joinFen(fenArgs, 1), output);
  if (game === null) return INVALID_INPUT;
  output.out(`${game.fen({ castling: shredder ? 'shredder' : 'xfen' })}\n`);
  return 0;
}

function help(_args: string[], output: Output): Promise<number> {
  output.out(HELP);
  return Promise.resolve(0);
}

/** The native tool's commands, by name. */
export const NATIVE_COMMANDS: Record<string, (args: string[], output: Output) => Promise<number>> = {
  perft,
  divide,
  moves,
  startpos,
  fen,
  '--help': help,
  '-h': help,
  help,
};
