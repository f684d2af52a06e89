// Browsers and workers: the wasm travels deflate-compressed inside the JS (it is what a page
// downloads). The first synchronous use unpacks it with bindings/inflate.cpp's small wasm module
// (INFLATE_BASE64, embedded beside it); load() with the platform's DecompressionStream where it
// reads raw deflate (Chrome 103+, Firefox 113+, Safari 16.4+), which works off the main thread.

// The platform's own base64 decoder where it has one (Chrome 140+, Firefox 133+, Safari 18.2+).
const Bytes = Uint8Array as typeof Uint8Array & { fromBase64?(text: string): Uint8Array<ArrayBuffer> };

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  if (Bytes.fromBase64) return Bytes.fromBase64(text);
  const chars = atob(text);
  const bytes = new Uint8Array(chars.length);
  for (let i = 0; i < chars.length; i++) bytes[i] = chars.charCodeAt(i);
  return bytes;
}

interface Inflater {
  memory: WebAssembly.Memory;
  _initialize(): void;
  inflate(packed: number, packedLength: number, out: number, outLength: number): number;
}

// The wasm, unpacked by the inflater's instance.
function unpack(instance: WebAssembly.Instance): Uint8Array<ArrayBuffer> {
  const inflater = instance.exports as unknown as Inflater;
  inflater._initialize();
  const packed = base64Bytes(WASM_BASE64);
  // The packed bytes and the room for the wasm, in pages grown past the inflater's own memory.
  const at = inflater.memory.grow(Math.ceil((packed.length + WASM_LENGTH) / 65536)) * 65536;
  new Uint8Array(inflater.memory.buffer, at, packed.length).set(packed);
  if (inflater.inflate(at, packed.length, at + packed.length, WASM_LENGTH) !== 1)
    throw new Error('chess960: the embedded wasm does not inflate (a damaged copy of the package?)');
  return new Uint8Array(inflater.memory.buffer, at + packed.length, WASM_LENGTH);
}

export function wasmBytes(): Uint8Array<ArrayBuffer> {
  return unpack(new WebAssembly.Instance(new WebAssembly.Module(base64Bytes(INFLATE_BASE64)), {}));
}

export async function wasmBytesAsync(): Promise<Uint8Array<ArrayBuffer>> {
  let stream: ReadableStream<Uint8Array>;
  try {
    stream = new Blob([base64Bytes(WASM_BASE64)]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  } catch {
    // No DecompressionStream, or not for raw deflate: the inflater, instantiated as every main thread allows.
    return unpack((await WebAssembly.instantiate(base64Bytes(INFLATE_BASE64), {})).instance);
  }
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
