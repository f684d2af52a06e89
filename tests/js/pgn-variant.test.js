// The PGN Variant tag: one rule, the engine's (cpp/include/chess960/pgn_tags.h), for readPgn,
// loadPgn, chess960/chess.js's loadPgn and what writePgn writes.
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { Chess } from 'chess960/chess.js';

const chess = await load();
// King on f1, rook on g1: O-O swaps them at once (the king to g1, the rook to f1).
const FEN = 'bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1';
const STANDARD_SPELLINGS = ['', 'Standard', 'chess', 'From Position', 'NORMAL'];
const CHESS960_SPELLINGS = [
  'Chess960',
  'chess 960',
  'Chess-960',
  '960',
  'Fischerandom',
  'FRC',
  'fischerrandom',
  'Fischer Random',
];

// One game of `variant` from FEN: O-O is legal there in Chess960.
const game = (variant) => `[Variant "${variant}"]\n[SetUp "1"]\n[FEN "${FEN}"]\n\n1. O-O O-O *`;

// What each reader makes of a Variant value (undefined: no tag), each by what it shows: 'refused'
// (the game from FEN is not read, the error names the value), else 'chess960' or 'standard'.
const tagOf = (variant) => (variant === undefined ? '' : `[Variant "${variant}"]\n`);
const fromFen = (variant) => `${tagOf(variant)}[SetUp "1"]\n[FEN "${FEN}"]\n\n1. O-O O-O *`;
const refusal = (variant, read) => {
  try {
    read(fromFen(variant));
    return null;
  } catch (error) {
    expect(error.message, variant).toContain(`variant '${variant}' is not supported`);
    return 'refused';
  }
};
const READERS = {
  // Its flag.
  readPgn: (variant) =>
    refusal(variant, (text) => chess.readPgn(text)) ??
    (chess.readPgn(fromFen(variant))[0].chess960 ? 'chess960' : 'standard'),
  // Why a move from the standard start is refused: a Chess960 game without its FEN tag, or an illegal move.
  loadPgn(variant) {
    const refused = refusal(variant, (text) => expect(chess.loadPgn(text).history()).toEqual(['O-O', 'O-O']));
    if (refused) return refused;
    try {
      chess.loadPgn(`${tagOf(variant)}\n1. O-O *`);
    } catch (error) {
      return { MISSING_FEN: 'chess960', ILLEGAL_MOVE: 'standard' }[error.reason];
    }
  },
  // Whether castling written as the king onto its own rook (Chess960's way) is read.
  chessJs(variant) {
    const refused = refusal(variant, (text) => {
      const game = new Chess();
      game.loadPgn(text);
      expect(game.history()).toEqual(['O-O', 'O-O']);
    });
    if (refused) return refused;
    try {
      new Chess().loadPgn(`${tagOf(variant)}\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. e1h1 *`);
      return 'chess960';
    } catch (error) {
      expect(error.message).toBe('Invalid move in PGN: e1h1');
      return 'standard';
    }
  },
};

describe('one answer from readPgn, loadPgn and chess960/chess.js', () => {
  const cases = [
    ...[
      'Chess960',
      'chess 960',
      'chess-960',
      '960',
      'Fischerandom',
      'Fischerandom Chess',
      'Fischer Random',
      'Fischer Random Chess',
      'FRC',
      'Freestyle',
      'Freestyle Chess',
      'Double Chess960',
      'chess960 (Fischer Random)',
      'FISCHER-RANDOM',
    ].map((variant) => [variant, 'chess960']),
    ...['Standard', 'Normal', 'From Position', 'Chess', '', undefined].map((variant) => [variant, 'standard']),
    ...['Crazyhouse', 'Atomic', 'Crazyhouse960', 'Chess 960 plus', 'Quantum Fischer'].map((variant) => [
      variant,
      'refused',
    ]),
  ];
  it.each(cases)('Variant %j: %s', (variant, expected) => {
    const answers = Object.fromEntries(Object.entries(READERS).map(([name, read]) => [name, read(variant)]));
    expect(answers).toEqual({ readPgn: expected, loadPgn: expected, chessJs: expected });
  });

  it('chess.js: a refused variant leaves the game as it was', () => {
    const game = new Chess();
    game.move('e4');
    expect(() => game.loadPgn(fromFen('Atomic'))).toThrow("Invalid PGN: variant 'Atomic' is not supported");
    expect(game.history()).toEqual(['e4']);
  });
});

describe('the Variant tag', () => {
  it('readPgn: every spelling of the engine reads as Chess960, "chess-960" and "960" among them', () => {
    for (const variant of CHESS960_SPELLINGS) {
      const [read] = chess.readPgn(game(variant));
      expect(read.chess960, variant).toBe(true);
      expect(
        read.mainline().map((node) => node.uci),
        variant,
      ).toEqual(['f1g1', 'f8g8']);
    }
  });

  it('readPgn: the standard spellings read as standard chess, another variant is an error', () => {
    for (const variant of STANDARD_SPELLINGS)
      expect(chess.readPgn(`[Variant "${variant}"]\n\n1. e4 *`)[0].chess960, variant).toBe(false);
    const errors = [];
    expect(chess.readPgn(game('Chess 960 plus'), { onError: (error) => errors.push(error) })).toEqual([]);
    expect(errors[0].message).toContain("variant 'Chess 960 plus' is not supported");
  });

  it('writePgn: a Variant tag given is written as it is and reads back as Chess960', () => {
    for (const variant of ['chess-960', '960']) {
      const pgn = chess.writePgn({ tags: { Variant: variant }, startFen: FEN, root: { children: [{ san: 'O-O' }] } });
      expect(pgn.match(/\[Variant [^\]]*\]/g)).toEqual([`[Variant "${variant}"]`]);
      const [back] = chess.readPgn(pgn);
      expect(back.chess960).toBe(true);
      expect(back.mainline().map((node) => node.uci)).toEqual(['f1g1']);
    }
  });

  it('writePgn: chess960: true adds [Variant "Chess960"] only where there is no Variant tag', () => {
    const root = { children: [{ uci: 'a2a3' }] };
    expect(chess.writePgn({ startFen: FEN, chess960: true, root })).toContain('[Variant "Chess960"]');
    expect(chess.writePgn({ startFen: FEN, root })).not.toContain('[Variant');
    expect(
      chess.writePgn({ tags: { Variant: 'FRC' }, startFen: FEN, chess960: true, root }).match(/\[Variant [^\]]*\]/g),
    ).toEqual(['[Variant "FRC"]']);
  });
});
