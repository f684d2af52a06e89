// PGN: writing (Chess960 tags), reading (a real cutechess-cli recording), round trips, and
// broken input. Final positions of the recorded games were checked with Stockfish 15.1 by
// replaying the moves from the [FEN] tag (`position fen ... moves ...`, `d`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidPgnError, load } from 'chess960';
import { DATA, caught, mulberry32, sanTokens } from './helpers.js';

const chess = await load();
const CUTECHESS = readFileSync(join(DATA, 'cutechess-fischerrandom.pgn'), 'utf8');
const CUTECHESS_GAMES = CUTECHESS.split(/\n\s*\n(?=\[Event )/);

/** The value of a tag in PGN text, or undefined. */
function tag(pgn, name) {
  const lines = pgn.split('\n').filter((line) => line.startsWith(`[${name} "`));
  if (lines.length > 1) throw new Error(`tag ${name} appears ${lines.length} times`);
  return lines.length === 0 ? undefined : lines[0].slice(name.length + 3, -2);
}

/** Movetext of PGN text (everything after the tag section). */
const movetext = (pgn) =>
  pgn
    .split('\n')
    .filter((line) => !line.startsWith('['))
    .join('\n')
    .trim();

describe('game.pgn()', () => {
  it('writes the seven-tag roster, [Variant "Chess960"], [SetUp "1"] and [FEN]', () => {
    const fen = chess.startFen(3);
    const game = chess.game(fen);
    game.move('O-O');
    game.move('e5');
    const pgn = game.pgn();
    for (const name of ['Event', 'Site', 'Round', 'White', 'Black']) expect(tag(pgn, name)).toBe('?');
    expect(tag(pgn, 'Date')).toBe('????.??.??');
    expect(tag(pgn, 'Result')).toBe('*');
    expect(tag(pgn, 'Variant')).toBe('Chess960');
    expect(tag(pgn, 'SetUp')).toBe('1');
    expect(tag(pgn, 'FEN')).toBe(fen);
    expect(movetext(pgn)).toBe('1. O-O e5 *');
  });

  it('writes the start FEN, not the current one', () => {
    const game = chess.game();
    game.move('e4');
    expect(tag(game.pgn(), 'FEN')).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('a game with no moves', () => {
    const pgn = chess.game(chess.startFen(0)).pgn();
    expect(tag(pgn, 'FEN')).toBe(chess.startFen(0));
    expect(movetext(pgn)).toBe('*');
  });

  it('writes the result of mate and of automatic draws', () => {
    const mate = chess.game();
    for (const move of ['f3', 'e5', 'g4', 'Qh4#']) mate.move(move);
    expect(tag(mate.pgn(), 'Result')).toBe('0-1');
    expect(movetext(mate.pgn())).toBe('1. f3 e5 2. g4 Qh4# 0-1');
    const stalemate = chess.game('7k/8/6K1/5Q2/8/8/8/8 w - - 0 1');
    stalemate.move('Qf7');
    expect(tag(stalemate.pgn(), 'Result')).toBe('1/2-1/2');
    expect(movetext(stalemate.pgn())).toBe('1. Qf7 1/2-1/2');
  });

  it('takes extra tags and a result', () => {
    const game = chess.game();
    game.move('d4');
    const pgn = game.pgn({
      tags: { White: 'Alice', Black: 'Bob', Event: 'Say "hi" \\ bye', Annotator: 'me' },
      result: '1-0',
    });
    expect(tag(pgn, 'White')).toBe('Alice');
    expect(tag(pgn, 'Black')).toBe('Bob');
    expect(tag(pgn, 'Event')).toBe('Say \\"hi\\" \\\\ bye');
    expect(tag(pgn, 'Annotator')).toBe('me');
    expect(tag(pgn, 'Result')).toBe('1-0');
    expect(movetext(pgn)).toBe('1. d4 1-0');
    const back = chess.loadPgn(pgn);
    expect(back.tags()).toMatchObject({
      White: 'Alice',
      Black: 'Bob',
      Event: 'Say "hi" \\ bye',
      Annotator: 'me',
      Result: '1-0',
    });
  });

  it('numbers a game that starts with Black to move from 1...', () => {
    const game = chess.game('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    game.move('e5');
    game.move('Nf3');
    expect(movetext(game.pgn())).toBe('1... e5 2. Nf3 *');
  });

  it('keeps lines within 79 characters', () => {
    const game = chess.loadPgn(CUTECHESS_GAMES[0]);
    for (const line of game.pgn().split('\n')) expect(line.length).toBeLessThanOrEqual(79);
  });
});

describe('game.pgn() tags', () => {
  it('writes tags named like Object.prototype members, and the start tags once', () => {
    const tags = JSON.parse(
      '{"__proto__": "a", "constructor": "b", "toString": "c", "FEN": "ignored", "Variant": "x"}',
    );
    const pgn = chess.game(chess.startFen(0)).pgn({ tags });
    for (const line of [
      '[__proto__ "a"]',
      '[constructor "b"]',
      '[toString "c"]',
      '[Variant "Chess960"]',
      `[FEN "${chess.startFen(0)}"]`,
    ])
      expect(pgn).toContain(line);
    expect(pgn.match(/\[FEN /g)).toHaveLength(1);
    expect(pgn.match(/\[Variant /g)).toHaveLength(1);
  });

  it("takes the result given, else the rules', else a decisive Result tag", () => {
    const game = chess.game();
    expect(tag(game.pgn({ tags: { Result: '1-0' } }), 'Result')).toBe('1-0');
    expect(tag(game.pgn({ tags: { Result: '1-0' }, result: '*' }), 'Result')).toBe('*');
    for (const move of ['f3', 'e5', 'g4', 'Qh4#']) game.move(move);
    expect(tag(game.pgn({ tags: { Result: '1-0' } }), 'Result')).toBe('0-1');
  });

  it('result() is the result pgn() writes: the rules\', else the Result tag read, else "*"', () => {
    const going = chess.game();
    expect(going.result()).toBe('*');
    const mate = chess.game();
    for (const move of ['f3', 'e5', 'g4', 'Qh4#']) mate.move(move);
    expect(mate.result()).toBe('0-1');
    const stalemate = chess.game('7k/5Q2/8/6K1/8/8/8/8 w - - 0 1');
    stalemate.move('Kh6');
    expect(stalemate.result()).toBe('1/2-1/2');
    // Read from PGN: the Result tag while no move is played; mate wins over it; "?" is no result.
    const resigned = chess.loadPgn('[Result "1-0"]\n\n1. e4 e5 2. Qh5 1-0');
    expect(resigned.result()).toBe('1-0');
    expect(tag(resigned.pgn(), 'Result')).toBe(resigned.result());
    resigned.move('Nc6');
    expect(resigned.result()).toBe('*');
    expect(chess.loadPgn('[Result "1-0"]\n\n1. f3 e5 2. g4 Qh4# 1-0').result()).toBe('0-1');
    expect(chess.loadPgn('[Result "?"]\n\n1. e4 *').result()).toBe('*');
    for (const result of ['1-0', '0-1', '1/2-1/2', '*'])
      expect(chess.loadPgn(`[Result "${result}"]\n\n1. e4 ${result}`).result()).toBe(result);
  });
});

describe('chess.loadPgn(): the cutechess-cli recording (tests/data/cutechess-fischerrandom.pgn)', () => {
  it('the file holds four games', () => {
    expect(CUTECHESS_GAMES).toHaveLength(4);
  });

  it('loads the first game: 120 plies, 0-1, ends with Rh2#', () => {
    const game = chess.loadPgn(CUTECHESS);
    const history = game.history();
    expect(history).toHaveLength(120);
    expect(game.historyUci()).toHaveLength(120);
    expect(history.at(-1)).toBe('Rh2#');
    expect(history.slice(0, 6)).toEqual(['d4', 'd5', 'c3', 'Nb6', 'e4', 'dxe4']);
    expect(history[17]).toBe('O-O'); // 9... O-O
    expect(history[40]).toBe('O-O-O'); // 21. O-O-O
    expect(game.historyUci()[17]).toBe('e8g8'); // Black's king e8 takes its rook on g8
    expect(game.historyUci()[40]).toBe('e1d1'); // White's king e1 takes its rook on d1
    expect(game.startFen()).toBe('nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1');
    expect(game.fen()).toBe('8/p7/P7/7K/4bk2/8/7r/8 w - - 14 61');
    expect(game.isCheckmate()).toBe(true);
    expect(game.outcome()).toEqual({
      over: true,
      winner: 'b',
      reason: 'checkmate',
      claimable: [],
      claimableByMove: [],
    });
    expect(game.tags()).toMatchObject({
      White: 'Maverick 1.5',
      Black: 'Stockfish 7',
      Result: '0-1',
      Date: '2016.07.28',
      Round: '1',
      FEN: 'nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1',
      PlyCount: '120',
      SetUp: '1',
      Variant: 'fischerandom',
      TimeControl: '10+0.05',
    });
  });

  it('reads every SAN of the file as written (comments skipped)', () => {
    expect(chess.loadPgn(CUTECHESS).history()).toEqual(sanTokens(CUTECHESS_GAMES[0]));
  });

  it('round-trips the first game through pgn()', () => {
    const game = chess.loadPgn(CUTECHESS);
    const pgn = game.pgn();
    expect(tag(pgn, 'Variant')).toBe('Chess960');
    expect(tag(pgn, 'SetUp')).toBe('1');
    expect(tag(pgn, 'FEN')).toBe('nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1');
    expect(tag(pgn, 'Result')).toBe('0-1');
    expect(tag(pgn, 'White')).toBe('Maverick 1.5');
    expect(movetext(pgn).endsWith('60. Kh5 Rh2# 0-1')).toBe(true);
    const again = chess.loadPgn(pgn);
    expect(again.history()).toEqual(game.history());
    expect(again.historyUci()).toEqual(game.historyUci());
    expect(again.fen()).toBe(game.fen());
    expect(again.startFen()).toBe(game.startFen());
    expect(again.pgn()).toBe(pgn);
  });

  // [index, plies, result, final SAN, final FEN (Stockfish)]
  it.each([
    [0, 120, '0-1', 'Rh2#', '8/p7/P7/7K/4bk2/8/7r/8 w - - 14 61'],
    [1, 99, '1-0', 'Qc7#', '8/2Q5/2k5/pN3R2/1p6/1PP5/PK6/8 b - - 6 50'],
    [2, 70, '0-1', 'Bf5#', '1k5r/pr6/8/4qbpK/8/P3bR1P/6P1/8 w - - 1 36'],
    [3, 107, '1-0', 'Rc8#', '2R3k1/4Q3/7p/8/5Pp1/6P1/7P/7K b - - 2 54'],
  ])('game %i: %i plies, %s, %s', (index, plies, result, last, fen) => {
    const text = CUTECHESS_GAMES[index];
    const game = chess.loadPgn(text);
    expect(game.history()).toHaveLength(plies);
    expect(game.tags().PlyCount).toBe(String(plies));
    expect(game.tags().Result).toBe(result);
    expect(game.history()).toEqual(sanTokens(text));
    expect(game.history().at(-1)).toBe(last);
    expect(game.fen()).toBe(fen);
    expect(game.outcome()).toMatchObject({ over: true, reason: 'checkmate', winner: result === '1-0' ? 'w' : 'b' });
    const again = chess.loadPgn(game.pgn());
    expect(again.historyUci()).toEqual(game.historyUci());
    expect(again.fen()).toBe(fen);
  });
});

describe('chess.loadPgn(): reading', () => {
  it('a PGN without tags starts from standard chess', () => {
    const game = chess.loadPgn('1. e4 e5 2. Nf3 *');
    expect(game.startFen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(game.historyUci()).toEqual(['e2e4', 'e7e5', 'g1f3']);
    expect(game.tags()).toEqual({});
  });

  it('skips comments, NAGs, annotations and variations', () => {
    const game = chess.loadPgn('1. e4 {[%clk 0:01:00]} e5 $14 (1... c5 2. Nf3) 2. Nf3!! ; a comment\nNc6?! *');
    expect(game.history()).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
  });

  it('reads Shredder-FEN castling in the [FEN] tag and castles from it', () => {
    const game = chess.loadPgn(
      '[Variant "Chess960"]\n[SetUp "1"]\n[FEN "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1"]\n\n1. O-O O-O *',
    );
    expect(game.historyUci()).toEqual(['f1g1', 'f8g8']);
    expect(game.fen()).toBe('bqnnrrkb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB w - - 2 2');
  });

  it('reads castling written with zeros and promotions with or without "="', () => {
    expect(
      chess.loadPgn('[SetUp "1"]\n[FEN "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"]\n\n1. 0-0 0-0-0 *').historyUci(),
    ).toEqual(['e1h1', 'e8a8']);
    expect(chess.loadPgn('[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/8/K7 w - - 0 1"]\n\n1. a8Q *').historyUci()).toEqual([
      'a7a8q',
    ]);
    expect(chess.loadPgn('[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/8/K7 w - - 0 1"]\n\n1. a8=N *').historyUci()).toEqual([
      'a7a8n',
    ]);
  });

  it('a game starting with Black to move', () => {
    const game = chess.loadPgn(
      '[SetUp "1"]\n[FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]\n\n1... e5 2. Nf3 *',
    );
    expect(game.historyUci()).toEqual(['e7e5', 'g1f3']);
    expect(game.pgn()).toContain('1... e5 2. Nf3 *');
  });

  it('CRLF line ends', () => {
    expect(chess.loadPgn('[Event "x"]\r\n\r\n1. e4 e5\r\n2. Nf3 *\r\n').history()).toEqual(['e4', 'e5', 'Nf3']);
  });

  it('only the first game of several', () => {
    const game = chess.loadPgn('[Event "1"]\n\n1. e4 *\n\n[Event "2"]\n\n1. d4 d5 *');
    expect(game.historyUci()).toEqual(['e2e4']);
    expect(game.tags().Event).toBe('1');
  });

  it('keeps a decisive result that is not on the board (resignation) through a round trip', () => {
    const text = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 1-0';
    const game = chess.loadPgn(text);
    expect(game.tags().Result).toBe('1-0');
    const pgn = game.pgn();
    expect(tag(pgn, 'Result')).toBe('1-0');
    expect(movetext(pgn)).toBe('1. e4 e5 2. Qh5 1-0');
  });

  it('keeps a draw by agreement through a round trip', () => {
    const game = chess.loadPgn('[Result "1/2-1/2"]\n\n1. e4 e5 1/2-1/2');
    const pgn = game.pgn();
    expect(tag(pgn, 'Result')).toBe('1/2-1/2');
    expect(movetext(pgn)).toBe('1. e4 e5 1/2-1/2');
  });

  it('a loaded game can be played on, taken back and cloned', () => {
    const game = chess.loadPgn('1. e4 e5 2. Nf3 *');
    const copy = game.clone();
    game.move('Nc6');
    expect(game.history()).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
    expect(game.undo().san).toBe('Nc6');
    expect(game.undo().san).toBe('Nf3');
    expect(game.history({ verbose: true }).map((m) => m.san)).toEqual(['e4', 'e5']);
    expect(copy.history()).toEqual(['e4', 'e5', 'Nf3']);
    expect(copy.tags()).toEqual({});
  });
});

describe('round trips of random games', () => {
  it('loadPgn(game.pgn()) gives the same game, 60 random Chess960 games', () => {
    const random = mulberry32(2024);
    let castlings = 0;
    let promotions = 0;
    for (let i = 0; i < 60; i++) {
      const game = chess.game(chess.startFen(chess.randomPositionNumber(random)));
      for (let ply = 0; ply < 160 && !game.isGameOver(); ply++) {
        const san = game.legalMovesSan();
        // Prefer the interesting moves now and then: castling, promotion, capture.
        const special = san.filter((m) => m.startsWith('O-O') || m.includes('='));
        const pick = special.length > 0 && random() < 0.5 ? special : san;
        const move = game.move(pick[Math.floor(random() * pick.length)]);
        if (move.castling) castlings++;
        if (move.promotion) promotions++;
      }
      const pgn = game.pgn({ tags: { Event: `random ${i}` } });
      const again = chess.loadPgn(pgn);
      expect(again.historyUci()).toEqual(game.historyUci());
      expect(again.history()).toEqual(game.history());
      expect(again.fen()).toBe(game.fen());
      expect(again.startFen()).toBe(game.startFen());
      expect(again.tags().Event).toBe(`random ${i}`);
      expect(sanTokens(pgn)).toEqual(game.history());
      expect(again.pgn()).toBe(pgn);
    }
    // The sample really covered castling and promotion.
    expect(castlings).toBeGreaterThan(20);
    expect(promotions).toBeGreaterThan(5);
  });
});

describe('broken PGN throws InvalidPgnError', () => {
  it.each([
    ['an illegal move', '1. e4 e5 2. Ke3 *', 'Ke3'],
    ['a move of the wrong side', '1. e4 e4 *', 'e4'],
    [
      'a bad [FEN] tag',
      '[SetUp "1"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0"]\n\n1. e4 *',
      'FEN tag',
    ],
    ['a [FEN] tag that is no FEN', '[SetUp "1"]\n[FEN "hello"]\n\n1. e4 *', 'FEN tag'],
    ['an unterminated comment', '1. e4 { never closed e5 2. Nf3 *', 'comment'],
    ['an unterminated variation', '1. e4 (1. d4 *', 'variation'],
    ['an unterminated tag', '[Event "x\n\n1. e4 *', 'tag'],
    ['castling without the right', '[SetUp "1"]\n[FEN "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1"]\n\n1. O-O *', 'O-O'],
  ])('%s', (_, text, word) => {
    const error = caught(() => chess.loadPgn(text));
    expect(error).toBeInstanceOf(InvalidPgnError);
    expect(error.message).toMatch(/^Invalid PGN: /);
    expect(error.message).toContain(word);
  });

  it('the first game of the file with one move corrupted', () => {
    const broken = CUTECHESS_GAMES[0].replace('24. Kd2', '24. Kd5');
    expect(broken).not.toBe(CUTECHESS_GAMES[0]);
    const error = caught(() => chess.loadPgn(broken));
    expect(error).toBeInstanceOf(InvalidPgnError);
    expect(error.message).toContain('Kd5');
  });
});
