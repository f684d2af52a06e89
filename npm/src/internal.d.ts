// Build-time modules and names, provided by scripts/build.mjs.
// The wasm as base64, a top-level variable appended to each bundle after our code (deflate-compressed
// for browsers, plain for Node), and its length unpacked.
declare const WASM_BASE64: string;
declare const WASM_LENGTH: number;
// The browser build's inflater (bindings/inflate.cpp, a wasm module of its own), as base64.
declare const INFLATE_BASE64: string;
// Emscripten's generated factory (-sMODULARIZE -sEXPORT_ES6 -sWASM_ASYNC_COMPILATION=0;
// bindings/README.md): it returns the module, ready once `instantiateWasm` has handed it the instance.
declare module 'chess960-internal:engine' {
  export default function createEngine(options: {
    instantiateWasm(
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ): WebAssembly.Exports;
  }): unknown;
}
// The platform's way of unpacking the embedded wasm (wasm-bytes-web.ts / wasm-bytes-node.ts).
declare module 'chess960-internal:wasm-bytes' {
  export function wasmBytes(): Uint8Array<ArrayBuffer>;
  export function wasmBytesAsync(): Promise<Uint8Array<ArrayBuffer>>;
}
declare module 'chess960-internal:reference-positions' {
  /** The positions of tests/data/chess960.perft, as EPD (four FEN fields). */
  export const REFERENCE_FENS: string[];
}
