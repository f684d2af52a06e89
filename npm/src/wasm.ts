// Instantiates the engine. The .wasm is embedded in the package's own JS, so Node, bundlers,
// plain pages and workers all load it with nothing to locate. The Emscripten factory,
// createChess960Wasm, is the line scripts/build.mjs appends to each bundle (src/internal.d.ts).
import { wasmBytes } from 'chess960-internal:wasm-bytes';
import { type Exports, type WasmModule, withMethods } from './wasm-methods.js';

export type { WasmModule };

export async function instantiate(): Promise<WasmModule> {
  const wasmBinary = await wasmBytes();
  return withMethods((await createChess960Wasm({ wasmBinary })) as Exports);
}
