// Instantiates the engine. The .wasm is embedded in the package's own JS (the WASM_BASE64 and
// WASM_NAMES lines scripts/build.mjs appends to each bundle, src/internal.d.ts), so Node,
// bundlers, plain pages and workers all load it with nothing to locate.
import { wasmBytes } from 'chess960-internal:wasm-bytes';
import { instantiateEngine } from './wasm-loader.js';
import { type WasmModule, withMethods } from './wasm-methods.js';

export type { WasmModule };

export async function instantiate(): Promise<WasmModule> {
  return withMethods(await instantiateEngine(await wasmBytes(), WASM_NAMES));
}
