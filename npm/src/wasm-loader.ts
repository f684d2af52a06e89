// Instantiates the engine's standalone .wasm (no Emscripten JS glue): it imports only a memory
// growth notice and proc_exit (reached by abort()), and exports its C functions by name.
// Its own file, so that tests/js/contract.test.js loads the bare module the same way.
import type { Exports } from './wasm-methods.js';

export async function instantiateEngine(bytes: BufferSource): Promise<Exports> {
  const m: Record<string, unknown> = {};
  const engine: { memory?: WebAssembly.Memory } = {};
  // The views the wrapper reads through: new ones whenever the memory grows (the old ones detach).
  const views = () => {
    const buffer = engine.memory!.buffer;
    m.HEAPU8 = new Uint8Array(buffer);
    m.HEAPU16 = new Uint16Array(buffer);
    m.HEAPU32 = new Uint32Array(buffer);
    m.HEAP32 = new Int32Array(buffer); // the PGN buffers' words
  };
  const { instance } = await WebAssembly.instantiate(bytes, {
    env: { emscripten_notify_memory_growth: views },
    wasi_snapshot_preview1: {
      proc_exit: (code: number) => {
        throw new WebAssembly.RuntimeError(`chess960: the engine aborted (exit ${code})`);
      },
    },
  });
  const exports = instance.exports;
  engine.memory = exports.memory as WebAssembly.Memory;
  // The C exports under the names the wrapper calls (_chess960_legal_moves, ...).
  for (const name in exports) m[`_${name}`] = exports[name];
  views();
  (exports._initialize as () => void)(); // the C++ static constructors (attack tables and such)
  return m as Exports;
}
