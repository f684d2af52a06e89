// The build's and the tests' way of running bindings/inflate.cpp's module (build/wasm/
// chess960-inflate.wasm) in Node, as src/wasm-bytes-web.ts runs it in a page: the packed bytes and
// the room for the unpacked ones go into pages grown past the module's own memory.
/**
 * `packed` (raw DEFLATE) inflated into exactly `length` bytes by the inflater module `inflater`
 * (its bytes), or null when the inflater refuses it.
 * @param {Uint8Array<ArrayBuffer>} inflater
 * @param {Uint8Array} packed
 * @param {number} length
 */
export function inflateWith(inflater, packed, length) {
  const exports =
    /** @type {{ memory: WebAssembly.Memory, _initialize(): void, inflate(...args: number[]): number }} */ (
      new WebAssembly.Instance(new WebAssembly.Module(inflater), {}).exports
    );
  exports._initialize();
  const at = exports.memory.grow(Math.ceil((packed.length + length) / 65536)) * 65536;
  new Uint8Array(exports.memory.buffer, at, packed.length).set(packed);
  if (exports.inflate(at, packed.length, at + packed.length, length) !== 1) return null;
  return new Uint8Array(exports.memory.buffer, at + packed.length, length).slice();
}
