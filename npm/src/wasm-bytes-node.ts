// Node: the wasm is embedded uncompressed (nothing is downloaded), so loading needs no
// decompressor at all: Buffer's native base64 decoding takes well under a millisecond.

export function wasmBytes(): Uint8Array<ArrayBuffer> {
  return Buffer.from(WASM_BASE64, 'base64');
}

export function wasmBytesAsync(): Promise<Uint8Array<ArrayBuffer>> {
  return Promise.resolve(wasmBytes());
}
