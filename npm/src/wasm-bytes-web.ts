// Browsers and workers: the wasm travels deflate-compressed inside the JS (it is what a page
// downloads) and is unpacked here, synchronously, by tiny-inflate (bundled at build time; about
// 1.5 KB gzipped: bench/README.md, "First use"), so the engine can be made on first use with no
// `await`. The platform's DecompressionStream would be asynchronous only.
import inflate from 'tiny-inflate';

export function wasmBytes(): Uint8Array<ArrayBuffer> {
  const text = atob(WASM_BASE64);
  const packed = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) packed[i] = text.charCodeAt(i);
  return inflate(packed, new Uint8Array(WASM_LENGTH));
}
