// chess960/evaluations, the table of start evaluations the package ships: what it says about how
// it was made, its rows as the data file has them (cpp/data/start_evaluations.json), named by
// their SHA-256, read one start at a time; and that it is an export of its own: a page that
// imports `chess960` downloads none of it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidStartPositionError, load } from 'chess960';
import { startEvaluation, startEvaluations } from 'chess960/evaluations';
import { REPO, browserBundle } from './helpers.js';

const chess = await load();
const DATA = JSON.parse(readFileSync(join(REPO, 'cpp', 'data', 'start_evaluations.json'), 'utf8'));
const DIST = join(REPO, 'npm', 'dist');

describe('startEvaluations', () => {
  it("says how the table was made: the data file's engine, options, nodes, date and SHA-256", () => {
    const { engine, options, nodes, date, sha256 } = startEvaluations;
    expect({ engine, options, nodes, date, sha256 }).toEqual({
      engine: DATA.engine,
      options: DATA.options,
      nodes: DATA.nodes,
      date: DATA.date,
      sha256: DATA.sha256,
    });
    expect(engine).toMatch(/^Stockfish \d+/);
    expect(options).toMatchObject({ UCI_Chess960: 'true', UCI_ShowWDL: 'true', Threads: '1' });
  });

  it('has 960 rows in Scharnagl order whose SHA-256 is the one it states', () => {
    const lines = startEvaluations.rows.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => Number(line.split(' ')[0]))).toEqual([...Array(960).keys()]);
    expect(createHash('sha256').update(startEvaluations.rows).digest('hex')).toBe(startEvaluations.sha256);
  });
});

describe('startEvaluation()', () => {
  it("gives each start's row as the data file has it, with a legal best move", () => {
    const legalMoves = [...Array(960).keys()].map((n) => chess.game(chess.startFen(n)).legalMoves());
    for (const [number, cp, mate, win, draw, loss, depth, bestMove] of DATA.rows) {
      expect(startEvaluation(number)).toEqual({
        number,
        centipawns: cp,
        mate,
        wdl: { win, draw, loss },
        depth,
        bestMove,
      });
      expect(legalMoves[number], `start ${number}: ${bestMove}`).toContain(bestMove);
    }
  });

  it('refuses what is no start number as startFen() does', () => {
    for (const bad of [-1, 960, 1.5]) {
      expect(() => startEvaluation(bad)).toThrow(InvalidStartPositionError);
      expect(() => chess.startFen(bad)).toThrow(InvalidStartPositionError);
    }
    // @ts-expect-error a string is no number
    expect(() => startEvaluation('518')).toThrow(TypeError);
  });
});

describe('the download', () => {
  const bundle = async (code) => new TextDecoder().decode(await browserBundle(code, REPO));
  const someRows = startEvaluations.rows.split('\n').filter((_, i) => i % 97 === 0);

  it("holds none of the table in what `import 'chess960'` brings, a banded draw included", async () => {
    const page = await bundle(
      "import { chess960 } from 'chess960';\nconsole.log(chess960.drawStarts({ seed: 's', rounds: 3 }));",
    );
    for (const text of [page, readFileSync(join(DIST, 'index.js'), 'utf8')]) {
      expect(text).not.toContain(startEvaluations.sha256);
      for (const row of someRows) expect(text).not.toContain(row);
    }
    // The table comes with chess960/evaluations, once, beside the engine (not a second engine).
    const banded = await bundle(
      "import { chess960 } from 'chess960';\nimport { startEvaluations } from 'chess960/evaluations';\n" +
        'console.log(chess960.drawStarts({ seed: "s", rounds: 3, maxScore: 40, evaluations: startEvaluations }));',
    );
    const table = await bundle(
      "import { startEvaluations } from 'chess960/evaluations';\nconsole.log(startEvaluations);",
    );
    for (const row of someRows) expect(banded).toContain(row);
    expect(table.length).toBeGreaterThan(startEvaluations.rows.length);
    expect(banded.length - page.length).toBeGreaterThan(startEvaluations.rows.length);
    expect(banded.length - page.length).toBeLessThan(table.length + 1000); // the engine is 100 KB
  });

  it('is the same for a page whatever it imports of chess960 but does not use', async () => {
    const page = "import { chess960 } from 'chess960';\nconsole.log(chess960.startFen(518));";
    const unused = "import { startEvaluation } from 'chess960/evaluations';\n";
    expect((await bundle(unused + page)).length).toBe((await bundle(page)).length);
  });
});
