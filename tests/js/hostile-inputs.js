// Deterministic generators of hostile input for tests/js/hostile.test.js: malformed FENs, move
// texts and objects, SAN strings, PGN texts, start-position numbers, die rolls, card decks, pool
// names, random sources and shuffle-chess numbers. Plain ESM, no test code.
//
// Every case is { kind, category, input, mustFail, mentions?, method?, returns? }:
//   kind      which API it is for: 'fen', 'move', 'san', 'pgn', 'start', 'positionNumber',
//             'dice' (positionFromDice), 'diceRolls', 'cards' (positionFromCards), 'subset'
//             (subset, subsetsOf, randomPositionNumberIn), 'variant' (shuffleFen, chess2880Fen,
//             randomShuffleFen, randomChess2880Fen)
//   category  how it was made (shown when an assertion fails)
//   input     the value to pass; for 'start', 'diceRolls', 'subset' and 'variant', an array of
//             arguments
//   mustFail  'TypeError' or the library error class it must throw; null when the input may
//             happen to be valid (a truncated FEN can still be a FEN) and either outcome is
//             checked for consistency instead
//   mentions  strings or RegExps the error message must contain
//   method    for the kinds from 'dice' on: the Chess960 method to call
//   returns   for a case with a random source: what the source returns when called, FREE when it
//             draws for real (Math.random, or no source: crypto); undefined for a non-function
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA, START, mulberry32, readPerftFile, scharnaglBackRank } from './helpers.js';

export const MIB = 1 << 20;

// ---- valid material to break ----

/** FENs known to be valid: Chess960 starts, Double Chess960 starts, reference perft positions. */
export function validFens() {
  const fens = [START];
  for (const n of [0, 1, 100, 359, 518, 959]) {
    const rank = scharnaglBackRank(n);
    fens.push(`${rank.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${rank} w KQkq - 0 1`);
  }
  fens.push(`${scharnaglBackRank(7).toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${scharnaglBackRank(700)} w KQkq - 0 1`);
  for (const name of ['tricky.perft', 'chess960.perft']) {
    const positions = readPerftFile(name);
    for (let i = 0; i < positions.length; i += name === 'tricky.perft' ? 1 : 97) fens.push(positions[i].fen);
  }
  return fens;
}

/** The four real games of tests/data/cutechess-fischerrandom.pgn. */
export function realGames() {
  return readFileSync(join(DATA, 'cutechess-fischerrandom.pgn'), 'utf8').split(/\n\s*\n(?=\[Event )/);
}

// ---- building blocks ----

// Characters outside ASCII that no trim() removes: they can never be part of a valid FEN, move,
// SAN or PGN move token. Lone surrogates included.
const NON_ASCII = [
  'é',
  'ß',
  'Ж',
  'е' /* Cyrillic */,
  '♔',
  '♞',
  '中',
  '😀',
  '👍🏽',
  '\u{1F600}',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u200b',
  '\u0301',
  '\u202e',
  '\ufffd',
  '\uffff',
  '\u0080',
  '\u00ad',
];
// Unicode whitespace that String.prototype.trim() removes (so "e4\u00a0" is a fine move).
const UNICODE_SPACE = ['\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028'];
// ASCII control characters that are not whitespace to C's isspace().
const CONTROL = ['\0', '\x01', '\x07', '\x08', '\x0e', '\x1b', '\x1f', '\x7f'];
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const CHESSY = 'abcdefghKQRBNPkqrbnp12345678xX=+#-O0o/ .!?';

/**
 * Values of every JS type but string (undefined separately: some APIs treat it as "absent").
 * @returns {[string, any][]} typed any on purpose: the declarations refuse them all
 */
export function wrongTypes() {
  return [
    ['a number', 5],
    ['zero', 0],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['true', true],
    ['an object', {}],
    ['an object with toString', { toString: () => 'e2e4' }],
    ['a String object', new String('e4')],
    ['an array', []],
    ['an array of a string', ['e4']],
    ['a Symbol', Symbol('e4')],
    ['a function', () => 'e4'],
    ['a BigInt', 5n],
    ['a Date', new Date(0)],
    ['a Map', new Map([['from', 'e2']])],
    ['an Uint8Array', new Uint8Array([101, 52])],
    ['a Promise', Promise.resolve('e4')],
    ['a Proxy of an array', new Proxy([], {})],
  ];
}

export class Gen {
  constructor(seed) {
    this.random = mulberry32(seed);
  }
  int(low, high) {
    return low + Math.floor(this.random() * (high - low + 1));
  }
  chance(p) {
    return this.random() < p;
  }
  pick(list) {
    return list[this.int(0, list.length - 1)];
  }
  chars(alphabet, length) {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }
  insertAt(text, insert, at = this.int(0, text.length)) {
    return text.slice(0, at) + insert + text.slice(at);
  }
  /** 1-3 characters replaced by printable ASCII. */
  flip(text) {
    let out = text;
    for (let n = this.int(1, 3); n > 0 && out.length > 0; n--) {
      const at = this.int(0, out.length - 1);
      out = out.slice(0, at) + this.pick(PRINTABLE) + out.slice(at + 1);
    }
    return out;
  }
  /** A long string of `length` characters, of one of several shapes. */
  long(length) {
    const shape = this.int(0, 3);
    if (shape === 0) return 'x'.repeat(length);
    if (shape === 1) return ' '.repeat(length - 1) + 'x';
    if (shape === 2) return '/'.repeat(length);
    return this.chars(CHESSY, Math.min(length, 4096))
      .repeat(Math.ceil(length / 4096))
      .slice(0, length);
  }
}

// ---- FEN ----

export function fenCases(seed, count) {
  const g = new Gen(seed);
  const fens = validFens();
  const cases = [];
  const add = (category, input, mustFail = null, mentions = undefined) =>
    cases.push({ kind: 'fen', category, input, mustFail, mentions });
  // Fixed extremes first (they also serve as the heap warm-up).
  add('1 MiB of x', 'x'.repeat(MIB), 'InvalidFenError', ['at most 256']);
  add('1 MiB of non-ASCII', 'é'.repeat(MIB / 2), 'InvalidFenError', ['at most 256']);
  add('valid FEN + 1 MiB of spaces', fens[0] + ' '.repeat(MIB), 'InvalidFenError', ['at most 256']);
  add('257 characters', fens[0] + ' '.repeat(257 - fens[0].length), 'InvalidFenError', [
    '257 characters',
    'at most 256',
  ]);
  add('empty', '', 'InvalidFenError', ['0 fields']);
  for (const [name, value] of wrongTypes()) add(`wrong type: ${name}`, value, 'TypeError', ['game()']);

  const makers = [
    () => {
      const fen = g.pick(fens);
      add('truncated', fen.slice(0, g.int(0, fen.length - 1)));
    },
    () => add('byte flips', g.flip(g.pick(fens))),
    () => add('non-ASCII inserted', g.insertAt(g.pick(fens), g.pick(NON_ASCII)), 'InvalidFenError'),
    () => add('control character inserted', g.insertAt(g.pick(fens), g.pick(CONTROL)), 'InvalidFenError'),
    () => {
      const fen = g.pick(fens);
      const length = g.chance(0.9) ? g.int(257, 4096) : g.int(4097, MIB);
      add('oversized', fen + g.long(length - fen.length), 'InvalidFenError', ['at most 256']);
    },
    () => {
      const fields = g.pick(fens).split(' ');
      add('3 fields or fewer', fields.slice(0, g.int(1, 3)).join(' '), 'InvalidFenError', [/\d fields?/]);
    },
    () => {
      const extra = Array.from({ length: g.int(1, 4) }, () => g.chars(CHESSY.replace(' ', ''), g.int(1, 4)));
      add('7 fields or more', [g.pick(fens), ...extra].join(' '), 'InvalidFenError', [/\d+ fields/]);
    },
    () => {
      // Fields shuffled or swapped between FENs.
      const a = g.pick(fens).split(' '),
        b = g.pick(fens).split(' ');
      const i = g.int(0, 5);
      a[i] = b[g.int(0, 5)];
      add('fields mixed up', a.join(' '));
    },
    () => {
      // Huge or odd numbers in the clocks.
      const fields = g.pick(fens).split(' ');
      fields[g.pick([4, 5])] = g.pick([
        '999999999',
        '1000000000',
        '99999999999999999999',
        '-0',
        '+1',
        '0x10',
        '1e3',
        '00000001',
        'NaN',
        '',
      ]);
      add('odd clocks', fields.join(' '));
    },
    () => add('random printable', g.chars(PRINTABLE, g.int(0, 120))),
    () => add('random chess characters', g.chars(CHESSY, g.int(0, 120))),
    () => {
      const fen = g.pick(fens);
      add('Unicode space around', g.pick(UNICODE_SPACE) + fen + g.pick(UNICODE_SPACE), 'InvalidFenError');
    },
  ];
  while (cases.length < count) g.pick(makers)();
  return cases;
}

// ---- moves (strings and objects) ----

/**
 * Inputs for game.move() in a position whose legal moves are `uci` and `san` (lists the test
 * reads from the game). `seed` makes it repeatable.
 */
export function moveCases(seed, count, uci, san) {
  const g = new Gen(seed);
  const cases = [];
  const add = (category, input, mustFail = null, mentions = undefined) =>
    cases.push({ kind: 'move', category, input, mustFail, mentions });
  const legal = [...uci, ...san];
  const anyMove = () => (legal.length ? g.pick(legal) : 'e4');
  add('1 MiB string', 'x'.repeat(MIB), 'IllegalMoveError', ['1048576 characters long']);
  add('1 MiB after a legal move', anyMove() + 'x'.repeat(MIB), 'IllegalMoveError', ['characters long']);
  add('undefined', undefined, 'TypeError', ['move(']);
  for (const [name, value] of wrongTypes()) add(`wrong type: ${name}`, value, 'TypeError', ['move(']);

  const squares = ['e2', 'e4', 'a1', 'h8', 'i9', 'a0', 'E2', 'e', '', ' e2', 'e2 ', 'e22', '😀', '\ud800', '00', 'zz'];
  const promotions = [
    'q',
    'r',
    'b',
    'n',
    'Q',
    'queen',
    'KNIGHT',
    'k',
    'king',
    'p',
    'pawn',
    '',
    'qq',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'prototype',
  ];
  const makers = [
    () => add('random chess characters', g.chars(CHESSY, g.int(0, 10))),
    () => add('random printable', g.chars(PRINTABLE, g.int(0, 12))),
    () => {
      const m = anyMove();
      add('truncated legal move', m.slice(0, g.int(0, m.length - 1)));
    },
    () => add('legal move with a flip', g.flip(anyMove())),
    () => {
      const m = anyMove();
      add('overlong', m + g.long(g.chance(0.95) ? g.int(33, 300) : g.int(301, 100_000)), 'IllegalMoveError', [
        'characters long',
      ]);
    },
    () => add('non-ASCII inserted', g.insertAt(anyMove(), g.pick(NON_ASCII)), 'IllegalMoveError'),
    () => add('control character inserted', g.insertAt(anyMove(), g.pick(CONTROL)), 'IllegalMoveError'),
    () => add('Unicode space around a legal move', g.pick(UNICODE_SPACE) + anyMove() + g.pick(UNICODE_SPACE)),
    () => {
      const m = g.pick(uci.length ? uci : ['e2e4']);
      add('{ from, to } of a legal move', { from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
    },
    () => add('{ from, to } of random squares', { from: g.pick(squares), to: g.pick(squares) }),
    () => {
      const m = g.pick(uci.length ? uci : ['e2e4']);
      const promotion = g.pick(promotions);
      const valid = ['q', 'r', 'b', 'n', 'queen', 'rook', 'bishop', 'knight'].includes(promotion.toLowerCase());
      add(
        `{ promotion: ${JSON.stringify(promotion)} }`,
        { from: m.slice(0, 2), to: m.slice(2, 4), promotion },
        valid ? null : 'TypeError',
        valid ? undefined : ['promotion'],
      );
    },
    () => {
      const [name, value] = g.pick(wrongTypes());
      const key = g.pick(['from', 'to', 'promotion']);
      const move = { from: 'e2', to: 'e4', [key]: value };
      add(`{ ${key}: ${name} }`, move, 'TypeError', [key === 'promotion' ? 'promotion' : 'from']);
    },
    () => {
      const m = g.pick(uci.length ? uci : ['e2e4']);
      const move = Object.create(null);
      move.from = m.slice(0, 2);
      move.to = m.slice(2, 4);
      add('{ from, to } without a prototype', move);
    },
    () => {
      const m = g.pick(uci.length ? uci : ['e2e4']);
      const move = Object.create({ from: m.slice(0, 2), to: m.slice(2, 4) });
      add('{ from, to } inherited', move);
    },
    () => {
      const m = g.pick(uci.length ? uci : ['e2e4']);
      add('{ from, to } with extra keys', {
        from: m.slice(0, 2),
        to: m.slice(2, 4),
        __proto__: { polluted: true },
        constructor: 5,
        san: 'Ke2',
      });
    },
    () =>
      add('{ from, to } with long strings', { from: 'e2'.repeat(g.int(2, 10_000)), to: 'e4' }, 'IllegalMoveError', [
        'characters long',
      ]),
  ];
  while (cases.length < count) g.pick(makers)();
  return cases;
}

// ---- SAN ----

export function sanCases(seed, count) {
  const g = new Gen(seed);
  const cases = [];
  const pieces = ['', '', '', 'N', 'B', 'R', 'Q', 'K', 'P', 'n', 'b', 'k', 'X', 'S', 'L'];
  const files = 'abcdefgh';
  const suffixes = ['', '', '', '+', '#', '++', '!', '?', '!?', '?!', '!!', '??', ' e.p.', 'ep', '+#', '$1'];
  const castles = [
    'O-O',
    'O-O-O',
    '0-0',
    '0-0-0',
    'o-o',
    'o-o-o',
    'O-O-O-O',
    'OO',
    'OOO',
    'O-0',
    'O--O',
    '-O-O',
    'O-O+',
    'O-O-O#',
    'O',
    'O-',
  ];
  const square = () =>
    g.chance(0.9) ? g.pick(files) + g.int(1, 8) : g.pick(['i', 'a', 'z', 'h']) + g.pick(['0', '9', '1', '88']);
  while (cases.length < count) {
    let san;
    if (g.chance(0.15)) {
      san = g.pick(castles);
    } else {
      const piece = g.pick(pieces);
      const from = g.pick(['', '', '', g.pick(files), String(g.int(1, 8)), square()]);
      const capture = g.chance(0.3) ? g.pick(['x', 'x', ':', 'X', 'xx']) : '';
      const promotion = g.chance(0.15) ? g.pick(['=Q', '=N', '=R', '=B', 'Q', '=K', '=P', '=q', '=', '/Q', '(Q)']) : '';
      san = piece + from + capture + square() + promotion;
    }
    san += g.pick(suffixes);
    if (g.chance(0.05)) san = g.insertAt(san, g.pick([...NON_ASCII, ...CONTROL]));
    cases.push({
      kind: 'san',
      category: 'generated SAN',
      input: san,
      mustFail: /[^\x20-\x7e]/.test(san.trim()) ? 'IllegalMoveError' : null,
    });
  }
  return cases;
}

// ---- PGN ----

/** Balanced variations `depth` deep after 1. e4, then e5: a valid game of two moves. */
export const nestedPgn = (depth) => `1. e4 ${'( 1. d4 '.repeat(depth)}${')'.repeat(depth)} e5 *`;

export function pgnCases(seed, count) {
  const g = new Gen(seed);
  const games = realGames();
  const cases = [];
  const add = (category, input, mustFail = null, mentions = undefined) =>
    cases.push({ kind: 'pgn', category, input, mustFail, mentions });
  add('1 MiB + 1 of x', 'x'.repeat(MIB + 1), 'InvalidPgnError', ['1048577']);
  add('1 MiB of non-ASCII in a comment', `1. e4 {${'é'.repeat(MIB - 20)}} e5 *`, 'InvalidPgnError', [
    'at most 1048576',
  ]);
  add('a game with a comment, 1 MiB in all', games[0].replace('{', `{${'c'.repeat(MIB - games[0].length - 1)}`));
  add('1 MiB of random chess characters', g.long(MIB));
  add('1 MiB of moves, the second one illegal', 'e4 '.repeat(MIB / 3), 'InvalidPgnError', ['e4']);
  add('100,000 nested variations, balanced', nestedPgn(100_000));
  add('100,000 open variations', `1. e4 ${'('.repeat(100_000)} e5 *`, 'InvalidPgnError', ['unterminated variation']);
  add('100,000 unmatched )', `1. e4 ${')'.repeat(100_000)} e5 *`, 'InvalidPgnError', ["')' without '('"]);
  add('1 MiB move number', `${'9'.repeat(MIB - 20)}. e4 e5 *`);
  add('undefined', undefined, 'TypeError', ['loadPgn()']);
  for (const [name, value] of wrongTypes()) add(`wrong type: ${name}`, value, 'TypeError', ['loadPgn()']);
  for (const game of games) add('a real game', game);

  const makers = [
    () => {
      const game = g.pick(games);
      add('truncated real game', game.slice(0, g.int(0, game.length - 1)));
    },
    () => {
      let text = g.pick(games);
      for (let n = g.int(1, 5); n > 0; n--) {
        const at = g.int(0, text.length - 1);
        const op = g.int(0, 3);
        if (op === 0) text = text.slice(0, at) + g.pick(PRINTABLE) + text.slice(at + 1);
        else if (op === 1) text = text.slice(0, at) + text.slice(at + g.int(1, 20));
        else if (op === 2) text = g.insertAt(text, text.slice(at, at + g.int(1, 40)));
        else text = g.insertAt(text, g.pick(['{', '}', '(', ')', '[', ']', '"', '\\', ';', '\n', '$', '%']), at);
      }
      add('mutated real game', text);
    },
    () => {
      const game = g.pick(games);
      const brace = g.pick(['{', '(', '[', '"']);
      // After the tag section, before the result: the game cannot close it.
      const body = game.indexOf('\n\n') + 2;
      const at = g.int(body, game.lastIndexOf(' ') - 1);
      const text = game.slice(0, at) + ` ${brace} ` + game.slice(at).replace(/[)}\]"]/g, ' ');
      add(
        `unbalanced ${brace}`,
        text.replace(/\{[^}]*\}/g, (c) => (c.includes(brace) ? c : ' ')),
      );
    },
    () => {
      const depth = g.chance(0.8) ? g.int(1, 100) : g.int(101, 50_000);
      add('nested variations', nestedPgn(depth));
    },
    () => {
      const game = g.pick(games);
      add(
        'huge move numbers',
        game.replace(/\b\d+\./g, () => `${'9'.repeat(g.int(10, 400))}.`),
      );
    },
    () => {
      const game = g.pick(games);
      add('non-ASCII in a comment', game.replace('{', `{${g.pick(NON_ASCII)}`));
    },
    () => {
      const game = g.pick(games);
      const body = game.indexOf('\n\n') + 2;
      add('non-ASCII in the movetext', g.insertAt(game, g.pick(NON_ASCII), g.int(body, game.length - 1)));
    },
    () => add('random printable', g.chars(PRINTABLE, g.int(0, 300))),
    () => add('random chess characters', g.chars(CHESSY + '{}()[]"\n', g.int(0, 300))),
    () => {
      const tags = Array.from(
        { length: g.int(1, 6) },
        () => `[${g.chars('AZaz09_[]"\\ ', g.int(0, 10))} "${g.chars(PRINTABLE, g.int(0, 30))}"]`,
      );
      add('odd tags', `${tags.join('\n')}\n\n1. e4 *`);
    },
    () => {
      const fen = g.pick([g.flip(validFens()[g.int(0, 20)]), 'x'.repeat(g.int(257, 5000)), '', 'é'.repeat(50)]);
      add('odd FEN tag', `[SetUp "1"]\n[FEN "${fen}"]\n\n1. e4 *`);
    },
    () => {
      const size = g.int(MIB - 64, MIB + 64);
      add(
        'about 1 MiB',
        `1. e4 {${'z'.repeat(size - 14)}} e5 *`,
        size > MIB ? 'InvalidPgnError' : null,
        size > MIB ? ['at most'] : undefined,
      );
    },
  ];
  // The 1 MiB makers are slow-ish: keep them rare.
  const weights = [10, 10, 5, 3, 2, 2, 2, 3, 3, 2, 2, 0.05];
  const total = weights.reduce((a, b) => a + b, 0);
  while (cases.length < count) {
    let r = g.random() * total;
    let i = 0;
    while (r >= weights[i]) r -= weights[i++];
    makers[i]();
  }
  return cases;
}

// ---- start-position numbers and back ranks ----

// Numbers a start-number parameter must cope with (for startFen, backRank and the methods below).
const ODD_NUMBERS = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  960,
  961,
  1.5,
  959.5,
  0.1,
  -0,
  0,
  518,
  959,
  Number.EPSILON,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  -(2 ** 31),
  2 ** 32,
  1e21,
];

export function startCases(seed, count) {
  const g = new Gen(seed);
  const cases = [];
  const numbers = ODD_NUMBERS;
  const others = [
    ...wrongTypes()
      .filter(([, v]) => typeof v !== 'number')
      .map(([, v]) => v),
    '5',
    '518',
    '',
    undefined,
  ];
  const value = () => {
    const r = g.random();
    if (r < 0.3) return g.pick(numbers);
    if (r < 0.5) return g.int(-2000, 2000);
    if (r < 0.65) return (g.random() - 0.25) * 2000;
    if (r < 0.8) return g.int(0, 959);
    return g.pick(others);
  };
  while (cases.length < count) {
    const call = g.pick(['startFen', 'startFen2', 'backRank']);
    const args = call === 'startFen2' ? [value(), value()] : [value()];
    cases.push({ kind: 'start', category: call, input: args });
  }
  return cases;
}

export function positionNumberCases(seed, count) {
  const g = new Gen(seed);
  const cases = [];
  const add = (category, input, mustFail = null, mentions = undefined) =>
    cases.push({ kind: 'positionNumber', category, input, mustFail, mentions });
  add('1 MiB', 'R'.repeat(MIB), 'InvalidStartPositionError', ['1048576 characters']);
  for (const [name, value] of wrongTypes()) add(`wrong type: ${name}`, value, 'TypeError', ['positionNumber()']);
  add('undefined', undefined, 'TypeError', ['positionNumber()']);
  while (cases.length < count) {
    const r = g.random();
    if (r < 0.4) add('permuted back rank', g.chars('RNBQKRNB', 8));
    else if (r < 0.55) add('back rank of odd length', g.chars('RNBQKrnbqk', g.int(0, 12)));
    else if (r < 0.7)
      add(
        'back rank with non-ASCII',
        g.insertAt(g.chars('RNBQKRNB', 7), g.pick(NON_ASCII)),
        'InvalidStartPositionError',
      );
    else if (r < 0.85) add('FEN-like', g.flip(g.pick(validFens())));
    else add('random printable', g.chars(PRINTABLE, g.int(0, 300)));
  }
  return cases;
}

// ---- other ways to choose a start: die rolls, cards, pools, shuffle chess and Chess2880 ----

/** The pools subset() and randomPositionNumberIn() take. */
export const SUBSET_NAMES = ['chess960', 'chess18', 'chess90', 'chess870'];
/** `returns` of a random source that draws for real: any start of the range or pool will do. */
export const FREE = Symbol('draws for real');
/** The 14 cards of the card method. */
export const DECK = 'abcdefghNNQRRR';

// One UTF-16 unit each (so one array entry each), not ASCII: look-alikes of cards among them.
const NOT_ASCII_CARDS = [
  'é',
  'ß',
  'а' /* Cyrillic */,
  'е' /* Cyrillic */,
  'ａ',
  'Ｑ',
  '\u212a' /* Kelvin sign */,
  'ℕ',
  'ı',
  'ſ',
  '♞',
  '♜',
  '\ud800',
  '\udfff',
  '\u200b',
  '\u00a0',
  '\ufeff',
  '\u0301',
];
// What a random source may return: the first five are in [0, 1), the rest are not numbers in it.
const DRAWS = [
  ['0', 0],
  ['-0', -0],
  ['1 - 2 ** -53', 1 - 2 ** -53],
  ['Number.MIN_VALUE', Number.MIN_VALUE],
  ['0.999999', 0.999999],
  ['1', 1],
  ['-Number.MIN_VALUE', -Number.MIN_VALUE],
  ['-1', -1],
  ['2', 2],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
  ['"0.5"', '0.5'],
  ['"0"', '0'],
  ['null', null],
  ['undefined', undefined],
  ['true', true],
  ['0n', 0n],
  ['a Number object', new Number(0.5)],
  ['an object with valueOf', { valueOf: () => 0.5 }],
  ['[0.5]', [0.5]],
  ['a Symbol', Symbol('0.5')],
];

/** Values of every JS type but number, for a start-number parameter. */
function notNumbers() {
  return [
    ...wrongTypes()
      .filter(([, v]) => typeof v !== 'number')
      .map(([, v]) => v),
    '5',
    '518',
    '',
    undefined,
    new Number(5),
  ];
}

/** A start-number argument for a range of `count` numbers: in range, around it, or no number. */
function startNumber(g, count, others) {
  const r = g.random();
  if (r < 0.25) return g.pick([...ODD_NUMBERS, count - 1, count, count + 1, count - 0.5, -count, 2 * count]);
  if (r < 0.4) return g.int(-2 * count, 2 * count);
  if (r < 0.5) return (g.random() - 0.25) * 2 * count;
  if (r < 0.8) return g.int(0, count - 1);
  return g.pick(others);
}

/** A pool-name argument: a real name, one nearly right, or no string at all. */
function subsetName(g, others) {
  const name = g.pick(SUBSET_NAMES);
  const r = g.random();
  if (r < 0.45) return name;
  if (r < 0.8) {
    const shape = g.int(0, 7);
    if (shape === 0) return g.chance(0.5) ? name.toUpperCase() : name[0].toUpperCase() + name.slice(1);
    if (shape === 1) return g.insertAt(name, g.pick([' ', '\0', '\t', '-', '_', ...UNICODE_SPACE]));
    if (shape === 2) return name.slice(0, g.int(0, name.length - 1));
    if (shape === 3) return g.flip(name); // may put back the character it replaced
    if (shape === 4) return g.insertAt(name, g.pick(NON_ASCII));
    if (shape === 5) return name + g.long(g.int(1, 5000));
    if (shape === 6)
      return g.pick([
        'chess91',
        'chess0',
        'chess2880',
        'chess5040',
        'shuffle',
        'chess٩٦٠',
        'ｃｈｅｓｓ１８',
        'chess18\0',
      ]);
    return g.pick([
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'length',
      '0',
      '-1',
      'undefined',
      'null',
      'NaN',
    ]);
  }
  if (r < 0.95) return g.pick(others);
  return g.pick([
    new String(name),
    [name],
    { toString: () => name },
    { valueOf: () => name },
    Symbol(name),
    () => name,
  ]);
}

/** A `random` argument: [label, value, returns] (see `returns` at the top). */
function randomSource(g) {
  const r = g.random();
  if (r < 0.12) return ['no source', undefined, FREE];
  if (r < 0.2) return ['Math.random', Math.random, FREE];
  if (r < 0.5) {
    const v = g.random();
    const shape = g.int(0, 3);
    if (shape === 0) return [`() => ${v}`, () => v, v];
    if (shape === 1) return [`a Proxy of () => ${v}`, new Proxy(() => v, {}), v];
    if (shape === 2)
      return [
        `a bound function returning ${v}`,
        function () {
          return v;
        }.bind(null),
        v,
      ];
    return [
      `a function with odd own properties returning ${v}`,
      Object.assign(() => v, { call: null, apply: null, valueOf: () => 2 }),
      v,
    ];
  }
  if (r < 0.82) {
    const [label, v] = g.pick(DRAWS);
    return [`() => ${label}`, () => v, v];
  }
  if (r < 0.86) return ['an async function', async () => 0.5, Promise.resolve(0.5)];
  if (r < 0.88)
    return [
      'a generator function',
      function* () {
        yield 0.5;
      },
      {},
    ];
  const [name, value] = g.pick([
    ...wrongTypes().filter(([, v]) => typeof v !== 'function'),
    ['a number in [0, 1)', 0.5],
    ['a string', 'Math.random'],
    ['an object with a call method', { call: () => 0.5 }],
  ]);
  return [`not a function: ${name}`, value, undefined];
}

/** Sometimes one more argument, which must be ignored. */
const withExtra = (g, args, others) => (g.chance(0.1) ? [...args, g.pick(others)] : args);

class Rolls extends Array {}

export function diceCases(seed, count) {
  const g = new Gen(seed);
  const cases = [];
  const add = (category, input, mustFail = null, mentions = undefined) =>
    cases.push({ kind: 'dice', method: 'positionFromDice', category, input, mustFail, mentions });
  const five = () => [g.int(1, 4), g.int(1, 4), g.int(1, 6), g.int(1, 5), g.int(1, 4)]; // no re-rolls
  const roll = () => g.int(1, 6);
  add('1001 rolls', new Array(1001).fill(2), 'InvalidStartPositionError', ['1001 rolls', 'at most 1000']);
  add('a million rolls', new Array(1_000_000).fill(1), 'InvalidStartPositionError', ['1000000 rolls']);
  add('2 ** 32 - 1 holes', new Array(2 ** 32 - 1), 'InvalidStartPositionError', ['4294967295 rolls']);
  add('1000 rolls, the first 995 re-rolls', [...new Array(995).fill(6), 4, 4, 6, 5, 4]);
  add('1000 sixes', new Array(1000).fill(6), 'InvalidStartPositionError', ['dark-squared bishop']);
  add('1000 digit strings', new Array(1000).fill('6'), 'TypeError', ['roll 1 ']);
  add('no rolls', [], 'InvalidStartPositionError', ['dark-squared bishop']);
  add('undefined', undefined, 'TypeError', ['positionFromDice()']);
  for (const [name, value] of wrongTypes())
    add(`wrong type: ${name}`, value, Array.isArray(value) ? null : 'TypeError');

  const makers = [
    () => add('five rolls, no re-rolls', five()),
    () => add('rolls as they fall', Array.from({ length: g.int(0, 16) }, roll)),
    () =>
      add(
        'mostly re-rolls',
        Array.from({ length: g.int(5, 60) }, () => (g.chance(0.7) ? g.int(5, 6) : roll())),
      ),
    () => add('five rolls and more after them', [...five(), ...Array.from({ length: g.int(1, 10) }, roll)]),
    () => add('cut short', five().slice(0, g.int(0, 4)), 'InvalidStartPositionError', ['roll again for the']),
    () => {
      const rolls = g.chance(0.7) ? five() : Array.from({ length: g.int(1, 30) }, roll);
      rolls[g.int(0, rolls.length - 1)] = g.pick([
        0,
        7,
        -1,
        2.5,
        6.5,
        1e-9,
        6 + 8 * Number.EPSILON,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
        -0,
        1e21,
        2 ** 53,
        Number.MAX_VALUE,
        -Number.MIN_VALUE,
        10,
        66,
        123456,
      ]);
      add('a value no die shows', rolls, 'InvalidStartPositionError', ['a die shows 1 to 6']);
    },
    () => {
      const rolls = five();
      const [name, value] = g.pick([
        ...wrongTypes().filter(([, v]) => typeof v !== 'number'),
        ['undefined', undefined],
        ['a digit', '3'],
        ['a Number object', new Number(3)],
        ['a BigInt die', 3n],
      ]);
      rolls[g.int(0, rolls.length)] = value; // at 5: after the fifth placement, still read
      add(`an entry of the wrong type: ${name}`, rolls, 'TypeError', ['not a number']);
    },
    () => {
      const rolls = five();
      if (g.chance(0.5)) delete rolls[g.int(0, 4)];
      else rolls.length = g.int(6, 20);
      add('a hole', rolls, 'TypeError', ['is undefined, not a number']);
    },
    () => add('holes only', new Array(g.int(1, 1000)), 'TypeError', ['roll 1 is undefined']),
    () => {
      const rolls = new Array(g.int(1001, 100_000)).fill(roll());
      if (g.chance(0.5)) rolls[g.int(0, rolls.length - 1)] = g.pick(['x', 0, null, 7.5]); // the length is checked first
      add('over 1000 rolls', rolls, 'InvalidStartPositionError', [`${rolls.length} rolls`, 'at most 1000']);
    },
    () => add('over 1000 holes', new Array(g.int(1001, 2 ** 32 - 1)), 'InvalidStartPositionError', ['at most 1000']),
    () => {
      // Still arrays of die values, with something unusual about them.
      const rolls = g.chance(0.7) ? five() : Array.from({ length: g.int(5, 12) }, roll);
      const shape = g.int(0, 5);
      if (shape === 0) add('a Proxy of an array', new Proxy(rolls, {}));
      else if (shape === 1) add('an Array subclass', Rolls.from(rolls));
      else if (shape === 2) add('a frozen array', Object.freeze(rolls));
      else if (shape === 3) add('an array without a prototype', Object.setPrototypeOf(rolls, null));
      else if (shape === 4)
        add(
          'an array with extra keys',
          Object.assign(rolls, { '-1': 9, 1.5: 'x', foo: null, [Symbol.iterator]: null }),
        );
      else
        add('an entry behind a getter', Object.defineProperty(rolls, g.int(0, 4), { get: () => 3, enumerable: true }));
    },
    () => {
      const rolls = five();
      const [name, value] = g.pick([
        ['an array-like object', { length: 5, ...rolls }],
        ['an Int8Array', Int8Array.from(rolls)],
        ['a Float64Array', Float64Array.from(rolls)],
        ['a Set', new Set(rolls)],
        ['a string of digits', rolls.join('')],
        ['the rolls joined by commas', rolls.join(',')],
        ['an iterator', rolls.values()],
        [
          'arguments',
          (function () {
            return arguments;
          })(...rolls),
        ],
        ['a number', Number(rolls.join(''))],
      ]);
      add(`not an array: ${name}`, value, 'TypeError', ['positionFromDice() takes an array']);
    },
  ];
  while (cases.length < count) g.pick(makers)();
  return cases;
}

export function diceRollsCases(seed, count) {
  const g = new Gen(seed);
  const others = notNumbers();
  const cases = [];
  while (cases.length < count)
    cases.push({
      kind: 'diceRolls',
      method: 'diceRolls',
      category: 'diceRolls',
      input: withExtra(g, [startNumber(g, 960, others)], others),
      mustFail: null,
    });
  return cases;
}

export function cardsCases(seed, count) {
  const g = new Gen(seed);
  const cases = [];
  const add = (category, input, mustFail = null, mentions = undefined) =>
    cases.push({ kind: 'cards', method: 'positionFromCards', category, input, mustFail, mentions });
  const shuffled = () => {
    const deck = [...DECK];
    for (let j = deck.length - 1; j > 0; j--) {
      const k = g.int(0, j);
      [deck[j], deck[k]] = [deck[k], deck[j]];
    }
    return deck.map((card) =>
      g.chance(0.2) ? (card === card.toLowerCase() ? card.toUpperCase() : card.toLowerCase()) : card,
    );
  };
  const asArrayOrNot = (deck) => (g.chance(0.5) ? deck : deck.join(''));
  const bad = 'InvalidStartPositionError';
  add('1 MiB of cards', 'a'.repeat(MIB), bad, ['1048576 cards', 'a deck has 14']);
  add('1 MiB of emoji', '😀'.repeat(MIB / 2), bad, ['1048576 cards']);
  add('a deck + 1 MiB of spaces', DECK + ' '.repeat(MIB), bad, [`${MIB + 14} cards`]);
  add('257 cards', DECK.repeat(19).slice(0, 257), bad, ['257 cards; a deck has 14']);
  add('256 cards', DECK.repeat(19).slice(0, 256), bad, ['it has 256 cards']);
  add('257 cards in an array', [...DECK.repeat(19).slice(0, 257)], bad, ['257 cards']);
  add('2 ** 32 - 1 holes', new Array(2 ** 32 - 1), bad, ['4294967295 cards']);
  add('14 holes', new Array(14), 'TypeError', ['card 1 is undefined']);
  add('empty', '', bad, ['it has 0 cards']);
  add('no cards', [], bad, ['it has 0 cards']);
  add('undefined', undefined, 'TypeError', ['positionFromCards()']);
  for (const [name, value] of wrongTypes())
    add(`wrong type: ${name}`, value, Array.isArray(value) ? null : 'TypeError');

  const makers = [
    () => add('a shuffled deck', shuffled().join('')),
    () => add('a shuffled deck as an array', shuffled()),
    () => {
      const deck = shuffled();
      deck[g.int(0, 13)] = g.pick([...'abcdefghNQRnqr']);
      add('a card dealt twice', asArrayOrNot(deck)); // valid when it replaced itself
    },
    () => {
      const deck = shuffled();
      deck.splice(g.int(0, 13), 1);
      add('a card missing', asArrayOrNot(deck), bad, ['it has 13 cards']);
    },
    () => {
      const deck = shuffled();
      deck.splice(g.int(0, 14), 0, g.pick([...DECK]));
      add('a card too many', asArrayOrNot(deck), bad, ['it has 15 cards']);
    },
    () => add('a deck with a flip', g.flip(shuffled().join(''))),
    () => {
      const deck = shuffled();
      deck[g.int(0, 13)] = g.pick([...'KkPpxiIzZ019 -\'"\\%?*']);
      add('a letter that is no card', asArrayOrNot(deck), bad, ['is not a card']);
    },
    () => add('non-ASCII inserted', g.insertAt(shuffled().join(''), g.pick(NON_ASCII)), bad),
    () => {
      const deck = shuffled();
      deck[g.int(0, 13)] = g.pick(NOT_ASCII_CARDS);
      add('a non-ASCII card', asArrayOrNot(deck), bad);
    },
    () => {
      const deck = shuffled();
      deck[g.int(0, 13)] = g.pick(CONTROL);
      add('a control character for a card', asArrayOrNot(deck), bad, ["'?' is not a card"]);
    },
    () =>
      add('control character inserted', g.insertAt(shuffled().join(''), g.pick(CONTROL)), bad, ["'?' is not a card"]),
    () => {
      const deck = shuffled();
      const i = g.int(0, 13);
      deck[i] = g.pick(['cR', '', 'ab', 'NN', '😀', '👍🏽', 'a\0', ' a', 'a ', 'e\u0301', 'queen']);
      add('an entry that is not one letter', deck, 'TypeError', [`card ${i + 1} is`]);
    },
    () => {
      const deck = shuffled();
      const i = g.int(0, 13);
      const [name, value] = g.pick([
        ...wrongTypes(),
        ['undefined', undefined],
        ['a String object', new String('a')],
        ['a char code', 97],
      ]);
      deck[i] = value;
      add(`an entry of the wrong type: ${name}`, deck, 'TypeError', [`card ${i + 1} is`]);
    },
    () => {
      const deck = shuffled();
      delete deck[g.int(0, 13)];
      add('a hole', deck, 'TypeError', ['is undefined']);
    },
    () => {
      const length = g.chance(0.9) ? g.int(257, 8192) : g.int(8193, MIB);
      add('oversized', g.long(length), bad, [`${length} cards`, 'a deck has 14']);
    },
    () => {
      const length = g.int(257, 5000);
      const deck = Array.from({ length }, () => g.pick([...DECK]));
      if (g.chance(0.5)) deck[g.int(0, length - 1)] = g.pick([null, 'xx', 5]); // the length is checked first
      add('oversized array', deck, bad, [`${length} cards`]);
    },
    () => add('over 256 holes', new Array(g.int(257, 2 ** 32 - 1)), bad, ['a deck has 14']),
    () => add('random printable', g.chars(PRINTABLE, g.int(0, 30))),
    () => add('random card letters', g.chars('abcdefghABCDEFGHNNQRRRnnqrrr', g.int(12, 16))),
    () => {
      const deck = shuffled();
      const [name, value] = g.pick([
        ['a String object', new String(deck.join(''))],
        ['an array-like object', { length: 14, ...deck }],
        ['a Set', new Set(deck)],
        ['an Uint8Array of char codes', Uint8Array.from(deck, (c) => c.charCodeAt(0))],
        ['an iterator', deck.values()],
      ]);
      add(`not a string or an array: ${name}`, value, 'TypeError', ['positionFromCards() takes']);
    },
    () => add('cards with separators', shuffled().join(g.pick([',', ' ', ', ', '\n', '-'])), bad),
    () => {
      const deck = shuffled();
      const shape = g.int(0, 3);
      if (shape === 0) add('a Proxy of a deck', new Proxy(deck, {}));
      else if (shape === 1) add('a frozen deck', Object.freeze(deck));
      else if (shape === 2) add('a deck without a prototype', Object.setPrototypeOf(deck, null));
      else add('a card behind a getter', Object.defineProperty(deck, 0, { get: () => 'Q', enumerable: true }));
    },
  ];
  while (cases.length < count) g.pick(makers)();
  return cases;
}

export function subsetCases(seed, count) {
  const g = new Gen(seed);
  const others = notNumbers();
  const cases = [];
  while (cases.length < count) {
    const method = g.pick(['subset', 'subsetsOf', 'randomPositionNumberIn']);
    if (method === 'subset') {
      cases.push({
        kind: 'subset',
        method,
        category: method,
        input: withExtra(g, [subsetName(g, others)], others),
        mustFail: null,
      });
    } else if (method === 'subsetsOf') {
      cases.push({
        kind: 'subset',
        method,
        category: method,
        input: withExtra(g, [startNumber(g, 960, others)], others),
        mustFail: null,
      });
    } else {
      // Mostly a real pool, so that the random source is what gets tried.
      const name = g.chance(0.6) ? g.pick(SUBSET_NAMES) : subsetName(g, others);
      const [label, random, returns] = randomSource(g);
      cases.push({
        kind: 'subset',
        method,
        category: `${method}, source ${label}`,
        input: [name, random],
        returns,
        mustFail: null,
      });
    }
  }
  return cases;
}

export function variantCases(seed, count) {
  const g = new Gen(seed);
  const others = notNumbers();
  const cases = [];
  while (cases.length < count) {
    const method = g.pick(['shuffleFen', 'chess2880Fen', 'randomShuffleFen', 'randomChess2880Fen']);
    if (!method.startsWith('random')) {
      const input = withExtra(g, [startNumber(g, method === 'shuffleFen' ? 5040 : 2880, others)], others);
      cases.push({ kind: 'variant', method, category: method, input, mustFail: null });
    } else {
      const [label, random, returns] = randomSource(g);
      cases.push({
        kind: 'variant',
        method,
        category: `${method}, source ${label}`,
        input: [random],
        returns,
        mustFail: null,
      });
    }
  }
  return cases;
}
