// tiny-inflate 1.0.3 as the browser build bundles it, with one line fixed. Starting a stored
// (uncompressed) deflate block, it gives back the whole bytes its bit buffer read ahead with
// `while (d.bitcount > 8)`: when the block's header ends on a byte boundary (16 bits buffered), one
// byte stays taken, the block is read a byte late and inflating fails ("Data error"). Zopfli
// writes stored blocks where they are smaller, so some builds of the wasm hit it. `>= 8` gives
// every whole byte back. build.mjs bundles this text and checks that it inflates the wasm back.
// It is bundled as an ES module (`export default`): a CommonJS module would bring esbuild's
// wrapper and its helpers (__commonJS, __toESM, ...), about 390 B more to download.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';

const TINY_INFLATE = createRequire(import.meta.url).resolve('tiny-inflate');
const FAULT = 'while (d.bitcount > 8) {';
const FIX = 'while (d.bitcount >= 8) {';
const CJS_EXPORT = 'module.exports = tinf_uncompress;';
const ESM_EXPORT = 'export default tinf_uncompress;';

export function fixedTinyInflate(path = TINY_INFLATE) {
  const source = readFileSync(path, 'utf8');
  for (const line of [FAULT, CJS_EXPORT])
    if (source.split(line).length !== 2)
      throw new Error(`${path}: "${line}" is not there once: check scripts/tiny-inflate.mjs`);
  return source.replace(FAULT, FIX).replace(CJS_EXPORT, ESM_EXPORT);
}

// Inflates `packed` (raw deflate) into `length` bytes with the fixed text, as a page would.
export function inflateAsBundled(packed, length) {
  // Strict, as an ES module is.
  const body = `'use strict';${fixedTinyInflate().replace(ESM_EXPORT, 'return tinf_uncompress;')}`;
  const inflate = /** @type {(source: Uint8Array, dest: Uint8Array) => Uint8Array} */ (compileFunction(body)());
  return inflate(packed, new Uint8Array(length));
}
