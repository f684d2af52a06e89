// The package's build-time modules (npm/src/internal.d.ts) for a test that imports npm/src as it is
// (engine-layer.test.js; tests/repo/vitest.config.js maps them here): Emscripten's factory as built
// in build/wasm, noting each module it makes, and the wasm's bytes read from the same build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO } from '../js/helpers.js';

// Imported by its path: the type check of the tests leaves Emscripten's output alone.
const { default: createEngine } = await import(pathToFileURL(join(REPO, 'build', 'wasm', 'chess960-engine.mjs')).href);

/** @type {any[]} The modules made so far, in order. */
export const modules = [];
/** Called with each answer of the module's functions (its name, the answer). */
export const watchers = { answer: (/** @type {string} */ name, /** @type {unknown} */ answer) => answer };

/** Makes a module, each of its functions (Embind's and the plain exports) reporting its answers. */
export default function watchedCreateEngine(/** @type {object} */ options) {
  const module = createEngine(options);
  for (const [name, value] of Object.entries(module))
    if (typeof value === 'function' && /^(?:_chess960_|[a-z])/.test(name) && name !== 'run')
      module[name] = (/** @type {unknown[]} */ ...args) => watchers.answer(name, value(...args));
  modules.push(module);
  return module;
}

export function wasmBytes() {
  return new Uint8Array(readFileSync(join(REPO, 'build', 'wasm', 'chess960-engine.wasm')));
}

export async function wasmBytesAsync() {
  return wasmBytes();
}
