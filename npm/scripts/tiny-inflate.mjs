// tiny-inflate 1.0.3 as the browser build bundles it, with one line fixed. Starting a stored
// (uncompressed) deflate block, it gives back the whole bytes its bit buffer read ahead with
// `while (d.bitcount > 8)`: when the block's header ends on a byte boundary (16 bits buffered), one
// byte stays taken, the block is read a byte late and inflating fails ("Data error"). Zopfli
// writes stored blocks where they are smaller, so some builds of the wasm hit it. `>= 8` gives
// every whole byte back. build.mjs bundles this text and checks that it inflates the wasm back.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';

const TINY_INFLATE = createRequire(import.meta.url).resolve('tiny-inflate');
const FAULT = 'while (d.bitcount > 8) {';
const FIX = 'while (d.bitcount >= 8) {';

export function fixedTinyInflate(path = TINY_INFLATE) {
  const source = readFileSync(path, 'utf8');
  if (source.split(FAULT).length !== 2)
    throw new Error(`${path}: "${FAULT}" is not there once: check the fix in scripts/tiny-inflate.mjs`);
  return source.replace(FAULT, FIX);
}

// Inflates `packed` (raw deflate) into `length` bytes with the fixed text, as a page would.
export function inflateAsBundled(packed, length) {
  const module = { exports: /** @type {unknown} */ ({}) };
  compileFunction(fixedTinyInflate(), ['module', 'exports'])(module, module.exports);
  const inflate = /** @type {(source: Uint8Array, dest: Uint8Array) => Uint8Array} */ (module.exports);
  return inflate(packed, new Uint8Array(length));
}
