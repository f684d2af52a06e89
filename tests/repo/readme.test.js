// The npm README's examples, run as written (tests/doc/readme-doctest.mjs), and the checker itself:
// it must catch a wrong value, a wrong or missing throw, and a comment it cannot classify.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildProgram, classifyComment, runJs } from '../doc/readme-doctest.mjs';
import { REPO } from '../js/helpers.js';

// The package's own esbuild (a devDependency of npm/) strips the types of ```ts blocks.
const { transform } = createRequire(join(REPO, 'npm', 'package.json'))('esbuild');
const options = {
  packageUrl: pathToFileURL(join(REPO, 'npm', 'dist', 'node.js')).href,
  cjsPath: join(REPO, 'npm', 'dist', 'index.cjs'),
  transformTs: async (code) => (await transform(code, { loader: 'ts' })).code,
};
const CONTEXT = "```js context\nimport { load } from 'chess960';\nconst chess = await load();\n```\n";
const check = (markdown) => runJs(CONTEXT + markdown, options);

describe('npm/README.md', () => {
  it('every runnable example runs and every stated value and throw holds', async () => {
    const result = await runJs(readFileSync(join(REPO, 'npm', 'README.md'), 'utf8'), {
      ...options,
      source: 'npm/README.md',
    });
    expect(result.failures).toEqual([]);
    expect(result.checked).toBeGreaterThan(40);
    // Only blocks that need a browser or a bundler are skipped, each with its reason.
    for (const skipped of result.skipped) expect(skipped.reason).not.toBe('fenced no-run');
  }, 60_000);
});

describe('the doc-test checker', () => {
  it('classifies comments by the convention', () => {
    expect(classifyComment(" 'Nf3'")).toMatchObject({ kind: 'value', value: 'Nf3' });
    expect(classifyComment(' [2, 3, 3, 2, 3]')).toMatchObject({ kind: 'value', value: [2, 3, 3, 2, 3] });
    expect(classifyComment(' { number: 518, rollsUsed: 5 }: RNBQKBNR')).toMatchObject({
      kind: 'value',
      value: { number: 518, rollsUsed: 5 },
    });
    expect(classifyComment(' true')).toMatchObject({ kind: 'value', value: true });
    expect(classifyComment(' null')).toMatchObject({ kind: 'value', value: null });
    expect(classifyComment(' e.g. 431')).toEqual({ kind: 'example' });
    expect(classifyComment(' throws IllegalMoveError: Illegal move')).toEqual({
      kind: 'throws',
      name: 'IllegalMoveError',
      message: 'Illegal move',
    });
    expect(classifyComment(' throws TypeError')).toEqual({ kind: 'throws', name: 'TypeError', message: undefined });
    expect(classifyComment(' SAN, UCI or { from, to }')).toEqual({ kind: 'prose' });
    expect(classifyComment(" ['a2a3', ..., 'h2h4']").kind).toBe('unclassified');
    expect(classifyComment(" throws: 'no class named'").kind).toBe('unclassified');
    expect(classifyComment(' 42 moves or so').kind).toBe('unclassified');
  });

  it('passes a correct example', async () => {
    const result = await check(
      "```js\nchess.game().legalMoves().length;   // 20\nchess.game().move('Nf6');   // throws IllegalMoveError: Illegal move Nf6\n```\n",
    );
    expect(result.failures).toEqual([]);
    expect(result.checked).toBe(2);
  });

  it('fails a wrong value, a wrong class, a missing throw and an unclassifiable comment', async () => {
    const result = await check(
      [
        '```js',
        'chess.game().legalMoves().length;   // 21',
        "chess.game().move('Nf6');   // throws InvalidFenError",
        "chess.game().move('Nf3');   // throws IllegalMoveError",
        'chess.game().turn();   // 42 of them',
        '```',
      ].join('\n'),
    );
    expect(result.failures).toHaveLength(4);
    expect(result.failures.join('\n')).toMatch(/got 20, the comment says 21/);
    expect(result.failures.join('\n')).toMatch(/threw IllegalMoveError.*says InvalidFenError/);
    expect(result.failures.join('\n')).toMatch(/did not throw/);
    expect(result.failures.join('\n')).toMatch(/cannot classify/);
  });

  it('a value on the next line belongs to the statement above; blocks do not share their declarations', async () => {
    const result = await check(
      "```js\nconst game = chess.game();\ngame.fen();\n// 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w " +
        "KQkq - 0 1'\n```\n```js\ntypeof game;   // 'undefined'\n```\n",
    );
    expect(result.failures).toEqual([]);
    expect(result.checked).toBe(2);
  });

  it('skips no-run blocks with their reason and runs TypeScript blocks', async () => {
    const result = await check(
      '```js no-run needs a browser\ndocument.body;\n```\n```ts\nconst n: number = chess.game().perft(1);\nn;   // 20\n```\n',
    );
    expect(result.skipped).toEqual([{ where: 'README.md:6', reason: 'needs a browser' }]);
    expect(result.failures).toEqual([]);
    expect(result.checked).toBe(1);
  });

  it('finds the context block and the runnable blocks of the README', () => {
    const { chunks, problems } = buildProgram(readFileSync(join(REPO, 'npm', 'README.md'), 'utf8'));
    expect(problems).toEqual([]);
    expect(chunks[0].code).toMatch(/\(context\)/);
  });
});

describe('the error-code table of the README', () => {
  it("lists exactly the codes the engine defines (error.h's CHESS960_ERROR_CODES), with their meanings, and the types declare them", () => {
    // The codes with their meanings, as bindings/contract_writer.cpp writes them from error.h's list.
    const generated = readFileSync(join(REPO, 'npm', 'src', 'generated', 'contract.ts'), 'utf8');
    const union = /export type ErrorCode =([^;]*);/.exec(generated)[1];
    const engine = [...union.matchAll(/\/\*\* (.*) \*\/\n\s+\| '(\w+)'/g)].map(([, meaning, name]) => [name, meaning]);
    const types = readFileSync(join(REPO, 'npm', 'dist', 'generated', 'contract.d.ts'), 'utf8');
    const declared = [.../type ErrorCode =([^;]*);/.exec(types)[1].matchAll(/'([A-Z0-9_]+)'/g)].map((m) => m[1]);
    const readme = readFileSync(join(REPO, 'npm', 'README.md'), 'utf8');
    const table = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| `(\w+)` \| (.+) \|$/gm)];
    expect(engine.length).toBeGreaterThan(15);
    expect(table.map((row) => [row[1], row[3]])).toEqual(engine);
    expect(declared).toEqual(engine.map(([name]) => name));
    for (const row of table) expect(row[3].length, row[1]).toBeGreaterThan(10);
  });
});
