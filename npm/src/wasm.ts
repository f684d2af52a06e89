// The engine: Emscripten's generated factory (build/wasm/chess960-engine.mjs, bundled into the
// package), linked with -sWASM_ASYNC_COMPILATION=0 so that it returns the module itself, and handed
// the instance through its documented `instantiateWasm` option. The wasm bytes are embedded in the
// package's own JS (the WASM_BASE64 line scripts/build.mjs appends to each bundle,
// src/internal.d.ts), so Node, bundlers, plain pages and workers load it with nothing to locate.
// bindings/README.md lists the Emscripten settings this relies on.
import createEngine from 'chess960-internal:engine';
import { wasmBytes, wasmBytesAsync } from 'chess960-internal:wasm-bytes';
import type { EmbindFunctions, MemoryExports, NumberExports } from './generated/module.js';

/**
 * The engine module, as bindings/contract_writer.cpp types it from the C++: the functions of the
 * Embind road, the plain exports of both kinds (`_chess960_*`), and Emscripten's views of the wasm
 * memory (renewed when it grows).
 */
export interface WasmModule extends EmbindFunctions, NumberExports, MemoryExports {
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  HEAPU32: Uint32Array;
  HEAP32: Int32Array;
}

// Chrome and Edge before 114 refuse `new WebAssembly.Module` and `new WebAssembly.Instance` of more
// than 4 KB on a page's main thread with a RangeError; WebAssembly.compile and instantiate work there.
const REFUSED =
  'chess960: this browser does not compile WebAssembly synchronously on the main thread (Chrome before 114): ' +
  'call await load() once before the first synchronous use';

// `make()`, with that refusal turned into an error that names the way out.
function refusedSync<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    throw error instanceof RangeError ? new Error(REFUSED, { cause: error }) : error;
  }
}

// Runs Emscripten's factory on the instance `instantiate` makes from the factory's imports. The
// factory takes the exports as the hook returns them, so the instance must exist by then.
function createModule(
  compiled: WebAssembly.Module,
  instantiate: (imports: WebAssembly.Imports) => WebAssembly.Instance,
): WasmModule {
  let failed = false;
  let failure: unknown;
  const wasm = createEngine({
    instantiateWasm(imports, receive) {
      try {
        const instance = instantiate(imports);
        receive(instance, compiled);
        return instance.exports;
      } catch (error) {
        failed = true;
        failure = error; // thrown below, not logged by Emscripten's loader
        return {};
      }
    },
  });
  if (failed) throw failure;
  return wasm as WasmModule;
}

/** The engine module, compiled and instantiated on this thread before it returns. */
export function instantiate(): WasmModule {
  const bytes = refusedSync(wasmBytes); // the browsers' inflater is a wasm module too
  const compiled = refusedSync(() => new WebAssembly.Module(bytes));
  return createModule(compiled, (imports) => refusedSync(() => new WebAssembly.Instance(compiled, imports)));
}

/**
 * The engine module, compiled and instantiated asynchronously, as every main thread allows. The
 * factory's imports exist only once it runs, so the instance is made first on imports that forward
 * to them (the wasm calls none while it is instantiated: Emscripten starts it from the factory).
 */
export async function instantiateAsync(): Promise<WasmModule> {
  const compiled = await WebAssembly.compile(await wasmBytesAsync());
  let target: WebAssembly.Imports = {};
  const forwarding: WebAssembly.Imports = {};
  for (const { module, name, kind } of WebAssembly.Module.imports(compiled)) {
    if (kind !== 'function') throw new Error(`chess960: the engine imports a ${kind}, ${module}.${name}`);
    (forwarding[module] ??= {})[name] = (...args: unknown[]) =>
      (target[module][name] as (...args: unknown[]) => unknown)(...args);
  }
  const instance = await WebAssembly.instantiate(compiled, forwarding);
  return createModule(compiled, (imports) => {
    target = imports;
    return instance;
  });
}
