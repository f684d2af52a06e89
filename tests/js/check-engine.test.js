// `chess960 check-engine` (npm/dist/cli.js) against Debian's Stockfish, which must pass, and
// against tests/js/fixtures/broken-engine.mjs, a UCI engine with one deliberate bug at a time,
// which must fail with the right reproduction (or the right engine failure).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { REPO } from './helpers.js';

const BIN = join(REPO, 'npm', 'dist', 'cli.js');
const STOCKFISH = '/usr/games/stockfish';
const BROKEN = join(REPO, 'tests', 'js', 'fixtures', 'broken-engine.mjs');
const chess = await load();

function checkEngine(args) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, 'check-engine', ...args],
      { encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ status: error ? error.code : 0, stdout, stderr });
      },
    );
  });
}
const broken = (flag, ...options) => checkEngine([...options, '--', process.execPath, BROKEN, flag]);
// One seeded position to depth 2: where the castling input and bestmove bugs show.
const ONE_SEEDED_POSITION = ['--positions', '1', '--depth', '2', '--seed', '1'];

// The reproduction's fields, by their labels ("fen:", "moves:", "perft 1:", "move:").
function reproduction(stdout) {
  const fields = {};
  for (const match of stdout.matchAll(/^ {2}(fen|moves|reached|perft \d+|move|repeat): +(.*)$/gm))
    fields[match[1]] = match[2];
  return fields;
}

describe.concurrent('check-engine with Stockfish', () => {
  it("Stockfish is installed (the test command installs Debian's stockfish)", () => {
    expect(existsSync(STOCKFISH), `${STOCKFISH} is missing: apt-get install stockfish`).toBe(true);
  });

  it('agrees on reference positions, random games, castling input and bestmove', async () => {
    const { status, stdout, stderr } = await checkEngine([
      '--positions',
      '2',
      '--depth',
      '3',
      '--seed',
      '7',
      '--',
      STOCKFISH,
    ]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('seed 7 (repeat with --seed 7), depth 3');
    expect(stdout).toMatch(/^engine: Stockfish .*; UCI_Chess960 set$/m);
    // 2 reference positions, 2 from random games, the 2 castling-only positions.
    expect(stdout.match(/^ok {2}reference #\d+ /gm)).toHaveLength(2);
    expect(stdout.match(/^ok {2}game \d \(start \d+\) /gm)).toHaveLength(2);
    expect(stdout).toContain('perft: 6 positions agreed at depth 3');
    expect(stdout).toMatch(/^castling input: [1-9]\d* king-takes-rook castling moves read correctly$/m);
    expect(stdout).toContain('bestmove: castling written king takes rook (2 positions)');
    expect(stdout).toMatch(/^all agreed \(\d+\.\d s\)$/m);
  });

  it('the same seed picks the same positions', async () => {
    const positions = (stdout) => stdout.split('\n').filter((line) => line.startsWith('ok '));
    const [a, b] = await Promise.all(
      [1, 2].map(() => checkEngine(['--positions', '2', '--depth', '1', '--seed', '99', '--', STOCKFISH])),
    );
    expect(positions(a.stdout)).toHaveLength(6);
    expect(positions(b.stdout)).toEqual(positions(a.stdout));
  });
});

describe.concurrent('check-engine finds the bug of a broken engine', () => {
  it('castling with king and rook side by side, never generated: walked down to the missing move', async () => {
    const fen = 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w HAha - 0 1';
    const { status, stdout, stderr } = await broken('--drop-adjacent-castling', '--fen', fen, '--depth', '3');
    expect(status).toBe(1);
    expect(stderr).toBe('chess960: check-engine: the engine disagrees with the rules (see above)\n');
    const found = reproduction(stdout);
    expect(found).toEqual({
      fen,
      moves: 'e1d1', // of White's moves whose counts differ, the one with the smallest count
      reached: 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R b kq - 1 1',
      'perft 1': 'b8a8: chess960 1, engine missing',
      move: 'castling O-O-O: king on b8 takes its rook on a8 (king to c8, rook to d8)',
      repeat: `position fen ${fen} moves e1d1`,
    });
    // The reproduction holds: in the position reached, b8a8 is Black's O-O-O.
    const game = chess.game(fen);
    game.move('e1d1');
    expect(game.fen()).toBe(found.reached);
    expect(game.move('b8a8')).toMatchObject({ san: 'O-O-O', castling: 'queenside', from: 'b8', to: 'a8' });
  });

  it('en passant counted twice: walked down two plies to the en passant capture', async () => {
    const fen = '4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 1';
    const { status, stdout } = await broken('--double-en-passant', '--fen', fen, '--depth', '3');
    expect(status).toBe(1);
    expect(reproduction(stdout)).toEqual({
      fen,
      moves: 'e1d1 d7d5',
      reached: '4k3/8/8/3pP3/8/8/8/3K4 w - d6 0 2',
      'perft 1': 'e5d6: chess960 1, engine 2',
      move: 'en passant: pawn on e5 takes on d6, removing the pawn on d5',
      repeat: `position fen ${fen} moves e1d1 d7d5`,
    });
  });

  it('without --fen, the seeded positions find both bugs', async () => {
    const [castling, enPassant] = await Promise.all([
      broken('--drop-adjacent-castling', '--positions', '4', '--depth', '3', '--seed', '2'),
      broken('--double-en-passant', '--positions', '4', '--depth', '3', '--seed', '2'),
    ]);
    expect(castling.status).toBe(1);
    expect(reproduction(castling.stdout).move).toMatch(
      /^castling O-O(-O)?: king on [a-h]([18]) takes its rook on [a-h]\2 /,
    );
    expect(reproduction(castling.stdout)['perft 1']).toMatch(/: chess960 1, engine missing$/);
    expect(enPassant.status).toBe(1);
    expect(reproduction(enPassant.stdout).move).toMatch(/^en passant: /);
    expect(reproduction(enPassant.stdout)['perft 1']).toMatch(/: chess960 1, engine 2$/);
  });

  it('an engine that does not read king-takes-rook castling in position ... moves', async () => {
    const { status, stdout } = await broken('--ignore-king-takes-rook', ...ONE_SEEDED_POSITION);
    expect(status).toBe(1);
    expect(stdout).toContain(
      "castling input: the engine's divide after 'position fen 2k2r2/8/8/8/8/7p/r6P/6KR w K - 0 1 moves g1h1' differs from ours;",
    );
    expect(reproduction(stdout).moves).toBe('g1h1');
  });

  it("an engine whose bestmove writes castling as the king's destination", async () => {
    const { status, stdout } = await broken('--bestmove-king-destination', ...ONE_SEEDED_POSITION);
    expect(status).toBe(1);
    expect(stdout).toContain("bestmove: the engine answered 'g1g1' in 2k2r2/8/8/8/8/7p/r6P/6KR w K - 0 1\n");
    expect(stdout).toContain('the only legal move is O-O, written king takes rook in UCI_Chess960: g1h1');
  });
});

describe.concurrent('check-engine when the engine fails, or the arguments are wrong', () => {
  it('an engine that hangs: stopped at the time limit, exit 3', async () => {
    const started = Date.now();
    const { status, stderr } = await broken('--hang-on-perft', '--positions', '1', '--depth', '2', '--time-limit', '2');
    expect(status).toBe(3);
    // (On a busy machine the limit may strike during the handshake already.)
    const answer = "time limit reached: no answer to '(uci|isready|go perft 2)'";
    const advice = String.raw`\(the engine hangs or does not know the command; if it is only slow, raise --time-limit\)`;
    expect(stderr).toMatch(new RegExp(`^chess960: check-engine: ${answer}.* ${advice}\n$`));
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('an engine that dies: exit 3 with its exit code', async () => {
    const { status, stderr } = await broken('--exit-on-perft', '--positions', '1', '--depth', '2');
    expect(status).toBe(3);
    expect(stderr).toMatch(/^chess960: check-engine: the engine exited with code 3 while answering 'go perft 2'/);
  });

  it('an engine that cannot start: exit 3', async () => {
    const { status, stderr } = await checkEngine(['--', join(REPO, 'no-such-engine')]);
    expect(status).toBe(3);
    expect(stderr).toContain("chess960: check-engine: cannot start the engine '");
    expect(stderr).toContain('ENOENT');
  });

  it.each([
    [[], 'the engine command is missing'],
    [['--depth', '0', '--', STOCKFISH], '--depth needs a whole number from 1 to 8'],
    [['--positions', 'many', '--', STOCKFISH], '--positions needs a whole number'],
    [['--colour', '--', STOCKFISH], "unknown option '--colour'"],
    [['--fen', 'not a fen', '--', STOCKFISH], '--fen: Invalid FEN'],
  ])('bad arguments %j: exit 2', async (args, message) => {
    const { status, stdout, stderr } = await checkEngine(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });

  it('--help', async () => {
    const { status, stdout } = await checkEngine(['--help']);
    expect(status).toBe(0);
    expect(stdout).toContain(
      'chess960 check-engine [--positions N] [--depth D] [--time-limit S] [--seed S] [--fen FEN]... -- <engine> [<args>...]',
    );
  });
});
