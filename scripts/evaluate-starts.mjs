#!/usr/bin/env node
// Evaluates every Chess960 start (0-959) with a UCI engine and writes the table the engine-balanced
// draw uses, cpp/data/start_evaluations.json, and the two sources generated from it. Three steps,
// so that a run of hours can stop and go on:
//
//   node scripts/evaluate-starts.mjs run --work FILE [--from N] [--to N] [--nodes N] [--hash MB]
//                                        [--engine PATH]
//     evaluates the starts from..to (default 0..959) not yet in FILE and appends a row per start;
//     FILE's first line records the settings, and a run with other settings is refused.
//   node scripts/evaluate-starts.mjs write --work FILE [--out FILE] [--date YYYY-MM-DD]
//     checks that FILE has all 960 starts, writes the data file (the metadata, then one row per
//     start in Scharnagl order, and the SHA-256 of the rows in their canonical form), then generates.
//   node scripts/evaluate-starts.mjs generate [--out FILE] [--check]
//     writes the engine's compiled-in table (cpp/src/start_evaluation_table.inc) and the package's
//     (npm/src/start-evaluation-table.ts) from the data file; --check only says which is stale.
//
// Each start: `ucinewgame`, `position fen <start>`, `go nodes N` with one thread and a fixed hash,
// so the same engine binary gives the same row. The row keeps the last `info` line before
// `bestmove` that has a score: White's score (the side to move in a start) in centipawns, or a
// mate in moves, win/draw/loss per mille, the depth, and the best move in UCI (castling as king
// takes rook).
//
// Canonical form of the rows (what the SHA-256 covers, and what the engine reads:
// cpp/include/chess960/start_evaluations.h): for each start in order 0..959 one line
// "<number> cp <centipawns> <win> <draw> <loss> <depth> <bestmove>\n" ("mate <moves>" in place
// of "cp <centipawns>" for a mate score), single spaces, ASCII.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUT = resolve(ROOT, 'cpp/data/start_evaluations.json');
const FORMAT = 'chess960-start-evaluations-v1';
const START_COUNT = 960;

const USAGE = `usage: node scripts/evaluate-starts.mjs run --work FILE [--from N] [--to N] [--nodes N] [--hash MB] [--engine PATH]
       node scripts/evaluate-starts.mjs write --work FILE [--out FILE] [--date YYYY-MM-DD]
       node scripts/evaluate-starts.mjs generate [--out FILE] [--check]`;

function fail(message) {
  console.error(`evaluate-starts: ${message}`);
  process.exit(2);
}

function parseArguments(argv) {
  const [command, ...rest] = argv;
  if (!['run', 'write', 'generate'].includes(command)) fail(USAGE);
  const options = {
    command,
    work: '',
    from: 0,
    to: START_COUNT - 1,
    nodes: 4_000_000,
    hash: 64,
    engine: '/usr/games/stockfish',
    out: DEFAULT_OUT,
    date: new Date().toISOString().slice(0, 10),
    check: false,
  };
  const numeric = new Set(['from', 'to', 'nodes', 'hash']);
  for (let i = 0; i < rest.length; i += 2) {
    if (rest[i] === '--check') {
      options.check = true;
      i--;
      continue;
    }
    const name = rest[i].replace(/^--/, '');
    const value = rest[i + 1];
    if (!(name in options) || name === 'command' || value === undefined) fail(`bad argument '${rest[i]}'\n${USAGE}`);
    if (numeric.has(name)) {
      if (!/^\d+$/.test(value)) fail(`--${name} takes a whole number; got '${value}'`);
      options[name] = Number(value);
    } else options[name] = value;
  }
  if (options.work === '' && command !== 'generate') fail(`--work FILE is required\n${USAGE}`);
  if (options.from > options.to || options.to >= START_COUNT) fail('--from and --to: 0 <= from <= to <= 959');
  return options;
}

// ---- the engine over UCI ----

class Engine {
  #process;
  #lines = [];
  #partial = '';
  #waiting = null;
  #exited = null;

  constructor(path) {
    this.#process = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.pid = this.#process.pid;
    this.#process.stdout.setEncoding('utf8');
    this.#process.stdout.on('data', (chunk) => {
      const parts = (this.#partial + chunk).split('\n');
      this.#partial = parts.pop();
      this.#lines.push(...parts.map((line) => line.trim()));
      this.#waiting?.();
    });
    this.#process.on('exit', (code, signal) => {
      this.#exited = signal ?? `code ${code}`;
      this.#waiting?.();
    });
    this.#process.on('error', (error) => fail(`cannot start the engine '${path}': ${error.message}`));
  }

  send(line) {
    this.#process.stdin.write(`${line}\n`);
  }

  // The lines up to and including the first one `done` accepts.
  async readUntil(done) {
    const lines = [];
    for (;;) {
      while (this.#lines.length > 0) {
        const line = this.#lines.shift();
        lines.push(line);
        if (done(line)) return lines;
      }
      if (this.#exited !== null) fail(`the engine exited (${this.#exited})`);
      await new Promise((wake) => (this.#waiting = wake));
      this.#waiting = null;
    }
  }

  async quit() {
    this.send('quit');
    if (this.#exited === null) await new Promise((done) => this.#process.once('exit', done));
  }
}

// Starts the engine with the table's options; returns it with its `id name`.
async function startEngine(path, hash) {
  const engine = new Engine(path);
  engine.send('uci');
  const handshake = await engine.readUntil((line) => line === 'uciok');
  const name = handshake.find((line) => line.startsWith('id name '))?.slice('id name '.length) ?? '';
  for (const option of ['UCI_Chess960', 'UCI_ShowWDL']) {
    if (!handshake.some((line) => line.startsWith(`option name ${option} `)))
      fail(`the engine '${name || path}' has no ${option} option`);
  }
  const options = { UCI_Chess960: 'true', UCI_ShowWDL: 'true', Threads: '1', Hash: String(hash) };
  for (const [option, value] of Object.entries(options)) engine.send(`setoption name ${option} value ${value}`);
  engine.send('isready');
  await engine.readUntil((line) => line === 'readyok');
  return { engine, name, options };
}

const INFO_FIELDS = /\bdepth (\d+)\b.*\bscore (cp|mate) (-?\d+)\b.*\bwdl (\d+) (\d+) (\d+)\b/;

// One start's row: the last info line with a score, and the best move.
async function evaluate(engine, fen, number, nodes) {
  engine.send('ucinewgame');
  engine.send(`position fen ${fen}`);
  engine.send('isready');
  await engine.readUntil((line) => line === 'readyok');
  const started = performance.now();
  const cpuBefore = cpuSeconds(engine.pid);
  engine.send(`go nodes ${nodes}`);
  const lines = await engine.readUntil((line) => line.startsWith('bestmove '));
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(engine.pid) - cpuBefore;
  const info = lines.filter((line) => line.startsWith('info ') && INFO_FIELDS.test(line)).at(-1);
  if (info === undefined) fail(`start ${number}: no info line with depth, score and wdl`);
  const [, depth, kind, value, win, draw, loss] = INFO_FIELDS.exec(info);
  const bestMove = lines.at(-1).split(/\s+/)[1];
  if (!/^[a-h][1-8][a-h][1-8][nbrq]?$/.test(bestMove)) fail(`start ${number}: best move '${bestMove}'`);
  return {
    number,
    [kind]: Number(value),
    wdl: [Number(win), Number(draw), Number(loss)],
    depth: Number(depth),
    bestMove,
    seconds: Math.round(seconds * 1000) / 1000,
    cpuSeconds: Math.round(cpu * 100) / 100,
  };
}

// The CPU time the engine has used (Linux's /proc; NaN elsewhere): on a shared machine the
// search's wall time says more about the other jobs than about the table's cost.
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return NaN;
  }
}

// ---- the work file: a settings line, then a row per start ----

function readWork(path) {
  if (!existsSync(path)) return { settings: null, rows: new Map() };
  const [first, ...lines] = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const rows = new Map();
  for (const line of lines) {
    const row = JSON.parse(line);
    rows.set(row.number, row);
  }
  return { settings: first === undefined ? null : JSON.parse(first), rows };
}

async function run(options) {
  const { chess960 } = await import('chess960'); // the start FENs: the engine's, not a second copy here
  const { engine, name, options: engineOptions } = await startEngine(options.engine, options.hash);
  const settings = { engine: name, options: engineOptions, nodes: options.nodes };
  const work = readWork(options.work);
  if (work.settings === null) appendFileSync(options.work, `${JSON.stringify(settings)}\n`);
  else if (JSON.stringify(work.settings) !== JSON.stringify(settings))
    fail(`${options.work} was started with ${JSON.stringify(work.settings)}; this run has ${JSON.stringify(settings)}`);
  for (let number = options.from; number <= options.to; number++) {
    if (work.rows.has(number)) continue;
    const row = await evaluate(engine, chess960.startFen(number), number, options.nodes);
    appendFileSync(options.work, `${JSON.stringify(row)}\n`);
    const score = 'cp' in row ? `cp ${row.cp}` : `mate ${row.mate}`;
    console.log(`${number} ${score} depth ${row.depth} ${row.seconds} s (${row.cpuSeconds} s CPU)`);
  }
  await engine.quit();
}

// ---- the data file, and the sources generated from it ----

export const GENERATED_CPP = resolve(ROOT, 'cpp/src/start_evaluation_table.inc');
export const GENERATED_TS = resolve(ROOT, 'npm/src/start-evaluation-table.ts');
const COLUMNS = ['number', 'cp', 'mate', 'win', 'draw', 'loss', 'depth', 'bestMove'];

/** One start's line of the canonical form; `row` as the data file has it (COLUMNS). */
export function canonicalRow([number, cp, mate, win, draw, loss, depth, bestMove]) {
  const score = mate === null ? `cp ${cp}` : `mate ${mate}`;
  return `${number} ${score} ${win} ${draw} ${loss} ${depth} ${bestMove}\n`;
}

/** The rows of a data file in their canonical form: the text its sha256 covers. */
export const canonicalRows = (data) => data.rows.map(canonicalRow).join('');

function write(options) {
  const work = readWork(options.work);
  const missing = [];
  for (let number = 0; number < START_COUNT; number++) if (!work.rows.has(number)) missing.push(number);
  if (work.settings === null || missing.length > 0)
    fail(`${options.work} lacks ${missing.length} starts (first: ${missing[0]}); run them first`);
  const rows = [...work.rows.values()]
    .sort((a, b) => a.number - b.number)
    .map((row) => [row.number, row.cp ?? null, row.mate ?? null, ...row.wdl, row.depth, row.bestMove]);
  const metadata = {
    format: FORMAT,
    engine: work.settings.engine,
    options: work.settings.options,
    nodes: work.settings.nodes,
    date: options.date,
    sha256: createHash('sha256').update(rows.map(canonicalRow).join('')).digest('hex'),
    columns: COLUMNS,
  };
  // One row per line, so that a diff shows which starts changed.
  const head = JSON.stringify(metadata, null, 2)
    .replace(/"columns": \[[^\]]*\]/, `"columns": ${JSON.stringify(COLUMNS)}`)
    .replace(/\n}$/, '');
  const body = rows.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
  writeFileSync(options.out, `${head},\n  "rows": [\n${body}\n  ]\n}\n`);
  const seconds = (key) => [...work.rows.values()].reduce((sum, row) => sum + (row[key] ?? NaN), 0);
  console.log(
    `wrote ${options.out}: ${rows.length} starts, sha256 ${metadata.sha256}; ` +
      `${(seconds('seconds') / 60).toFixed(1)} min of search, ${(seconds('cpuSeconds') / 60).toFixed(1)} min CPU`,
  );
  generate(options.out);
}

/** The data file read and checked: its format, 960 rows in order, its sha256. */
export function readData(path = DEFAULT_OUT) {
  const data = JSON.parse(readFileSync(path, 'utf8'));
  if (data.format !== FORMAT) throw new Error(`${path}: format is ${data.format}, not ${FORMAT}`);
  if (JSON.stringify(data.columns) !== JSON.stringify(COLUMNS)) throw new Error(`${path}: columns are not ${COLUMNS}`);
  data.rows.forEach((row, i) => {
    if (row[0] !== i) throw new Error(`${path}: row ${i} is start ${row[0]}`);
  });
  if (data.rows.length !== START_COUNT) throw new Error(`${path}: ${data.rows.length} rows, not ${START_COUNT}`);
  const sha256 = createHash('sha256').update(canonicalRows(data)).digest('hex');
  if (sha256 !== data.sha256)
    throw new Error(`${path}: the rows' SHA-256 is ${sha256}, not the ${data.sha256} it states`);
  return data;
}

const optionsText = (data) =>
  Object.entries(data.options)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');

/** The engine's compiled-in table (cpp/src/start_evaluation_table.cpp includes it). */
export function cppSource(data) {
  return `// Generated by scripts/evaluate-starts.mjs from cpp/data/start_evaluations.json; do not edit.
constexpr std::string_view TABLE_ENGINE = ${JSON.stringify(data.engine)};
constexpr std::string_view TABLE_OPTIONS = ${JSON.stringify(optionsText(data))};
constexpr long TABLE_NODES = ${data.nodes};
constexpr std::string_view TABLE_DATE = ${JSON.stringify(data.date)};
constexpr std::string_view TABLE_SHA256 = ${JSON.stringify(data.sha256)};
constexpr std::string_view TABLE_ROWS = R"(${canonicalRows(data)})";
`;
}

/** The package's table (npm/src/evaluations.ts, the chess960/evaluations export). */
export function typeScriptSource(data) {
  return `// Generated by scripts/evaluate-starts.mjs from cpp/data/start_evaluations.json; do not edit.
import type { StartEvaluations } from './evaluation-types.js';

export const START_EVALUATIONS: Omit<StartEvaluations, 'scores'> = {
  engine: ${JSON.stringify(data.engine)},
  options: ${JSON.stringify(data.options)},
  nodes: ${data.nodes},
  date: ${JSON.stringify(data.date)},
  sha256: ${JSON.stringify(data.sha256)},
  rows: \`${canonicalRows(data)}\`,
};
`;
}

// Writes both generated sources from the data file (with `check`, only says which are stale).
function generate(path, check = false) {
  const data = readData(path);
  let stale = 0;
  for (const [file, text] of [
    [GENERATED_CPP, cppSource(data)],
    [GENERATED_TS, typeScriptSource(data)],
  ]) {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    stale++;
    if (check) console.error(`${file} is stale: run node scripts/evaluate-starts.mjs generate`);
    else writeFileSync(file, text);
  }
  if (check && stale > 0) process.exit(1);
  if (!check) console.log(`generated from ${path}: ${GENERATED_CPP}, ${GENERATED_TS}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseArguments(process.argv.slice(2));
  if (options.command === 'run') await run(options);
  else if (options.command === 'write') write(options);
  else generate(options.out, options.check);
}
