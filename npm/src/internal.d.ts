// Build-time modules, mapped by scripts/build.mjs to the Emscripten output and to the
// platform's way of unpacking the embedded wasm (wasm-bytes-web.ts / wasm-bytes-node.ts).
declare module 'chess960-internal:glue' {
  const createChess960Wasm: (options: { wasmBinary: ArrayBuffer }) => Promise<unknown>;
  export default createChess960Wasm;
}
declare module 'chess960-internal:binary' {
  export const WASM_BASE64: string;
}
declare module 'chess960-internal:wasm-bytes' {
  export function wasmBytes(): Promise<ArrayBuffer>;
}
declare module 'chess960-internal:reference-positions' {
  /** The positions of tests/data/chess960.perft, as EPD (four FEN fields). */
  export const REFERENCE_FENS: string[];
}
