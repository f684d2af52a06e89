// PGN collections through the package: chess.readPgn() and chess.streamPgn() (many games, the
// whole tree: variations, comments, NAGs, clocks, evals, arrows), PgnGame (mainline, game(),
// gameAt(), toPgn()), errors with their place, and hostile input (unterminated comments and
// variations, 10,000 nested variations, binary junk, ~100 MB streamed with the heap checked).
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { InvalidPgnError, PgnGame, load } from 'chess960';
import { DATA, caught, mulberry32, sanTokens } from './helpers.js';

const chess = await load();
const CUTECHESS = readFileSync(join(DATA, 'cutechess-fischerrandom.pgn'), 'utf8');
const CUTECHESS_GAMES = CUTECHESS.split(/\n\s*\n(?=\[Event )/);

// A collected garbage, for the heap checks.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

/** A plain picture of a tree (what a round trip must keep). */
function picture(node) {
  return {
    san: node.san,
    uci: node.uci,
    ply: node.ply,
    commentsBefore: node.commentsBefore,
    comments: node.comments,
    nags: node.nags,
    clock: node.clock,
    emt: node.emt,
    eval: node.eval,
    arrows: node.arrows,
    squares: node.squares,
    children: node.children.map(picture),
  };
}
const pictureOf = (game) => ({ tags: game.tags, startFen: game.startFen, variant: game.variant, result: game.result, root: picture(game.root) });

/** Text cut into chunks of random sizes, as UTF-8 bytes. */
function byteChunks(text, seed) {
  const bytes = new TextEncoder().encode(text);
  const random = mulberry32(seed);
  const chunks = [];
  for (let at = 0; at < bytes.length; ) {
    const size = 1 + Math.floor(random() * 200);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

async function collect(iterable) {
  const out = [];
  for await (const game of iterable) out.push(game);
  return out;
}

const ANNOTATED = `[Event "annotated"]
[Site "?"]
[Variant "Chess960"]
[FEN "bqnrnkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNRNKRB w KQkq - 0 1"]

{Start [%csl Ga1]} 1. g3 { [%eval 0.17] [%clk 0:03:00] } 1... g6 {[%eval #-3,20] [%clk 0:02:59.5] [%emt 0:00:02] fine}
2. Nf3!? ?? $14 (2. O-O {castles at once} 2... O-O (2... h5)) 2... Nf6 {[%cal Ge2e4,Rd1h5]} 3. O-O *
`;

describe('chess.readPgn()', () => {
  it('reads every game of the cutechess recording, with its comments', () => {
    const games = chess.readPgn(CUTECHESS);
    expect(games).toHaveLength(4);
    const plies = [120, 99, 70, 107];
    const finals = ['8/p7/P7/7K/4bk2/8/7r/8 w - - 14 61', '8/2Q5/2k5/pN3R2/1p6/1PP5/PK6/8 b - - 6 50', '1k5r/pr6/8/4qbpK/8/P3bR1P/6P1/8 w - - 1 36', '2R3k1/4Q3/7p/8/5Pp1/6P1/7P/7K b - - 2 54'];
    games.forEach((game, i) => {
      expect(game).toBeInstanceOf(PgnGame);
      expect(game.variant).toBe('chess960');
      expect(game.tags.PlyCount).toBe(String(plies[i]));
      expect(game.result).toBe(game.tags.Result);
      const line = game.mainline();
      expect(line.map((n) => n.san)).toEqual(sanTokens(CUTECHESS_GAMES[i]));
      expect(line.every((n) => n.comments.length === 1)).toBe(true);
      expect(game.game().fen()).toBe(finals[i]);
      expect(game.game().isCheckmate()).toBe(true);
    });
    const first = games[0];
    expect(first.startFen).toBe('nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1');
    expect(first.mainline()[0].comments).toEqual(['+0.13/12 0.29s']);
    expect(first.mainline()[17].uci).toBe('e8g8'); // 9... O-O, king takes rook
    expect(first.game().tags()).toMatchObject({ White: 'Maverick 1.5', Black: 'Stockfish 7' });
  });

  it('keeps variations, comments, NAGs and command annotations', () => {
    const [game] = chess.readPgn(ANNOTATED);
    expect(game.root.comments).toEqual(['Start']);
    expect(game.root.squares).toEqual([{ color: 'green', square: 'a1' }]);
    const [g3, g6, nf3, nf6, castles] = game.mainline();
    expect(g3).toMatchObject({ san: 'g3', uci: 'g2g3', ply: 1, clock: 180, eval: { cp: 17 }, comments: [] });
    expect(g6).toMatchObject({ san: 'g6', clock: 179.5, emt: 2, eval: { mate: -3, depth: 20 }, comments: ['fine'] });
    expect(nf3.nags).toEqual([5, 4, 14]);
    expect(nf6.arrows).toEqual([{ color: 'green', from: 'e2', to: 'e4' }, { color: 'red', from: 'd1', to: 'h5' }]);
    expect(castles.san).toBe('O-O');
    // 2. O-O is the alternative to 2. Nf3: the second child of g6.
    expect(g6.children.map((n) => n.san)).toEqual(['Nf3', 'O-O']);
    const variation = g6.children[1];
    expect(variation).toMatchObject({ uci: 'f1g1', comments: ['castles at once'], parent: g6, ply: 3 });
    expect(variation.children.map((n) => n.san)).toEqual(['O-O', 'h5']);
    // A Game at any node.
    expect(game.gameAt(variation.children[1]).history()).toEqual(['g3', 'g6', 'O-O', 'h5']);
    expect(game.gameAt(game.root).fen()).toBe(game.startFen);
    expect(game.game().historyUci().at(-1)).toBe('f1g1');
    expect(() => game.gameAt(chess.readPgn(ANNOTATED)[0].mainline()[0])).toThrow(TypeError);
  });

  it('toPgn() writes export format that reads back as the same tree', () => {
    for (const text of [ANNOTATED, CUTECHESS]) {
      for (const game of chess.readPgn(text)) {
        const pgn = game.toPgn();
        expect(pgn.split('\n').slice(0, 7).map((l) => l.slice(1, l.indexOf(' ')))).toEqual(['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']);
        const movetext = pgn.slice(pgn.indexOf('\n\n') + 2);
        for (const line of movetext.split('\n')) expect(line.length).toBeLessThanOrEqual(79);
        const [again] = chess.readPgn(pgn);
        expect(pictureOf(again).root).toEqual(pictureOf(game).root);
        expect(again.toPgn()).toBe(pgn);
      }
    }
  });

  it('a collection mixing standard and Chess960 games', () => {
    const text = '[Event "standard"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n' + CUTECHESS_GAMES[1] + '\n\n[Event "from position"]\n[Variant "From Position"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 *\n';
    const games = chess.readPgn(text);
    expect(games.map((g) => g.variant)).toEqual(['standard', 'chess960', 'standard']);
    expect(games[0].game().isCheckmate()).toBe(true);
    expect(games[2].game().fen()).toBe('4k3/8/8/8/4P3/8/8/4K3 b - - 0 1');
  });

  it('a bad game throws InvalidPgnError with its place, or goes to onError and is skipped', () => {
    const text = '[Event "good"]\n\n1. e4 e5 *\n\n[Event "bad"]\n\n1. e4 e5\n2. Nf3 Nc6 3. Bb5 a6\n4. Ba4 Ke7 5. Kd2 *\n\n[Variant "Crazyhouse"]\n\n1. e4 *\n\n[Event "good again"]\n\n1. d4 *\n';
    const error = caught(() => chess.readPgn(text));
    expect(error).toBeInstanceOf(InvalidPgnError);
    expect(error).toMatchObject({ code: 'PGN', gameIndex: 1, line: 9, column: 15 });
    expect(error.message).toMatch(/^Invalid PGN: game 2, line 9, column 15: move 5 \(White\): illegal move Kd2/);
    expect(error.message).toContain('near "');
    const errors = [];
    const games = chess.readPgn(text, { onError: (e) => errors.push(e) });
    expect(games.map((g) => g.tags.Event)).toEqual(['good', 'good again']);
    expect(errors.map((e) => e.gameIndex)).toEqual([1, 2]);
    expect(errors[1].message).toContain("variant 'Crazyhouse' is not supported");
  });

  it('takes only text, and options with a function', () => {
    expect(() => chess.readPgn(undefined)).toThrow(TypeError);
    expect(() => chess.readPgn(new Uint8Array(3))).toThrow(TypeError);
    expect(() => chess.readPgn('1. e4 *', { onError: 'no' })).toThrow(TypeError);
    expect(() => chess.readPgn('1. e4 *', 5)).toThrow(TypeError);
    expect(chess.readPgn('')).toEqual([]);
    expect(chess.readPgn('  \n {only a comment} \n')).toEqual([]);
  });

  it('loadPgn() keeps working beside it', () => {
    expect(chess.loadPgn(CUTECHESS).history()).toEqual(chess.readPgn(CUTECHESS)[0].mainline().map((n) => n.san));
  });
});

describe('chess.streamPgn()', () => {
  it('a ReadableStream of bytes in random chunks gives what readPgn gives', async () => {
    const text = ANNOTATED + '\n' + CUTECHESS;
    const chunks = byteChunks(text, 7);
    const stream = new ReadableStream({
      pull(controller) {
        if (chunks.length === 0) controller.close();
        else controller.enqueue(chunks.shift());
      },
    });
    const games = await collect(chess.streamPgn(stream));
    expect(games.map(pictureOf)).toEqual(chess.readPgn(text).map(pictureOf));
  });

  it('an async iterable of strings, and a Node stream of the file', async () => {
    async function* strings() {
      for (const part of CUTECHESS.match(/[\s\S]{1,100}/g)) yield part;
    }
    expect((await collect(chess.streamPgn(strings()))).map((g) => g.result)).toEqual(['0-1', '1-0', '0-1', '1-0']);
    const fromFile = await collect(chess.streamPgn(createReadStream(join(DATA, 'cutechess-fischerrandom.pgn'), { highWaterMark: 333 })));
    expect(fromFile.map(pictureOf)).toEqual(chess.readPgn(CUTECHESS).map(pictureOf));
  });

  it('errors: thrown from the iteration, or passed to onError', async () => {
    const bad = '1. e4 e5 *\n\n1. Ke3 *\n\n1. d4 *\n';
    const errors = [];
    const games = await collect(chess.streamPgn([bad], { onError: (e) => errors.push(e) }));
    expect(games).toHaveLength(2);
    expect(errors[0]).toMatchObject({ gameIndex: 1, line: 3, column: 4 });
    await expect(collect(chess.streamPgn([bad]))).rejects.toThrow(InvalidPgnError);
    await expect(collect(chess.streamPgn(42))).rejects.toThrow(TypeError);
    await expect(collect(chess.streamPgn([{}]))).rejects.toThrow(TypeError);
  });

  it('stopping early releases the reader', async () => {
    for (let i = 0; i < 50; i++) {
      for await (const game of chess.streamPgn([CUTECHESS])) {
        expect(game.variant).toBe('chess960');
        break;
      }
    }
    const before = chess.heapBytes();
    for (let i = 0; i < 200; i++) for await (const _ of chess.streamPgn([CUTECHESS])) break;
    expect(chess.heapBytes()).toBe(before);
  });
});

describe('hostile PGN', () => {
  it('an unterminated comment: an error for its game, and the games it swallowed are read', () => {
    const errors = [];
    const games = chess.readPgn('1. e4 { never closed e5\n\n[Event "next"]\n\n1. d4 *\n', { onError: (e) => errors.push(e) });
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('unterminated comment');
    expect(games.map((g) => g.tags.Event)).toEqual(['next']);
  });

  it('unterminated and unbalanced variations', () => {
    expect(caught(() => chess.readPgn('1. e4 (1. d4 d5 *')).message).toContain('unterminated variation');
    expect(caught(() => chess.readPgn('1. e4 ) e5 *')).message).toContain("')' without '('");
    expect(caught(() => chess.readPgn(`1. e4 ${'('.repeat(100_000)} e5 *`))).toBeInstanceOf(InvalidPgnError);
  });

  it('10,000 nested variations are an error, not a crash; the next game is read', () => {
    const nested = `1. e4 ${'( 1. d4 '.repeat(10_000)}${')'.repeat(10_000)} e5 *`;
    const errors = [];
    const games = chess.readPgn(`${nested}\n\n[Event "after"]\n\n1. c4 *`, { onError: (e) => errors.push(e) });
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('nested deeper than 64');
    expect(games.map((g) => g.tags.Event)).toEqual(['after']);
    // 64 levels are read: e4, 64 nested d4s, e5.
    const [deep] = chess.readPgn(`1. e4 ${'( 1. d4 '.repeat(64)}${')'.repeat(64)} e5 *`);
    let nodes = 0;
    for (const pending = [deep.root]; pending.length > 0; nodes++) pending.push(...pending.pop().children);
    expect(nodes - 1).toBe(66);
    expect(deep.mainline().map((n) => n.san)).toEqual(['e4', 'e5']);
  });

  it('binary junk: InvalidPgnError or nothing, never a crash, the library keeps working', async () => {
    const random = mulberry32(13);
    for (let round = 0; round < 200; round++) {
      const junk = new Uint8Array(32 + Math.floor(random() * 3000));
      for (let i = 0; i < junk.length; i++) junk[i] = Math.floor(random() * 256);
      if (round % 3 === 0) junk.set(new TextEncoder().encode('[Event "x"]\n\n1. e4 '), 0);
      const errors = [];
      await collect(chess.streamPgn([junk], { onError: (e) => errors.push(e) }));
      for (const e of errors) {
        expect(e).toBeInstanceOf(InvalidPgnError);
        expect(e.message).toMatch(/^Invalid PGN: game \d+, line \d+, column \d+: /);
        expect(e.message).toMatch(/^[\x20-\x7e]*$/);
      }
    }
    expect(chess.readPgn(CUTECHESS)).toHaveLength(4);
  });

  it('about 100 MB of games streamed lazily: memory stays within a few MB', { timeout: 240_000 }, async () => {
    const bases = [...CUTECHESS_GAMES, ANNOTATED];
    const TARGET = 100 * 1024 * 1024;
    let produced = 0;
    let made = 0;
    async function* source() {
      while (produced < TARGET) {
        let chunk = '';
        for (let k = 0; k < 20; k++) chunk += bases[made++ % bases.length].replace('[Event "', `[Event "#${made} `) + '\n\n';
        produced += chunk.length;
        yield new TextEncoder().encode(chunk);
      }
    }
    let games = 0;
    let plies = 0;
    let wasmAfterWarmUp = 0;
    let jsAfterWarmUp = 0;
    let jsPeak = 0;
    for await (const game of chess.streamPgn(source())) {
      games++;
      plies += game.mainline().length;
      if (games === 2000) {
        gc();
        wasmAfterWarmUp = chess.heapBytes();
        jsAfterWarmUp = process.memoryUsage().heapUsed;
      } else if (games > 2000 && games % 5000 === 0) {
        gc();
        jsPeak = Math.max(jsPeak, process.memoryUsage().heapUsed);
      }
    }
    expect(produced).toBeGreaterThanOrEqual(TARGET);
    expect(games).toBe(made);
    expect(plies).toBeGreaterThan(3_000_000);
    expect(chess.heapBytes() - wasmAfterWarmUp).toBeLessThanOrEqual(1 << 20);
    expect(jsPeak - jsAfterWarmUp).toBeLessThan(4 << 20);
  });
});
