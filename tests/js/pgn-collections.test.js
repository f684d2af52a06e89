// PGN collections through the package: readPgn, streamPgn, PgnGame, writePgn. Multi-game files,
// variations, comments, NAGs, command annotations, standard and Chess960 games mixed, errors with
// their place, round trips of generated trees, and hostile input (deep nesting, junk, a long
// stream with the heap measured).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { InvalidPgnError, PgnGame, load } from 'chess960';
import { DATA, caught, mulberry32, sanTokens } from './helpers.js';

const chess = await load();
const CUTECHESS = readFileSync(join(DATA, 'cutechess-fischerrandom.pgn'), 'utf8');

// A node as plain data (no parent links), for deep comparisons.
function plainTree(node) {
  return {
    san: node.san,
    uci: node.uci,
    ply: node.ply,
    comments: [...node.comments],
    commentsBefore: [...node.commentsBefore],
    nags: [...node.nags],
    clock: node.clock,
    emt: node.emt,
    eval: node.eval,
    arrows: [...node.arrows],
    squares: [...node.squares],
    children: node.children.map(plainTree),
  };
}
const plainGame = (game) => ({
  tags: game.tags,
  startFen: game.startFen,
  chess960: game.chess960,
  result: game.result,
  root: plainTree(game.root),
});

async function collect(iterable) {
  const games = [];
  for await (const game of iterable) games.push(game);
  return games;
}

describe('readPgn: games, trees and annotations', () => {
  it('reads every game of the cutechess export, as loadPgn reads the first', () => {
    const games = chess.readPgn(CUTECHESS);
    expect(games).toHaveLength(4);
    expect(games.map((g) => g.mainline().length)).toEqual([120, 99, 70, 107]);
    expect(games.map((g) => g.result)).toEqual(['0-1', '1-0', '0-1', '1-0']);
    const texts = CUTECHESS.split(/\n\s*\n(?=\[Event )/);
    games.forEach((game, i) => {
      expect(game).toBeInstanceOf(PgnGame);
      expect(game.index).toBe(i);
      expect(game.chess960).toBe(true);
      expect(game.startFen).toBe(game.tags.FEN);
      expect(game.mainline().map((n) => n.san)).toEqual(sanTokens(texts[i]));
      const loaded = chess.loadPgn(texts[i]);
      expect(game.game().fen()).toBe(loaded.fen());
      expect(game.mainline().map((n) => n.uci)).toEqual(loaded.historyUci());
    });
    // cutechess writes the engine's score and time as a comment after each move.
    expect(games[0].mainline()[0].comments).toEqual(['+0.13/12 0.29s']);
    expect(games[0].mainline()[17]).toMatchObject({ san: 'O-O', uci: 'e8g8', ply: 18 });
  });

  it("keeps each game's start and notes when many games are read at once (each keeps its own events)", () => {
    const numbers = Array.from({ length: 3000 }, (_, i) => (i * 7) % 960);
    const text = numbers
      .map(
        (n, i) =>
          `[Variant "Chess960"]\n[FEN "${chess.startFen(n)}"]\n\n1. a3 {game ${i}} { [%clk 0:00:${i % 60}] } *\n`,
      )
      .join('\n');
    const games = chess.readPgn(text);
    expect(games.length).toBe(numbers.length);
    for (const i of [0, 1, 999, 1500, 2998, 2999]) {
      expect(games[i].startFen).toBe(chess.startFen(numbers[i]));
      expect(games[i].game(games[i].root).fen()).toBe(chess.startFen(numbers[i]));
      expect(games[i].root.children[0]).toMatchObject({ comments: [`game ${i}`], clock: (i % 60) * 1000 });
    }
  });

  it('keeps variations, comments before and after moves, NAGs (a lone ?! too) and the root comment', () => {
    const [game] = chess.readPgn(
      '[Event "v"]\n\n{opening} 1. e4 {best by test} (1. d4 d5 (1... Nf6 $14) 2. c4) (1. c4) 1... e5 ?! 2. Nf3 !! ( {or} 2. f4 {gambit} ) *',
    );
    expect(game.root.comments).toEqual(['opening']);
    const [e4, d4, c4] = game.root.children;
    expect([e4.san, d4.san, c4.san]).toEqual(['e4', 'd4', 'c4']);
    expect(e4.comments).toEqual(['best by test']);
    expect(d4.children.map((n) => n.san)).toEqual(['d5', 'Nf6']);
    expect(d4.children[1].nags).toEqual([14]);
    expect(d4.children[0].children[0].san).toBe('c4');
    const e5 = e4.children[0];
    expect(e5.nags).toEqual([6]);
    expect(e5.children.map((n) => n.san)).toEqual(['Nf3', 'f4']);
    expect(e5.children[0].nags).toEqual([3]);
    expect(e5.children[1]).toMatchObject({ commentsBefore: ['or'], comments: ['gambit'], ply: 3 });
    expect(e5.children[1].parent).toBe(e5);
    expect(game.mainline().map((n) => n.san)).toEqual(['e4', 'e5', 'Nf3']);
    expect(game.game(d4.children[1]).fen()).toBe('rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2');
    expect(game.game().fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    expect(game.game().tags()).toMatchObject({ Event: 'v' });
    // @ts-expect-error a plain object is not a node of this game
    expect(caught(() => game.game({ san: 'e4' }))).toBeInstanceOf(TypeError);
  });

  it("nodes: one children array each, read-only empty annotations, uci from the move, only this game's nodes in game()", () => {
    const [game] = chess.readPgn('1. e4 (1. d4 d5) 1... e5 {good} 2. Nf3 *');
    expect(game.root.children).toBe(game.root.children); // made once, then the same array
    expect(game.root.children.map((n) => n.uci)).toEqual(['e2e4', 'd2d4']);
    expect([game.root.san, game.root.uci, game.root.ply, game.root.parent]).toEqual(['', '', 0, null]);
    const [e4, e5, nf3] = game.mainline();
    expect(e4.children).toEqual([e5]);
    expect(game.root.children[1].children.map((n) => [n.san, n.uci, n.ply])).toEqual([['d5', 'd7d5', 2]]);
    expect(e5.comments).toEqual(['good']);
    expect(nf3).toMatchObject({
      san: 'Nf3',
      uci: 'g1f3',
      ply: 3,
      children: [],
      comments: [],
      nags: [],
      clock: undefined,
    });
    expect(nf3.children).toBe(nf3.children);
    // The fields are getters, which Node's inspect does not list: the node shows them itself.
    expect(Object.keys(nf3)).toEqual([]);
    expect(inspect(e5, { depth: 0, breakLength: Infinity })).toBe(
      "{ san: 'e5', uci: 'e7e5', ply: 2, comments: [Array], clock: undefined, children: [Array] }",
    );
    // Annotations a move lacks are shared empty lists: frozen, so no write reaches another node.
    expect(Object.isFrozen(nf3.comments)).toBe(true);
    // @ts-expect-error the list is read-only in the types too
    expect(caught(() => nf3.comments.push('x'))).toBeInstanceOf(TypeError);
    expect(e4.comments).toEqual([]);
    expect(game.game(e5).history()).toEqual(['e4', 'e5']);
    const [other] = chess.readPgn('1. e4 e5 *');
    expect(caught(() => game.game(other.mainline()[1]))).toBeInstanceOf(TypeError);
    expect(caught(() => game.game({ ...e5 }))).toBeInstanceOf(TypeError);
  });

  it('parses [%clk], [%emt], [%eval], [%cal] and [%csl] into data', () => {
    const [game] = chess.readPgn(
      '1. e4 { [%clk 1:02:03.4] [%emt 0:00:05] [%eval -0.35,22] solid } e5 { [%eval #-3] [%cal Ge2e4,Rd1h5] [%csl Yd5,Bf7] } *',
    );
    const [e4, e5] = game.mainline();
    expect(e4).toMatchObject({ clock: 3723400, emt: 5000, eval: { centipawns: -35, depth: 22 }, comments: ['solid'] });
    expect(e5.eval).toEqual({ mate: -3 });
    expect(e5.clock).toBeUndefined();
    expect(e5.comments).toEqual([]);
    expect(e5.arrows).toEqual([
      { color: 'green', from: 'e2', to: 'e4' },
      { color: 'red', from: 'd1', to: 'h5' },
    ]);
    expect(e5.squares).toEqual([
      { color: 'yellow', square: 'd5' },
      { color: 'blue', square: 'f7' },
    ]);
  });

  it('mixes standard and Chess960 games, with and without FEN tags', () => {
    const fen = chess.startFen(0);
    const text = [
      '[Event "std"]\n\n1. e4 e5 2. O-O *',
      `[Event "960"]\n[Variant "Chess960"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n1. b3 b6 2. Bb2 *`,
      '[Event "std2"]\n[Variant "Standard"]\n\n1. d4 1-0',
    ].join('\n\n');
    const errors = [];
    const games = chess.readPgn(text, { onError: (e) => errors.push(e) });
    expect(games.map((g) => [g.tags.Event, g.chess960, g.startFen])).toEqual([
      ['std', false, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'], // up to its error
      ['960', true, fen],
      ['std2', false, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ]);
    expect(games.map((g) => g.index)).toEqual([0, 1, 2]);
    expect(games.map((g) => g.error)).toEqual([errors[0], undefined, undefined]);
    expect(errors).toHaveLength(1); // O-O is not legal after 1. e4 e5 in standard chess
    expect(errors[0]).toMatchObject({ gameIndex: 0, line: 3, column: 13, code: 'PGN', reason: 'ILLEGAL_MOVE' });
    expect(errors[0].message).toContain('O-O');
    expect(errors[0].near).toContain('2. O-O');
  });

  it('throws the first bad game without onError; with it, reports each bad game and goes on', () => {
    const text =
      '[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. e4 e4 *\n\n[Event "c"]\n[Variant "Crazyhouse"]\n\n1. e4 *\n\n[Event "d"]\n\n1. d4 *';
    const error = caught(() => chess.readPgn(text));
    expect(error).toBeInstanceOf(InvalidPgnError);
    expect(error).toMatchObject({ gameIndex: 1, line: 7, column: 7, near: '1. e4 e4 *' });
    expect(error.message).toBe(
      'Invalid PGN: game 2, line 7, column 7: move 1 (Black): illegal move e4 in ' +
        'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 (near "1. e4 e4 *")',
    );
    const errors = [];
    const games = chess.readPgn(text, { onError: (e) => errors.push(e) });
    // b up to its error (it has moves to keep); c has none: its error is in its tags.
    expect(games.map((g) => g.tags.Event)).toEqual(['a', 'b', 'd']);
    expect(games[1].mainline().map((node) => node.san)).toEqual(['e4']);
    expect(games[1].error).toBe(errors[0]);
    expect(games[1].stoppedAt).toBe(games[1].root.children[0]);
    expect(games[0].error).toBeUndefined();
    expect(games[0].stoppedAt).toBeUndefined();
    expect(errors.map((e) => [e.gameIndex, e.line, e.reason])).toEqual([
      [1, 7, 'ILLEGAL_MOVE'],
      [2, 10, 'VARIANT'], // the Variant tag's line
    ]);
    expect(errors[0]).toMatchObject({ move: 'e4', ply: 2, moveNumber: 1, side: 'b' });
    expect(errors[1].message).toContain("variant 'Crazyhouse' is not supported");
    expect(errors[1].move).toBeUndefined();
  });

  it('a refused castling says why, in readPgn and loadPgn', () => {
    const text = '1. e4 e5 2. Bc4 Bc5 3. O-O *';
    const expected = 'move 3 (White): O-O is not legal: g1 is occupied by the knight';
    expect(caught(() => chess.readPgn(text)).message).toContain(expected);
    expect(caught(() => chess.loadPgn(text)).message).toContain(expected);
  });

  it('refuses wrong types with a TypeError', () => {
    // @ts-expect-error a number is not a PGN text
    expect(caught(() => chess.readPgn(42))).toBeInstanceOf(TypeError);
    // @ts-expect-error onError must be a function
    expect(caught(() => chess.readPgn('*', { onError: 'log' }))).toBeInstanceOf(TypeError);
    expect(caught(() => chess.readPgn('*', null))).toBeInstanceOf(TypeError);
    expect(chess.readPgn('')).toEqual([]);
  });
});

describe('writePgn and toPgn', () => {
  it('writes a tree of plain objects: variations, comments, NAGs, annotations, UCI or SAN moves', () => {
    const pgn = chess.writePgn({
      tags: { White: 'Zoë', Black: 'Bob', Annotator: 'me' },
      result: '1-0',
      root: {
        comments: ['start'],
        children: [
          {
            san: 'e4',
            nags: [1],
            clock: 60000,
            eval: { centipawns: 20 },
            children: [{ uci: 'e7e5', comments: ['ok'] }],
          },
          {
            uci: 'd2d4',
            commentsBefore: ['or'],
            arrows: [{ color: 'red', from: 'd1', to: 'h5' }],
            squares: [{ color: 'green', square: 'e4' }],
          },
        ],
      },
    });
    expect(pgn).toBe(
      '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Zoë"]\n[Black "Bob"]\n[Result "1-0"]\n[Annotator "me"]\n\n' +
        '{start} 1. e4 $1 {[%eval 0.20] [%clk 0:01:00]} ({or} 1. d4 {[%csl Ge4] [%cal\nRd1h5]}) 1... e5 {ok} 1-0\n',
    );
    const [back] = chess.readPgn(pgn);
    expect(back.root.children[1]).toMatchObject({
      san: 'd4',
      commentsBefore: ['or'],
      arrows: [{ color: 'red', from: 'd1', to: 'h5' }],
    });
    expect(back.tags.White).toBe('Zoë');
  });

  it('writes a Chess960 game from its FEN tag, castling king-takes-rook given as UCI', () => {
    const fen = chess.startFen(3); // bnnrkqrb...? whatever start 3 is, O-O needs the king's path free
    const game = chess.game(fen);
    const moves = [];
    while (moves.length < 12) {
      const castles = game.legalMoves({ verbose: true }).find((m) => m.castling);
      const move = castles ?? game.legalMoves({ verbose: true })[(moves.length * 7) % game.legalMoves().length];
      game.move(move.uci);
      moves.push(move.uci);
      if (castles) break;
    }
    let root = { children: [] };
    const top = root;
    for (const uci of moves) {
      const child = { uci, children: [] };
      root.children.push(child);
      root = child;
    }
    const pgn = chess.writePgn({ tags: { Variant: 'Chess960', FEN: fen }, root: top });
    expect(pgn).toContain('[Variant "Chess960"]');
    const [back] = chess.readPgn(pgn);
    expect(back.chess960).toBe(true);
    expect(back.mainline().map((n) => n.uci)).toEqual(moves);
    expect(back.game().fen()).toBe(game.fen());
  });

  it('writes the tags a start FEN and a Chess960 flag need, when the tags lack them', () => {
    const fen = chess.startFen(100);
    const pgn = chess.writePgn({ startFen: fen, chess960: true, root: { children: [{ uci: 'a2a3' }] } });
    expect(pgn).toContain(`[SetUp "1"]\n[FEN "${fen}"]\n[Variant "Chess960"]\n`);
    const [back] = chess.readPgn(pgn);
    expect([back.startFen, back.chess960, back.mainline()[0].san]).toEqual([fen, true, 'a3']);
    // startFen wins over a FEN tag that says otherwise: the text matches the moves checked.
    expect(chess.writePgn({ tags: { FEN: chess.startFen(3) }, startFen: fen, root: {} })).toContain(`[FEN "${fen}"]`);
  });

  it('refuses an illegal move or a wrong type with a clear error, and keeps working', () => {
    const illegal = caught(() => chess.writePgn({ root: { children: [{ san: 'e4', children: [{ san: 'e4' }] }] } }));
    expect(illegal).toBeInstanceOf(InvalidPgnError);
    expect(illegal.message).toMatch(/^writePgn\(\): move 2 \(e4\): illegal move e4/);
    for (const bad of [
      null,
      { root: null },
      { root: { children: 'e4' } },
      { root: { children: [{}] } },
      { root: { children: [{ san: 'e 4' }] } },
      { root: { children: [{ san: 'e4', nags: [300] }] } },
      { root: { children: [{ san: 'e4', clock: -5 }] } },
      { root: { children: [{ san: 'e4', clock: 2 ** 31 * 1000 }] } },
      { root: { children: [{ san: 'e4', emt: 1.5 }] } },
      { root: { children: [{ san: 'e4', eval: { centipawns: 2 ** 31 } }] } },
      { root: { children: [{ san: 'e4', eval: { centipawns: -100_000_000 } }] } },
      { root: { children: [{ san: 'e4', eval: { mate: 1_000_000 } }] } },
      { root: { children: [{ san: 'e4', eval: { centipawns: 5, depth: 10_000 } }] } },
      { root: { children: [{ san: 'e4', squares: [{ color: 'red', square: 'i9' }] }] } },
      { root: { children: [{ san: 'e4', eval: { pawns: 1 } }] } },
      { root: { children: [{ san: 'e4', arrows: [{ color: 'pink', from: 'e2', to: 'e4' }] }] } },
      { root: {}, result: '2-0' },
      { root: {}, tags: { White: 7 } },
    ])
      expect(caught(() => chess.writePgn(/** @type {any} */ (bad)))).toBeInstanceOf(TypeError);
    expect(caught(() => chess.writePgn({ root: {}, startFen: 'not a fen' }))).toBeInstanceOf(InvalidPgnError);
    expect(chess.writePgn({ root: { children: [{ san: 'Nf3' }] } })).toContain('1. Nf3 *');
  });

  it('keeps times to the millisecond, up to the largest clock the layout holds (2^31 seconds less 1 ms)', () => {
    const largest = 2 ** 31 * 1000 - 1;
    const pgn = chess.writePgn({ root: { children: [{ san: 'e4', clock: largest, emt: 1500, nags: [255] }] } });
    expect(pgn).toContain('1. e4 $255 {[%clk 596523:14:07.999] [%emt 0:00:01.5]} *');
    expect(chess.readPgn(pgn)[0].root.children[0]).toMatchObject({ clock: largest, emt: 1500, nags: [255] });
  });

  it('writes the largest evaluations PGN carries, and reads them back; larger ones stay comment text', () => {
    const evals = [
      { centipawns: 99_999_999, depth: 9999 },
      { centipawns: -99_999_999 },
      { mate: 999_999, depth: 0 },
      { mate: -999_999 },
    ];
    const pgn = chess.writePgn({
      root: {
        children: [
          {
            san: 'e4',
            eval: evals[0],
            children: [
              {
                san: 'e5',
                eval: evals[1],
                children: [{ san: 'Nf3', eval: evals[2], children: [{ san: 'Nc6', eval: evals[3] }] }],
              },
            ],
          },
        ],
      },
    });
    expect(pgn).toContain('{[%eval 999999.99,9999]}');
    expect(
      chess
        .readPgn(pgn)[0]
        .mainline()
        .map((n) => n.eval),
    ).toEqual(evals);
    const [game] = chess.readPgn('1. e4 {[%eval 1000000.00]} e5 {[%eval #1000000]} 2. Nf3 {[%eval 0.5,10000]} *');
    expect(game.mainline().map((n) => [n.eval, n.comments])).toEqual([
      [undefined, ['[%eval 1000000.00]']],
      [undefined, ['[%eval #1000000]']],
      [undefined, ['[%eval 0.5,10000]']],
    ]);
  });

  it('readPgn -> toPgn -> readPgn gives the same games, and toPgn is a fixed point', () => {
    const games = chess.readPgn(CUTECHESS);
    const again = chess.readPgn(games.map((g) => g.toPgn()).join('\n'));
    expect(again.map(plainGame)).toEqual(games.map(plainGame));
    expect(again.map((g) => g.toPgn())).toEqual(games.map((g) => g.toPgn()));
  });

  it('round-trips 40 generated trees with variations, comments, NAGs and annotations', () => {
    const random = mulberry32(13);
    const pick = (list) => list[Math.floor(random() * list.length)];
    const words = ['good', 'Zoë’s idea', 'unclear', '½ point', 'a (b)', 'c;d', '😀 ok'];
    // A random line of `length` moves from `game`, with variations branching off it.
    function line(game, length, depth) {
      const first = { children: [] };
      let node = null;
      for (let i = 0; i < length && game.legalMoves().length > 0; i++) {
        const sans = game.legalMovesSan();
        const child = { san: sans[Math.floor(random() * sans.length)], children: [] };
        if (random() < 0.3) child.comments = [pick(words)];
        if (random() < 0.2) child.nags = [1 + Math.floor(random() * 6)];
        if (random() < 0.3) child.clock = Math.floor(random() * 600) * 1000;
        if (random() < 0.2)
          child.eval =
            random() < 0.5
              ? { centipawns: Math.floor(random() * 800) - 400 }
              : { mate: Math.floor(random() * 10) - 5 || 1, depth: 20 };
        if (random() < 0.1) child.arrows = [{ color: pick(['green', 'red', 'yellow', 'blue']), from: 'e2', to: 'e4' }];
        if (random() < 0.1) child.squares = [{ color: 'red', square: pick(['a1', 'h8', 'd5']) }];
        if (node === null) first.children.push(child);
        else {
          node.children.push(child);
          if (depth < 3 && random() < 0.25) {
            const branch = game.clone();
            const alternative = line(branch, 1 + Math.floor(random() * 4), depth + 1).children[0];
            if (alternative && alternative.san !== child.san) {
              if (random() < 0.3) alternative.commentsBefore = [pick(words)];
              node.children.push(alternative);
            }
          }
        }
        game.move(child.san);
        node = child;
      }
      return first;
    }
    for (let g = 0; g < 40; g++) {
      const fen = chess.startFen(Math.floor(random() * 960));
      const root = line(chess.game(fen), 10 + Math.floor(random() * 40), 0);
      if (random() < 0.5) root.comments = [pick(words)];
      const input = {
        tags: { Event: `round trip ${g}`, Variant: 'Chess960', FEN: fen },
        result: pick(['1-0', '0-1', '1/2-1/2', '*']),
        root,
      };
      const text = chess.writePgn(input);
      const [game] = chess.readPgn(text);
      expect(game.result).toBe(input.result);
      // Every move and annotation given is read back (SAN as the engine writes it).
      const compare = (given, read) => {
        expect(read.children.length).toBe(given.children.length);
        given.children.forEach((child, i) => {
          const got = read.children[i];
          expect(got.san.replace(/[+#]$/, '')).toBe(child.san.replace(/[+#]$/, ''));
          expect(got.comments).toEqual(child.comments ?? []);
          expect(got.commentsBefore).toEqual(child.commentsBefore ?? []);
          expect(got.nags).toEqual(child.nags ?? []);
          expect(got.clock).toBe(child.clock);
          expect(got.eval).toEqual(child.eval);
          expect(got.arrows).toEqual(child.arrows ?? []);
          expect(got.squares).toEqual(child.squares ?? []);
          compare(child, got);
        });
      };
      compare(root, game.root);
      expect(game.root.comments).toEqual(root.comments ?? []);
      expect(game.toPgn()).toBe(text);
      expect(plainGame(chess.readPgn(game.toPgn())[0])).toEqual(plainGame(game));
    }
  });
});

describe('streamPgn', () => {
  it('reads a ReadableStream of bytes cut anywhere, UTF-8 characters split across chunks', async () => {
    const text = `[Event "Zoë 😀"]\n\n1. e4 {é😀} e5 *\n\n${CUTECHESS}`;
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 2, 3, 7, 1000]) {
      const stream = new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      const games = await collect(chess.streamPgn(stream));
      expect(games.map(plainGame)).toEqual(chess.readPgn(text).map(plainGame));
      expect(games[0].tags.Event).toBe('Zoë 😀');
      expect(games[0].mainline()[0].comments).toEqual(['é😀']);
    }
  });

  it('reads strings cut inside a surrogate pair, a Node stream, and a plain string', async () => {
    const text = '[Event "😀"]\n\n1. d4 {😀😀} *\n';
    const pieces = [];
    for (let at = 0; at < text.length; at += 3) pieces.push(text.slice(at, at + 3));
    const fromStrings = await collect(chess.streamPgn(pieces));
    expect(fromStrings[0].tags.Event).toBe('😀');
    expect(fromStrings[0].mainline()[0].comments).toEqual(['😀😀']);
    const fromNode = await collect(
      chess.streamPgn(Readable.from([Buffer.from(CUTECHESS.slice(0, 500)), Buffer.from(CUTECHESS.slice(500))])),
    );
    expect(fromNode.map((g) => g.mainline().length)).toEqual([120, 99, 70, 107]);
    expect((await collect(chess.streamPgn(CUTECHESS))).length).toBe(4);
  });

  it('reports errors as readPgn does, and refuses wrong sources', async () => {
    const errors = [];
    const games = await collect(
      chess.streamPgn(['1. e4 e4 *\n\n[Event "b"]\n\n1. d4 *'], { onError: (e) => errors.push(e) }),
    );
    expect(games.map((g) => [g.tags.Event, g.mainline().length, g.error])).toEqual([
      [undefined, 1, errors[0]], // up to its error
      ['b', 1, undefined],
    ]);
    expect(errors[0]).toMatchObject({ gameIndex: 0, line: 1, column: 7, reason: 'ILLEGAL_MOVE', move: 'e4' });
    await expect(collect(chess.streamPgn(['1. e4 e4 *']))).rejects.toBeInstanceOf(InvalidPgnError);
    // @ts-expect-error a number is not a PGN source
    await expect(collect(chess.streamPgn(42))).rejects.toBeInstanceOf(TypeError);
    // @ts-expect-error an object is not a chunk
    await expect(collect(chess.streamPgn([{}]))).rejects.toBeInstanceOf(TypeError);
  });

  it('two streams read side by side keep their own games', async () => {
    const a = chess.streamPgn(CUTECHESS)[Symbol.asyncIterator]();
    const b = chess.streamPgn('1. e4 *\n\n1. d4 *')[Symbol.asyncIterator]();
    expect((await a.next()).value.mainline().length).toBe(120);
    expect((await b.next()).value.mainline()[0].san).toBe('e4');
    expect((await a.next()).value.mainline().length).toBe(99);
    expect((await b.next()).value.mainline()[0].san).toBe('d4');
    expect((await b.next()).done).toBe(true);
  });
});

describe('hostile PGN', () => {
  it('an unterminated comment or variation is an error for that game only', () => {
    const errors = [];
    const games = chess.readPgn(
      '1. e4 { never closed\n\n[Event "next"]\n\n1. d4 *\n\n[Event "v"]\n\n1. e4 (1. d4 d5 *',
      { onError: (e) => errors.push(e) },
    );
    // Each error is where its game's text ends, with where the '{' or '(' is; the games keep
    // what was read before (the unclosed variation's moves too), and the swallowed game is read.
    expect(errors.map((e) => e.message)).toEqual([
      "Invalid PGN: game 1, line 1, column 21: unterminated comment: the '{' at line 1, column 7 is never closed " +
        '(near "1. e4 { never closed")',
      "Invalid PGN: game 3, line 9, column 18: unterminated variation: the '(' at line 9, column 7 is never closed " +
        '(near "1. e4 (1. d4 d5 *")',
    ]);
    expect(errors.map((e) => [e.reason, e.opened])).toEqual([
      ['UNCLOSED_COMMENT', { line: 1, column: 7 }],
      ['UNCLOSED_VARIATION', { line: 9, column: 7 }],
    ]);
    expect(games.map((g) => [g.tags.Event, g.root.children.map((n) => n.san), g.error?.reason])).toEqual([
      [undefined, ['e4'], 'UNCLOSED_COMMENT'],
      ['next', ['d4'], undefined],
      ['v', ['e4', 'd4'], 'UNCLOSED_VARIATION'],
    ]);
    expect(games[2].stoppedAt.san).toBe('d5');
  });

  it('10,000 nested variations: a clear error, no crash, the library keeps working', () => {
    const deep = `1. e4 ${'( 1. d4 '.repeat(10000)}${')'.repeat(10000)} *`;
    const error = caught(() => chess.readPgn(deep));
    expect(error).toBeInstanceOf(InvalidPgnError);
    expect(error.message).toContain('variations nested deeper than 64');
    // A tree with a variation at every move is written and read back.
    let root = { children: [] };
    const top = root;
    for (let i = 0; i < 200; i++) {
      // The line shuffles the queen's knights (Nc3 Nc6 Nb1 Nb8 ...), each move with Nf3 / Nf6 as a variation.
      root.children.push({ san: ['Nc3', 'Nc6', 'Nb1', 'Nb8'][i % 4], children: [] }, { san: i % 2 ? 'Nf6' : 'Nf3' });
      root = root.children[0];
    }
    const [long] = chess.readPgn(chess.writePgn({ root: top }));
    expect(long.mainline()).toHaveLength(200);
    expect(long.mainline()[199].parent.children.map((n) => n.san)).toEqual(['Nb8', 'Nf6']);
    expect(chess.readPgn('1. e4 *')[0].mainline()[0].san).toBe('e4');
  });

  it('binary junk: refused with InvalidPgnErrors placed in the text, never a crash', () => {
    const random = mulberry32(7);
    const utf8 = new TextEncoder();
    for (let round = 0; round < 20; round++) {
      const junk = Uint8Array.from({ length: 5000 }, () => Math.floor(random() * 256));
      const text = new TextDecoder().decode(junk);
      const lineBytes = text.split('\n').map((line) => utf8.encode(line).length);
      const errors = [];
      const games = chess.readPgn(text, { onError: (e) => errors.push(e) });
      expect(errors.length, `round ${round}: junk read without an error`).toBeGreaterThan(0);
      let last = { gameIndex: -1, line: 0 };
      for (const e of errors) {
        expect(e).toBeInstanceOf(InvalidPgnError);
        // A place inside the input (a column may be one past the line's last byte), in reading order.
        expect(e.line).toBeGreaterThanOrEqual(Math.max(1, last.line));
        expect(e.line).toBeLessThanOrEqual(lineBytes.length);
        expect(e.column).toBeGreaterThanOrEqual(1);
        expect(e.column).toBeLessThanOrEqual(lineBytes[e.line - 1] + 1);
        expect(e.gameIndex).toBeGreaterThan(last.gameIndex);
        expect(e.message).toContain(`game ${e.gameIndex + 1}, line ${e.line}, column ${e.column}: `);
        last = e;
      }
      // Each game read up to its error carries that error; a game's index counts the bad games too.
      const byIndex = new Map(errors.map((e) => [e.gameIndex, e]));
      for (const game of games) expect(game.error).toBe(byIndex.get(game.index));
      const indices = [...new Set([...games.map((g) => g.index), ...byIndex.keys()])].sort((a, b) => a - b);
      expect(indices).toEqual(indices.map((_, i) => i));
    }
    expect(chess.readPgn(CUTECHESS).map((g) => g.mainline().length)).toEqual([120, 99, 70, 107]);
  });

  // 100 MB with CHESS960_PGN_STREAM_MB=100 (about a minute here); 8 MB by default.
  it('a long stream of many games: the wasm heap stays within a few MB', async () => {
    const megabytes = Number(process.env.CHESS960_PGN_STREAM_MB ?? 8);
    const game = `${CUTECHESS.split(/\n\s*\n(?=\[Event )/)[0].trim()}\n\n`;
    const bytes = new TextEncoder().encode(game);
    const count = Math.ceil((megabytes * 1e6) / bytes.length);
    async function* chunks() {
      for (let i = 0; i < count; i++) yield bytes;
    }
    chess.readPgn(CUTECHESS); // the reader's buffers at their working size first
    const before = chess.heapBytes();
    let games = 0;
    let plies = 0;
    for await (const g of chess.streamPgn(chunks())) {
      games++;
      plies += g.mainline().length;
    }
    expect(games).toBe(count);
    expect(plies).toBe(120 * count);
    expect(chess.heapBytes() - before).toBeLessThan(4 << 20);
  });
});
