// Draw rules as FIDE words them: each rule alone (dead positions, fifty and seventy-five moves,
// threefold and fivefold repetition); facts versus claims, no claim in a finished game,
// claims by the next move, FEN faults named in order, repair on request; and a seeded random-play
// differential against a model of the draw rules written out in this file.
import { describe, expect, it } from 'vitest';
import { InvalidFenError, load } from 'chess960';
import { LONG, finished, goingOn, mulberry32 as seeded, plain, play, sorted } from './helpers.js';

const chess = await load();

describe('each draw rule: dead positions, fifty and seventy-five moves, repetitions', () => {
  describe('insufficient material (dead positions)', () => {
    it.each([
      ['K v K', '8/8/8/4k3/8/8/8/4K3 w - - 0 1'],
      ['K+B v K', '8/8/8/4k3/8/8/8/2B1K3 w - - 0 1'],
      ['K v K+N', '8/8/8/4k3/5n2/8/8/4K3 w - - 0 1'],
      ['bishops all on dark squares (c1, g5)', '8/8/8/4k1b1/8/8/8/2B1K3 w - - 0 1'],
    ])('%s is drawn', (_, fen) => {
      const game = chess.game(fen);
      expect(game.isInsufficientMaterial()).toBe(true);
      expect(game.isDraw()).toBe(true);
      expect(game.isGameOver()).toBe(true);
      expect(game.outcome()).toEqual(finished('insufficient-material'));
    });

    it.each([
      ['K+N+N v K (a helpmate exists)', '8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1'],
      ['K+B v K+B on opposite colours', '8/8/8/4k3/8/8/2b5/2B1K3 w - - 0 1'],
      ['K+N v K+N', '8/8/8/4k3/5n2/8/8/1N2K3 w - - 0 1'],
      ['K+B v K+N', '8/8/8/4k3/5n2/8/8/2B1K3 w - - 0 1'],
      ['K+P v K', '8/8/8/4k3/8/8/P7/4K3 w - - 0 1'],
      ['K+R v K', '8/8/8/4k3/8/8/8/R3K3 w - - 0 1'],
    ])('%s is not', (_, fen) => {
      const game = chess.game(fen);
      expect(game.isInsufficientMaterial()).toBe(false);
      expect(game.isGameOver()).toBe(false);
      expect(game.outcome().reason).toBeNull();
    });

    it('K v K reached by a capture', () => {
      const game = chess.game('8/8/8/4k3/8/8/3q4/4K3 w - - 0 1');
      expect(sorted(game.legalMoves())).toEqual(['e1d2', 'e1f1']);
      expect(game.isInsufficientMaterial()).toBe(false);
      expect(plain(game.move('Kxd2'))).toMatchObject({ captured: 'q' });
      expect(game.isInsufficientMaterial()).toBe(true);
      expect(game.outcome().reason).toBe('insufficient-material');
    });
  });

  it('fifty moves: claimable at 100 halfmoves, not over', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 99 80');
    expect(game.isFiftyMoves()).toBe(false);
    game.move('Ra2');
    expect(game.halfmoveClock()).toBe(100);
    expect(game.isFiftyMoves()).toBe(true);
    expect(game.isSeventyFiveMoves()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    expect(game.outcome()).toEqual(goingOn(['fifty-moves'], ['fifty-moves']));
    game.undo();
    expect(game.isFiftyMoves()).toBe(false);
  });

  it('a pawn move or capture resets the halfmove clock', () => {
    const pawn = chess.game('4k3/8/8/8/8/8/P7/4K3 w - - 99 80');
    pawn.move('a3');
    expect(pawn.halfmoveClock()).toBe(0);
    expect(pawn.isFiftyMoves()).toBe(false);
    const capture = chess.game('4k3/8/8/8/8/8/r7/R3K3 w - - 99 80');
    capture.move('Rxa2');
    expect(capture.halfmoveClock()).toBe(0);
  });

  it('seventy-five moves: over automatically at 150 halfmoves', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 149 120');
    expect(game.isSeventyFiveMoves()).toBe(false);
    game.move('Ra2');
    expect(game.halfmoveClock()).toBe(150);
    expect(game.isSeventyFiveMoves()).toBe(true);
    expect(game.canClaimFiftyMoves()).toBe(false); // drawn by rule: nothing left to claim
    expect(game.isDraw()).toBe(true);
    expect(game.isGameOver()).toBe(true);
    expect(game.outcome()).toEqual(finished('seventy-five-moves'));
    expect(chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 150 120').outcome().reason).toBe('seventy-five-moves');
  });

  it('checkmate on the 150th halfmove beats the seventy-five-move rule (FIDE 9.6.2)', () => {
    // Stockfish: k7/8/1K6/8/8/8/8/7R w - - 149 120 moves h1h8 -> "k6R/8/1K6/8/8/8/8/8 b - - 150 120", in check, no moves.
    const game = chess.game('k7/8/1K6/8/8/8/8/7R w - - 149 120');
    game.move('Rh8#');
    expect(game.fen()).toBe('k6R/8/1K6/8/8/8/8/8 b - - 150 120');
    expect(game.isCheckmate()).toBe(true);
    expect(game.isSeventyFiveMoves()).toBe(false);
    expect(game.outcome()).toMatchObject({ over: true, winner: 'w', reason: 'checkmate' });
  });

  it('threefold repetition is claimable; fivefold ends the game', () => {
    const game = chess.game();
    const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
    play(game, cycle); // start position seen twice
    expect(game.isThreefoldRepetition()).toBe(false);
    play(game, cycle); // three times
    expect(game.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5');
    expect(game.isThreefoldRepetition()).toBe(true);
    expect(game.isFivefoldRepetition()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.outcome()).toEqual(goingOn(['threefold-repetition'], ['threefold-repetition']));
    play(game, cycle); // four times
    expect(game.isFivefoldRepetition()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    play(game, cycle); // five times
    expect(game.isFivefoldRepetition()).toBe(true);
    expect(game.isDraw()).toBe(true);
    expect(game.isGameOver()).toBe(true);
    expect(game.isThreefoldRepetition()).toBe(true); // a fact: it has stood three times (and more)
    expect(game.canClaimThreefoldRepetition()).toBe(false); // drawn by rule: nothing left to claim
    expect(game.outcome()).toEqual(finished('fivefold-repetition'));
    game.undo();
    expect(game.isFivefoldRepetition()).toBe(false);
    // The position after Ng1 (Black to move) has now stood there four times: still claimable.
    expect(game.isThreefoldRepetition()).toBe(true);
  });

  it('a position with different castling rights is not a repetition', () => {
    const game = play(chess.game(), ['Nf3', 'Nf6', 'Rg1', 'Rg8', 'Rh1', 'Rh8', 'Ng1', 'Ng8']);
    // Same placement as the start, but nobody may castle short any more.
    expect(game.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 8 5');
    expect(game.isThreefoldRepetition()).toBe(false);
    play(game, ['Nf3', 'Nf6', 'Ng1', 'Ng8']);
    expect(game.isThreefoldRepetition()).toBe(false); // twice with Qq
    play(game, ['Nf3', 'Nf6', 'Ng1', 'Ng8']);
    expect(game.isThreefoldRepetition()).toBe(true); // three times with Qq
  });
});

describe('a finished game offers no claim', () => {
  it('checkmate with a halfmove clock of 100 (issue 10, fault 1)', () => {
    const game = chess.game('R6k/R7/8/8/8/8/8/7K b - - 100 80');
    expect(game.isCheckmate()).toBe(true);
    expect(game.canClaimFiftyMoves()).toBe(false);
    expect(game.isFiftyMoves()).toBe(false);
    expect(game.drawClaimMoves()).toEqual([]);
    expect(game.outcome()).toEqual(finished('checkmate', 'w'));
  });

  it('stalemate with a halfmove clock of 100', () => {
    const game = chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 100 80');
    expect(game.isStalemate()).toBe(true);
    expect(game.canClaimFiftyMoves()).toBe(false);
    expect(game.outcome()).toEqual(finished('stalemate'));
  });

  it('dead position, 75 moves and fivefold repetition', () => {
    const dead = chess.game('k7/8/8/8/8/8/8/K1N5 w - - 120 80');
    expect(dead.outcome()).toEqual(finished('insufficient-material'));
    const seventyFive = chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 150 80');
    expect(seventyFive.isSeventyFiveMoves()).toBe(true);
    expect(seventyFive.canClaimFiftyMoves()).toBe(false);
    expect(seventyFive.outcome().claimable).toEqual([]);
    const fivefold = play(chess.game(), Array(4).fill(['Nf3', 'Nf6', 'Ng1', 'Ng8']).flat());
    expect(fivefold.isFivefoldRepetition()).toBe(true);
    expect(fivefold.isThreefoldRepetition()).toBe(true);
    expect(fivefold.canClaimThreefoldRepetition()).toBe(false);
    expect(fivefold.drawClaimMoves()).toEqual([]);
  });

  it('the same clock without mate allows the claim', () => {
    const game = chess.game('R6k/8/8/8/8/8/8/R6K b - - 100 80');
    expect(game.canClaimFiftyMoves()).toBe(true);
    expect(game.isFiftyMoves()).toBe(true); // the deprecated name, same answer
    expect(game.outcome().claimable).toEqual(['fifty-moves']);
  });
});

describe('each fact answers its own question', () => {
  it('fivefold stays true when the 75-move rule applies too (issue 10, fault 2)', () => {
    const game = chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 134 100');
    play(game, Array(4).fill(['a1a2', 'e8d8', 'a2a1', 'd8e8']).flat());
    expect(game.halfmoveClock()).toBe(150);
    expect(game.isFivefoldRepetition()).toBe(true);
    expect(game.isThreefoldRepetition()).toBe(true);
    expect(game.isSeventyFiveMoves()).toBe(true);
    // outcome() picks one, in the documented order: seventy-five moves before fivefold.
    expect(game.outcome()).toEqual(finished('seventy-five-moves'));
  });

  it('stalemate and a dead position at once: both facts, stalemate the reason', () => {
    const game = chess.game('k7/2K5/1B6/8/8/8/8/8 b - - 0 1');
    expect(game.isStalemate()).toBe(true);
    expect(game.isInsufficientMaterial()).toBe(true);
    expect(game.outcome().reason).toBe('stalemate');
  });
});

describe('claims by the next move (FIDE 9.2.1.1, 9.3.1)', () => {
  it('a move that brings a position back for the third time', () => {
    const game = play(chess.game(), ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']);
    expect(game.canClaimThreefoldRepetition()).toBe(false);
    expect(game.drawClaimMoves()).toEqual([{ uci: 'f6g8', san: 'Ng8', reasons: ['threefold-repetition'] }]);
    expect(game.outcome()).toEqual(goingOn([], ['threefold-repetition']));
    game.move('Ng8');
    expect(game.canClaimThreefoldRepetition()).toBe(true);
    expect(game.drawClaimMoves()).toEqual([{ uci: 'g1f3', san: 'Nf3', reasons: ['threefold-repetition'] }]);
  });

  it('a move that completes fifty moves each without capture or pawn move', () => {
    expect(chess.game('4k3/8/8/8/8/8/p7/R3K3 w - - 98 60').drawClaimMoves()).toEqual([]);
    const game = chess.game('4k3/8/8/8/8/8/p7/R3K3 w - - 99 60');
    const claims = game.drawClaimMoves();
    // Every legal move but the capture Rxa2, in legal-move order.
    expect(claims.map((m) => m.uci)).toEqual(game.legalMoves().filter((uci) => uci !== 'a1a2'));
    expect(claims.map((m) => m.san)).toEqual(game.legalMovesSan().filter((san) => san !== 'Rxa2'));
    for (const claim of claims) expect(claim.reasons).toEqual(['fifty-moves']);
    expect(game.outcome().claimableByMove).toEqual(['fifty-moves']);
    expect(game.canClaimFiftyMoves()).toBe(false);
  });

  it('a move that ends the game by itself is not a claim', () => {
    const mate = chess.game('7k/R7/1R6/8/8/8/8/7K w - - 99 80');
    const mateClaims = mate.drawClaimMoves().map((m) => m.san);
    expect(mateClaims).not.toContain('Rb8#');
    expect(mateClaims).toContain('Rb5');
    const stalemate = chess.game('7k/8/6K1/8/8/8/8/5Q2 w - - 99 80');
    const stalemateClaims = stalemate.drawClaimMoves().map((m) => m.uci);
    expect(stalemateClaims).not.toContain('f1f7');
    expect(stalemateClaims).toContain('f1f2');
    // At 149 every quiet move reaches the 75-move rule: nothing by move, the claim is there now.
    const late = chess.game('4k3/8/8/8/8/8/8/R3K3 w - - 149 80');
    expect(late.drawClaimMoves()).toEqual([]);
    expect(late.outcome()).toMatchObject({ over: false, claimable: ['fifty-moves'], claimableByMove: [] });
  });

  it('leaves the game as it was', () => {
    const game = chess.game('4k3/8/8/8/8/8/p7/R3K3 w - - 99 60');
    const before = game.fen();
    game.drawClaimMoves();
    expect(game.fen()).toBe(before);
    expect(game.history()).toEqual([]);
    expect(game.move('a1b1').san).toBe('Rb1');
  });
});

describe('FEN faults, most basic first', () => {
  it('a pawn on the back rank is named as such (issue 10)', () => {
    const fen = 'Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const error = chess.validateFen(fen);
    expect(error).toBeInstanceOf(InvalidFenError);
    expect(error.code).toBe('PAWNS_ON_BACK_RANK');
    expect(error.field).toBe('board');
    expect(error.message).toBe('Invalid FEN (board): pawn on a8: pawns cannot stand on the first or last rank');
    expect(() => chess.game(fen)).toThrow(error.message);
    expect(() => chess.game(fen, { repair: true })).toThrow(error.message);
  });

  it('one fault per stage: the earlier stage is reported', () => {
    const cases = [
      ['8/8/8/8/8/8/8/8 x !! z9 y 0', 'FEN_TURN'],
      ['8/8/8/8/8/8/8/8 w KQ e3 y 0', 'FEN_HALFMOVE_CLOCK'],
      ['P7/8/8/8/8/8/8/8 w KQ e3 0 1', 'KINGS'],
      ['Pnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 b KQkq e3 0 1', 'PAWNS_ON_BACK_RANK'],
      ['4k2R/8/8/8/8/8/8/4K3 w Kq e6 0 1', 'OPPOSITE_CHECK'],
      ['4k3/8/8/8/8/8/8/4K3 w K e6 0 1', 'CASTLING_RIGHTS'],
      ['4k3/8/8/8/8/8/8/4K2R w K e6 0 1', 'EN_PASSANT'],
    ];
    for (const [fen, code] of cases) expect(chess.validateFen(fen)?.code, fen).toBe(code);
  });
});

describe('repair on request', () => {
  it('drops castling rights without their rook and says so', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1';
    expect(() => chess.game(fen)).toThrow(InvalidFenError);
    const game = chess.game(fen, { repair: true });
    expect(game.fen()).toBe('r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1');
    expect(game.repairs()).toEqual([
      "castling right 'K', but there is no white rook on the h-side of the king on its back rank",
      "castling right 'Q', but there is no white rook on the a-side of the king on its back rank",
    ]);
    expect(game.castlingRights()).toEqual({
      w: { kingside: null, queenside: null },
      b: { kingside: 'h8', queenside: 'a8' },
    });
    // The strict error names the first of them.
    expect(chess.validateFen(fen).message).toBe(`Invalid FEN (castling): ${game.repairs()[0]}`);
    expect(chess.isValidFen(fen)).toBe(false);
    expect(chess.isValidFen(fen, { repair: true })).toBe(true);
    expect(chess.validateFen(fen, { repair: true })).toBeNull();
    // Kept by clones, not by other games; the list returned is a copy.
    expect(game.clone().repairs()).toEqual(game.repairs());
    game.repairs().pop();
    expect(game.repairs()).toHaveLength(2);
    expect(chess.game(fen.replace('KQkq', 'kq'), { repair: true }).repairs()).toEqual([]);
    expect(chess.game(fen.replace('KQkq', 'kq')).repairs()).toEqual([]);
  });

  it('drops an en-passant square no double step can have left', () => {
    const game = chess.game('rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1', { repair: true });
    expect(game.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(game.repairs()).toHaveLength(1);
    expect(game.repairs()[0]).toContain('white pawn on e4');
    // Castling and en passant at once; the clocks stay.
    const both = chess.game('4k3/8/8/8/8/8/8/N3K2R w AHk d6 7 40', { repair: true });
    expect(both.fen({ castling: 'shredder' })).toBe('4k3/8/8/8/8/8/8/N3K2R w H - 7 40');
    expect(both.repairs()).toHaveLength(3);
  });

  it('refuses everything else, as without it', () => {
    for (const fen of [
      '4k3/8/8/8/8/8/8/8 w K - 0 1', // no white king
      '4k2R/8/8/8/8/8/8/4K3 w K - 0 1', // side not to move in check
      '4k3/8/8/8/8/8/8/R3KRRR w FH - 0 1', // two rights on one side of the king
      '4k3/8/8/8/8/8/8/4K3 w KQxq - 0 1', // castling syntax
      '4k3/8/8/8/8/8/8/4K3 w - - 0 0', // fullmove number 0
    ]) {
      const strict = chess.validateFen(fen);
      expect(strict, fen).toBeInstanceOf(InvalidFenError);
      expect(chess.validateFen(fen, { repair: true })?.message, fen).toBe(strict.message);
      expect(() => chess.game(fen, { repair: true }), fen).toThrow(strict.message);
    }
    // The library keeps working afterwards.
    expect(chess.game().legalMoves()).toHaveLength(20);
  });

  it('checks its option', () => {
    for (const options of /** @type {any[]} */ ([null, 'repair', true, { repair: 'yes' }, { repair: 1 }])) {
      expect(() => chess.game(undefined, options)).toThrow(TypeError);
      expect(() => chess.validateFen('8/8/8/8/8/8/8/K6k w - - 0 1', options)).toThrow(TypeError);
    }
    expect(chess.game(undefined, {}).fen()).toBe(chess.game().fen());
    expect(chess.game(undefined, { repair: false }).repairs()).toEqual([]);
  });
});

// ---- the differential: random games against a model of the draw rules written out here ----

// FIDE's "same position": the FEN without its clocks (the library writes an en-passant square
// only when a capture onto it is legal).
const positionKey = (fen) => fen.split(' ').slice(0, 4).join(' ');

// Dead positions the library recognises, from the board: K v K, K + one minor v K, and bishops
// only, all on squares of one colour.
function modelInsufficient(board) {
  let heavy = false;
  let minors = 0;
  let knights = 0;
  const bishopColours = new Set();
  board.forEach((row, r) =>
    row.forEach((piece, f) => {
      if (piece === null || piece.type === 'k') return;
      if (piece.type === 'p' || piece.type === 'r' || piece.type === 'q') heavy = true;
      minors++;
      if (piece.type === 'n') knights++;
      if (piece.type === 'b') bishopColours.add((r + f) % 2);
    }),
  );
  if (heavy) return false;
  return minors <= 1 || (knights === 0 && bishopColours.size === 1);
}

// What the model says about a position: `times` counts how often it has stood since the last
// capture or pawn move (this time included), `clock` is the halfmove clock followed move by move.
function modelClaims(times, clock) {
  const claims = [];
  if (times >= 3) claims.push('threefold-repetition');
  if (clock >= 100) claims.push('fifty-moves');
  return claims;
}
function modelVerdict(game, times, clock) {
  const moves = game.legalMoves();
  const mate = moves.length === 0 && game.isCheck();
  let reason = null;
  if (mate) reason = 'checkmate';
  else if (moves.length === 0) reason = 'stalemate';
  else if (modelInsufficient(game.board())) reason = 'insufficient-material';
  else if (clock >= 150) reason = 'seventy-five-moves';
  else if (times >= 5) reason = 'fivefold-repetition';
  return { moves, mate, reason, over: reason !== null, claims: modelClaims(times, clock) };
}

const ENDGAMES = [
  '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
  '4k3/8/8/8/8/8/8/RN2K3 w - - 90 60',
  '8/8/4k3/8/8/3K4/8/1Q6 w - - 120 90',
  '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 97 70',
  '4k3/4p3/8/8/8/8/4P3/4K2R w K - 140 80',
  '8/8/8/4k3/8/8/1KQ5/8 w - - 0 1',
  '7k/8/6K1/8/8/8/8/5Q2 w - - 99 80',
  'r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1',
];

describe('differential: random games against a model of the draw rules', () => {
  // 40 games by default, 120 with CHESS960_LONG=1; the minimums below scale with the count.
  const gameCount = LONG ? 120 : 40;
  const atLeast = (at120) => Math.ceil((at120 * gameCount) / 120);
  it(`facts, claims now, claims by the next move and outcome agree in ${gameCount} seeded games`, () => {
    const random = seeded(10);
    const tally = {
      positions: 0,
      finished: 0,
      claimsNow: 0,
      claimsByMove: 0,
      fivefold: 0,
      seventyFive: 0,
      finishedWithHighClock: 0,
      noMovesWithHighClock: 0,
    };
    for (let g = 0; g < gameCount; g++) {
      const shuffle = g % 2 === 1;
      const game = shuffle
        ? chess.game(ENDGAMES[(g >> 1) % ENDGAMES.length])
        : chess.game(chess.startFen(Math.floor(random() * 960)));
      let clock = game.halfmoveClock();
      let seen = new Map([[positionKey(game.fen()), 1]]);
      for (let ply = 0; ply < 400; ply++) {
        const times = seen.get(positionKey(game.fen()));
        const model = modelVerdict(game, times, clock);
        const where = `${game.fen()} after ${game.historyUci().join(' ')}`;
        tally.positions++;
        // Facts.
        expect(game.halfmoveClock(), where).toBe(clock);
        expect(game.isThreefoldRepetition(), where).toBe(times >= 3);
        expect(game.isFivefoldRepetition(), where).toBe(times >= 5);
        expect(game.isSeventyFiveMoves(), where).toBe(clock >= 150 && !model.mate);
        expect(game.isInsufficientMaterial(), where).toBe(modelInsufficient(game.board()));
        // Claims now: none once the game is over.
        const claimsNow = model.over ? [] : model.claims;
        expect(game.canClaimThreefoldRepetition(), where).toBe(claimsNow.includes('threefold-repetition'));
        expect(game.canClaimFiftyMoves(), where).toBe(claimsNow.includes('fifty-moves'));
        expect(game.isFiftyMoves(), where).toBe(claimsNow.includes('fifty-moves'));
        // Claims by the next move: each legal move played (and taken back) and judged by the model.
        const byMove = [];
        if (!model.over) {
          for (const uci of model.moves) {
            const played = game.move(uci);
            const zeroing = played.piece === 'p' || played.captured !== undefined;
            const nextTimes = zeroing ? 1 : (seen.get(positionKey(game.fen())) ?? 0) + 1;
            const nextClock = zeroing ? 0 : clock + 1;
            const claims = modelClaims(nextTimes, nextClock);
            if (claims.length > 0 && !modelVerdict(game, nextTimes, nextClock).over)
              byMove.push({ uci, san: played.san, reasons: claims });
            game.undo();
          }
        }
        expect(game.drawClaimMoves(), where).toEqual(byMove);
        const reasonsByMove = ['threefold-repetition', 'fifty-moves'].filter((r) =>
          byMove.some((m) => m.reasons.includes(r)),
        );
        expect(game.outcome(), where).toEqual({
          over: model.over,
          winner: model.mate ? (game.turn() === 'w' ? 'b' : 'w') : null,
          reason: model.reason,
          claimable: claimsNow,
          claimableByMove: reasonsByMove,
        });
        tally.claimsNow += Number(claimsNow.length > 0);
        tally.claimsByMove += Number(byMove.length > 0);
        if (model.over) {
          tally.finished++;
          tally.fivefold += Number(times >= 5);
          tally.seventyFive += Number(clock >= 150);
          tally.finishedWithHighClock += Number(clock >= 100);
          tally.noMovesWithHighClock += Number(clock >= 100 && model.moves.length === 0);
          break;
        }
        // The next move: in shuffling games mostly a quiet one, so that the counts grow, and in
        // every fourth of them mostly the last move of the same side taken back, so that
        // positions come back (up to fivefold).
        let uci = model.moves[Math.floor(random() * model.moves.length)];
        if (shuffle && random() < 0.9) {
          const quiet = model.moves.filter((m) => {
            const to = game.get(m.slice(2, 4));
            return game.get(m.slice(0, 2)).type !== 'p' && (to === null || to.color === game.turn());
          });
          if (quiet.length > 0) uci = quiet[Math.floor(random() * quiet.length)];
          const history = game.historyUci();
          const back =
            history.length >= 2
              ? history[history.length - 2].slice(2, 4) + history[history.length - 2].slice(0, 2)
              : '';
          if (g % 4 === 3 && quiet.includes(back)) uci = back;
        }
        const played = game.move(uci);
        if (played.piece === 'p' || played.captured !== undefined) {
          clock = 0;
          seen = new Map();
        } else {
          clock++;
        }
        const key = positionKey(game.fen());
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    // The games reached what this test is about, finished games with high clocks included.
    // (Seed 10, 120 games: 20,613 positions, 104 finished games, 29 fivefold, 22 by 75 moves;
    // the first 40: 35 finished, 10 fivefold, 7 by 75 moves, 14 finished at a clock of 100+.)
    expect(tally.finished).toBeGreaterThanOrEqual(atLeast(80));
    expect(tally.claimsNow).toBeGreaterThanOrEqual(atLeast(500));
    expect(tally.claimsByMove).toBeGreaterThanOrEqual(atLeast(500));
    expect(tally.fivefold).toBeGreaterThanOrEqual(atLeast(10));
    expect(tally.seventyFive).toBeGreaterThanOrEqual(atLeast(10));
    expect(tally.finishedWithHighClock).toBeGreaterThanOrEqual(atLeast(20));
    expect(tally.noMovesWithHighClock).toBeGreaterThanOrEqual(1); // mate or stalemate at 100+
  });
});
