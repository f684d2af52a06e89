// The browser build's inflater (bindings/inflate.cpp, built as build/wasm/chess960-inflate.wasm):
// what a page's synchronous start unpacks the engine with. It gives back exactly what zlib packed,
// at every level and strategy, and the package's own Zopfli-packed engine; it refuses what is not
// that, and no input makes it read or write out of place.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateWith } from '../../npm/scripts/inflate.mjs';
import { REPO } from './helpers.js';

const inflater = readFileSync(join(REPO, 'build', 'wasm', 'chess960-inflate.wasm'));
const engine = readFileSync(join(REPO, 'npm', 'build', 'chess960-engine.wasm'));
const inflate = (packed, length) => inflateWith(inflater, packed, length);
const same = (bytes, expected) => bytes !== null && Buffer.from(bytes).equals(expected);

const INPUTS = {
  'the engine': engine,
  text: Buffer.from('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {the Ruy Lopez} '.repeat(500)),
  'random bytes': randomBytes(70_000),
  zeros: Buffer.alloc(100_000),
  empty: Buffer.alloc(0),
};
const STRATEGIES = ['Z_DEFAULT_STRATEGY', 'Z_FILTERED', 'Z_HUFFMAN_ONLY', 'Z_RLE', 'Z_FIXED'];

describe('the inflater', () => {
  it('is a module of its own: no imports, its memory and inflate()', () => {
    const module = new WebAssembly.Module(inflater);
    expect(WebAssembly.Module.imports(module)).toEqual([]);
    const exports = WebAssembly.Module.exports(module).map(({ name }) => name);
    expect(exports).toEqual(expect.arrayContaining(['memory', 'inflate', '_initialize']));
  });

  for (const [name, input] of Object.entries(INPUTS))
    it(`gives back ${name} as zlib packs it, every level and strategy`, () => {
      for (let level = 0; level <= 9; level++)
        for (const strategy of STRATEGIES) {
          const packed = deflateRawSync(input, { level, strategy: constants[strategy] });
          expect(same(inflate(packed, input.length), input), `level ${level}, ${strategy}`).toBe(true);
        }
    });

  it('gives back the engine as the browser build packs it (Zopfli)', () => {
    const bundle = readFileSync(join(REPO, 'npm', 'dist', 'index.js'), 'utf8');
    const [, base64, length] = /var WASM_BASE64="([^"]*)",WASM_LENGTH=(\d+),INFLATE_BASE64="/.exec(bundle);
    expect(Number(length)).toBe(engine.length);
    expect(same(inflate(Buffer.from(base64, 'base64'), engine.length), engine)).toBe(true);
  });

  it('refuses a length that is not the unpacked one, and input cut short', () => {
    const packed = deflateRawSync(engine);
    expect(inflate(packed, engine.length - 1)).toBeNull();
    expect(inflate(packed, engine.length + 1)).toBeNull();
    expect(inflate(packed.subarray(0, packed.length - 1), engine.length)).toBeNull();
    expect(inflate(packed.subarray(0, packed.length >> 1), engine.length)).toBeNull();
    expect(inflate(Buffer.from([0x07]), 0)).toBeNull(); // a last block of the reserved type 3
    const stored = deflateRawSync(INPUTS.text, { level: 0 });
    stored[3] ^= 0xff; // its length no longer matches its check
    expect(inflate(stored, INPUTS.text.length)).toBeNull();
  });

  it('answers damaged and random input with null or exactly the bytes asked for', () => {
    const packed = deflateRawSync(INPUTS.text);
    let refused = 0;
    for (let i = 0; i < 2000; i++) {
      const damaged = Buffer.from(packed);
      for (let k = 0; k <= i % 4; k++) damaged[(i * 7919 + k * 104729) % damaged.length] ^= 1 << (i % 8);
      const out = inflate(damaged, INPUTS.text.length);
      if (out === null) refused++;
      else expect(out.length).toBe(INPUTS.text.length);
    }
    for (let i = 0; i < 500; i++) {
      const out = inflate(randomBytes(1 + (i % 300)), i * 7);
      if (out !== null) expect(out.length).toBe(i * 7);
    }
    expect(refused).toBeGreaterThan(1500);
  });
});
