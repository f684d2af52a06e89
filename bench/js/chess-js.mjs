#!/usr/bin/env node
// chess960/chess.js (chess.js's API on the engine) next to chess.js 1.4 itself, on the same work
// in standard chess, and next to the package's own API (what the compatibility layer costs):
//
//   1. moves({ verbose: true }) on ten positions in turn (Game.legalMoves({ verbose: true }));
//   2. perft driven from JS with moves(), move(san) and undo() (legalMoves(), move(uci), undo());
//   3. loadPgn() of 200 games (chess.loadPgn(text));
//   4. the download: dist/chess-js.js gzipped next to dist/index.js, and chess.js bundled.
//
//   node bench/js/chess-js.mjs            about a minute
//   node bench/js/chess-js.mjs --quick    a few seconds
//
// Figures are CPU time of this process, the median of rounds in which each contender runs once.
// Needs `npm ci` in bench/ and a built package (bash scripts/build-package.sh).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { load } from 'chess960';
import { Chess } from 'chess960/chess.js';
import { Chess as ChessJs } from 'chess.js';

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const SAMPLE_MS = quick ? 60 : 300;
const ROUNDS = quick ? 3 : 7;
const TARGET = 5; // each workload ≥ 5 × chess.js

const chess = await load();
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const log = (message) => process.stderr.write(`${message}\n`);

// Units of work per CPU second of each contender: `work()` does one unit and returns a number.
function rates(contenders) {
  const batch = contenders.map(({ work }) => {
    let n = 1;
    for (;;) {
      const start = cpu();
      for (let i = 0; i < n; i++) work(i);
      const spent = cpu() - start;
      if (spent >= SAMPLE_MS / 4) return Math.max(1, Math.round((n * SAMPLE_MS) / spent));
      n *= 2;
    }
  });
  const samples = contenders.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    contenders.forEach(({ work }, c) => {
      const start = cpu();
      for (let i = 0; i < batch[c]; i++) work(i);
      samples[c].push((batch[c] * 1000) / (cpu() - start));
    });
  }
  return samples.map(median);
}

const POSITIONS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
  'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  '1r2k2r/8/8/8/8/8/8/R3K2R b KQk - 3 20',
  '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1',
];

const rows = [];
const row = (what, ours, theirs, own, unit) =>
  rows.push(
    `| ${what} | ${ours.toFixed(0)} ${unit} | ${theirs.toFixed(0)} ${unit} | ` +
      `${(ours / theirs).toFixed(1)}× ${ours / theirs >= TARGET ? 'PASS' : 'FAIL'} | ${own.toFixed(0)} ${unit} | ${(own / ours).toFixed(2)}× |`,
  );

// 1. moves({ verbose: true })
{
  log('1. moves({ verbose: true })');
  const layer = POSITIONS.map((fen) => new Chess(fen));
  const peer = POSITIONS.map((fen) => new ChessJs(fen));
  const games = POSITIONS.map((fen) => chess.game(fen));
  for (let i = 0; i < POSITIONS.length; i++)
    if (JSON.stringify(layer[i].moves({ verbose: true })) !== JSON.stringify(peer[i].moves({ verbose: true })))
      throw new Error(`moves differ in ${POSITIONS[i]}`);
  const [ours, theirs, own] = rates([
    { work: (i) => layer[i % layer.length].moves({ verbose: true }).length },
    { work: (i) => peer[i % peer.length].moves({ verbose: true }).length },
    { work: (i) => games[i % games.length].legalMoves({ verbose: true }).length },
  ]);
  row('`moves({ verbose: true })`, 10 positions in turn', ours, theirs, own, 'calls/s');
}

// 2. perft from JS
{
  log('2. perft driven by moves/move/undo');
  const DEPTH = quick ? 2 : 3;
  const perftLayer = (game, depth) => {
    if (depth === 0) return 1;
    let nodes = 0;
    for (const san of game.moves()) {
      game.move(san);
      nodes += perftLayer(game, depth - 1);
      game.undo();
    }
    return nodes;
  };
  const perftOwn = (game, depth) => {
    if (depth === 0) return 1;
    let nodes = 0;
    for (const uci of game.legalMoves()) {
      game.move(uci);
      nodes += perftOwn(game, depth - 1);
      game.undo();
    }
    return nodes;
  };
  const starts = POSITIONS.slice(0, 2);
  const layer = starts.map((fen) => new Chess(fen));
  const peer = starts.map((fen) => new ChessJs(fen));
  const games = starts.map((fen) => chess.game(fen));
  const counts = starts.map((_, i) => [
    perftLayer(layer[i], DEPTH),
    perftLayer(peer[i], DEPTH),
    perftOwn(games[i], DEPTH),
  ]);
  for (const count of counts)
    if (new Set(count).size !== 1) throw new Error(`perft counts differ: ${count.join(' / ')}`);
  const nodes = counts.map((count) => count[0]);
  const [ours, theirs, own] = rates([
    { work: (i) => perftLayer(layer[i % 2], DEPTH) },
    { work: (i) => perftLayer(peer[i % 2], DEPTH) },
    { work: (i) => perftOwn(games[i % 2], DEPTH) },
  ]).map((perSecond) => (perSecond * (nodes[0] + nodes[1])) / 2);
  row(`perft ${DEPTH} from JS (start, Kiwipete): \`moves()\`, \`move(san)\`, \`undo()\``, ours, theirs, own, 'nodes/s');
}

// 3. loadPgn
{
  log('3. loadPgn');
  // 200 games written by chess.js itself: seeded random play, 80 plies at most.
  let seed = 26;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pgns = [];
  let plies = 0;
  for (let g = 0; g < 200; g++) {
    const game = new ChessJs();
    for (let ply = 0; ply < 80 && !game.isGameOver(); ply++) {
      const moves = game.moves();
      game.move(moves[Math.floor(random() * moves.length)]);
    }
    plies += game.history().length;
    pgns.push(game.pgn());
  }
  const layer = new Chess();
  const peer = new ChessJs();
  for (const pgn of pgns.slice(0, 20)) {
    layer.loadPgn(pgn);
    peer.loadPgn(pgn);
    if (layer.fen() !== peer.fen()) throw new Error('loadPgn: the games differ');
  }
  const [ours, theirs, own] = rates([
    { work: (i) => (layer.loadPgn(pgns[i % pgns.length]), 1) },
    { work: (i) => (peer.loadPgn(pgns[i % pgns.length]), 1) },
    { work: (i) => chess.loadPgn(pgns[i % pgns.length]).moveNumber() },
  ]).map((gamesPerSecond) => (gamesPerSecond * plies) / pgns.length);
  row('`loadPgn()`, 200 games of up to 80 plies', ours, theirs, own, 'plies/s');
}

// 4. download
const dist = join(benchDir, '..', 'npm', 'dist');
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const layerBytes = gz('chess-js.js');
const packageBytes = gz('index.js');
const require = createRequire(import.meta.url);
const chessJsBytes = gzipSync(readFileSync(require.resolve('chess.js')), { level: 9 }).length;

console.log('| work | chess960/chess.js | chess.js 1.4 | ratio (target 5×) | chess960 own API | layer cost |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const line of rows) console.log(line);
console.log('');
console.log(
  `download, gzipped (level 9): dist/chess-js.js ${layerBytes.toLocaleString('en-US')} B on top of ` +
    `dist/index.js ${packageBytes.toLocaleString('en-US')} B (unchanged by it); ` +
    `chess.js's CommonJS build ${chessJsBytes.toLocaleString('en-US')} B`,
);
console.log(
  `Node ${process.version}; chess.js ${JSON.parse(readFileSync(require.resolve('chess.js/package.json'), 'utf8')).version}`,
);
