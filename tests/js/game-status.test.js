// The state of a game: check, mate, stalemate, dead positions, outcome().
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { plain, sorted, play } from './helpers.js';

const chess = await load();

describe('status: isCheck, isCheckmate, isStalemate, outcome', () => {
  it('start position: nothing', () => {
    const game = chess.game();
    expect(game.isCheck()).toBe(false);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isStalemate()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    expect(game.outcome()).toEqual({ over: false, winner: null, reason: null, claimable: [], claimableByMove: [] });
  });

  it('check without mate', () => {
    const game = play(chess.game(), ['e4', 'f6', 'Qh5+']);
    expect(game.isCheck()).toBe(true);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    expect(game.legalMoves()).toEqual(['g7g6']);
  });

  it("fool's mate: Black wins", () => {
    const game = play(chess.game(), ['f3', 'e5', 'g4', 'Qh4#']);
    expect(game.isCheck()).toBe(true);
    expect(game.isCheckmate()).toBe(true);
    expect(game.isStalemate()).toBe(false);
    expect(game.isDraw()).toBe(false);
    expect(game.isGameOver()).toBe(true);
    expect(game.outcome()).toEqual({
      over: true,
      winner: 'b',
      reason: 'checkmate',
      claimable: [],
      claimableByMove: [],
    });
    game.undo();
    expect(game.outcome()).toEqual({ over: false, winner: null, reason: null, claimable: [], claimableByMove: [] });
  });

  it('mate by White', () => {
    const game = chess.game('k7/8/1K6/8/8/8/8/7R w - - 0 1');
    expect(plain(game.move('Rh8'))).toMatchObject({ san: 'Rh8#', checkmate: true });
    expect(game.outcome()).toEqual({
      over: true,
      winner: 'w',
      reason: 'checkmate',
      claimable: [],
      claimableByMove: [],
    });
  });

  it('stalemate, from a FEN and by a move', () => {
    const game = chess.game('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(game.isStalemate()).toBe(true);
    expect(game.isCheck()).toBe(false);
    expect(game.isCheckmate()).toBe(false);
    expect(game.isDraw()).toBe(true);
    expect(game.isGameOver()).toBe(true);
    expect(game.outcome()).toEqual({
      over: true,
      winner: null,
      reason: 'stalemate',
      claimable: [],
      claimableByMove: [],
    });
    const byMove = chess.game('7k/8/6K1/5Q2/8/8/8/8 w - - 0 1');
    expect(plain(byMove.move('Qf7'))).toMatchObject({ san: 'Qf7', check: false });
    expect(byMove.isStalemate()).toBe(true);
    expect(byMove.fen()).toBe('7k/5Q2/6K1/8/8/8/8/8 b - - 1 1');
  });

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
      expect(game.outcome()).toEqual({
        over: true,
        winner: null,
        reason: 'insufficient-material',
        claimable: [],
        claimableByMove: [],
      });
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
    expect(game.outcome()).toEqual({
      over: false,
      winner: null,
      reason: null,
      claimable: ['fifty-moves'],
      claimableByMove: ['fifty-moves'],
    });
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
    expect(game.outcome()).toEqual({
      over: true,
      winner: null,
      reason: 'seventy-five-moves',
      claimable: [],
      claimableByMove: [],
    });
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
    expect(game.outcome()).toEqual({
      over: false,
      winner: null,
      reason: null,
      claimable: ['threefold-repetition'],
      claimableByMove: ['threefold-repetition'],
    });
    play(game, cycle); // four times
    expect(game.isFivefoldRepetition()).toBe(false);
    expect(game.isGameOver()).toBe(false);
    play(game, cycle); // five times
    expect(game.isFivefoldRepetition()).toBe(true);
    expect(game.isDraw()).toBe(true);
    expect(game.isGameOver()).toBe(true);
    expect(game.isThreefoldRepetition()).toBe(true); // a fact: it has stood three times (and more)
    expect(game.canClaimThreefoldRepetition()).toBe(false); // drawn by rule: nothing left to claim
    expect(game.outcome()).toEqual({
      over: true,
      winner: null,
      reason: 'fivefold-repetition',
      claimable: [],
      claimableByMove: [],
    });
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
