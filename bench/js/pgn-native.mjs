#!/usr/bin/env node
// The native `chess960 pgn` command's own speed on one thread (≥ 10 M plies/s), on a collection
// big enough that starting the process does not count: the games of ./pgn-games.mjs (seeded), the
// whole text repeated, written to a temporary file that is deleted afterwards. Next to it, when
// installed, Debian's pgn-extract (`pgn-extract -s -o /dev/null`, which checks every move too) on
// the same games, their Variant tag written "chess 960" (the only spelling it reads as Chess960).
//
//   node bench/js/pgn-native.mjs                    5,000 games written 10 times (~8 M plies, 146 MB)
//   node bench/js/pgn-native.mjs --annotated        2,000 annotation-dense games written 10 times (96 MB)
//   node bench/js/pgn-native.mjs --games 2000 --copies 4 --runs 3
//   node bench/js/pgn-native.mjs --cli PATH         native CLI (default build/native/chess960)
//   node bench/js/pgn-native.mjs --keep FILE        also keep the collection in FILE
//   node bench/js/pgn-native.mjs --pgn-extract PATH (default /usr/games/pgn-extract; skipped if absent)
//
// Each run is one `chess960 pgn FILE` process, timed by its CPU time (getrusage of the child,
// through python3) and by the wall clock; the fastest of --runs counts. A run on an empty file
// gives what starting the process costs. The ply count the command prints must be the
// generator's, or the script stops with exit code 1. Needs `npm ci` in bench/ and a built
// package (bash scripts/build-package.sh) for the generator.
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'chess960';
import { runTimed } from './child-time.mjs';
import { generateGames } from './pgn-games.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const KIND = args.includes('--annotated') ? 'annotated' : 'plain';
const GAMES = Number(option('--games', KIND === 'annotated' ? '2000' : '5000'));
const COPIES = Number(option('--copies', '10'));
const RUNS = Number(option('--runs', '5'));
const keep = option('--keep', null);
const cliPath = resolve(option('--cli', join(repo, 'build', 'native', 'chess960')));
const pgnExtract = option('--pgn-extract', '/usr/games/pgn-extract');

function fastest(file, expectedPlies) {
  let cpu = Infinity;
  let wall = Infinity;
  for (let r = 0; r < RUNS; r++) {
    const run = runTimed('python3', [cliPath, 'pgn', file]);
    if (run.status !== 0 || !run.stdout.includes(`plies: ${expectedPlies}\n`)) {
      console.error(`${cliPath} pgn ${file} failed or counted wrong (exit ${run.status}):\n${run.stdout}${run.stderr}`);
      process.exit(1);
    }
    cpu = Math.min(cpu, run.cpuMs);
    wall = Math.min(wall, run.wallMs);
  }
  return { cpu, wall };
}

console.error(`generating ${GAMES} games...`);
const { text, plies: onePlies } = generateGames(await load(), GAMES, KIND);
const plies = onePlies * COPIES;
const dir = mkdtempSync(join(tmpdir(), 'chess960-pgn-native-'));
try {
  const file = join(dir, 'games.pgn');
  writeFileSync(file, Array(COPIES).fill(text).join('\n'));
  if (keep) copyFileSync(file, keep);
  const empty = join(dir, 'empty.pgn');
  writeFileSync(empty, '');
  const megabytes = (text.length * COPIES) / 1e6;
  console.error(`${GAMES * COPIES} games, ${plies} plies, ${megabytes.toFixed(0)} MB; ${RUNS} runs each`);
  const start = fastest(empty, 0);
  const read = fastest(file, plies);
  const rate = (ms) => `${(plies / ms / 1000).toFixed(2)} M plies/s`;
  console.log(
    `${GAMES * COPIES} ${KIND === 'annotated' ? 'annotation-dense ' : ''}games (${GAMES} generated, ${COPIES} copies), ` +
      `${plies} plies, ${megabytes.toFixed(0)} MB; fastest of ${RUNS}\n`,
  );
  console.log('| `chess960 pgn FILE`, one thread | CPU time | plies/s (CPU) | wall time | plies/s (wall) |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| the collection | ${(read.cpu / 1000).toFixed(3)} s | ${rate(read.cpu)} | ${(read.wall / 1000).toFixed(3)} s | ${rate(read.wall)} |`,
  );
  console.log(`| an empty file (process start) | ${start.cpu.toFixed(1)} ms | | ${start.wall.toFixed(1)} ms | |`);
  if (existsSync(pgnExtract)) {
    const theirs = join(dir, 'games-pgn-extract.pgn');
    writeFileSync(
      theirs,
      Array(COPIES).fill(text.replaceAll('[Variant "Chess960"]', '[Variant "chess 960"]')).join('\n'),
    );
    let cpu = Infinity;
    for (let r = 0; r < Math.min(RUNS, 3); r++) {
      const run = runTimed('python3', [pgnExtract, '-s', '-o', '/dev/null', theirs]);
      if (run.status !== 0 || !run.stderr.includes(`Games: ${GAMES * COPIES}`)) {
        console.error(`${pgnExtract} failed or counted wrong (exit ${run.status}):\n${run.stderr.slice(-300)}`);
        process.exit(1);
      }
      cpu = Math.min(cpu, run.cpuMs);
    }
    console.log(
      `| pgn-extract -s on the same games | ${(cpu / 1000).toFixed(3)} s | ${rate(cpu)} | | ` +
        `\`chess960 pgn\` ${(cpu / read.cpu).toFixed(1)}× faster |`,
    );
  } else {
    console.log(`\nThe peer is missing: ${pgnExtract} (apt-get install pgn-extract, or --pgn-extract PATH).`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
