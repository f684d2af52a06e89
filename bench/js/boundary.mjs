#!/usr/bin/env node
// The wasm boundary, call by call: what one call of each road costs (a plain export with numbers or
// text through the text buffer; an Embind function with a number, text or a record), and the
// package calls built on them.
// Best of several rounds, in ns per call, same process.
//
//   node bench/js/boundary.mjs [DIST]     DIST: a built package's dist folder (default npm/dist)
//
// The roads are measured on the bare module (build/wasm, from the same build); pass DIST to time
// the package calls of another build (say, an older checkout's) side by side.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = resolve(process.argv[2] ?? join(repo, 'npm', 'dist'));
const { load } = await import(pathToFileURL(join(dist, 'node.js')).href);
const chess = await load();

// Best time per call over `rounds` rounds of `count` calls.
function perCall(label, count, body, rounds = 7) {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    body(count);
    best = Math.min(best, (performance.now() - t0) / count);
  }
  const ns = best * 1e6;
  console.log(`| ${label} | ${ns < 1000 ? ns.toFixed(0) + ' ns' : (ns / 1000).toFixed(2) + ' µs'} |`);
}

console.log(`| call (${dist.replace(repo + '/', '')}) | per call |\n| --- | ---: |`);
const midgame = 'r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 8';
const game = chess.game(midgame);
perCall('game.legalMoves() (midgame, 38 moves)', 100_000, (n) => {
  for (let i = 0; i < n; i++) game.legalMoves();
});
perCall('game.move(uci) + game.undo()', 100_000, (n) => {
  for (let i = 0; i < n; i++) {
    game.move('e3e4');
    game.undo();
  }
});
perCall('game.fen()', 100_000, (n) => {
  for (let i = 0; i < n; i++) game.fen();
});
perCall('chess.game(fen)', 50_000, (n) => {
  for (let i = 0; i < n; i++) chess.game(midgame);
});
const pgn = readFileSync(join(repo, 'tests', 'data', 'cutechess-fischerrandom.pgn'), 'utf8');
const games = chess.readPgn(pgn).length;
perCall(`chess.readPgn(text), per game (${games} engine games)`, games, () => chess.readPgn(pgn), 5);

// The roads themselves, on the bare module of the same build (build/wasm).
const engine = join(repo, 'build', 'wasm', 'chess960-engine.mjs');
if (existsSync(engine) && !process.argv[2]) {
  const { default: createEngine } = await import(pathToFileURL(engine).href);
  const wasm = await createEngine({ wasmBinary: readFileSync(join(repo, 'build', 'wasm', 'chess960-engine.wasm')) });
  // The text buffer's address: the buffer table's BUFFER_TEXT word, as the generated contract numbers it.
  const contract = readFileSync(join(repo, 'npm', 'src', 'generated', 'contract.ts'), 'utf8');
  const bufferText = Number(/export const BUFFER_TEXT = (\d+);/.exec(contract)[1]);
  const textAt = wasm.HEAPU32[wasm._chess960_buffers() / 4 + bufferText];
  const textIn = (text) => {
    for (let i = 0; i < text.length; i++) wasm.HEAPU8[textAt + i] = text.charCodeAt(i);
    return text.length;
  };
  wasm._chess960_new_game(textIn(midgame), 0);
  let sink = 0;
  perCall('plain export, number out (`_chess960_halfmove_clock()`)', 1_000_000, (n) => {
    for (let i = 0; i < n; i++) sink += wasm._chess960_halfmove_clock();
  });
  perCall('plain export, text out through the text buffer (`_chess960_fen(0)` + decode)', 200_000, (n) => {
    const decoder = new TextDecoder();
    for (let i = 0; i < n; i++)
      sink += decoder.decode(wasm.HEAPU8.subarray(textAt, textAt + wasm._chess960_fen(0))).length;
  });
  perCall('plain export, text in through the text buffer (`_chess960_validate_fen`)', 200_000, (n) => {
    for (let i = 0; i < n; i++) sink += wasm._chess960_validate_fen(textIn(midgame), 0);
  });
  perCall('Embind function, number in and out (`heapTop()`)', 1_000_000, (n) => {
    for (let i = 0; i < n; i++) sink += wasm.heapTop();
  });
  perCall('Embind function, text out (`startFenOfSlot(false)`)', 200_000, (n) => {
    for (let i = 0; i < n; i++) sink += wasm.startFenOfSlot(false).length;
  });
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  perCall('Embind function, text in (`positionNumber(fen)`)', 200_000, (n) => {
    for (let i = 0; i < n; i++) sink += wasm.positionNumber(start);
  });
  perCall('Embind function, a record out (`positionFromDice([2, 3, 3, 2, 3])`)', 200_000, (n) => {
    for (let i = 0; i < n; i++) sink += wasm.positionFromDice([2, 3, 3, 2, 3]).number;
  });
  if (sink === 0.5) console.log(sink); // keeps the loops' results alive
}
