// The PGN Variant tag: one rule, the engine's reader's (cpp/src/pgn_reader.cpp), for readPgn and
// for what writePgn writes. The package used to keep a copy of its own in pgn.ts, which lacked
// "chess-960" and "960".
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';

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
