#!/usr/bin/env node
// PGN reading speed: chessops parsePgn + replay of every move of the tree, the package's readPgn
// (every game's tree walked and each move's SAN read, like the chessops loop), and the native
// `chess960 pgn` CLI (one thread and --jobs 2) on the same games written to a temporary file, in
// the same run.
//
//   node bench/js/pgn.mjs                 about 5,000 games (~450,000 plies)
//   node bench/js/pgn.mjs --games 20000   more
//   node bench/js/pgn.mjs --cli PATH      native CLI (default build/native/chess960)
//   node bench/js/pgn.mjs --dense         annotation-dense games instead (about 1,000 by default)
//   node bench/js/pgn.mjs --short         many short annotated games instead (10,000 by default)
//   node bench/js/pgn.mjs --annotated     annotation-dense games as analysed broadcasts export them (2,000)
//
// The games come from ./pgn-games.mjs (seeded: the same games every run). Every move of the tree
// is replayed by both readers (readPgn resolves every move, variations included, so chessops
// replays them too). The per-game cost is the time over the games.
// Needs `npm ci` in bench/ and a built package (bash scripts/build-package.sh).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { load } from 'chess960';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { generateGames } from './pgn-games.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const KIND = /** @type {'plain' | 'dense' | 'short' | 'annotated'} */ (
  ['dense', 'short', 'annotated'].find((kind) => args.includes(`--${kind}`)) ?? 'plain'
);
const GAMES = Number(option('--games', { plain: '5000', dense: '1000', short: '10000', annotated: '2000' }[KIND]));
const cliPath = resolve(option('--cli', join(repo, 'build', 'native', 'chess960')));

const chess = await load();
const generate = (count) => generateGames(chess, count, KIND);

function time(fn, rounds) {
  let best = Infinity;
  let value;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    value = fn();
    best = Math.min(best, performance.now() - start);
  }
  return { ms: best, value };
}

console.error(`generating ${GAMES} games...`);
const { text, plies } = generate(GAMES);
console.error(`${plies} plies, ${(text.length / 1e6).toFixed(1)} MB`);

// chessops: every move of the tree replayed (the mainline alone when there are no variations).
function replay(pos, node) {
  let n = 0;
  for (const child of node.children) {
    const after = node.children.length > 1 ? pos.clone() : pos;
    const move = parseSan(after, child.data.san);
    if (!move) throw new Error(`chessops: illegal ${child.data.san}`);
    after.play(move);
    n += 1 + replay(after, child);
  }
  return n;
}
const theirs = time(() => {
  let n = 0;
  for (const game of parsePgn(text)) n += replay(startingPosition(game.headers).unwrap(), game.moves);
  return n;
}, 5);
if (theirs.value !== plies) throw new Error(`ply counts differ: ${theirs.value} / ${plies}`);

// The package: the engine reads and replays each game, and its nodes (SAN, UCI, comments, clocks)
// are made as JS objects when the game is handed over; the loop then reads every SAN.
// Every node's SAN read, variations included; returns how many.
let sanLength = 0;
function walk(node) {
  let n = 0;
  for (const child of node.children) {
    sanLength += child.san.length;
    n += 1 + walk(child);
  }
  return n;
}
const ours = time(() => {
  let n = 0;
  for (const game of chess.readPgn(text)) n += walk(game.root);
  if (sanLength === 0) throw new Error('no SAN read');
  return n;
}, 5);
if (ours.value !== plies) throw new Error(`ply counts differ: ${ours.value} / ${plies}`);

const dir = mkdtempSync(join(tmpdir(), 'chess960-pgn-bench-'));
const file = join(dir, 'games.pgn');
writeFileSync(file, text);
function cli(extra) {
  let best = Infinity;
  for (let r = 0; r < 5; r++) {
    const start = performance.now();
    const run = spawnSync(cliPath, ['pgn', file, ...extra], { encoding: 'utf8' });
    const ms = performance.now() - start;
    if (run.status !== 0 || !run.stdout.includes(`plies: ${plies}`))
      throw new Error(`CLI failed: ${run.stderr}${run.stdout}`);
    best = Math.min(best, ms);
  }
  return best;
}
const cliOne = cli([]);
const cliTwo = cli(['--jobs', '2']);
rmSync(dir, { recursive: true, force: true });

const rate = (ms) => plies / ms / 1000; // million plies per second
const perGame = (ms) => `${((ms * 1000) / GAMES).toFixed(1)} µs`;
const row = (what, ms, ratio = '') =>
  `| ${what} | ${(ms / 1000).toFixed(3)} s | ${perGame(ms)} | ${rate(ms).toFixed(2)} M | ${ratio} |`;
const described = { plain: '', dense: 'dense ', short: 'short annotated ', annotated: 'annotation-dense ' }[KIND];
console.log(`${GAMES} ${described}games, ${plies} plies, ${(text.length / 1e6).toFixed(1)} MB (best of 5 runs each)\n`);
console.log('| reader | time | per game | plies/s | vs chessops |');
console.log('| --- | --- | --- | --- | --- |');
console.log(row('chessops `parsePgn` + `parseSan`/`play` of every move (Node)', theirs.ms, '1.00×'));
console.log(
  row("chess960 package `readPgn` + every node's SAN (Node, wasm)", ours.ms, `${(theirs.ms / ours.ms).toFixed(2)}×`),
);
console.log(row('native `chess960 pgn` (one thread, whole process)', cliOne, `${(theirs.ms / cliOne).toFixed(2)}×`));
console.log(row('native `chess960 pgn --jobs 2`', cliTwo, `${(theirs.ms / cliTwo).toFixed(2)}×`));
const perHour = rate(cliOne) * 3600;
console.log(
  `\nOne core of this machine reads and replays about ${Math.round(perHour / 1000)} billion plies per hour ` +
    `(${Math.round((perHour * 1e6) / (plies / GAMES) / 1e6)} million games of this length).`,
);
