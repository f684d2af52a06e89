// Build-time modules and names, provided by scripts/build.mjs.
// The wasm as base64, a top-level variable appended to each bundle after our code (gzip-compressed
// for browsers, plain for Node).
declare const WASM_BASE64: string;
// Emscripten's generated factory (-sMODULARIZE -sEXPORT_ES6; bindings/README.md).
declare module 'chess960-internal:engine' {
  export default function createEngine(options: { wasmBinary: ArrayBuffer }): Promise<unknown>;
}
// The platform's way of unpacking the embedded wasm (wasm-bytes-web.ts / wasm-bytes-node.ts).
declare module 'chess960-internal:wasm-bytes' {
  export function wasmBytes(): Promise<ArrayBuffer>;
}
declare module 'chess960-internal:reference-positions' {
  /** The positions of tests/data/chess960.perft, as EPD (four FEN fields). */
  export const REFERENCE_FENS: string[];
}
