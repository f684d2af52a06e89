// Browsers and workers: the wasm travels gzip-compressed inside the JS (it is what a page
// downloads) and is unpacked with the platform's own DecompressionStream.

export async function wasmBytes(): Promise<ArrayBuffer> {
  if (typeof DecompressionStream !== 'function') {
    throw new Error('chess960 needs DecompressionStream (Chrome 93+, Firefox 113+, Safari 16.4+) to unpack its engine');
  }
  const text = atob(WASM_BASE64);
  const packed = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) packed[i] = text.charCodeAt(i);
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}
