// Browsers and workers: the wasm travels deflate-compressed inside the JS (it is what a page
// downloads). The first synchronous use unpacks it with fflate's inflateSync (bundled at build
// time); load() with the platform's DecompressionStream where it reads raw deflate (Chrome 103+,
// Firefox 113+, Safari 16.4+), which works off the main thread.
import { inflateSync } from 'fflate';

function packedBytes(): Uint8Array<ArrayBuffer> {
  const text = atob(WASM_BASE64);
  const packed = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) packed[i] = text.charCodeAt(i);
  return packed;
}

export function wasmBytes(): Uint8Array<ArrayBuffer> {
  return inflateSync(packedBytes(), { out: new Uint8Array(WASM_LENGTH) });
}

export async function wasmBytesAsync(): Promise<Uint8Array<ArrayBuffer>> {
  let stream: ReadableStream<Uint8Array>;
  try {
    stream = new Blob([packedBytes()]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  } catch {
    return wasmBytes(); // no DecompressionStream, or not for raw deflate
  }
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
