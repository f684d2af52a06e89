// tests/cpp/mutation/probe.mjs, the opt-in mutation probe of the rule files: which operators it
// flips (code only: not comments, literals, includes, template brackets or references), and its
// list of equivalent mutants kept in step with the sources it names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_FILES, mutantsOf } from '../cpp/mutation/probe.mjs';
import { REPO } from '../js/helpers.js';

const SNIPPET = `#include <vector>  // a < b
bool f(int a, int b, const std::vector<int>& v, Foo&& x) {
  const char* s = "a < b && !c";
  char c = '<';
  /* a == b */
  if (!v.empty() && a <= b || a != b) return a >> 1 > b << 2;
  return a->b >= 0 && (!x || a < b);
}
`;

describe('mutation probe', () => {
  it('flips each comparison and boolean operator of the code, and only those', () => {
    const found = mutantsOf('snippet.cpp', SNIPPET).map((m) => [m.line, m.from, m.to]);
    expect(found).toEqual([
      [6, '!', ''],
      [6, '&&', '||'],
      [6, '<=', '<'],
      [6, '||', '&&'],
      [6, '!=', '=='],
      [6, '>', '>='],
      [7, '>=', '>'],
      [7, '&&', '||'],
      [7, '!', ''],
      [7, '||', '&&'],
      [7, '<', '<='],
    ]);
    const [first] = mutantsOf('snippet.cpp', SNIPPET);
    expect(first.original).toBe('if (!v.empty() && a <= b || a != b) return a >> 1 > b << 2;');
    expect(first.mutated).toBe('if (v.empty() && a <= b || a != b) return a >> 1 > b << 2;');
  });

  it('finds mutants in every rule file', () => {
    for (const file of RULE_FILES) {
      const mutants = mutantsOf(file, readFileSync(join(REPO, 'cpp', 'src', file), 'utf8'));
      expect(mutants.length, file).toBeGreaterThan(0);
      for (const m of mutants) expect(m.mutated, `${file}:${m.line}`).not.toBe(m.original);
    }
  });

  // A listed equivalent whose line was edited no longer matches: run the probe again and update
  // tests/cpp/mutation/equivalent.json.
  it('lists as equivalent only mutants the sources still have, each with a reason', () => {
    const listed = JSON.parse(readFileSync(join(REPO, 'tests', 'cpp', 'mutation', 'equivalent.json'), 'utf8'));
    for (const entry of listed) {
      expect(RULE_FILES).toContain(entry.file);
      const mutants = mutantsOf(entry.file, readFileSync(join(REPO, 'cpp', 'src', entry.file), 'utf8'));
      const matching = mutants.filter((m) => m.original === entry.original && m.mutated === entry.mutated);
      expect(matching, `${entry.file}: ${entry.mutated}`).toHaveLength(1);
      expect(entry.why.length, `${entry.file}: ${entry.mutated}`).toBeGreaterThan(20);
    }
  });
});
