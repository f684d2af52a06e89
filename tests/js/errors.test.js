// Every error the library throws: its class, code, message and fields, and that the game (and
// the instance) is unchanged and keeps working afterwards.
import { describe, expect, it } from 'vitest';
import {
  Chess960Error,
  IllegalMoveError,
  InvalidFenError,
  InvalidPgnError,
  InvalidStartPositionError,
  load,
} from 'chess960';
import { START, busyGame as busy, caught, snapshot } from './helpers.js';

const chess = await load();

const busyGame = () => busy(chess);

describe('error classes', () => {
  it('form a hierarchy under Chess960Error (itself an Error)', () => {
    for (const Class of [InvalidFenError, IllegalMoveError, InvalidStartPositionError, InvalidPgnError]) {
      expect(Object.getPrototypeOf(Class.prototype)).toBe(Chess960Error.prototype);
    }
    expect(Object.getPrototypeOf(Chess960Error.prototype)).toBe(Error.prototype);
  });
});

describe('InvalidFenError', () => {
  // [description, FEN, code, field, words the message must contain]
  /** @type {[string, string, import('chess960').ErrorCode, string, string[]][]} */
  const cases = [
    ['too few fields', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq', 'FEN_FIELD_COUNT', 'fields', ['3 fields']],
    ['too many fields', `${START} x`, 'FEN_FIELD_COUNT', 'fields', ['7 fields']],
    ['empty string', '', 'FEN_FIELD_COUNT', 'fields', ['0 fields']],
    [
      'bad piece letter',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1',
      'FEN_BOARD',
      'board',
      ["'X'", 'rank 1'],
    ],
    ['9 in a rank', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'FEN_BOARD', 'board', ["'9'"]],
    ['seven ranks', 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'FEN_BOARD', 'board', ['7 ranks']],
    ['rank too long', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1', 'FEN_BOARD', 'board', ['rank 1']],
    ['no black king', 'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1', 'KINGS', 'board', ['black', '0 kings']],
    [
      'two white kings',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1',
      'KINGS',
      'board',
      ['white', '2 kings'],
    ],
    [
      'pawn on the last rank',
      'rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1',
      'PAWNS_ON_BACK_RANK',
      'board',
      ['h8'],
    ],
    ['side to move x', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', 'FEN_TURN', 'turn', ["'x'"]],
    ['side not to move in check', '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1', 'OPPOSITE_CHECK', 'turn', ['black', 'check']],
    [
      'castling letter z',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1',
      'FEN_CASTLING',
      'castling',
      ["'KQkz'"],
    ],
    [
      'castling without the rook',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1',
      'CASTLING_RIGHTS',
      'castling',
      ["'K'", 'rook'],
    ],
    [
      'castling with the king off its back rank',
      '4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1',
      'CASTLING_RIGHTS',
      'castling',
      ['white'],
    ],
    [
      'en passant e9',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1',
      'FEN_EN_PASSANT',
      'enPassant',
      ["'e9'"],
    ],
    [
      'en passant on the wrong rank',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1',
      'EN_PASSANT',
      'enPassant',
      ['e3'],
    ],
    [
      'halfmove clock x',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1',
      'FEN_HALFMOVE_CLOCK',
      'halfmoveClock',
      ["'x'"],
    ],
    [
      'halfmove clock -1',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1',
      'FEN_HALFMOVE_CLOCK',
      'halfmoveClock',
      ["'-1'"],
    ],
    [
      'fullmove number x',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x',
      'FEN_FULLMOVE_NUMBER',
      'fullmoveNumber',
      ["'x'"],
    ],
    [
      'fullmove number 0',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0',
      'FEN_FULLMOVE_NUMBER',
      'fullmoveNumber',
      ["'0'"],
    ],
  ];

  it.each(cases)('%s: game() throws code %s, field %s', (_, fen, code, field, words) => {
    const error = caught(() => chess.game(fen));
    expect(error).toBeInstanceOf(InvalidFenError);
    expect(error).toBeInstanceOf(Chess960Error);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InvalidFenError');
    expect(error.code).toBe(code);
    expect(error.field).toBe(field);
    expect(error.fen).toBe(fen);
    expect(error.message.startsWith(`Invalid FEN (${field}): `)).toBe(true);
    for (const word of words) expect(error.message).toContain(word);
  });

  it.each(cases)('%s: validateFen() returns the same error and isValidFen() false', (_, fen, code, field) => {
    const thrown = caught(() => chess.game(fen));
    const returned = chess.validateFen(fen);
    expect(returned).toBeInstanceOf(InvalidFenError);
    expect(returned.code).toBe(code);
    expect(returned.field).toBe(field);
    expect(returned.message).toBe(thrown.message);
    expect(returned.fen).toBe(fen);
    expect(chess.isValidFen(fen)).toBe(false);
  });

  it('validateFen() is null and isValidFen() true for good FENs', () => {
    for (const fen of [
      START,
      chess.startFen(0),
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1',
      '8/8/8/4k3/8/8/8/4K3 b - - 99 200',
      '4k3/8/8/8/8/8/8/RR2K3 w B - 0 1',
    ]) {
      expect(chess.validateFen(fen)).toBeNull();
      expect(chess.isValidFen(fen)).toBe(true);
    }
  });

  it('rejects an overlong FEN without reading all of it', () => {
    const error = caught(() => chess.game('x'.repeat(100_000)));
    expect(error).toBeInstanceOf(InvalidFenError);
    expect(error.field).toBe('fields');
    expect(error.message).toContain('100000 characters');
  });

  it('a failed game() leaves existing games unchanged and working', () => {
    const game = busyGame();
    const before = snapshot(game);
    for (const [, fen] of cases) expect(() => chess.game(fen)).toThrow(InvalidFenError);
    expect(snapshot(game)).toEqual(before);
    expect(game.move('dxe6').enPassant).toBe(true);
    expect(game.fen()).toBe('rnbqkb1r/pp3ppp/4Pn2/2p5/8/5N2/PPPP1PPP/RNBQKBR1 b Qkq - 0 5');
  });
});

describe('IllegalMoveError', () => {
  // [description, FEN, move as given, move as reported, code]
  /** @type {[string, string, import('chess960').MoveInput | string, string, import('chess960').ErrorCode][]} */
  const cases = [
    ['SAN of a move that is not legal', START, 'e5', 'e5', 'ILLEGAL_MOVE'],
    ["SAN of the other side's piece", START, 'Nf6', 'Nf6', 'ILLEGAL_MOVE'],
    ["king into a pawn's way", START, 'Ke2', 'Ke2', 'ILLEGAL_MOVE'],
    ['castling through pieces', START, 'O-O', 'O-O', 'ILLEGAL_MOVE'],
    ['UCI three squares forward', START, 'e2e5', 'e2e5', 'ILLEGAL_MOVE'],
    ["UCI of a black pawn on White's turn", START, 'e7e5', 'e7e5', 'ILLEGAL_MOVE'],
    ['UCI two-square king move with pieces between', START, 'e1g1', 'e1g1', 'ILLEGAL_MOVE'],
    ['UCI with a promotion letter on a plain pawn move', START, 'e2e4q', 'e2e4q', 'ILLEGAL_MOVE'],
    ['UCI promotion of a pawn of the other colour', START, 'a7a8q', 'a7a8q', 'ILLEGAL_MOVE'],
    ['{from, to} not legal', START, { from: 'e2', to: 'e5' }, 'e2e5', 'ILLEGAL_MOVE'],
    ['{from, to, promotion} on a plain move', START, { from: 'e2', to: 'e4', promotion: 'q' }, 'e2e4q', 'ILLEGAL_MOVE'],
    ['pinned bishop (SAN)', '4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1', 'Bd3', 'Bd3', 'ILLEGAL_MOVE'],
    ['pinned bishop (UCI)', '4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1', 'e2d3', 'e2d3', 'ILLEGAL_MOVE'],
    ['promotion without its piece (UCI)', '8/P6k/8/8/8/8/8/K7 w - - 0 1', 'a7a8', 'a7a8', 'ILLEGAL_MOVE'],
    ['promotion without its piece (SAN)', '8/P6k/8/8/8/8/8/K7 w - - 0 1', 'a8', 'a8', 'ILLEGAL_MOVE'],
    [
      'promotion without its piece ({from, to})',
      '8/P6k/8/8/8/8/8/K7 w - - 0 1',
      { from: 'a7', to: 'a8' },
      'a7a8',
      'ILLEGAL_MOVE',
    ],
    ['ambiguous SAN', '4k3/8/8/8/8/8/4K3/R6R w - - 0 1', 'Rd1', 'Rd1', 'AMBIGUOUS_SAN'],
    ['not SAN at all', START, 'xx', 'xx', 'INVALID_SAN'],
    ['lower-case piece letter', START, 'nf3', 'nf3', 'INVALID_SAN'],
    ['off-board square', START, 'e9e4', 'e9e4', 'INVALID_SAN'],
    ['promotion to a king', '8/P6k/8/8/8/8/8/K7 w - - 0 1', 'a8=K', 'a8=K', 'INVALID_SAN'],
    ['upper-case square in an object', START, { from: 'E2', to: 'e4' }, 'E2e4', 'INVALID_UCI'],
  ];

  it.each(cases)('%s: %o throws IllegalMoveError %s', (_, fen, move, reported, code) => {
    const game = chess.game(fen);
    const error = caught(() => game.move(move));
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toBeInstanceOf(Chess960Error);
    expect(error.name).toBe('IllegalMoveError');
    expect(error.code).toBe(code);
    expect(error.move).toBe(reported);
    expect(error.fen).toBe(fen);
    expect(error.message).toContain(reported);
  });

  it.each(cases)('%s: the message names the position (FEN)', (_, fen, move) => {
    const error = caught(() => chess.game(fen).move(move));
    expect(error.message).toContain(fen);
  });

  it('the message of an illegal move reads "Illegal move <move> in <fen>"', () => {
    const error = caught(() => chess.game().move('e5'));
    expect(error.message).toBe(`Illegal move e5 in ${START}`);
    const ambiguous = caught(() => chess.game('4k3/8/8/8/8/8/4K3/R6R w - - 0 1').move('Rd1'));
    expect(ambiguous.message).toContain('Ambiguous');
    expect(ambiguous.message).toContain('d1');
  });

  it('disambiguated SAN is accepted', () => {
    const game = chess.game('4k3/8/8/8/8/8/4K3/R6R w - - 0 1');
    expect(game.move('Rad1').uci).toBe('a1d1');
    game.undo();
    expect(game.move('Rhd1').uci).toBe('h1d1');
  });

  it('rejects overlong text without sending it to the engine', () => {
    const text = 'z'.repeat(40);
    const game = chess.game();
    const error = caught(() => game.move(text));
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error.message).toContain('40 characters');
    expect(error.message).toContain('zzzzzzzzzz');
    expect(error.fen).toBe(START);
  });

  it('leaves the game unchanged after every failure, and it keeps working', () => {
    const game = busyGame();
    const before = snapshot(game);
    const attempts = [
      'e5',
      'Qxd8',
      'O-O',
      'O-O-O',
      'e1g1',
      'e1h1',
      'g1g3',
      'd5d7',
      'xx',
      '',
      ' ',
      'z'.repeat(100),
      'a7a8q',
      'dxe6q',
      { from: 'd5', to: 'e7' },
      { from: 'e1', to: 'c1' },
      { from: 'a2', to: 'a5' },
    ];
    for (const move of attempts) {
      expect(() => game.move(move)).toThrow(IllegalMoveError);
      expect(snapshot(game)).toEqual(before);
    }
    // The legal en-passant capture still works, with both notations.
    expect(game.move('dxe6').uci).toBe('d5e6');
    game.undo();
    expect(game.move({ from: 'd5', to: 'e6' }).enPassant).toBe(true);
    expect(game.history()).toEqual(['e4', 'd5', 'exd5', 'Nf6', 'Nf3', 'c5', 'Rg1', 'e5', 'dxe6']);
  });

  it('a failed move in one game leaves another game alone', () => {
    const a = busyGame();
    const b = chess.game(chess.startFen(100));
    const beforeA = snapshot(a);
    const beforeB = snapshot(b);
    expect(() => b.move('O-O')).toThrow(IllegalMoveError);
    expect(() => a.move('Nf3')).toThrow(IllegalMoveError);
    expect(snapshot(a)).toEqual(beforeA);
    expect(snapshot(b)).toEqual(beforeB);
  });
});

describe('InvalidStartPositionError', () => {
  it.each([
    ['startFen(960)', () => chess.startFen(960), '960'],
    ['startFen(-1)', () => chess.startFen(-1), '-1'],
    ['startFen(1.5)', () => chess.startFen(1.5), '1.5'],
    ['startFen(Infinity)', () => chess.startFen(Infinity), 'Infinity'],
    ['startFen(0, 960)', () => chess.startFen(0, 960), '960'],
    ['startFen(1e9, 0)', () => chess.startFen(1e9, 0), '1000000000'],
    ['backRank(960)', () => chess.backRank(960), '960'],
    ['backRank(-5)', () => chess.backRank(-5), '-5'],
  ])('%s: number out of range', (_, call, shown) => {
    const error = caught(call);
    expect(error).toBeInstanceOf(InvalidStartPositionError);
    expect(error).toBeInstanceOf(Chess960Error);
    expect(error.name).toBe('InvalidStartPositionError');
    expect(error.code).toBe('POSITION_NUMBER');
    expect(error.message).toContain(shown);
    expect(error.message).toContain('0 to 959');
  });

  it.each([
    ['7 pieces', 'RNBQKBN', '8 pieces'],
    ['a pawn', 'RNBQKBNP', 'K, Q, R, B and N'],
    ['king outside the rooks', 'RRKNNQBB', 'between the rooks'],
    ['bishops on one colour', 'RNBQKRBN', 'opposite colours'],
    ['empty text', '', '8 pieces'],
    ['text that is no FEN', 'not a fen at all', 'not a Chess960 back rank'],
    ['a Double Chess960 FEN', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1', 'mirror'],
    [
      'a FEN whose rank 1 is not a start arrangement',
      'rnbqkrbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKRBN w KQkq - 0 1',
      'RNBQKRBN',
    ],
  ])('positionNumber() of %s', (_, text, words) => {
    const error = caught(() => chess.positionNumber(text));
    expect(error).toBeInstanceOf(InvalidStartPositionError);
    expect(error.code).toBe('BACK_RANK');
    expect(error.message).toContain(words);
  });

  it('positionNumber() of an overlong text', () => {
    const error = caught(() => chess.positionNumber('x'.repeat(300)));
    expect(error).toBeInstanceOf(InvalidStartPositionError);
    expect(error.message).toContain('300 characters');
  });
});

describe('InvalidPgnError', () => {
  it.each([
    ['an illegal move', '1. e4 e5 2. Ke3 *', ['move 2', 'Ke3']],
    ['an illegal first move', '1. e5 *', ['illegal move e5', START]],
    ['a bad FEN tag', '[SetUp "1"]\n[FEN "xx"]\n\n1. e4 *', ['FEN tag']],
    [
      'a FEN tag with an impossible position',
      '[SetUp "1"]\n[FEN "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"]\n\n1. Kd2 *',
      ['FEN tag', 'check'],
    ],
    ['an unterminated comment', '1. e4 {unterminated e5 *', ['unterminated comment']],
    ['an unterminated variation', '1. e4 (1. d4 d5 e5 *', ['unterminated variation']],
    ['an unterminated tag value', '[Event "x\n\n1. e4 *', ['unterminated tag']],
    ['a word that is not a move', 'hello world', ["'hello'"]],
  ])('%s', (_, pgn, words) => {
    const error = caught(() => chess.loadPgn(pgn));
    expect(error).toBeInstanceOf(InvalidPgnError);
    expect(error).toBeInstanceOf(Chess960Error);
    expect(error.name).toBe('InvalidPgnError');
    expect(typeof error.code).toBe('string');
    expect(error.message.startsWith('Invalid PGN: ')).toBe(true);
    for (const word of words) expect(error.message).toContain(word);
  });

  it('rejects text over 1 MiB', () => {
    const error = caught(() => chess.loadPgn('x'.repeat((1 << 20) + 1)));
    expect(error).toBeInstanceOf(InvalidPgnError);
    expect(error.message).toContain('1048577 characters');
  });

  it('a failed loadPgn() leaves existing games unchanged and working', () => {
    const game = busyGame();
    const before = snapshot(game);
    expect(() => chess.loadPgn('1. e4 e5 2. Ke3 *')).toThrow(InvalidPgnError);
    expect(() => chess.loadPgn('1. e4 {x')).toThrow(InvalidPgnError);
    expect(snapshot(game)).toEqual(before);
    expect(game.move('dxe6').san).toBe('dxe6');
  });
});

describe('TypeError for values of the wrong JS type', () => {
  // Typed any on purpose: each value is one the declarations refuse, passed to see the run-time check.
  /** @type {[string, any][]} */
  const wrong = [
    ['a number', 5],
    ['undefined', undefined],
    ['null', null],
    ['an object', {}],
    ['NaN', Number.NaN],
    ['an array', []],
    ['a boolean', true],
  ];

  /** Checks a TypeError, and that its message names the method and does not garble the value. */
  function expectTypeError(call, method) {
    const error = caught(call);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(Chess960Error);
    expect(error.message).toContain(method);
    expect(error.message).not.toMatch(/undefined undefined/);
    return error;
  }

  it.each(wrong.filter(([name]) => name !== 'undefined'))('game(%s)', (_, value) => {
    const game = chess.game();
    game.move('e4');
    const before = snapshot(game);
    expectTypeError(() => chess.game(value), 'game()');
    expect(snapshot(game)).toEqual(before);
  });

  it('game(undefined) is the documented default (standard chess)', () => {
    expect(chess.game(undefined).fen()).toBe(START);
  });

  it.each(wrong)('move(%s)', (_, value) => {
    const game = busyGame();
    const before = snapshot(game);
    expectTypeError(() => game.move(value), 'move');
    expect(snapshot(game)).toEqual(before);
  });

  it.each(
    /** @type {[string, any][]} */ ([
      ['from a number', { from: 12, to: 'e4' }],
      ['to missing', { from: 'e2' }],
      ['to null', { from: 'e2', to: null }],
      ['promotion k', { from: 'a7', to: 'a8', promotion: 'k' }],
      ['promotion a number', { from: 'a7', to: 'a8', promotion: 5 }],
      ['promotion null', { from: 'a7', to: 'a8', promotion: null }],
    ]),
  )('move({ ... }) with %s', (_, value) => {
    const game = chess.game('8/P6k/8/8/8/8/8/K7 w - - 0 1');
    const before = snapshot(game);
    expect(() => game.move(value)).toThrow(TypeError);
    expect(snapshot(game)).toEqual(before);
  });

  it.each(wrong.filter(([name]) => !['undefined', 'an object', 'an array'].includes(name)))('fen(%s)', (_, value) => {
    const game = busyGame();
    const before = snapshot(game);
    expectTypeError(() => game.fen(value), 'fen()');
    expectTypeError(() => game.startFen(value), 'startFen()');
    expect(snapshot(game)).toEqual(before);
  });

  it.each(
    /** @type {[string, any][]} */ ([
      ['the string "shredder"', 'shredder'],
      ['{ castling: "x" }', { castling: 'x' }],
      ['{ castling: 1 }', { castling: 1 }],
      ['{ castling: null }', { castling: null }],
    ]),
  )('fen(%s)', (_, value) => {
    const game = busyGame();
    const before = snapshot(game);
    expectTypeError(() => game.fen(value), 'fen()');
    expect(snapshot(game)).toEqual(before);
  });

  it('dests() with a bad castling option', () => {
    const game = busyGame();
    // @ts-expect-error an option value the declarations refuse
    expectTypeError(() => game.dests({ castling: 'x' }), 'dests()');
    expectTypeError(() => game.dests(null), 'dests()');
  });

  it.each(wrong.filter(([name]) => name !== 'a number'))('startFen(%s) and backRank(%s)', (_, value) => {
    expectTypeError(() => chess.startFen(value), 'startFen()');
    expectTypeError(() => chess.startFen(0, value === undefined ? null : value), 'startFen()');
    expectTypeError(() => chess.backRank(value), 'backRank()');
  });

  it('startFen("518") (a numeric string)', () => {
    // @ts-expect-error a numeric string, refused by the declarations and at run time
    expectTypeError(() => chess.startFen('518'), 'startFen()');
  });

  it.each(wrong)('positionNumber(%s)', (_, value) => {
    expectTypeError(() => chess.positionNumber(value), 'positionNumber()');
  });

  it.each([...wrong.filter(([name]) => name !== 'a number'), ['a string', '3'], ['a fraction', 1.5]])(
    'perft(%s)',
    (_, value) => {
      const game = busyGame();
      const before = snapshot(game);
      expectTypeError(() => game.perft(value), 'perft()');
      expect(snapshot(game)).toEqual(before);
    },
  );

  it('perft() depth out of range is a RangeError', () => {
    const game = chess.game();
    expect(() => game.perft(-1)).toThrow(RangeError);
    expect(() => game.perft(13)).toThrow(RangeError);
    expect(game.fen()).toBe(START);
  });

  it.each(wrong)('loadPgn(%s)', (_, value) => {
    const game = busyGame();
    const before = snapshot(game);
    expectTypeError(() => chess.loadPgn(value), 'loadPgn()');
    expect(snapshot(game)).toEqual(before);
  });

  it.each(wrong)('validateFen(%s) and isValidFen(%s)', (_, value) => {
    expectTypeError(() => chess.validateFen(value), 'validateFen()');
    expect(() => chess.isValidFen(value)).toThrow(TypeError);
  });

  it('history(), pgn() and get() with bad arguments', () => {
    const game = busyGame();
    const before = snapshot(game);
    expectTypeError(() => game.history(null), 'history()');
    expectTypeError(() => game.pgn(null), 'pgn()');
    // @ts-expect-error not a result
    expectTypeError(() => game.pgn({ result: '2-0' }), 'pgn()');
    expect(() => game.pgn({ tags: { 'bad name': 'x' } })).toThrow(TypeError);
    // @ts-expect-error a tag value that is not a string
    expect(() => game.pgn({ tags: { White: 5 } })).toThrow(TypeError);
    // @ts-expect-error a number is not a square
    expect(() => game.get(5)).toThrow(TypeError);
    expect(snapshot(game)).toEqual(before);
  });

  it('randomPositionNumber() with a bad random source', () => {
    // @ts-expect-error not a function
    expect(() => chess.randomPositionNumber(5)).toThrow(TypeError);
    expect(() => chess.randomPositionNumber(null)).toThrow(TypeError);
    // @ts-expect-error not a function
    expect(() => chess.randomPositionNumber('x')).toThrow(TypeError);
    expect(() => chess.randomPositionNumber(() => 1)).toThrow(RangeError);
    expect(() => chess.randomPositionNumber(() => -0.1)).toThrow(RangeError);
    expect(() => chess.randomPositionNumber(() => Number.NaN)).toThrow(RangeError);
    // @ts-expect-error a source that returns strings
    expect(() => chess.randomPositionNumber(() => '0.5')).toThrow(RangeError);
  });
});

describe('after all these errors', () => {
  it('the instance keeps working', async () => {
    for (let i = 0; i < 50; i++) {
      expect(() => chess.game('bad')).toThrow(InvalidFenError);
      expect(() => chess.loadPgn('1. e5')).toThrow(InvalidPgnError);
      expect(() => chess.startFen(960)).toThrow(InvalidStartPositionError);
      expect(() => chess.game().move('e5')).toThrow(IllegalMoveError);
      expect(() => chess.game().move(null)).toThrow(TypeError);
    }
    expect(await load()).toBe(chess);
    expect(chess.startFen(518)).toBe(START);
    expect(chess.game().perft(3)).toBe(8902);
    expect(chess.loadPgn('1. e4 e5 2. Nf3 *').historyUci()).toEqual(['e2e4', 'e7e5', 'g1f3']);
  });
});
