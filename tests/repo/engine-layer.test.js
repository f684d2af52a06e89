// npm/src in layers: engine.ts is the one module that touches the wasm's memory. A module touches it
// when it names it (the memory views, the exports that work through memory, the module's type) or
// when it receives it: a typed array over the memory, or the memory's buffer, handed over by what
// the engine module returns. Both are checked: the names in the source, and what the engine module
// hands over while the package's API runs (npm/src itself, on the wasm as built: watched-engine.js).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../scripts/check-import-cycles.mjs';
import { REPO } from '../js/helpers.js';
import { modules, watchers } from './watched-engine.js';

const SRC = join(REPO, 'npm', 'src');
const FIXTURES = join(REPO, 'tests', 'repo', 'fixtures', 'engine-layer');
// The modules that own the memory: the engine module and the instance's loader, and the generated
// types of the module's functions; and the browsers' unpacking of the wasm, which runs an inflater
// module of its own (with its own memory) before the engine exists.
const OWNERS = new Set(['engine.ts', 'wasm.ts', join('generated', 'module.ts'), 'wasm-bytes-web.ts']);

const tsFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
  });

// The exports that work through memory, as the generated types list them (MemoryExports).
const moduleTypes = readFileSync(join(SRC, 'generated', 'module.ts'), 'utf8');
const memoryInterface = moduleTypes.slice(moduleTypes.indexOf('export interface MemoryExports {'));
const MEMORY_EXPORTS = [...memoryInterface.slice(0, memoryInterface.indexOf('\n}')).matchAll(/^ {2}(_\w+): \(/gm)].map(
  ([, name]) => name,
);
// Names of the memory: Emscripten's views (HEAPU8...) and any heap-named view (heap32, heapU8...),
// the memory object, the module's type and its memory exports' type.
const MEMORY_NAME =
  /\bHEAP\w*|\bheap(?:U?8|U?16|U?32|F32|F64)\b|WebAssembly\.Memory\b|\bWasmModule\b|\bMemoryExports\b/;

/** Each line of `files` (outside OWNERS) that names the memory: "file:line: text". */
function memoryNames(files, root) {
  const found = [];
  for (const path of files) {
    const file = relative(root, path);
    if (OWNERS.has(file)) continue;
    for (const [index, line] of readFileSync(path, 'utf8').split('\n').entries()) {
      if (line.trimStart().startsWith('//')) continue;
      if (MEMORY_NAME.test(line) || MEMORY_EXPORTS.some((name) => line.includes(name)))
        found.push(`${file}:${index + 1}: ${line.trim()}`);
    }
  }
  return found;
}

/**
 * The places in `value` (followed through objects, arrays, Maps and Sets) that are the wasm memory's
 * buffer or a typed array over it, or a WebAssembly.Memory: "where.key[2]...".
 */
function memoryIn(value, buffer, where, seen = new Set()) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return [];
  seen.add(value);
  if (value === buffer || value instanceof WebAssembly.Memory) return [where];
  if (ArrayBuffer.isView(value)) return value.buffer === buffer ? [where] : [];
  if (value instanceof ArrayBuffer || typeof value === 'function') return [];
  const entries = value instanceof Map || value instanceof Set ? [...value.entries()] : Object.entries(value);
  return entries.flatMap(([key, item]) => memoryIn(item, buffer, `${where}.${String(key)}`, seen));
}

describe('npm/src in layers, by name', () => {
  it("names the wasm's memory in engine.ts alone", () => {
    expect(MEMORY_EXPORTS).toContain('_chess960_legal_moves');
    expect(MEMORY_EXPORTS).toContain('_chess960_pgn_output');
    expect(memoryNames(tsFiles(SRC), SRC)).toEqual([]);
  });

  it('finds each way of naming it in a module that does (fixtures/engine-layer)', () => {
    expect(memoryNames(tsFiles(FIXTURES), FIXTURES)).toEqual([
      'leaky-reader.ts:4: export function readHeader(heap32: Int32Array, at: number): number {',
      'leaky-reader.ts:5: return heap32[at];',
      'leaky-reader.ts:8: export function legalMoves(wasm: { _chess960_legal_moves(): number }): number {',
      'leaky-reader.ts:9: return wasm._chess960_legal_moves();',
      'leaky-reader.ts:12: export function views(module: { HEAPU8: Uint8Array }): Uint8Array {',
      'leaky-reader.ts:13: return module.HEAPU8;',
    ]);
  });

  it('imports wasm.ts from engine.ts alone', () => {
    const importers = [...importGraph(SRC)].filter(([, targets]) => targets.includes('wasm.ts')).map(([file]) => file);
    expect(importers).toEqual(['engine.ts']);
  });

  it('has an index.ts that only re-exports', () => {
    const code = readFileSync(join(SRC, 'index.ts'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('//'))
      .join('\n');
    // Statements are imports and exports of other modules' names; no declaration of its own.
    expect(code).not.toMatch(
      /^(?:export\s+)?(?:const|let|var|function|class|interface|enum)\b|^(?:export\s+)?type\s+\w/m,
    );
  });
});

describe('npm/src in layers, by what runs', async () => {
  // npm/src as it is, its build-time modules mapped to the build (tests/repo/vitest.config.js).
  const { Engine } = await import(/* @vite-ignore */ join(SRC, 'engine.ts'));
  const { chess960 } = await import(/* @vite-ignore */ join(SRC, 'index.ts'));
  const memory = () => modules.at(-1).HEAPU8.buffer;
  const found = [];
  const engines = new Set();
  // Each answer of the module's functions (which `calls` hands over) and of the engine module's
  // methods, checked against the memory as it is then.
  watchers.answer = (name, answer) => {
    found.push(...memoryIn(answer, memory(), `${name}()`));
    return answer;
  };
  const methods = Object.getOwnPropertyNames(Engine.prototype).filter((name) => name !== 'constructor');
  const original = Object.fromEntries(methods.map((name) => [name, Engine.prototype[name]]));
  for (const name of methods)
    Engine.prototype[name] = function watched(...args) {
      engines.add(this);
      return watchers.answer(`engine.${name}`, original[name].apply(this, args));
    };

  it('hands the modules above engine.ts no view of the memory, while the API runs', async () => {
    const game = chess960.game();
    expect(modules.length).toBe(1);
    game.move('e4');
    game.move('Nc6');
    game.move({ from: 'g1', to: 'f3' });
    game.undo();
    game.legalMoves({ verbose: true });
    game.legalMovesSan();
    game.dests();
    game.history({ verbose: true });
    game.castlingStatus();
    game.board();
    game.attackers('e4', 'w');
    game.perft(2);
    game.clone().fen();
    expect(() => game.move('Ke5')).toThrow();
    expect(() => chess960.game('8/8 w')).toThrow();
    chess960.validateFen('8/8/8/8/8/8/8/8 w - - 0 1');
    chess960.positionFromDice([2, 3, 3, 2, 3]);
    chess960.positionFromCards('cRfNaQbRdNeRgh');
    chess960.subsetsOf(518);
    chess960.shuffleFen(4000);
    expect(chess960.drawStarts({ seed: 'open', rounds: 3 }).starts).toHaveLength(3);
    chess960.readDrawAnnouncement(chess960.drawAnnouncement({ seed: 'open', rounds: 3 }));
    expect(() => chess960.readDrawAnnouncement('no announcement')).toThrow();
    const pgn = '[Event "x"]\n\n1. e4 {a comment} (1. d4 $1) e5 {[%clk 0:01:00]} 2. Nf3 Qh4?? *\n\n1. e4 e5 2. Ke3 *\n';
    const games = chess960.readPgn(pgn, { onError: () => {} });
    expect(games).toHaveLength(2);
    for (const read of games) {
      expect(read.tags).toBeTypeOf('object');
      read.mainline().map((node) => [node.san, node.comments, node.clock, node.nags]);
      read.game().fen();
      chess960.writePgn(read);
    }
    chess960.loadPgn('1. e4 e5 *');
    for await (const read of chess960.streamPgn([new TextEncoder().encode(pgn)], { onError: () => {} }))
      read.mainline();
    // The functions the modules above call are the module's own, picked out of it: not the module.
    for (const engine of engines) found.push(...memoryIn(engine.calls, memory(), 'engine.calls'));
    expect(engines.size).toBe(1);
    expect(found).toEqual([]);
  });

  it('notices a view of the memory handed over, in an answer or inside one', () => {
    found.length = 0;
    const { legalCodes } = original;
    // legalCodes as the engine module once gave the codes: a view of the memory.
    original.legalCodes = function leaky() {
      const count = legalCodes.call(this).length;
      return modules.at(-1).HEAPU16.subarray(0, count);
    };
    try {
      chess960.game().dests();
    } finally {
      original.legalCodes = legalCodes;
    }
    expect(found).toEqual(['engine.legalCodes()']);
    expect(memoryIn({ heap32: modules.at(-1).HEAP32, at: 0 }, memory(), 'pgnOutput()')).toEqual(['pgnOutput().heap32']);
    expect(memoryIn(new Map([['bytes', [memory()]]]), memory(), 'answer')).toEqual(['answer.bytes.0']);
    expect(memoryIn({ words: new Int32Array(4) }, memory(), 'copy')).toEqual([]);
  });
});
