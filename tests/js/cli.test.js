// The package's `chess960` command (npm/dist/cli.js: cpp/cli compiled to wasm for Node) against
// the native tool (build/native/chess960): the same arguments give the same stdout, stderr and exit
// code, byte for byte, over every command, errors included. The one difference: the wasm build has
// no threads, so `pgn --jobs N` (N > 1) says on stderr that it reads on one thread.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { startEvaluations } from 'chess960/evaluations';
import { FOOLS_MATE, REPO, START, readPerftFile } from './helpers.js';

const chess = await load();
const NATIVE = process.env.CHESS960_CLI ?? join(REPO, 'build', 'native', 'chess960');
const BIN = join(REPO, 'npm', 'dist', 'cli.js');

const CASTLES = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const C960 = 'bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1';
const EP = 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3';
const PROMOTION = 'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1';
const TRICKY = readPerftFile('tricky.perft').filter((_, i) => i % 3 === 0);
const REFERENCE = readPerftFile('chess960.perft').filter((_, i) => i % 240 === 0);
// PGN files, relative to the repository (both programs run there): a real cutechess export, and
// fixtures with mixed variants, bad games, non-UTF-8 bytes and a game cut off mid-comment.
const CUTECHESS = 'tests/data/cutechess-fischerrandom.pgn';
const PGN_FIXTURES = 'tests/js/fixtures/pgn';
const MIXED = `${PGN_FIXTURES}/mixed-variants.pgn`;
const BAD_GAMES = `${PGN_FIXTURES}/errors.pgn`;
const LATIN1 = `${PGN_FIXTURES}/latin1.pgn`;
const TRUNCATED = `${PGN_FIXTURES}/truncated.pgn`;
const readRepoFile = (path) => readFileSync(join(REPO, path));

// Engine-balanced draws: the options, and draws with them (checked against the package below).
const BANDED = ['--seed', 'Hastings 2026', '--rounds', '7', '--exclude', '518,534', '--max-score', '40'];
const BANDED_DRAWS = [
  ['draw', ...BANDED],
  ['draw', ...BANDED, '--public', '3-6-1-4-2', '--public-source', 'a die'],
  ['draw', '--seed', 'open', '--rounds', '12', '--subset', 'chess870', '--max-score', '25', '--double'],
  ['draw', '--seed', 'open', '--rounds', '50', '--max-score', '10', '--allow-repeats'],
];

const ARGUMENT_SETS = [
  // perft and divide, in many positions, the FEN whole or spread over arguments
  ['perft', '1'],
  ['perft', '3'],
  ['perft', '2', CASTLES],
  ['perft', '2', ...CASTLES.split(' ')],
  ['perft', '3', C960],
  ['perft', '2', EP],
  ['perft', '3', PROMOTION],
  ['perft', '5', FOOLS_MATE],
  ['perft', '003'],
  ['perft', '13', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'], // past the wasm's depth limit (stalemate: 0)
  ...TRICKY.map(({ fen }) => ['perft', '2', fen]),
  ...REFERENCE.map(({ fen }) => ['perft', '3', fen]),
  ['divide', '1'],
  ['divide', '3', C960],
  ['divide', '2', CASTLES, 'moves', 'e1h1', 'e8a8'],
  ['divide', '1', CASTLES, 'moves', 'e1g1'],
  ['divide', '2', 'moves', 'e2e4', 'd7d5', 'e4e5', 'f7f5'],
  ['divide', '1', PROMOTION, 'moves', 'g2h1q'],
  ['divide', '1', PROMOTION, 'moves', 'g2h1Q'],
  ['divide', '2', ...EP.split(' '), 'moves', 'e5f6'],
  ['divide', '1', FOOLS_MATE],
  ['divide', '2', 'moves'],
  // moves, startpos, fen
  ['moves'],
  ['moves', C960],
  ['moves', ...CASTLES.split(' ')],
  ['moves', EP],
  ['moves', FOOLS_MATE],
  ['startpos', '0'],
  ['startpos', '518'],
  ['startpos', '959'],
  ['startpos', '0518'],
  ['fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -'],
  ['fen', C960, '--shredder'],
  ['fen', '--shredder', START],
  ['fen', 'rr2k1rr/8/8/8/8/8/8/RR2K1RR w BGbg - 0 1'],
  ['fen', '4k3/8/8/8/8/8/8/4K3', 'b', '-', '-', '7', '40'],
  ['--help'],
  ['-h'],
  ['help'],
  // invalid FEN or move: exit 1
  ['fen', 'garbage'],
  ['fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1'],
  ['fen', '8/8/8/8/8/8/8/K7 w - - 0 1'],
  ['fen', 'k6R/8/8/8/8/8/8/K7 w - - 0 1', '--shredder'],
  ['fen', `${'p'.repeat(300)} w - - 0 1`],
  ['moves', '4k3/8/8/8/8/8/8/4K3 w K - 0 1'],
  ['perft', '2', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'],
  ['perft', '1', '4k3/8/8/8/8/8/8/4K3 w - - 0 0'],
  ['divide', '1', 'moves', 'e2e5'],
  ['divide', '1', 'moves', 'e7e5'],
  ['divide', '1', 'moves', 'foo'],
  ['divide', '1', 'moves', 'e2e4', 'O-O'],
  ['divide', '1', 'moves', 'Nf3'],
  ['divide', '1', 'moves', 'e2e4extra-long-move-text-that-goes-on'],
  ['divide', '1', PROMOTION, 'moves', 'g2h1'],
  ['divide', '1', 'garbage', 'moves', 'e2e4'],
  // bad arguments: exit 2
  [],
  ['foo'],
  ['PERFT', '1'],
  ['check-engine-typo'],
  ['perft'],
  ['perft', 'x'],
  ['perft', '3x'],
  ['perft', '0'],
  ['perft', '-1'],
  ['perft', '+1'],
  ['perft', '21'],
  ['perft', '99999999999'],
  ['divide'],
  ['divide', '0'],
  ['divide', '21', 'moves', 'e2e4'],
  ['startpos'],
  ['startpos', '960'],
  ['startpos', '-1'],
  ['startpos', 'abc'],
  ['startpos', '1', '2'],
  ['startpos', '4294967296'],
  ['fen'],
  ['fen', '--shredder'],
  // pgn: a summary on stdout, or per game output on stdout and the summary on stderr
  ['pgn', CUTECHESS],
  ['pgn', CUTECHESS, '--fen'],
  ['pgn', '--uci', CUTECHESS],
  ['pgn', CUTECHESS, '--fens'],
  ['pgn', CUTECHESS, '--jobs', '2'],
  ['pgn', '--jobs', '3', '--fens', CUTECHESS],
  ['pgn', MIXED],
  ['pgn', MIXED, '--fen'],
  ['pgn', MIXED, '--uci'],
  ['pgn', MIXED, '--fens'],
  // bad games: each reported on stderr with its place and skipped, exit 1
  ['pgn', BAD_GAMES],
  ['pgn', BAD_GAMES, '--uci'],
  ['pgn', BAD_GAMES, '--fens', '--jobs', '2'],
  ['pgn', LATIN1],
  ['pgn', LATIN1, '--fen'],
  ['pgn', TRUNCATED],
  ['pgn', TRUNCATED, '--fens'],
  // unreadable input or bad arguments: exit 2
  ['pgn', `${PGN_FIXTURES}/missing.pgn`],
  ['pgn', 'tests/data'],
  ['pgn', ''],
  ['pgn', '--fen', '--uci'],
  ['pgn', '--fens', CUTECHESS, '--fens'],
  ['pgn', '--jobs'],
  ['pgn', '--jobs', '0'],
  ['pgn', '--jobs', '257'],
  ['pgn', '--jobs', '+2'],
  ['pgn', '--jobs', 'two'],
  ['pgn', '--jobs', '99999999999'],
  ['pgn', MIXED, CUTECHESS],
  ['pgn', '--json'],
  ['pgn', '--'],
  // draw: the tournament draw, every option, UTF-8 text
  ['draw', '--seed', 'Hastings 2026', '--rounds', '9', '--algorithm', 'chess960-draw-v1'],
  ['draw', '--seed', 'Hastings 2026', '--rounds', '9'],
  ['draw', '--rounds', '5', '--seed', 'Hastings 2026', '--public', '3-6-1-4-2'],
  ['draw', '--seed', 'Hastings 2026', '--rounds', '4', '--subset', 'chess18', '--exclude', '518'],
  ['draw', '--seed', 'open', '--rounds', '90', '--subset', 'chess90'],
  ['draw', '--seed', 'open', '--rounds', '40', '--subset', 'chess18', '--allow-repeats'],
  ['draw', '--seed', 'open', '--rounds', '1000', '--allow-repeats', '--double'],
  ['draw', '--seed', 'open', '--rounds', '960', '--double', '--subset', 'chess960', '--exclude', '518,534'],
  [
    'draw',
    '--seed',
    'Grand Prix · Jerewan — Շախմատ ♞',
    '--public',
    '🎲 5 2',
    '--rounds',
    '3',
    '--subset',
    'chess870',
    '--double',
  ],
  ['draw', '--seed', 's'.repeat(256), '--public', 'é'.repeat(128), '--rounds', '2', '--exclude', '0,00,959'],
  ['draw', '--seed', 'reject-12696917', '--rounds', '2', '--exclude', '0,1,2,3,4'],
  // draw: bad arguments and options that give no draw: exit 2
  ['draw'],
  ['draw', '--seed', 'x'],
  ['draw', '--rounds', '3'],
  ['draw', '--seed'],
  ['draw', '--seed', 'x', '--rounds'],
  ['draw', '--seed', 'x', '--rounds', 'three'],
  ['draw', '--seed', 'x', '--rounds', '+3'],
  ['draw', '--seed', 'x', '--rounds', '99999999999'],
  ['draw', '--seed', 'x', '--rounds', '0'],
  ['draw', '--seed', 'x', '--rounds', '-4'],
  ['draw', '--seed', 'x', '--rounds', '1001'],
  ['draw', '--seed', '', '--rounds', '1'],
  ['draw', '--seed', 's'.repeat(257), '--rounds', '1'],
  ['draw', '--seed', 'é'.repeat(129), '--rounds', '1'],
  ['draw', '--seed', 'x', '--public', 'p'.repeat(300), '--rounds', '1'],
  ['draw', '--seed', 'x', '--rounds', '1', '--subset', 'chess961'],
  ['draw', '--seed', 'x', '--rounds', '1', '--subset'],
  ['draw', '--seed', 'x', '--rounds', '1', '--exclude', ''],
  ['draw', '--seed', 'x', '--rounds', '1', '--exclude', '518,'],
  ['draw', '--seed', 'x', '--rounds', '1', '--exclude', '518, 534'],
  ['draw', '--seed', 'x', '--rounds', '1', '--exclude', '-1'],
  ['draw', '--seed', 'x', '--rounds', '1', '--exclude', '+5'],
  ['draw', '--seed', 'x', '--rounds', '1', '--exclude', '960'],
  ['draw', '--seed', 'x', '--rounds', '1', '--exclude', '5000000000'],
  ['draw', '--seed', 'x', '--rounds', '19', '--subset', 'chess18'],
  ['draw', '--seed', 'x', '--rounds', '1000'],
  [
    'draw',
    '--seed',
    'x',
    '--rounds',
    '1',
    '--subset',
    'chess18',
    '--exclude',
    '446,454,460,461,502,508,509,518,524,525,532,533,548,549,414,430,692,693',
  ],
  ['draw', '--seed', 'x', '--seed', 'y', '--rounds', '1'],
  ['draw', '--seed', 'x', '--rounds', '1', '--rounds', '2'],
  ['draw', '--seed', 'x', '--rounds', '1', '--repeats'],
  // draw: the announcement and the organiser's record; refused combinations exit 2
  [
    'draw',
    '--seed',
    'Hastings 2026',
    '--rounds',
    '7',
    '--exclude',
    '534,518',
    '--announce',
    '--public-source',
    'a die',
    '--algorithm',
    'chess960-draw-v1',
  ],
  ['draw', '--seed', 'Hastings 2026', '--rounds', '3', '--subset', 'chess18', '--double', '--record'],
  ['draw', '--seed', 'x', '--rounds', '1', '--announce', '--public', '3'],
  ['draw', '--seed', 'x', '--rounds', '1', '--announce', '--record'],
  ['draw', '--seed', 'x', '--rounds', '1', '--public-source', 'a die'],
  ['draw', '--seed', 'x', '--rounds', '1', '--public-source', 'a die', '--algorithm', 'chess960-draw-v1'],
  ['draw', '--seed', 'x', '--rounds', '1', '--algorithm', 'chess960-draw-v3'],
  // draw: engine-balanced, with the table compiled into both programs
  ...BANDED_DRAWS,
  ['draw', ...BANDED, '--announce', '--public-source', 'a die'],
  ['draw', ...BANDED, '--record', '--double'],
  ['draw', '--seed', 'x', '--rounds', '1', '--max-score', '-1'],
  ['draw', '--seed', 'x', '--rounds', '1', '--max-score', '1001'],
  ['draw', '--seed', 'x', '--rounds', '1', '--max-score', 'forty'],
  ['draw', '--seed', 'x', '--rounds', '1', '--max-score', '40', '--algorithm', 'chess960-draw-v1'],
  ['draw', '--seed', 'x', '--rounds', '900', '--max-score', '0'],
  ['draw', '--seed', ' x', '--rounds', '1', '--record'],
  ['draw', '--announcement', `${PGN_FIXTURES}/missing.txt`, '--seed', 'x'],
  ['draw', '--announcement', '-', '--seed', 'x', '--rounds', '2'],
];

// An announcement of a draw, as `chess960 draw --announce` writes it.
const ANNOUNCEMENT = [
  'algorithm: chess960-draw-v1',
  'commitment: 98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a',
  'rounds: 7',
  'pool: chess960',
  'excluded: 518, 534',
  'repeats: no',
  'double chess960: no',
  'public value: five die rolls before round 1',
  '',
].join('\n');

// The package's announcement of a banded draw, and what is revealed for it.
const BANDED_OPTIONS = {
  seed: 'Hastings 2026',
  rounds: 7,
  exclude: [518, 534],
  maxScore: 40,
  evaluations: startEvaluations,
  publicSource: 'five die rolls before round 1',
};
const BANDED_ANNOUNCEMENT = chess.drawAnnouncement(BANDED_OPTIONS);
const REVEALED = ['--seed', 'Hastings 2026', '--public', '3-6-1-4-2'];

// pgn reading stdin ('-' or no FILE): the arguments and what is piped in.
const BIG = Buffer.concat([...Array(150).fill(readRepoFile(CUTECHESS)), readRepoFile(BAD_GAMES), readRepoFile(MIXED)]);
/** @type {Array<[string[], string | Buffer]>} */
const STDIN_SETS = [
  [['pgn'], readRepoFile(MIXED)],
  [['pgn', '-', '--uci'], readRepoFile(CUTECHESS)],
  [['pgn', '--fens', '-'], readRepoFile(BAD_GAMES)],
  [['pgn', '--fen'], readRepoFile(LATIN1)],
  [['pgn'], Buffer.alloc(0)],
  [['pgn', '-'], Buffer.from('not a game at all {')],
  [['pgn', '-', '--fen'], BIG], // 1.5 MB: many chunks, a bad game after them
  [['pgn', '-', '--jobs', '2'], BIG],
  // draw: a revealed seed and public value checked against an announcement or a record on stdin
  ...[
    ['--seed', 'Hastings 2026', '--public', '3-6-1-4-2'],
    ['--seed', 'Hastings 2027', '--public', '3-6-1-4-2'],
    ['--seed', 'Hastings 2026'],
    [],
  ].map((revealed) => /** @type {[string[], string]} */ ([['draw', '--announcement', '-', ...revealed], ANNOUNCEMENT])),
  [
    ['draw', '--announcement', '-', '--public', '6'],
    `${ANNOUNCEMENT.replace(/public value: .*/, 'public value: none')}seed: Hastings 2026\n`,
  ],
  [['draw', '--announcement', '-', '--seed', 'x'], ANNOUNCEMENT.replace('rounds: 7', 'rounds: seven')],
  // an engine-balanced draw's announcement, as the package writes it: as published, edited, and
  // naming another table
  ...[
    BANDED_ANNOUNCEMENT,
    BANDED_ANNOUNCEMENT.replace('max score: 40', 'max score: 50'),
    BANDED_ANNOUNCEMENT.replace(startEvaluations.sha256, 'a'.repeat(64)),
  ].map((text) => /** @type {[string[], string]} */ ([['draw', '--announcement', '-', ...REVEALED], text])),
];

// What the wasm build adds to stderr, before anything else, for `pgn --jobs N` with N > 1.
function jobsNote(args) {
  const at = args.indexOf('--jobs');
  const text = at < 0 ? '1' : (args[at + 1] ?? '');
  const jobs = /^[0-9]+$/.test(text) ? Number(text) : 0; // as the command reads it (no sign)
  return args[0] === 'pgn' && jobs > 1 && jobs <= 256
    ? `chess960: --jobs ${jobs} ignored: this build has no threads, it reads on one\n`
    : '';
}

// The native run as the wasm build prints it.
function asWasm(args, native) {
  return { ...native, stderr: jobsNote(args) + native.stderr };
}

// stdout, stderr and exit status of one run, in the repository, with `input` on stdin.
/**
 * @param {string} command
 * @param {string[]} args
 * @param {string | Buffer} [input]
 * @returns {Promise<{ status: number, stdout: string, stderr: string }>}
 */
function run(command, args, input = '') {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { cwd: REPO, encoding: 'utf8', maxBuffer: 1 << 24 },
      (error, stdout, stderr) => {
        const code = /** @type {{ code?: unknown } | null} */ (error)?.code;
        if (error && typeof code !== 'number') throw error; // could not start at all
        resolve({ status: error ? Number(code) : 0, stdout: String(stdout), stderr: String(stderr) });
      },
    );
    // A command that does not read stdin may exit before the input is written: no error then.
    child.stdin.on('error', (error) => {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPIPE') throw error;
    });
    child.stdin.end(input);
  });
}

// Both programs on every argument set, a few at a time (each wasm start costs a Node start-up).
const results = new Map();
beforeAll(async () => {
  /** @type {Array<[string[], string | Buffer]>} */
  const queue = [
    ...ARGUMENT_SETS.map((args) => /** @type {[string[], string | Buffer]} */ ([args, ''])),
    ...STDIN_SETS,
  ];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [args, input] = next;
      const [native, wasm] = await Promise.all([
        run(NATIVE, args, input),
        run(process.execPath, [BIN, ...args], input),
      ]);
      results.set(args, { native, wasm });
    }
  };
  if (existsSync(NATIVE) && existsSync(BIN)) await Promise.all([worker(), worker(), worker()]);
}, 300_000);

describe('npx chess960 and the native chess960 agree byte for byte', () => {
  it('both programs exist (build the native tool and the package first)', () => {
    expect(existsSync(NATIVE), `${NATIVE} is missing: cmake --build build/native`).toBe(true);
    expect(existsSync(BIN), `${BIN} is missing: bash scripts/build-package.sh`).toBe(true);
  });

  it.each(ARGUMENT_SETS.map((args) => [args.join(' ').slice(0, 90) || '(no arguments)', args]))('%s', (_, args) => {
    const { native, wasm } = results.get(args);
    expect(wasm).toEqual(asWasm(args, native));
  });

  it.each(STDIN_SETS.map(([args, input]) => [`${args.join(' ')} < ${input.length} bytes`, args]))('%s', (_, args) => {
    const { native, wasm } = results.get(args);
    expect(wasm).toEqual(asWasm(args, native));
  });

  it('pgn --jobs N: the wasm build reads on one thread, says so, and prints the same games', () => {
    const jobs = [...ARGUMENT_SETS, ...STDIN_SETS.map(([args]) => args)].filter((args) => jobsNote(args) !== '');
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    for (const args of jobs) {
      const { native, wasm } = results.get(args);
      expect(wasm.stderr.startsWith('chess960: --jobs ')).toBe(true);
      expect(wasm.stdout).toBe(native.stdout);
    }
  });

  it('pgn stops when the reader of stdout goes away (| head): exit 141, as SIGPIPE ends the native tool', async () => {
    // 200 copies of a 4-game file through --fens: far more output than a pipe holds.
    const pipeline = (...command) =>
      new Promise((resolve, reject) => {
        const script =
          // eslint-disable-next-line no-template-curly-in-string -- bash's ${...}, not a template
          'for i in $(seq 200); do cat "$1"; done | "${@:2}" pgn - --fens 2>/dev/null | head -c 1 >/dev/null; echo "${PIPESTATUS[1]}"';
        execFile(
          'bash',
          ['-c', script, 'bash', CUTECHESS, ...command],
          { cwd: REPO, encoding: 'utf8' },
          (error, stdout) => (error ? reject(error) : resolve(stdout.trim())),
        );
      });
    expect(await pipeline(NATIVE)).toBe('141');
    expect(await pipeline(process.execPath, BIN)).toBe('141');
  }, 60_000);

  it('covers every exit code and both streams', () => {
    const statuses = new Set(ARGUMENT_SETS.map((args) => results.get(args).native.status));
    expect([...statuses].sort()).toEqual([0, 1, 2]);
    expect(ARGUMENT_SETS.filter((args) => results.get(args).native.stderr !== '').length).toBeGreaterThan(30);
  });

  it('pgn reads real games, reports bad ones and reads stdin', () => {
    expect(results.get(ARGUMENT_SETS.find((args) => args.join(' ') === `pgn ${CUTECHESS}`)).native).toEqual({
      status: 0,
      stdout: 'games: 4\nplies: 396\nerrors: 0\n',
      stderr: '',
    });
    const bad = results.get(ARGUMENT_SETS.find((args) => args.join(' ') === `pgn ${BAD_GAMES}`)).native;
    expect(bad.status).toBe(1);
    expect(
      bad.stderr.split('\n').filter((line) => /^chess960: game \d+, line \d+, column \d+: /.test(line)),
    ).toHaveLength(5);
    const big = results.get(STDIN_SETS[6][0]).native;
    expect(big.status).toBe(1);
    expect(big.stdout.split('\n')).toHaveLength(150 * 4 + 3 + 5 + 1);
    expect(big.stderr.endsWith('games: 613\nplies: 59470\nerrors: 5\n')).toBe(true);
  });

  it('draw prints the commitment and a line per round; bad arguments exit 2 with one line', () => {
    const draws = ARGUMENT_SETS.filter((args) => args[0] === 'draw').map((args) => [args, results.get(args).native]);
    const hastings = draws.find(
      ([args]) => args.join(' ') === 'draw --seed Hastings 2026 --rounds 9 --algorithm chess960-draw-v1',
    )[1];
    const lines = hastings.stdout.split('\n');
    expect(lines[0]).toBe('commitment 98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a');
    expect(lines.slice(1, 4)).toEqual([
      'round 1 377 nrkbbrnq/pppppppp/8/8/8/8/PPPPPPPP/NRKBBRNQ w KQkq - 0 1',
      'round 2 128 bbnrqnkr/pppppppp/8/8/8/8/PPPPPPPP/BBNRQNKR w KQkq - 0 1',
      'round 3 28 nbqnrkbr/pppppppp/8/8/8/8/PPPPPPPP/NBQNRKBR w KQkq - 0 1',
    ]);
    expect(lines).toHaveLength(1 + 9 + 1);
    const double = draws.find(([args]) => args.includes('--double') && args.includes('1000'))[1];
    expect(double.stdout.split('\n')[1]).toMatch(/^round 1 \d+ \d+ [^ ]+ w KQkq - 0 1$/);
    expect(double.stdout.split('\n')).toHaveLength(1 + 1000 + 1);
    const failed = draws.filter(([, result]) => result.status !== 0);
    expect(failed.length).toBeGreaterThan(25);
    for (const [args, result] of failed) {
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(
        /^chess960: (cannot read [^\n]+|[^\n]+ \(usage: chess960 draw --seed TEXT [^\n]*\))\n$/,
      );
    }
  });

  it('draw writes the announcement, and checks a reveal against it: exit 1 for a mismatch', () => {
    const announce = ARGUMENT_SETS.find((args) => args.includes('--announce') && args.includes('--public-source'));
    expect(results.get(announce).native.stdout).toBe(ANNOUNCEMENT.replace('five die rolls before round 1', 'a die'));
    const checks = STDIN_SETS.filter(([args, input]) => args[1] === '--announcement' && input.includes('-v1')).map(
      ([args]) => results.get(args).native,
    );
    expect(checks.map((result) => [result.status, result.stdout.split('\n').slice(0, 3)])).toEqual([
      [0, ['seed matches the commitment', 'public value as announced', `commitment ${ANNOUNCEMENT.slice(40, 104)}`]],
      [
        1,
        [
          expect.stringMatching(/^seed does not match the commitment: its SHA-256 is [0-9a-f]{64}$/),
          'public value as announced',
          '',
        ],
      ],
      [
        1,
        [
          'seed matches the commitment',
          'public value missing: the announcement says it comes from five die rolls before round 1',
          '',
        ],
      ],
      [2, ['']],
      [1, ['seed matches the commitment', 'public value given, but the announcement names none', '']],
      [2, ['']],
    ]);
    expect(checks[3].stderr).toMatch(/^chess960: draw needs --seed TEXT \(the announcement holds none\)/);
    expect(checks[5].stderr).toBe(
      'chess960: - is no draw announcement: line 3: rounds "seven" is not a number from 1 to 1000\n',
    );
  });

  it('draw with a band: the rounds the package draws with its table, the announcement it verifies', () => {
    const option = (args, name) => args[args.indexOf(name) + 1];
    for (const args of BANDED_DRAWS) {
      const exclude = args.includes('--exclude') ? option(args, '--exclude').split(',').map(Number) : [];
      const draw = chess.drawStarts({
        seed: option(args, '--seed'),
        rounds: Number(option(args, '--rounds')),
        subset: args.includes('--subset') ? option(args, '--subset') : 'chess960',
        exclude,
        maxScore: Number(option(args, '--max-score')),
        evaluations: startEvaluations,
        public: args.includes('--public') ? option(args, '--public') : '',
        publicSource: args.includes('--public-source') ? option(args, '--public-source') : '',
        unique: !args.includes('--allow-repeats'),
        double: args.includes('--double'),
      });
      const lines = draw.starts.map(
        (s) => `round ${s.round} ${s.number}${s.blackNumber === undefined ? '' : ` ${s.blackNumber}`} ${s.fen}`,
      );
      expect(results.get(args).native).toEqual({
        status: 0,
        stdout: [`commitment ${draw.commitment}`, ...lines, ''].join('\n'),
        stderr: '',
      });
    }
    const announce = ARGUMENT_SETS.find((args) => args.includes('--max-score') && args.includes('--announce'));
    expect(results.get(announce).native.stdout).toBe(
      chess.drawAnnouncement({ ...BANDED_OPTIONS, publicSource: 'a die' }),
    );
    const [published, edited, otherTable] = STDIN_SETS.filter(([, input]) => input.includes('max score: ')).map(
      ([args]) => results.get(args).native,
    );
    const verified = chess.verifyDraw({
      announcement: BANDED_ANNOUNCEMENT,
      seed: 'Hastings 2026',
      public: '3-6-1-4-2',
      evaluations: startEvaluations,
    });
    expect(verified.matches).toBe(true);
    expect(published.status).toBe(0);
    expect(published.stdout).toBe(
      [
        'seed and options match the commitment',
        'public value as announced',
        `commitment ${verified.draw.commitment}`,
        ...verified.draw.starts.map((s) => `round ${s.round} ${s.number} ${s.fen}`),
        '',
      ].join('\n'),
    );
    expect([edited.status, edited.stdout.split('\n')[0]]).toEqual([
      1,
      expect.stringMatching(/^seed and options do not match the commitment: they give [0-9a-f]{64}$/),
    ]);
    expect([otherTable.status, otherTable.stdout]).toEqual([1, '']);
    expect(otherTable.stderr).toContain(
      `the announcement's band comes from the table of start evaluations ${'a'.repeat(64)}; the table given is ${startEvaluations.sha256}`,
    );
  });
});
