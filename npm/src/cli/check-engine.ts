// check-engine: drives a UCI engine's `go perft` and compares its divide with ours, on reference
// Chess960 positions and on positions from seeded random games biased toward castling, en passant
// and promotion. On the first disagreement it walks down the divide tree to the position where one
// move's count differs and prints a minimal reproduction. It also checks that the engine reads
// king-takes-rook castling in `position ... moves ...` and writes it in `bestmove`.
import { randomInt } from 'node:crypto';
import { load, type Chess960 } from '../index.js';
import { REFERENCE_FENS } from 'chess960-internal:reference-positions';
import { describeMove, moveKind, type MoveKind } from './move-kind.js';
import { EngineError, UciEngine, positionCommand } from './uci-engine.js';

/** Where check-engine writes: stdout and stderr. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export const AGREED = 0;
export const DISAGREED = 1;
export const BAD_ARGUMENTS = 2;
export const ENGINE_FAILED = 3;

const USAGE =
  'usage: chess960 check-engine [--positions N] [--depth D] [--time-limit S] [--seed S] [--fen FEN]... -- <engine> [<args>...]';

const HELP = `chess960 check-engine: compare a UCI engine's perft with the chess960 rules

  ${USAGE.slice('usage: '.length)}

  --positions N    reference Chess960 positions to test, and as many from random games (default 8)
  --depth D        perft depth of each comparison (default 4)
  --time-limit S   seconds the whole check may take (default 120)
  --seed S         seed of the random choices (default: random; the seed is printed)
  --fen FEN        test this position instead (repeatable)

The engine must answer \`go perft N\` with "move: count" lines and "Nodes searched: N"
(Stockfish and most engines do); UCI_Chess960 is set when the engine offers it.
Exit codes: 0 all agreed, 1 a disagreement (with its reproduction), 2 bad arguments,
3 the engine failed (did not start, exited, or exceeded the time limit).
`;

interface Options {
  positions: number;
  depth: number;
  timeLimit: number;
  seed: number;
  fens: string[];
  engine: string[];
}

interface TestPosition {
  label: string;
  fen: string;
}

/** Where the engine and we differ: the position reached by `moves` from `fen`. */
interface Difference {
  label: string;
  fen: string;
  moves: string[];
  depth: number;
  move: string;
  ours: number | undefined;
  theirs: number | undefined;
}

// Positions where castling is the only legal move: the engine's bestmove must be king-takes-rook.
const CASTLING_ONLY = ['2k2r2/8/8/8/8/7p/r6P/6KR w K - 0 1', '6kr/R6p/7P/8/8/8/8/2K2R2 b k - 0 1'];

function parseOptions(args: string[]): Options | string {
  const options: Options = { positions: 8, depth: 4, timeLimit: 120, seed: -1, fens: [], engine: [] };
  const numbers: Record<string, [keyof Options, number, number]> = {
    '--positions': ['positions', 0, 960],
    '--depth': ['depth', 1, 8],
    '--time-limit': ['timeLimit', 1, 86400],
    '--seed': ['seed', 0, 2 ** 32 - 1],
  };
  let i = 1;
  for (; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      i++;
      break;
    }
    if (arg === '--fen') {
      if (i + 1 >= args.length) return '--fen needs a FEN';
      options.fens.push(args[++i]);
      continue;
    }
    if (Object.hasOwn(numbers, arg)) {
      const [key, min, max] = numbers[arg];
      const value = args[i + 1];
      if (value === undefined || !/^[0-9]+$/.test(value) || Number(value) < min || Number(value) > max)
        return `${arg} needs a whole number from ${min} to ${max}`;
      (options[key] as number) = Number(value);
      i++;
      continue;
    }
    if (arg.startsWith('-')) return `unknown option '${arg}'`;
    break; // the engine's command, without a '--' before it
  }
  options.engine = args.slice(i);
  if (options.engine.length === 0) return 'the engine command is missing (after --)';
  return options;
}

export async function runCheckEngine(args: string[], output: Output): Promise<number> {
  if (args[1] === '--help' || args[1] === '-h') {
    output.out(HELP);
    return AGREED;
  }
  const options = parseOptions(args);
  if (typeof options === 'string') {
    output.err(`chess960: check-engine: ${options} (${USAGE})\n`);
    return BAD_ARGUMENTS;
  }
  const chess = await load();
  for (const fen of options.fens) {
    const error = chess.validateFen(fen);
    if (error !== null) {
      output.err(`chess960: check-engine: --fen: ${error.message}\n`);
      return BAD_ARGUMENTS;
    }
  }
  const started = Date.now();
  const seed = options.seed >= 0 ? options.seed : randomInt(2 ** 32);
  const say = (line: string) => output.out(`${line}\n`);
  say(`check-engine: ${options.engine.join(' ')}`);
  say(
    options.fens.length > 0
      ? `depth ${options.depth}`
      : `seed ${seed} (repeat with --seed ${seed}), depth ${options.depth}`,
  );

  let engine: UciEngine | undefined;
  try {
    engine = await UciEngine.start(options.engine[0], options.engine.slice(1), started + options.timeLimit * 1000);
    say(`engine: ${engine.name || '(no id name)'}; UCI_Chess960 ${engine.offersChess960 ? 'set' : 'not offered'}`);
    const code = await check(chess, engine, options, seed, say);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    say(code === AGREED ? `all agreed (${seconds} s)` : `FAILED (${seconds} s)`);
    if (code !== AGREED) output.err(`chess960: check-engine: the engine disagrees with the rules (see above)\n`);
    await engine.quit();
    return code;
  } catch (error) {
    engine?.kill();
    if (!(error instanceof EngineError)) throw error;
    output.err(`chess960: check-engine: ${error.message}\n`);
    return ENGINE_FAILED;
  }
}

async function check(
  chess: Chess960,
  engine: UciEngine,
  options: Options,
  seed: number,
  say: (line: string) => void,
): Promise<number> {
  const random = mulberry32(seed);
  const positions: TestPosition[] =
    options.fens.length > 0
      ? options.fens.map((fen, i) => ({ label: `--fen ${i + 1}`, fen }))
      : [
          ...referencePositions(options.positions, random),
          ...randomGamePositions(chess, options.positions, random),
          ...CASTLING_ONLY.map((fen, i) => ({ label: `castling only ${i + 1}`, fen })),
        ];
  let nodes = 0;
  for (const { label, fen } of positions) {
    const difference = await findDifference(chess, engine, label, fen, options.depth);
    if (difference !== null) {
      printReproduction(chess, difference, say);
      return DISAGREED;
    }
    const total = chess.game(fen).perft(options.depth);
    nodes += total;
    say(`ok  ${label.padEnd(22)} ${String(total).padStart(10)} nodes  ${fen}`);
  }
  say(`perft: ${positions.length} positions agreed at depth ${options.depth} (${nodes} nodes)`);

  // Castling as king takes rook in `position ... moves ...`: every castling move of the tested
  // positions and of the castling-only ones, compared one ply below it.
  let castlings = 0;
  for (const fen of new Set([...positions.map((p) => p.fen), ...CASTLING_ONLY])) {
    const game = chess.game(fen);
    for (const move of game.legalMoves()) {
      if (game.move(move).castling === undefined) {
        game.undo();
        continue;
      }
      game.undo();
      castlings++;
      const difference = await findDifference(chess, engine, 'castling input', fen, Math.min(options.depth, 2), [move]);
      if (difference !== null) {
        say(`castling input: the engine's divide after 'position fen ${fen} moves ${move}' differs from ours;`);
        say(`  does it read castling written king takes rook (${move})?`);
        printReproduction(chess, difference, say);
        return DISAGREED;
      }
    }
  }
  say(`castling input: ${castlings} king-takes-rook castling moves read correctly`);

  for (const fen of CASTLING_ONLY) {
    const game = chess.game(fen);
    const [only] = game.legalMoves();
    const best = await engine.bestMove(fen, []);
    if (best !== only) {
      const san = game.legalMovesSan()[0];
      say(`bestmove: the engine answered '${best}' in ${fen}`);
      say(`  the only legal move is ${san}, written king takes rook in UCI_Chess960: ${only}`);
      return DISAGREED;
    }
  }
  say(`bestmove: castling written king takes rook (${CASTLING_ONLY.length} positions)`);
  return AGREED;
}

// Compares divides from `fen` + `moves` and walks down to where they first differ: a move that one
// side has and the other has not, or a count that differs at depth 1. null when all agree.
async function findDifference(
  chess: Chess960,
  engine: UciEngine,
  label: string,
  fen: string,
  depth: number,
  moves: string[] = [],
): Promise<Difference | null> {
  const line = [...moves];
  let parent: Difference | null = null;
  for (let d = depth; d >= 1; d--) {
    const game = chess.game(fen);
    for (const move of line) game.move(move);
    const ours = game.divide(d);
    const theirs = (await engine.perft(fen, line, d)).divide;
    const here = (move: string): Difference => ({
      label,
      fen,
      moves: [...line],
      depth: d,
      move,
      ours: ours.get(move),
      theirs: theirs.get(move),
    });
    const missing = [...ours.keys()].find((m) => !theirs.has(m));
    const extra = [...theirs.keys()].find((m) => !ours.has(m));
    if (missing !== undefined || extra !== undefined) {
      const move = (missing ?? extra)!;
      // The move lists differ whatever the depth: shown at depth 1 if the engine agrees there.
      if (d > 1) {
        const shallow = (await engine.perft(fen, line, 1)).divide;
        if (shallow.has(move) !== ours.has(move))
          return { ...here(move), depth: 1, ours: ours.has(move) ? 1 : undefined, theirs: shallow.get(move) };
      }
      return here(move);
    }
    // Of the moves whose counts differ, the smallest subtree leads to the shortest reproduction.
    let differing: string | undefined;
    for (const [move, count] of ours)
      if (theirs.get(move) !== count && (differing === undefined || count < ours.get(differing)!)) differing = move;
    if (differing === undefined) return parent; // agrees here (an engine that contradicts itself: the parent shows it)
    if (d === 1) return here(differing);
    parent = here(differing);
    line.push(differing);
  }
  return parent;
}

function printReproduction(chess: Chess960, difference: Difference, say: (line: string) => void): void {
  const { fen, moves, depth, move, ours, theirs } = difference;
  const game = chess.game(fen);
  for (const m of moves) game.move(m);
  const count = (n: number | undefined) => (n === undefined ? 'missing' : String(n));
  say(`DISAGREEMENT in ${difference.label}`);
  say(`  fen:      ${fen}`);
  say(`  moves:    ${moves.length > 0 ? moves.join(' ') : '(none)'}`);
  say(`  reached:  ${game.fen()}`);
  say(`  perft ${depth}:  ${move}: chess960 ${count(ours)}, engine ${count(theirs)}`);
  say(`  move:     ${describeMove(game, move)}`);
  say(`  repeat:   ${positionCommand(fen, moves)}`);
  say(`            go perft ${depth}`);
}

function referencePositions(count: number, random: () => number): TestPosition[] {
  const indices = REFERENCE_FENS.map((_, i) => i);
  for (let i = 0; i < count && i < indices.length; i++) {
    const j = i + Math.floor(random() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j], indices[i]];
  }
  return indices.slice(0, count).map((i) => ({ label: `reference #${i}`, fen: `${REFERENCE_FENS[i]} 0 1` }));
}

// One position per game: random Chess960 games whose moves favour castling, en passant and
// promotion (and pawn moves, which lead to both); a position where such a move is legal is kept.
function randomGamePositions(chess: Chess960, count: number, random: () => number): TestPosition[] {
  const positions: TestPosition[] = [];
  for (let n = 0; n < count; n++) {
    const start = chess.randomPositionNumber(random);
    const game = chess.game(chess.startFen(start));
    const plies = 10 + Math.floor(random() * 70);
    let interesting: string[] = [];
    for (let ply = 0; ply < plies && !game.isGameOver(); ply++) {
      const moves = game.legalMoves();
      const weights = moves.map((move) => WEIGHTS[moveKind(game, move)]);
      if (weights.some((w) => w >= WEIGHTS.castling)) interesting.push(game.fen());
      let pick = random() * weights.reduce((a, b) => a + b, 0);
      let i = 0;
      while (i < moves.length - 1 && (pick -= weights[i]) >= 0) i++;
      game.move(moves[i]);
    }
    if (game.legalMoves().length > 0) interesting.push(game.fen());
    if (interesting.length === 0) interesting = [game.fen()];
    const fen = interesting[Math.floor(random() * interesting.length)];
    positions.push({ label: `game ${n + 1} (start ${start})`, fen });
  }
  return positions;
}

// Relative chances of each kind of move in the random games.
const WEIGHTS: Record<MoveKind, number> = {
  castling: 30,
  'en passant': 30,
  promotion: 30,
  pawn: 6,
  capture: 2,
  plain: 1,
};

/** Mulberry32: a small seeded generator of numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
