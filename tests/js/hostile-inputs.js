// Deterministic generators of hostile input for tests/js/hostile.test.js: malformed FENs, move
// texts and objects, SAN strings, PGN texts and start-position numbers. Plain ESM, no test code.
//
// Every case is { kind, category, input, mustFail, mentions? }:
//   kind      which API it is for: 'fen', 'move', 'san', 'pgn', 'start', 'positionNumber'
//   category  how it was made (shown when an assertion fails)
//   input     the value to pass; for 'start', an array of arguments
//   mustFail  'TypeError' or the library error class it must throw; null when the input may
//             happen to be valid (a truncated FEN can still be a FEN) and either outcome is
//             checked for consistency instead
//   mentions  strings or RegExps the error message must contain
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA, mulberry32, readPerftFile, scharnaglBackRank } from './helpers.js';

export const MIB = 1 << 20;

// ---- valid material to break ----

/** FENs known to be valid: Chess960 starts, Double Chess960 starts, reference perft positions. */
export function validFens() {
  const fens = ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'];
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
const NON_ASCII = ['é', 'ß', 'Ж', 'е' /* Cyrillic */, '♔', '♞', '中', '😀', '👍🏽', '\u{1F600}', '\ud800', '\udfff', '\ud83d', '\u200b', '\u0301', '\u202e', '\ufffd', '\uffff', '\u0080', '\u00ad'];
// Unicode whitespace that String.prototype.trim() removes (so "e4\u00a0" is a fine move).
const UNICODE_SPACE = ['\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028'];
// ASCII control characters that are not whitespace to C's isspace().
const CONTROL = ['\0', '\x01', '\x07', '\x08', '\x0e', '\x1b', '\x1f', '\x7f'];
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const CHESSY = 'abcdefghKQRBNPkqrbnp12345678xX=+#-O0o/ .!?';

/** Values of every JS type but string (undefined separately: some APIs treat it as "absent"). */
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
    return this.chars(CHESSY, Math.min(length, 4096)).repeat(Math.ceil(length / 4096)).slice(0, length);
  }
}

// ---- FEN ----

export function fenCases(seed, count) {
  const g = new Gen(seed);
  const fens = validFens();
  const cases = [];
  const add = (category, input, mustFail = null, mentions = undefined) => cases.push({ kind: 'fen', category, input, mustFail, mentions });
  // Fixed extremes first (they also serve as the heap warm-up).
  add('1 MiB of x', 'x'.repeat(MIB), 'InvalidFenError', ['at most 256']);
  add('1 MiB of non-ASCII', 'é'.repeat(MIB / 2), 'InvalidFenError', ['at most 256']);
  add('valid FEN + 1 MiB of spaces', fens[0] + ' '.repeat(MIB), 'InvalidFenError', ['at most 256']);
  add('257 characters', fens[0] + ' '.repeat(257 - fens[0].length), 'InvalidFenError', ['257 characters', 'at most 256']);
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
      const a = g.pick(fens).split(' '), b = g.pick(fens).split(' ');
      const i = g.int(0, 5);
      a[i] = b[g.int(0, 5)];
      add('fields mixed up', a.join(' '));
    },
    () => {
      // Huge or odd numbers in the clocks.
      const fields = g.pick(fens).split(' ');
      fields[g.pick([4, 5])] = g.pick(['999999999', '1000000000', '99999999999999999999', '-0', '+1', '0x10', '1e3', '00000001', 'NaN', '']);
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
  const add = (category, input, mustFail = null, mentions = undefined) => cases.push({ kind: 'move', category, input, mustFail, mentions });
  const legal = [...uci, ...san];
  const anyMove = () => (legal.length ? g.pick(legal) : 'e4');
  add('1 MiB string', 'x'.repeat(MIB), 'IllegalMoveError', ['1048576 characters long']);
  add('1 MiB after a legal move', anyMove() + 'x'.repeat(MIB), 'IllegalMoveError', ['characters long']);
  add('undefined', undefined, 'TypeError', ['move(']);
  for (const [name, value] of wrongTypes()) add(`wrong type: ${name}`, value, 'TypeError', ['move(']);

  const squares = ['e2', 'e4', 'a1', 'h8', 'i9', 'a0', 'E2', 'e', '', ' e2', 'e2 ', 'e22', '😀', '\ud800', '00', 'zz'];
  const promotions = ['q', 'r', 'b', 'n', 'Q', 'queen', 'KNIGHT', 'k', 'king', 'p', 'pawn', '', 'qq', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
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
      add('overlong', m + g.long(g.chance(0.95) ? g.int(33, 300) : g.int(301, 100_000)), 'IllegalMoveError', ['characters long']);
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
      add(`{ promotion: ${JSON.stringify(promotion)} }`, { from: m.slice(0, 2), to: m.slice(2, 4), promotion }, valid ? null : 'TypeError', valid ? undefined : ['promotion']);
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
      add('{ from, to } with extra keys', { from: m.slice(0, 2), to: m.slice(2, 4), __proto__: { polluted: true }, constructor: 5, san: 'Ke2' });
    },
    () => add('{ from, to } with long strings', { from: 'e2'.repeat(g.int(2, 10_000)), to: 'e4' }, 'IllegalMoveError', ['characters long']),
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
  const castles = ['O-O', 'O-O-O', '0-0', '0-0-0', 'o-o', 'o-o-o', 'O-O-O-O', 'OO', 'OOO', 'O-0', 'O--O', '-O-O', 'O-O+', 'O-O-O#', 'O', 'O-'];
  const square = () => (g.chance(0.9) ? g.pick(files) + g.int(1, 8) : g.pick(['i', 'a', 'z', 'h']) + g.pick(['0', '9', '1', '88']));
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
    cases.push({ kind: 'san', category: 'generated SAN', input: san, mustFail: /[^\x20-\x7e]/.test(san.trim()) ? 'IllegalMoveError' : null });
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
  const add = (category, input, mustFail = null, mentions = undefined) => cases.push({ kind: 'pgn', category, input, mustFail, mentions });
  add('1 MiB + 1 of x', 'x'.repeat(MIB + 1), 'InvalidPgnError', ['1048577']);
  add('1 MiB of non-ASCII in a comment', `1. e4 {${'é'.repeat(MIB - 20)}} e5 *`, 'InvalidPgnError', ['at most 1048576']);
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
      add(`unbalanced ${brace}`, text.replace(/\{[^}]*\}/g, (c) => (c.includes(brace) ? c : ' ')));
    },
    () => {
      const depth = g.chance(0.8) ? g.int(1, 100) : g.int(101, 50_000);
      add('nested variations', nestedPgn(depth));
    },
    () => {
      const game = g.pick(games);
      add('huge move numbers', game.replace(/\b\d+\./g, () => `${'9'.repeat(g.int(10, 400))}.`));
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
      const tags = Array.from({ length: g.int(1, 6) }, () => `[${g.chars('AZaz09_[]"\\ ', g.int(0, 10))} "${g.chars(PRINTABLE, g.int(0, 30))}"]`);
      add('odd tags', `${tags.join('\n')}\n\n1. e4 *`);
    },
    () => {
      const fen = g.pick([g.flip(validFens()[g.int(0, 20)]), 'x'.repeat(g.int(257, 5000)), '', 'é'.repeat(50)]);
      add('odd FEN tag', `[SetUp "1"]\n[FEN "${fen}"]\n\n1. e4 *`);
    },
    () => {
      const size = g.int(MIB - 64, MIB + 64);
      add('about 1 MiB', `1. e4 {${'z'.repeat(size - 14)}} e5 *`, size > MIB ? 'InvalidPgnError' : null, size > MIB ? ['at most'] : undefined);
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

export function startCases(seed, count) {
  const g = new Gen(seed);
  const cases = [];
  const numbers = [
    Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 960, 961, 1.5, 959.5, 0.1, -0, 0, 518, 959,
    Number.EPSILON, Number.MIN_VALUE, Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, -(2 ** 31), 2 ** 32, 1e21,
  ];
  const others = [...wrongTypes().filter(([, v]) => typeof v !== 'number').map(([, v]) => v), '5', '518', '', undefined];
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
  const add = (category, input, mustFail = null, mentions = undefined) => cases.push({ kind: 'positionNumber', category, input, mustFail, mentions });
  add('1 MiB', 'R'.repeat(MIB), 'InvalidStartPositionError', ['1048576 characters']);
  for (const [name, value] of wrongTypes()) add(`wrong type: ${name}`, value, 'TypeError', ['positionNumber()']);
  add('undefined', undefined, 'TypeError', ['positionNumber()']);
  while (cases.length < count) {
    const r = g.random();
    if (r < 0.4) add('permuted back rank', g.chars('RNBQKRNB', 8));
    else if (r < 0.55) add('back rank of odd length', g.chars('RNBQKrnbqk', g.int(0, 12)));
    else if (r < 0.7) add('back rank with non-ASCII', g.insertAt(g.chars('RNBQKRNB', 7), g.pick(NON_ASCII)), 'InvalidStartPositionError');
    else if (r < 0.85) add('FEN-like', g.flip(g.pick(validFens())));
    else add('random printable', g.chars(PRINTABLE, g.int(0, 300)));
  }
  return cases;
}
