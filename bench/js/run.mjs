#!/usr/bin/env node
// Benchmarks of the chess960 npm package (npm/dist) next to chessops, ffish-es6, chess.js and the
// native chess960 CLI. Prints one markdown table to stdout (progress goes to stderr).
//
//   node bench/js/run.mjs            full run (about 70 s)
//   node bench/js/run.mjs --quick    smoke run (about 20 s)
//   cd npm && npm run bench          the same as the full run
//
// Options: --quick, --wall (time sections 1-3 by wall clock, not CPU time), --cli PATH (native
// CLI, default build/native/chess960), --json FILE (raw figures as JSON), --only LIST
// (comma-separated sections to run, of: moves, switching, perft, wasm, size, load). Needs `npm ci` in bench/
// and a built package (cd npm && node scripts/build.mjs). bench/README.md explains every row.
// Targets are printed as PASS/FAIL but never change the exit code; a node-count mismatch does.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runTimed } from './child-time.mjs';

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(benchDir, '..');
const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Options

const SECTIONS = ['moves', 'switching', 'perft', 'wasm', 'size', 'load'];
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  if (at + 1 >= args.length) usage(`${name} needs a value`);
  return args[at + 1];
};
function usage(message) {
  console.error(
    `run.mjs: ${message}\nusage: node bench/js/run.mjs [--quick] [--wall] [--cli PATH] [--json FILE] [--only ${SECTIONS.join(',')}]`,
  );
  process.exit(2);
}
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--quick' || args[i] === '--wall') continue;
  if (['--cli', '--json', '--only'].includes(args[i])) {
    i++;
    continue;
  }
  usage(`unknown argument ${args[i]}`);
}
const quick = args.includes('--quick');
const wall = args.includes('--wall');
const cliPath = resolve(option('--cli') ?? join(repo, 'build', 'native', 'chess960'));
const jsonPath = option('--json');
const only = new Set((option('--only') ?? SECTIONS.join(',')).split(','));
for (const name of only) if (!SECTIONS.includes(name)) usage(`unknown section ${name}`);

// How long each measurement runs. Throughput figures are the median of `samples` samples taken
// in rounds (one sample of each library per round), so a change in machine load hits all alike.
const CONFIG = quick
  ? {
      sampleMs: 100,
      samples: 5,
      calibrateMs: 20,
      warmupMs: 150,
      perftPositions: [0, 1, 2],
      perftDepths: [4],
      perftRepeat: 2,
      wasmPositions: [0, 1, 2],
      wasmDepth: 5,
      wasmRepeat: 3,
      loadRuns: 3,
    }
  : {
      sampleMs: 250,
      samples: 7,
      calibrateMs: 50,
      warmupMs: 500,
      perftPositions: [0, 1, 2],
      perftDepths: [4, 5],
      perftRepeat: 2,
      wasmPositions: [0, 1, 2],
      wasmDepth: 6,
      wasmRepeat: 3,
      loadRuns: 7,
    };
const MOVE_POSITIONS = 100; // first N positions of chess960.perft for section 1

const TARGETS = {
  movesVsChessops: 10, // legalMoves() calls per second ≥ 10 × chessops allDests()
  perftVsChessops: 5, // JS-driven perft nodes per second ≥ 5 × chessops perft
  wasmVsNative: 0.8, // game.perft() in wasm ≥ 0.8 × the native CLI
  gzipBytes: 80 * 1024, // dist/index.js gzipped (level 9) ≤ 80 KiB with everything (Embind, PGN reader, tournament draw, inflate)
  loadMs: 30, // await load() in a fresh Node process ≤ 30 ms
  switchingVsSingle: 3, // legalMoves() while games take turns ≤ 3 × the cost on one game
};

// ---------------------------------------------------------------------------------------------
// Helpers

const now = () => performance.now();
// The clock of sections 1-3: CPU time of this process (user + system, all its threads) unless
// --wall. Other work on the machine then slows the figures far less than it does wall time.
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const clock = wall ? now : cpuNow;
const log = (message) => process.stderr.write(`${message}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
let sink = 0; // results of measured calls end here so nothing is optimised away

function fail(message) {
  console.error(`\nrun.mjs: ${message}`);
  process.exit(1);
}

function siRate(perSecond, unit) {
  if (perSecond >= 1e6)
    return `${(perSecond / 1e6).toFixed(perSecond >= 1e8 ? 0 : perSecond >= 1e7 ? 1 : 2)} M ${unit}`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(perSecond >= 1e5 ? 0 : 1)} k ${unit}`;
  return `${perSecond.toFixed(perSecond >= 100 ? 0 : 1)} ${unit}`;
}
const calls = (perSecond) => siRate(perSecond, 'calls/s');
const nps = (perSecond) => siRate(perSecond, 'nodes/s');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB (${bytes.toLocaleString('en-US')} B)`;
const ms = (value) => `${value.toFixed(value >= 100 ? 0 : 1)} ms`;
const ratio = (value) => `${value >= 10 ? value.toFixed(1) : value.toFixed(2)}×`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/**
 * Calls per second of each contender, measured in interleaved rounds. `run(i)` makes one call
 * (i counts up across the whole measurement, for cycling through positions) and returns a number.
 */
function compareRates(contenders) {
  // Each contender gets its own copy of the timing loop (new Function: its own JIT feedback), so
  // the call inside stays monomorphic and one library's calls cannot deoptimise another's loop.
  const loops = contenders.map(
    () => new Function('run', 'n', 'first', 'let s = 0;\nfor (let i = 0; i < n; i++) s += run(first + i);\nreturn s;'),
  );
  const batches = contenders.map(({ run }, c) => {
    let counter = 0;
    let n = 1;
    // Warm-up: the first few thousand calls run in V8's interpreter and baseline tiers (JS and
    // wasm alike) at a fraction of full speed; calibrating on them would size the samples wrongly.
    for (let spent = 0; spent < CONFIG.warmupMs;) {
      const start = clock();
      sink += loops[c](run, n, counter);
      const elapsed = clock() - start;
      counter += n;
      spent += elapsed;
      if (elapsed < CONFIG.calibrateMs) n *= 2;
    }
    n = 1;
    for (;;) {
      const start = clock();
      sink += loops[c](run, n, counter);
      const elapsed = clock() - start;
      counter += n;
      if (elapsed >= CONFIG.calibrateMs)
        return { n: Math.max(1, Math.round((n * CONFIG.sampleMs) / elapsed)), counter };
      n *= elapsed < 1 ? 8 : 2;
    }
  });
  const rates = contenders.map(() => []);
  for (let round = 0; round < CONFIG.samples; round++) {
    for (let c = 0; c < contenders.length; c++) {
      const batch = batches[c];
      const start = clock();
      sink += loops[c](contenders[c].run, batch.n, batch.counter);
      rates[c].push((batch.n * 1000) / Math.max(clock() - start, 0.001));
      batch.counter += batch.n;
    }
  }
  return rates.map(median);
}

function parsePerftFile(path) {
  const positions = [];
  let current = null;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [key, ...rest] = line.trim().split(/\s+/);
    if (key === 'id') positions.push((current = { id: rest.join(' '), fen: '', nodes: {} }));
    else if (key === 'epd' && current) current.fen = `${rest.join(' ')} 0 1`;
    else if (key === 'perft' && current) current.nodes[Number(rest[0])] = Number(rest[1]);
  }
  return positions.filter((p) => p.fen);
}

// Small seeded generator (mulberry32) so the "random" standard positions are the same every run.
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Libraries

const distDir = join(repo, 'npm', 'dist');
for (const file of ['index.js', 'node.js'])
  if (!existsSync(join(distDir, file)))
    fail(`npm/dist/${file} is missing: build the package first (cd npm && node scripts/build.mjs)`);
if (!existsSync(join(benchDir, 'node_modules', 'chessops')))
  fail('bench/node_modules is missing: run `npm ci` in bench/ first (cd bench && npm ci)');

const { load } = await import('chess960');
const { Chess } = await import('chessops/chess');
const { parseFen, makeFen } = await import('chessops/fen');
const { perft: chessopsPerft } = await import('chessops/debug');
// chessops' own Map<string, string[]> for chessground: the same shape dests() returns.
const { chessgroundDests } = await import('chessops/compat');
const { Chess: ChessJs } = await import('chess.js');
const ffishPath = require.resolve('ffish-es6/ffish.js');
const ffishWasmPath = join(dirname(ffishPath), 'ffish.wasm');
const { default: FfishModule } = await import('ffish-es6');

// Builds older than the sources they come from: worth a warning, since other work edits them.
function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  dirs.forEach((dir) => walk(join(repo, dir)));
  return newest;
}
const staleNotes = [];
if (statSync(join(distDir, 'node.js')).mtimeMs < newestSource(['npm/src', 'bindings', 'cpp']))
  staleNotes.push(
    'npm/dist is older than npm/src, bindings/ or cpp/: rebuild it (cd npm && node scripts/build.mjs) for current figures',
  );
if (existsSync(cliPath) && statSync(cliPath).mtimeMs < newestSource(['cpp']))
  staleNotes.push(
    `${relative(repo, cliPath)} is older than cpp/: rebuild it (cmake --build build/native -j2) for current figures`,
  );
for (const note of staleNotes) log(`warning: ${note}`);

const chess960Version = JSON.parse(readFileSync(join(repo, 'npm', 'package.json'), 'utf8')).version;
const versionOf = (name) =>
  JSON.parse(readFileSync(join(benchDir, 'node_modules', name, 'package.json'), 'utf8')).version;

const chess = await load();
// Node 20 has a global fetch that Emscripten's loader would use on a file path: hand it the bytes.
const ffish = await FfishModule({ wasmBinary: readFileSync(ffishWasmPath), locateFile: () => ffishWasmPath });

const chessopsPosition = (fen) => Chess.fromSetup(parseFen(fen).unwrap()).unwrap();

// ---------------------------------------------------------------------------------------------
// Results: rows of the one table printed at the end.

const rows = [];
const raw = {
  quick,
  wall,
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model,
  loadavgStart: loadavg(),
  versions: {},
  sections: {},
};
raw.versions = {
  chess960: chess960Version,
  chessops: versionOf('chessops'),
  'chess.js': versionOf('chess.js'),
  'ffish-es6': versionOf('ffish-es6'),
  esbuild: versionOf('esbuild'),
};
function row(id, what, ours, peer, peerFigure, ratioText, target = '', result = '') {
  rows.push([id, what, ours, peer, peerFigure, ratioText, target, result]);
}

const perftFile = join(repo, 'tests', 'data', 'chess960.perft');
const allPositions = parsePerftFile(perftFile);

// ---------------------------------------------------------------------------------------------
// 1. Legal move lists

function sectionMoves() {
  log('1. legal move lists ...');
  const positions = allPositions.slice(0, MOVE_POSITIONS);
  const games = positions.map((p) => chess.game(p.fen));
  const opsPositions = positions.map((p) => chessopsPosition(p.fen));
  const boards = positions.map((p) => new ffish.Board('chess', p.fen, true));
  // Every library must agree with the reference before its speed means anything.
  positions.forEach((p, i) => {
    const counts = {
      chess960: games[i].legalMoves().length,
      chessops: chessopsPerft(opsPositions[i], 1),
      'ffish-es6': boards[i].numberLegalMoves(),
    };
    for (const [name, count] of Object.entries(counts))
      if (count !== p.nodes[1])
        fail(
          `MOVE COUNT MISMATCH: ${name} finds ${count} legal moves in chess960.perft id ${p.id} (${p.fen}); the reference says ${p.nodes[1]}`,
        );
  });
  const N = positions.length;
  const [legalCycled, destsCycled, opsCycled, ffishCycled, opsGroundCycled] = compareRates([
    { run: (i) => games[i % N].legalMoves().length },
    { run: (i) => games[i % N].dests().size },
    { run: (i) => opsPositions[i % N].allDests().size },
    { run: (i) => boards[i % N].legalMoves().split(' ').length },
    { run: (i) => chessgroundDests(opsPositions[i % N], { chess960: true }).size },
  ]);
  const [game0, ops0, board0] = [games[0], opsPositions[0], boards[0]];
  const [legalSingle, destsSingle, opsSingle, ffishSingle] = compareRates([
    { run: () => game0.legalMoves().length },
    { run: () => game0.dests().size },
    { run: () => ops0.allDests().size },
    { run: () => board0.legalMoves().split(' ').length },
  ]);
  for (const board of boards) board.delete();

  // Standard chess (chess.js has no Chess960): start, Kiwipete and eight positions reached by
  // seeded random play (6-20 plies), each as its own game object, cycled.
  const standardFens = [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  ];
  const random = seeded(960);
  while (standardFens.length < 10) {
    const pos = chessopsPosition(standardFens[0]);
    const plies = 6 + Math.floor(random() * 15);
    for (let ply = 0; ply < plies && !pos.isEnd(); ply++) {
      /** @type {{ from: number, to: number, promotion?: string }[]} */
      const moves = [];
      for (const [from, dests] of pos.allDests()) for (const to of dests) moves.push({ from, to });
      const move = moves[Math.floor(random() * moves.length)];
      if (pos.board.pawn.has(move.from) && (move.to >> 3 === 0 || move.to >> 3 === 7)) move.promotion = 'queen';
      pos.play(move);
    }
    if (!pos.isEnd()) standardFens.push(makeFen(pos.toSetup()));
  }
  const stdGames = standardFens.map((fen) => chess.game(fen));
  const stdOps = standardFens.map(chessopsPosition);
  const stdJs = standardFens.map((fen) => new ChessJs(fen));
  const stdBoards = standardFens.map((fen) => new ffish.Board('chess', fen, false));
  standardFens.forEach((fen, i) => {
    const counts = [
      stdGames[i].legalMoves().length,
      chessopsPerft(stdOps[i], 1),
      stdJs[i].moves({ verbose: true }).length,
      stdBoards[i].numberLegalMoves(),
    ];
    if (new Set(counts).size !== 1)
      fail(`MOVE COUNT MISMATCH on ${fen}: chess960/chessops/chess.js/ffish-es6 count ${counts.join('/')}`);
  });
  const M = standardFens.length;
  const [stdLegal, stdOpsRate, stdJsRate, stdFfish] = compareRates([
    { run: (i) => stdGames[i % M].legalMoves().length },
    { run: (i) => stdOps[i % M].allDests().size },
    { run: (i) => stdJs[i % M].moves({ verbose: true }).length },
    { run: (i) => stdBoards[i % M].legalMoves().split(' ').length },
  ]);
  for (const board of stdBoards) board.delete();

  const t = TARGETS.movesVsChessops;
  const target = `≥ ${t}× chessops`;
  row(
    '1a',
    `legalMoves(), ${N} Chess960 positions cycled (one game object each)`,
    calls(legalCycled),
    'chessops allDests()',
    calls(opsCycled),
    ratio(legalCycled / opsCycled),
    target,
    verdict(legalCycled / opsCycled >= t),
  );
  row(
    '1b',
    `dests(), ${N} Chess960 positions cycled`,
    calls(destsCycled),
    'chessops allDests()',
    calls(opsCycled),
    ratio(destsCycled / opsCycled),
  ); // no target: chessground's Map of arrays against chessops' cheaper shape (1b′ is like for like)
  row(
    '1b′',
    `dests(), ${N} Chess960 positions cycled (same output shape as the peer)`,
    calls(destsCycled),
    'chessops chessgroundDests()',
    calls(opsGroundCycled),
    ratio(destsCycled / opsGroundCycled),
  );
  row(
    '1c',
    'legalMoves(), one position (chess960.perft id 0) again and again',
    calls(legalSingle),
    'chessops allDests()',
    calls(opsSingle),
    ratio(legalSingle / opsSingle),
    target,
    verdict(legalSingle / opsSingle >= t),
  );
  row(
    '1d',
    'dests(), one position again and again',
    calls(destsSingle),
    'chessops allDests()',
    calls(opsSingle),
    ratio(destsSingle / opsSingle),
  );
  row(
    '1e',
    `legalMoves(), ${N} Chess960 positions cycled`,
    calls(legalCycled),
    "ffish-es6 legalMoves().split(' ')",
    calls(ffishCycled),
    ratio(legalCycled / ffishCycled),
  );
  row(
    '1f',
    'legalMoves(), one position again and again',
    calls(legalSingle),
    "ffish-es6 legalMoves().split(' ')",
    calls(ffishSingle),
    ratio(legalSingle / ffishSingle),
  );
  row(
    '1g',
    `legalMoves(), ${M} standard-chess positions cycled`,
    calls(stdLegal),
    'chessops allDests()',
    calls(stdOpsRate),
    ratio(stdLegal / stdOpsRate),
  );
  row(
    '1h',
    `legalMoves(), ${M} standard-chess positions cycled`,
    calls(stdLegal),
    'chess.js moves({verbose:true})',
    calls(stdJsRate),
    ratio(stdLegal / stdJsRate),
  );
  row(
    '1i',
    `legalMoves(), ${M} standard-chess positions cycled`,
    calls(stdLegal),
    "ffish-es6 legalMoves().split(' ')",
    calls(stdFfish),
    ratio(stdLegal / stdFfish),
  );
  raw.sections.moves = {
    positions: N,
    legalCycled,
    destsCycled,
    opsCycled,
    ffishCycled,
    legalSingle,
    destsSingle,
    opsSingle,
    ffishSingle,
    standardFens,
    stdLegal,
    stdOpsRate,
    stdJsRate,
    stdFfish,
  };
}

// ---------------------------------------------------------------------------------------------
// 1′. Games taking turns: every Game shares one wasm slot, so a call on a game other than the
// last one used first restores that game. Long games must not cost more to restore than short.

const LONG_GAME_PLIES = 400;

// Seeded random games of exactly LONG_GAME_PLIES plies (a game that ends sooner is drawn again).
function longGames(count, random) {
  const games = [];
  while (games.length < count) {
    const game = chess.game(chess.startFen(Math.floor(random() * 960)));
    while (game.historyUci().length < LONG_GAME_PLIES && !game.isGameOver()) {
      const moves = game.legalMoves();
      game.move(moves[Math.floor(random() * moves.length)]);
    }
    if (!game.isGameOver()) games.push(game);
  }
  return games;
}

function sectionSwitching() {
  log(`1′. games taking turns (${LONG_GAME_PLIES} plies each) ...`);
  const random = seeded(400);
  const games = longGames(51, random);
  const [single, pair, fifty] = compareRates([
    { run: () => games[0].legalMoves().length },
    { run: (i) => games[i & 1].legalMoves().length },
    { run: (i) => games[1 + (i % 50)].legalMoves().length },
  ]);
  const t = TARGETS.switchingVsSingle;
  const target = `≤ ${t}× one game's cost`;
  row(
    '1j',
    `legalMoves() alternating between two ${LONG_GAME_PLIES}-ply games`,
    calls(pair),
    `legalMoves() on one ${LONG_GAME_PLIES}-ply game`,
    calls(single),
    `${ratio(single / pair)} the cost`,
    target,
    verdict(single / pair <= t),
  );
  row(
    '1k',
    `legalMoves() round-robin over 50 games of ${LONG_GAME_PLIES} plies`,
    calls(fifty),
    `legalMoves() on one ${LONG_GAME_PLIES}-ply game`,
    calls(single),
    `${ratio(single / fifty)} the cost`,
    target,
    verdict(single / fifty <= t),
  );
  raw.sections.switching = { plies: LONG_GAME_PLIES, single, pair, fifty };
}

// ---------------------------------------------------------------------------------------------
// 2. Perft driven from JavaScript through each library's public API

// The chessops/debug method: at depth 1 count the legal moves; above, play each move and recurse.
function jsPerft(game, depth) {
  const moves = game.legalMoves();
  if (depth <= 1) return depth === 1 ? moves.length : 1;
  let nodes = 0;
  for (let i = 0; i < moves.length; i++) {
    game.move(moves[i]);
    nodes += jsPerft(game, depth - 1);
    game.undo();
  }
  return nodes;
}

function timeBest(repeat, fn) {
  let best = Infinity;
  let result;
  for (let r = 0; r < repeat; r++) {
    const start = clock();
    result = fn();
    best = Math.min(best, Math.max(clock() - start, 0.001));
  }
  return { result, ms: best };
}

function checkNodes(who, position, depth, nodes) {
  const expected = position.nodes[depth];
  if (expected === undefined) fail(`chess960.perft id ${position.id} lists no count at depth ${depth}`);
  if (nodes !== expected)
    fail(
      `NODE COUNT MISMATCH: ${who} perft(${depth}) of chess960.perft id ${position.id} (${position.fen}) = ${nodes}, reference ${expected}`,
    );
}

function sectionPerft() {
  log('2. JS-driven perft ...');
  const t = TARGETS.perftVsChessops;
  const results = [];
  const totals = {};
  // Warm-up, untimed: each library runs perft(3) on the positions for warmupMs of the clock, so
  // both are at full speed whether or not earlier sections ran their code in this process.
  const fens = CONFIG.perftPositions.map((index) => allPositions[index].fen);
  const warmGames = fens.map((fen) => chess.game(fen));
  const warmOps = fens.map(chessopsPosition);
  for (const warm of [
    () => warmGames.map((game) => jsPerft(game, 3)),
    () => warmOps.map((pos) => chessopsPerft(pos, 3)),
  ])
    for (const start = clock(); clock() - start < CONFIG.warmupMs;) sink += warm()[0];
  for (const depth of CONFIG.perftDepths) {
    totals[depth] = { nodes: 0, ours: 0, ops: 0 };
    for (const index of CONFIG.perftPositions) {
      const position = allPositions[index];
      const game = chess.game(position.fen);
      const pos = chessopsPosition(position.fen);
      // Alternate the two libraries, best of perftRepeat each.
      let oursMs = Infinity;
      let opsMs = Infinity;
      for (let r = 0; r < CONFIG.perftRepeat; r++) {
        const ours = timeBest(1, () => jsPerft(game, depth));
        checkNodes('chess960 (JS-driven)', position, depth, ours.result);
        const ops = timeBest(1, () => chessopsPerft(pos, depth));
        checkNodes('chessops', position, depth, ops.result);
        oursMs = Math.min(oursMs, ours.ms);
        opsMs = Math.min(opsMs, ops.ms);
      }
      const nodes = position.nodes[depth];
      const oursRate = (nodes * 1000) / oursMs;
      const opsRate = (nodes * 1000) / opsMs;
      totals[depth].nodes += nodes;
      totals[depth].ours += oursMs;
      totals[depth].ops += opsMs;
      results.push({ id: position.id, depth, nodes, oursMs, opsMs });
      log(`   id ${position.id} depth ${depth}: ${nodes} nodes, chess960 ${ms(oursMs)}, chessops ${ms(opsMs)}`);
      row(
        '2',
        `JS perft(${depth}), chess960.perft id ${position.id}: ${nodes.toLocaleString('en-US')} nodes`,
        nps(oursRate),
        'chessops perft (chessops/debug)',
        nps(opsRate),
        ratio(oursRate / opsRate),
        `≥ ${t}× chessops`,
        verdict(oursRate / opsRate >= t),
      );
    }
  }
  for (const depth of CONFIG.perftDepths) {
    const { nodes, ours, ops } = totals[depth];
    const r = ops / ours;
    row(
      '2Σ',
      `JS perft(${depth}), ${CONFIG.perftPositions.length} positions together (total nodes / total time)`,
      nps((nodes * 1000) / ours),
      'chessops perft',
      nps((nodes * 1000) / ops),
      ratio(r),
      `≥ ${t}× chessops`,
      verdict(r >= t),
    );
  }
  raw.sections.perft = { results, totals };
}

// ---------------------------------------------------------------------------------------------
// 3. game.perft() inside wasm vs the native CLI

// The CLI's CPU time (child-time.mjs: getrusage, the native counterpart of process.cpuUsage());
// with --wall, or without python3, its wall time.
const python = wall
  ? null
  : (['python3', '/usr/bin/python3'].find(
      (cmd) => spawnSync(cmd, ['-c', 'import resource'], { stdio: 'ignore' }).status === 0,
    ) ?? null);
function runNative(depth, fen) {
  const cliArgs = [cliPath, 'perft', String(depth), fen];
  const start = now();
  const timed = python ? runTimed(python, cliArgs) : null;
  const child = timed ?? spawnSync(cliArgs[0], cliArgs.slice(1), { encoding: 'utf8', maxBuffer: 1 << 24 });
  const elapsed = now() - start;
  if (child.status !== 0) fail(`${cliPath} perft ${depth} failed (exit ${child.status}): ${child.stderr}`);
  const match = /Nodes searched:\s*(\d+)/.exec(child.stdout);
  if (!match) fail(`${cliPath} perft printed no "Nodes searched" line`);
  return { nodes: Number(match[1]), ms: timed && Number.isFinite(timed.cpuMs) ? timed.cpuMs : elapsed };
}

function sectionWasm() {
  const depth = CONFIG.wasmDepth;
  log(`3. wasm perft(${depth}) vs native CLI ...`);
  const t = TARGETS.wasmVsNative;
  if (!existsSync(cliPath)) {
    log(
      `   ${cliPath} is missing: build it with cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release && cmake --build build/native -j2`,
    );
    row(
      '3',
      `game.perft(${depth}) in wasm`,
      'n/a',
      'native CLI',
      `missing: ${relative(repo, cliPath)}`,
      '',
      `≥ ${t}× native`,
      'n/a',
    );
    return;
  }
  // Process start-up (and printing a 20-line divide) is taken off the native time.
  const startup = Math.min(...Array.from({ length: 5 }, () => runNative(1, allPositions[0].fen).ms));
  // Warm-up, untimed: V8 compiles wasm lazily (baseline first, optimised later), so run it hot.
  for (const index of CONFIG.wasmPositions) sink += chess.game(allPositions[index].fen).perft(depth - 1);
  const results = [];
  let totalNodes = 0;
  let totalWasm = 0;
  let totalNative = 0;
  for (const index of CONFIG.wasmPositions) {
    const position = allPositions[index];
    const game = chess.game(position.fen);
    let wasmMs = Infinity;
    let nativeMs = Infinity;
    for (let r = 0; r < CONFIG.wasmRepeat; r++) {
      const wasm = timeBest(1, () => game.perft(depth));
      checkNodes('chess960 wasm game.perft', position, depth, wasm.result);
      const native = runNative(depth, position.fen);
      checkNodes('native CLI', position, depth, native.nodes);
      wasmMs = Math.min(wasmMs, wasm.ms);
      nativeMs = Math.min(nativeMs, Math.max(native.ms - startup, 0.001));
    }
    const nodes = position.nodes[depth];
    totalNodes += nodes;
    totalWasm += wasmMs;
    totalNative += nativeMs;
    results.push({ id: position.id, depth, nodes, wasmMs, nativeMs });
    log(`   id ${position.id}: ${nodes} nodes, wasm ${ms(wasmMs)}, native ${ms(nativeMs)}`);
    const r = nativeMs / wasmMs;
    row(
      '3',
      `game.perft(${depth}) in wasm, chess960.perft id ${position.id}: ${nodes.toLocaleString('en-US')} nodes`,
      nps((nodes * 1000) / wasmMs),
      'native CLI `chess960 perft`',
      nps((nodes * 1000) / nativeMs),
      ratio(r),
      `≥ ${t}× native`,
      verdict(r >= t),
    );
  }
  const r = totalNative / totalWasm;
  row(
    '3Σ',
    `game.perft(${depth}) in wasm, ${CONFIG.wasmPositions.length} positions together`,
    nps((totalNodes * 1000) / totalWasm),
    'native CLI',
    nps((totalNodes * 1000) / totalNative),
    ratio(r),
    `≥ ${t}× native`,
    verdict(r >= t),
  );
  raw.sections.wasm = { depth, startupMs: startup, results };
}

// ---------------------------------------------------------------------------------------------
// 4. What a browser downloads, gzipped at level 9

async function sectionSize() {
  log('4. download size ...');
  const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
  const esbuild = await import('esbuild');
  const bundle = async (contents) => {
    const result = await esbuild.build({
      stdin: { contents, resolveDir: benchDir, loader: 'js', sourcefile: 'entry.js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      legalComments: 'none',
      write: false,
      logLevel: 'warning',
    });
    return Buffer.from(result.outputFiles[0].contents);
  };
  const ours = readFileSync(join(distDir, 'index.js'));
  const oursGz = gz(ours);
  // What a chessops user ships for rules + FEN + SAN (re-exported so nothing is tree-shaken away).
  const chessops = await bundle(
    "export { Chess } from 'chessops/chess';\nexport { parseFen, makeFen } from 'chessops/fen';\nexport { makeSan, parseSan } from 'chessops/san';\n",
  );
  const chessJs = await bundle("export { Chess } from 'chess.js';\n");
  const ffishJs = readFileSync(ffishPath);
  const ffishWasm = readFileSync(ffishWasmPath);
  const ffishGz = gz(ffishJs) + gz(ffishWasm);
  const t = TARGETS.gzipBytes;
  row(
    '4',
    `gzipped download: npm/dist/index.js (JS + deflated wasm inside), ${kib(ours.length)} raw`,
    kib(oursGz),
    'chessops (Chess, fen, san) bundled, minified',
    kib(gz(chessops)),
    `${ratio(oursGz / gz(chessops))} the size`,
    `≤ ${t / 1024} KiB`,
    verdict(oursGz <= t),
  );
  row(
    '4',
    'gzipped download',
    kib(oursGz),
    'ffish-es6 ffish.js + ffish.wasm',
    kib(ffishGz),
    `${ratio(oursGz / ffishGz)} the size`,
  );
  row(
    '4',
    'gzipped download',
    kib(oursGz),
    'chess.js (Chess) bundled, minified',
    kib(gz(chessJs)),
    `${ratio(oursGz / gz(chessJs))} the size`,
  );
  raw.sections.size = {
    ours: ours.length,
    oursGz,
    chessops: chessops.length,
    chessopsGz: gz(chessops),
    chessJs: chessJs.length,
    chessJsGz: gz(chessJs),
    ffishJs: ffishJs.length,
    ffishWasm: ffishWasm.length,
    ffishGz,
  };
}

// ---------------------------------------------------------------------------------------------
// 5. load() time in fresh Node processes

// Runs in a child: times the import, then the library's asynchronous set-up, and checks it works.
const LOAD_CHILD = `
const [kind, url, wasmPath] = process.argv.slice(1);
const t0 = performance.now();
const mod = await import(url);
const t1 = performance.now();
let works;
if (kind === 'ffish') {
  const { readFileSync } = await import('node:fs');
  const t = performance.now();
  const ffish = await mod.default({ wasmBinary: readFileSync(wasmPath), locateFile: () => wasmPath });
  const t2 = performance.now();
  works = new ffish.Board('chess').numberLegalMoves() === 20;
  console.log(JSON.stringify({ importMs: t1 - t0, loadMs: t2 - t, works }));
} else {
  const chess = await mod.load();
  const t2 = performance.now();
  works = chess.game().legalMoves().length === 20;
  console.log(JSON.stringify({ importMs: t1 - t0, loadMs: t2 - t1, works }));
}
`;

function loadTimes(kind, url, wasmPath = '') {
  const runs = [];
  for (let i = 0; i < CONFIG.loadRuns; i++) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', LOAD_CHILD, kind, url, wasmPath], {
      encoding: 'utf8',
      cwd: benchDir,
    });
    if (child.status !== 0) fail(`load-time child (${kind}) failed: ${child.stderr}`);
    const result = JSON.parse(child.stdout.trim().split('\n').pop());
    if (!result.works)
      fail(`load-time child (${kind}): the loaded library does not find 20 moves in the start position`);
    runs.push(result);
  }
  return {
    loadMs: median(runs.map((r) => r.loadMs)),
    loadMinMs: Math.min(...runs.map((r) => r.loadMs)),
    totalMs: median(runs.map((r) => r.importMs + r.loadMs)),
    runs,
  };
}

function sectionLoad() {
  log(`5. load() in fresh Node processes (${CONFIG.loadRuns} each) ...`);
  const nodeUrl = import.meta.resolve('chess960'); // the "node" export: dist/node.js, plain wasm
  const webUrl = pathToFileURL(join(distDir, 'index.js')).href; // the browser bundle, deflated wasm
  const node = loadTimes('chess960', nodeUrl);
  const web = loadTimes('chess960', webUrl);
  const ff = loadTimes('ffish', pathToFileURL(ffishPath).href, ffishWasmPath);
  const t = TARGETS.loadMs;
  const runs = `median of ${CONFIG.loadRuns} processes`;
  row(
    '5a',
    `await load() in Node (${relative(repo, fileURLToPath(nodeUrl))}), import excluded, ${runs}`,
    `${ms(node.loadMs)} (fastest ${ms(node.loadMinMs)})`,
    'ffish-es6 await Module({ wasmBinary })',
    `${ms(ff.loadMs)} (fastest ${ms(ff.loadMinMs)})`,
    ratio(node.loadMs / ff.loadMs),
    `≤ ${t} ms`,
    verdict(node.loadMs <= t),
  );
  row(
    '5b',
    'import + await load() in Node',
    ms(node.totalMs),
    'ffish-es6 import + Module()',
    ms(ff.totalMs),
    ratio(node.totalMs / ff.totalMs),
  );
  row(
    '5c',
    `await load() of the browser bundle dist/index.js under Node (unpacks its wasm with DecompressionStream), import excluded`,
    ms(web.loadMs),
    '',
    '',
    '',
    '(none: Node loads dist/node.js)',
  );
  row('5d', 'import + await load() of the browser bundle under Node', ms(web.totalMs), '', '', '');
  raw.sections.load = { node, web, ffish: ff };
}

// ---------------------------------------------------------------------------------------------
// Run and print

const started = now();
log(
  `chess960 ${chess960Version} benchmarks${quick ? ' (--quick)' : ''}: node ${process.version}, ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()[0].toFixed(2)}`,
);
if (only.has('moves')) sectionMoves();
if (only.has('switching')) sectionSwitching();
if (only.has('perft')) sectionPerft();
if (only.has('wasm')) sectionWasm();
if (only.has('size')) await sectionSize();
if (only.has('load')) sectionLoad();
const seconds = (now() - started) / 1000;
raw.loadavgEnd = loadavg();
raw.seconds = seconds;
raw.rows = rows;

const header = ['#', 'measurement', 'chess960', 'compared with', 'their figure', 'chess960 ÷ them', 'target', 'result'];
const escape = (cell) => String(cell).replaceAll('|', '\\|');
const lines = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.map(escape).join(' | ')} |`);
const cliClock = python ? 'getrusage of the child' : 'wall clock, python3 missing';
const clockNote = wall ? 'wall clock' : `CPU time (process.cpuUsage; native CLI: ${cliClock})`;
const busy = Math.max(raw.loadavgStart[0], raw.loadavgEnd[0]) > cpus().length * 0.75;
const busyNote = busy ? ' (busy machine: figures are noisy, ratios less so)' : '';
console.log(
  `\n## chess960 ${chess960Version} JS benchmarks${quick ? ' (--quick: shorter samples, shallower perft)' : ''}\n`,
);
console.log(
  `Node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'}; chessops ${raw.versions.chessops}, chess.js ${raw.versions['chess.js']}, ` +
    `ffish-es6 ${raw.versions['ffish-es6']}, esbuild ${raw.versions.esbuild}; load average ${raw.loadavgStart[0].toFixed(2)} at start, ` +
    `${raw.loadavgEnd[0].toFixed(2)} at end; sections 1-3 timed by ${clockNote}${busyNote}; ${seconds.toFixed(0)} s. ` +
    `Higher is better for rates and ratios of rates; ` +
    `sizes and times: lower is better. Targets are reported, never enforced.\n`,
);
for (const note of staleNotes) console.log(`**Warning:** ${note}.\n`);
console.log(lines.join('\n'));
const verdicts = rows.map((r) => r[7]).filter((v) => v === 'PASS' || v === 'FAIL');
const missed = rows.filter((r) => r[7] === 'FAIL').map((r) => r[0]);
console.log(
  `\nTargets met in ${verdicts.length - missed.length} of ${verdicts.length} rows` +
    `${missed.length ? `; missed in rows ${[...new Set(missed)].join(', ')}` : ''}.`,
);
if (jsonPath) writeFileSync(jsonPath, `${JSON.stringify(raw, null, 2)}\n`);
if (sink === 0.5) console.log(''); // keeps `sink` observable
