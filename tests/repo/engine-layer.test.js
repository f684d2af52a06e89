// npm/src in layers: engine.ts is the one module that reads or writes the wasm's memory (the
// buffers, the move record) and calls the exports that work through it; the API modules above it
// call the module's other functions through Engine.calls (typed EngineCalls), and never import
// the Emscripten module (wasm.ts) or name its type.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../scripts/check-import-cycles.mjs';
import { REPO } from '../js/helpers.js';

const SRC = join(REPO, 'npm', 'src');
// What only the engine module may name: the memory views, the exports whose arguments or results
// live in memory, the module's type.
const WASM_WORDS =
  /\bHEAP(?:U?8|U?16|U?32)\b|\bWasmModule\b|\b_chess960_(?:buffers|legal_moves|replay_buffer|save_start|restore|pgn_\w+)\b/;
const OWNERS = new Set(['engine.ts', 'wasm.ts', join('generated', 'module.ts')]); // module.ts types the exports

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('npm/src in layers', () => {
  it("touches the wasm's memory in engine.ts alone", () => {
    const found = [];
    for (const path of files(SRC)) {
      if (OWNERS.has(relative(SRC, path))) continue;
      for (const [index, line] of readFileSync(path, 'utf8').split('\n').entries())
        if (!line.trimStart().startsWith('//') && WASM_WORDS.test(line))
          found.push(`${relative(REPO, path)}:${index + 1}: ${line.trim()}`);
    }
    expect(found).toEqual([]);
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
