// Build-time names, provided by scripts/build.mjs.
// Top-level variables of each bundle, appended after our code: the wasm's minified import and
// export names (src/wasm-loader.ts), and the wasm as base64 (gzip-compressed for browsers, plain
// for Node).
declare const WASM_NAMES: import('./wasm-loader.js').WasmNames;
declare const WASM_BASE64: string;
// The platform's way of unpacking the embedded wasm (wasm-bytes-web.ts / wasm-bytes-node.ts).
declare module 'chess960-internal:wasm-bytes' {
  export function wasmBytes(): Promise<ArrayBuffer>;
}
declare module 'chess960-internal:reference-positions' {
  /** The positions of tests/data/chess960.perft, as EPD (four FEN fields). */
  export const REFERENCE_FENS: string[];
}
