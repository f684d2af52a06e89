// Move text beyond SAN and UCI: long algebraic as people type it (e2-e4, Nb8xc6, e7e8=q), read but
// never guessed; and sanWithLetters / sanFromLetters: SAN with figurines or a language's piece
// letters, both ways, on every piece, promotions, castling, captures, checks; moves typed with the
// letters are played by move() once read back.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, PIECE_LETTERS, load, sanFromLetters, sanWithLetters } from 'chess960';
import { START, caught, snapshot } from './helpers.js';

const chess = await load();
const { figurine, de, ru } = PIECE_LETTERS;
const en = { K: 'K', Q: 'Q', R: 'R', B: 'B', N: 'N' };

// [English SAN, figurine, German, Russian]
const CASES = [
  ['Kf1', '♔f1', 'Kf1', 'Крf1'],
  ['Qxe8+', '♕xe8+', 'Dxe8+', 'Фxe8+'],
  ['Rhd1', '♖hd1', 'Thd1', 'Лhd1'],
  ['R1a3', '♖1a3', 'T1a3', 'Л1a3'],
  ['Bb5#', '♗b5#', 'Lb5#', 'Сb5#'],
  ['Nxf7', '♘xf7', 'Sxf7', 'Кxf7'],
  ['Ng1f3', '♘g1f3', 'Sg1f3', 'Кg1f3'],
  ['e4', 'e4', 'e4', 'e4'],
  ['bxc3', 'bxc3', 'bxc3', 'bxc3'],
  ['e8=Q', 'e8=♕', 'e8=D', 'e8=Ф'],
  ['dxc1=N+', 'dxc1=♘+', 'dxc1=S+', 'dxc1=К+'],
  ['b8=R', 'b8=♖', 'b8=T', 'b8=Л'],
  ['a1=B', 'a1=♗', 'a1=L', 'a1=С'],
  ['O-O', 'O-O', 'O-O', 'O-O'],
  ['O-O-O+', 'O-O-O+', 'O-O-O+', 'O-O-O+'],
];

describe('sanWithLetters', () => {
  it('writes every piece, promotion, capture, check and castling in each set', () => {
    for (const [san, fig, german, russian] of CASES) {
      expect(sanWithLetters(san, figurine)).toBe(fig);
      expect(sanWithLetters(san, de)).toBe(german);
      expect(sanWithLetters(san, ru)).toBe(russian);
      expect(sanWithLetters(san, en)).toBe(san);
    }
  });

  it('takes any set of five strings', () => {
    const french = { K: 'R', Q: 'D', R: 'T', B: 'F', N: 'C' };
    expect(sanWithLetters('Rxe1', french)).toBe('Txe1');
    expect(sanFromLetters('Txe1', french)).toBe('Rxe1');
    // The set's meaning wins over English: the French R is the king.
    expect(sanFromLetters('Re2', french)).toBe('Ke2');
  });

  it('refuses what is not a move string or a letter set, with a clear TypeError', () => {
    // @ts-expect-error: a wrong type on purpose
    expect(() => sanWithLetters(42, de)).toThrow(
      'sanWithLetters() takes SAN text and a letter set; got number 42, an object',
    );
    // @ts-expect-error: a wrong type on purpose
    expect(() => sanWithLetters('Nf3', 'de')).toThrow(/letter set; got the string "Nf3", the string "de"/);
    // @ts-expect-error: a wrong type on purpose
    expect(() => sanFromLetters('Nf3', { K: 'K' })).toThrow(/sanFromLetters\(\) takes SAN text and a letter set/);
    // @ts-expect-error: a wrong type on purpose
    expect(() => sanFromLetters('Nf3', { K: 'K', Q: 'D', R: 'T', B: 'L', N: 5 })).toThrow(TypeError);
    expect(() => sanFromLetters(null, ru)).toThrow(TypeError);
  });
});

describe('sanFromLetters', () => {
  it('reads every case back to English SAN', () => {
    for (const [san, fig, german, russian] of CASES) {
      expect(sanFromLetters(fig, figurine)).toBe(san);
      expect(sanFromLetters(german, de)).toBe(san);
      expect(sanFromLetters(russian, ru)).toBe(san);
    }
  });

  it('matches the longest letter first: Russian Кр (king) before К (knight)', () => {
    expect(sanFromLetters('Крe2', ru)).toBe('Ke2');
    expect(sanFromLetters('Кe2', ru)).toBe('Ne2');
    expect(sanFromLetters('Кxd4', ru)).toBe('Nxd4');
  });

  it('leaves English SAN and UCI alone, and reads figurines in any set', () => {
    for (const set of [en, figurine, de, ru]) {
      expect(sanFromLetters('Nf3', set === de ? en : set)).toBe('Nf3');
      expect(sanFromLetters('e7e8q', set)).toBe('e7e8q');
      expect(sanFromLetters('O-O-O', set)).toBe('O-O-O');
      expect(sanFromLetters('♘f6', set)).toBe('Nf6');
      expect(sanFromLetters('e1=♕', set)).toBe('e1=Q');
    }
    // German has no N or B of its own, so English letters still read in German.
    expect(sanFromLetters('Nf3', de)).toBe('Nf3');
    expect(sanFromLetters('Bb5', de)).toBe('Bb5');
  });

  it('gives move() text it plays: every legal move of real positions, in every set', () => {
    const positions = [
      chess.startFen(0),
      '4k3/1P6/8/3pP3/8/8/6p1/R3K2R w KQ d6 0 1', // promotions, castling, en passant
      '1k6/8/8/8/8/8/8/K1QN2N1 w - - 0 1', // two knights on one rank
    ];
    for (const fen of positions) {
      const game = chess.game(fen);
      for (const move of game.legalMoves({ verbose: true })) {
        for (const set of [figurine, de, ru]) {
          const typed = sanWithLetters(move.san, set);
          const played = chess.game(fen).move(sanFromLetters(typed, set));
          expect(played.uci).toBe(move.uci);
        }
      }
    }
  });
});

describe('move text as people type it', () => {
  it('takes long algebraic with - or x, and promotion letters in either case', () => {
    const game = chess.game();
    for (const [text, san] of [
      ['e2-e4', 'e4'],
      ['e7-e5', 'e5'],
      ['Ng1-f3', 'Nf3'],
      ['Nb8xc6', 'Nc6'],
      ['Bf1-c4', 'Bc4'],
      ['g8-f6', 'Nf6'],
      ['Ke1-g1', 'O-O'],
    ])
      expect(game.move(text).san, text).toBe(san);
    for (const text of ['e7-e8=Q', 'e7e8Q', 'e7-e8q', 'e7e8=q', 'e8=q', 'e7xd8=n']) {
      const promoting = chess.game('3r3k/4P3/8/8/8/8/8/K7 w - - 0 1');
      expect(promoting.move(text).promotion, text).toBe(text.toLowerCase().endsWith('n') ? 'n' : 'q');
    }
    expect(chess.game().move('Nb1xc3').san).toBe('Nc3');
  });

  it('still never guesses: wrong pieces, missing promotion pieces and ambiguous SAN are refused, the game unchanged', () => {
    /** @type {[string, string, string, RegExp][]} */
    const cases = [
      [START, 'Bg1-f3', 'ILLEGAL_MOVE', /no bishop of the side to move on g1/],
      [START, 'e3-e4', 'ILLEGAL_MOVE', /no piece of the side to move on e3/],
      [START, 'e7-e5', 'ILLEGAL_MOVE', /e7/],
      [START, 'e2-e5', 'ILLEGAL_MOVE', /Illegal move e2-e5/],
      [START, 'Qd1-d3', 'ILLEGAL_MOVE', /Illegal move Qd1-d3/], // the queen's path is blocked
      ['3r3k/4P3/8/8/8/8/8/K7 w - - 0 1', 'e7-e8', 'ILLEGAL_MOVE', /promotion/],
      ['3r3k/4P3/8/8/8/8/8/K7 w - - 0 1', 'e7-e8=K', 'INVALID_SAN', /not SAN/],
      ['4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2', 'AMBIGUOUS_SAN', /more than one knight/],
      [START, 'e2--e4', 'INVALID_SAN', /not SAN/],
    ];
    for (const [fen, text, code, message] of cases) {
      const game = chess.game(fen);
      const before = snapshot(game);
      const error = caught(() => game.move(text));
      expect(error, text).toBeInstanceOf(IllegalMoveError);
      expect(error.code, text).toBe(code);
      expect(error.message, text).toMatch(message);
      expect(error.move).toBe(text);
      expect(snapshot(game)).toEqual(before);
    }
    expect(chess.game('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1').move('Nb1-d2').uci).toBe('b1d2');
  });
});
