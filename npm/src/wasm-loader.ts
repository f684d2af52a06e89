// Instantiates the engine's .wasm without the Emscripten JS glue: the three functions it imports,
// written here, and its C exports under their own names. Its import and export names are minified
// in the wasm; `names` (WASM_NAMES, written by scripts/build.mjs from the glue) says which is which.
// Its own file, so that tests/js/contract.test.js loads the bare module the same way.
import type { Exports } from './wasm-methods.js';

/** Minified name -> C name, for the wasm's imports (module "a") and exports. */
export interface WasmNames {
  imports: Record<string, string>;
  exports: Record<string, string>;
}

const PAGE = 65536;

export async function instantiateEngine(bytes: BufferSource, names: WasmNames): Promise<Exports> {
  const m: Record<string, unknown> = {};
  const memory = () => m._memory as WebAssembly.Memory;
  // The views the wrapper reads through: new ones whenever the memory grows (the old ones detach).
  const views = () => {
    const buffer = memory().buffer;
    m.HEAPU8 = new Uint8Array(buffer);
    m.HEAPU16 = new Uint16Array(buffer);
    m.HEAPU32 = new Uint32Array(buffer);
    m.HEAP32 = new Int32Array(buffer); // the PGN buffers' words
  };
  const provided: Record<string, (...args: number[]) => number | void> = {
    abort: () => {
      throw new WebAssembly.RuntimeError('chess960: the engine aborted');
    },
    // malloc needs `size` bytes of memory in all: grow to it (in whole pages), or return 0.
    emscripten_resize_heap: (size) => {
      try {
        memory().grow(Math.ceil(size / PAGE) - memory().buffer.byteLength / PAGE);
        views();
        return 1;
      } catch {
        return 0;
      }
    },
    emscripten_memcpy_big: (to, from, count) => void (m.HEAPU8 as Uint8Array).copyWithin(to, from, from + count),
  };
  const imports: Record<string, unknown> = {};
  for (const short in names.imports) imports[short] = provided[names.imports[short]];
  const { instance } = await WebAssembly.instantiate(bytes, { a: imports } as WebAssembly.Imports);
  const engine = instance.exports;
  // The C exports under the names the wrapper calls (_chess960_legal_moves, ...).
  for (const short in engine) m[`_${names.exports[short]}`] = engine[short];
  views();
  (m.___wasm_call_ctors as () => void)(); // the C++ static constructors (attack tables and such)
  return m as Exports;
}
