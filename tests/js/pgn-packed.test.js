// The packed-game layout is written twice, in C++ (cpp/include/chess960/pgn_packed.h) and in
// TypeScript (npm/src/pgn-packed.ts): the two must say the same numbers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REPO } from './helpers.js';

// NAME -> number, resolving a constant given as another's name.
function resolve(pairs) {
  const values = new Map(pairs);
  const value = (name) => (/^\d+$/.test(values.get(name)) ? Number(values.get(name)) : value(values.get(name)));
  return Object.fromEntries([...values.keys()].map((name) => [name, value(name)]));
}

it('pgn_packed.h and pgn-packed.ts define the same constants with the same values', () => {
  const header = readFileSync(join(REPO, 'cpp', 'include', 'chess960', 'pgn_packed.h'), 'utf8');
  const mirror = readFileSync(join(REPO, 'npm', 'src', 'pgn-packed.ts'), 'utf8');
  const cpp = resolve([...header.matchAll(/^inline constexpr int (\w+) = (\w+);/gm)].map((m) => [m[1], m[2]]));
  const ts = resolve([...mirror.matchAll(/^ {2}(\w+) = (\w+),$/gm)].map((m) => [m[1], m[2]]));
  expect(Object.keys(cpp).length).toBeGreaterThan(30);
  expect(ts).toEqual(cpp);
});
