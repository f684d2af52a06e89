// game.move(), what it returns, game.undo() and the history they leave.
// Expected values are checked independently (Stockfish 15.1 in UCI_Chess960 mode, or worked out by hand where stated).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { load } from 'chess960';
import { KIWIPETE, START, WHITE_EXD6_EN_PASSANT, WHITE_O_O, mulberry32, plain, play } from './helpers.js';

const chess = await load();

describe('game.move()', () => {
  it('plays SAN, UCI and {from, to} and returns the move', () => {
    const game = chess.game();
    expect(plain(game.move('Nf3'))).toEqual({
      uci: 'g1f3',
      san: 'Nf3',
      color: 'w',
      piece: 'n',
      from: 'g1',
      to: 'f3',
      enPassant: false,
      check: false,
      checkmate: false,
    });
    expect(plain(game.move('d7d5'))).toEqual({
      uci: 'd7d5',
      san: 'd5',
      color: 'b',
      piece: 'p',
      from: 'd7',
      to: 'd5',
      enPassant: false,
      enPassantSquare: 'd6',
      check: false,
      checkmate: false,
    });
    expect(plain(game.move({ from: 'e2', to: 'e4' }))).toMatchObject({
      uci: 'e2e4',
      san: 'e4',
      color: 'w',
      piece: 'p',
    });
    expect(plain(game.move('dxe4'))).toEqual({
      uci: 'd5e4',
      san: 'dxe4',
      color: 'b',
      piece: 'p',
      from: 'd5',
      to: 'e4',
      captured: 'p',
      enPassant: false,
      check: false,
      checkmate: false,
    });
    expect(game.fen()).toBe('rnbqkbnr/ppp1pppp/8/8/4p3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3');
  });

  it('plays en passant', () => {
    const game = play(chess.game(), ['e4', 'a6', 'e5', 'd5']);
    // The en-passant square is written because the capture is legal.
    expect(game.fen()).toBe('rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3');
    expect(plain(game.move('exd6'))).toEqual(WHITE_EXD6_EN_PASSANT);
    // Stockfish: position startpos moves e2e4 a7a6 e4e5 d7d5 e5d6 -> this FEN.
    expect(game.fen()).toBe('rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3');
  });

  it('plays promotions given as SAN, UCI or an object', () => {
    const fen = '8/P6k/8/8/8/8/8/K7 w - - 0 1';
    let game = chess.game(fen);
    expect(plain(game.move('a8=Q'))).toEqual({
      uci: 'a7a8q',
      san: 'a8=Q',
      color: 'w',
      piece: 'p',
      from: 'a7',
      to: 'a8',
      promotion: 'q',
      enPassant: false,
      check: false,
      checkmate: false,
    });
    expect(game.fen()).toBe('Q7/7k/8/8/8/8/8/K7 b - - 0 1');
    game = chess.game(fen);
    expect(plain(game.move('a7a8n'))).toMatchObject({ san: 'a8=N', promotion: 'n' });
    expect(game.get('a8')).toEqual({ type: 'n', color: 'w' });
    game = chess.game(fen);
    expect(plain(game.move({ from: 'a7', to: 'a8', promotion: 'rook' }))).toMatchObject({
      uci: 'a7a8r',
      san: 'a8=R',
      promotion: 'r',
    });
    game = chess.game(fen);
    expect(plain(game.move({ from: 'a7', to: 'a8', promotion: 'b' }))).toMatchObject({
      uci: 'a7a8b',
      san: 'a8=B',
      promotion: 'b',
    });
  });

  it('plays the move named after legalMoves() listed it: each promotion, castling either way', () => {
    // move() looks UCI text up in the list legalMoves() returned; four codes share a7-a8 here.
    const fen = '8/P6k/8/8/8/8/8/K7 w - - 0 1';
    for (const uci of ['a7a8q', 'a7a8r', 'a7a8b', 'a7a8n', 'a7a8Q']) {
      const game = chess.game(fen);
      expect(game.legalMoves()).toContain('a7a8n');
      const played = game.move(uci);
      expect(played.uci).toBe(uci.toLowerCase());
      expect(game.get('a8')).toEqual({ type: uci[4].toLowerCase(), color: 'w' });
    }
    const castling = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    for (const [uci, king] of [
      ['e1h1', 'g1'],
      ['e1g1', 'g1'],
      ['e1a1', 'c1'],
      ['e1c1', 'c1'],
    ]) {
      const game = chess.game(castling);
      expect(game.legalMoves()).toContain('e1h1');
      expect(game.move(uci).castling).toBe(king === 'g1' ? 'kingside' : 'queenside');
      expect(game.get(king)).toEqual({ type: 'k', color: 'w' });
    }
  });

  it('marks check and mate', () => {
    const check = play(chess.game(), ['e4', 'f6']).move('Qh5+');
    expect(plain(check)).toMatchObject({ san: 'Qh5+', check: true, checkmate: false });
    const mate = play(chess.game(), ['f3', 'e5', 'g4']).move('Qh4');
    expect(plain(mate)).toEqual({
      uci: 'd8h4',
      san: 'Qh4#',
      color: 'b',
      piece: 'q',
      from: 'd8',
      to: 'h4',
      enPassant: false,
      check: true,
      checkmate: true,
    });
  });

  it('accepts SAN with or without its check suffix', () => {
    const game = play(chess.game(), ['e4', 'f6']);
    expect(game.move('Qh5').san).toBe('Qh5+');
    game.undo();
    expect(game.move('Qh5+').san).toBe('Qh5+');
  });
});

describe('move results', () => {
  it('keep their SAN when read only after the game has moved on or been taken back', () => {
    const game = chess.game();
    const nf3 = game.move('Nf3');
    game.undo();
    const e4 = game.move('e4');
    const e5 = game.move('e5');
    const qh5 = game.move('Qh5');
    game.undo();
    game.undo();
    game.move('c5');
    chess.game(KIWIPETE).move('O-O'); // another game takes the engine's slot meanwhile
    expect(plain(nf3)).toMatchObject({ uci: 'g1f3', san: 'Nf3', check: false });
    expect(plain(qh5)).toMatchObject({ uci: 'd1h5', san: 'Qh5', check: false });
    expect(plain(e5)).toMatchObject({ uci: 'e7e5', san: 'e5' });
    expect(plain(e4)).toMatchObject({ uci: 'e2e4', san: 'e4' });
    expect(game.history()).toEqual(['e4', 'c5']);
    expect(game.fen()).toBe('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });

  it('a move taken back and read later still shows its check', () => {
    const game = play(chess.game(), ['e4', 'f6']);
    const check = game.move('Qh5');
    game.undo();
    game.move('d4');
    expect(check.san).toBe('Qh5+');
    expect(check.check).toBe(true);
    expect(check.checkmate).toBe(false);
  });

  it('serialize to JSON with every documented field', () => {
    const game = play(chess.game(), ['e4', 'd5']);
    const move = game.move('exd5');
    expect(JSON.parse(JSON.stringify(move))).toEqual({
      uci: 'e4d5',
      san: 'exd5',
      color: 'w',
      piece: 'p',
      from: 'e4',
      to: 'd5',
      captured: 'p',
      enPassant: false,
      check: false,
      checkmate: false,
    });
  });

  it('are plain data: a spread copy keeps san, check and checkmate (the contract returns {uci, san, ...})', () => {
    const move = play(chess.game(), ['f3', 'e5', 'g4']).move('Qh4#');
    const copy = { ...move };
    expect(copy.uci).toBe('d8h4');
    expect(copy.san).toBe('Qh4#');
    expect(copy.check).toBe(true);
    expect(copy.checkmate).toBe(true);
  });

  it("can be matched as objects, as an app's own tests would (Vitest/Jest toMatchObject)", () => {
    const move = play(chess.game(), ['f3', 'e5', 'g4']).move('Qh4#');
    expect(move).toMatchObject({ uci: 'd8h4', san: 'Qh4#', checkmate: true });
  });
});

describe('game.undo()', () => {
  it('takes back the last move and returns it; null at the start', () => {
    const game = chess.game();
    expect(plain(game.undo())).toBeNull();
    const played = game.move('e4');
    game.move('e5');
    const fenAfterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(plain(game.undo())).toMatchObject({ uci: 'e7e5', san: 'e5', color: 'b' });
    expect(game.fen()).toBe(fenAfterE4);
    expect(plain(game.undo())).toEqual(plain(played));
    expect(plain(played)).toEqual({
      uci: 'e2e4',
      san: 'e4',
      color: 'w',
      piece: 'p',
      from: 'e2',
      to: 'e4',
      enPassant: false,
      enPassantSquare: 'e3',
      check: false,
      checkmate: false,
    });
    expect(game.fen()).toBe(START);
    expect(plain(game.undo())).toBeNull();
    expect(game.history()).toEqual([]);
  });

  it('restores castling rights, captured pieces and the en-passant square', () => {
    const game = play(chess.game(), ['e4', 'a6', 'e5', 'd5']);
    const before = game.fen();
    game.move('exd6');
    game.undo();
    expect(game.fen()).toBe(before);
    const castle = chess.game(KIWIPETE);
    castle.move('O-O');
    castle.undo();
    expect(castle.fen()).toBe(KIWIPETE);
    expect(castle.castlingRights()).toEqual({
      w: { kingside: 'h1', queenside: 'a1' },
      b: { kingside: 'h8', queenside: 'a8' },
    });
  });
});

describe('what a game keeps of the moves it returned', () => {
  it('undo() and verbose history give back what move() returned, move by move', () => {
    const game = chess.game(chess.startFen(321));
    const random = mulberry32(7);
    const returned = [];
    for (let ply = 0; ply < 60 && !game.isGameOver(); ply++) {
      const moves = game.legalMoves();
      returned.push(plain(game.move(moves[Math.floor(random() * moves.length)])));
    }
    expect(returned.length).toBeGreaterThan(20);
    expect(game.history({ verbose: true }).map(plain)).toEqual(returned);
    // Back and forth over the last plies, then all the way back.
    for (let round = 0; round < 3; round++) {
      const undone = [game.undo(), game.undo(), game.undo()].map(plain);
      expect(undone).toEqual(returned.slice(-3).reverse());
      for (const move of undone.reverse()) expect(plain(game.move(move.uci))).toEqual(move);
    }
    for (let ply = returned.length - 1; ply >= 0; ply--) expect(plain(game.undo())).toEqual(returned[ply]);
    expect(game.undo()).toBeNull();
  });

  // V8 allocates the objects of an allocation site in the old generation at once ("pretenures")
  // once most of them outlive a collection: a game holding every move object it returned made that
  // so for every later move object, and a move/undo loop (perft from JS) then ran at half speed.
  it('holds no move object but the last one', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc');
    const game = chess.game();
    const returned = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'].map((san) => new WeakRef(game.move(san)));
    game.history({ verbose: true });
    await new Promise((resolve) => setTimeout(resolve, 0)); // a WeakRef keeps its object to the end of the job
    gc();
    expect(returned.map((ref) => ref.deref() === undefined)).toEqual([true, true, true, true, false]);
    expect(game.undo()).toBe(returned[4].deref());
    expect(game.history()).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
  });
});

describe('history', () => {
  it('history() in SAN, historyUci() in UCI, verbose history as move objects', () => {
    const game = play(chess.game(KIWIPETE), ['O-O', 'O-O-O', 'Qxf6', 'Qxf6']);
    expect(game.history()).toEqual(['O-O', 'O-O-O', 'Qxf6', 'Qxf6']);
    expect(game.historyUci()).toEqual(['e1h1', 'e8a8', 'f3f6', 'e7f6']);
    // Stockfish: KIWIPETE moves e1h1 e8a8 f3f6 e7f6.
    expect(game.fen()).toBe('2kr3r/p1pp1pb1/bn2pqp1/3PN3/1p2P3/2N4p/PPPBBPPP/R4RK1 w - - 0 3');
    const verbose = game.history({ verbose: true });
    expect(verbose).toHaveLength(4);
    expect(plain(verbose[0])).toEqual(WHITE_O_O);
    expect(plain(verbose[1])).toMatchObject({
      uci: 'e8a8',
      san: 'O-O-O',
      color: 'b',
      castling: 'queenside',
      kingTo: 'c8',
      rookTo: 'd8',
    });
    expect(plain(verbose[2])).toMatchObject({ uci: 'f3f6', piece: 'q', captured: 'n' });
    expect(plain(verbose[3])).toMatchObject({ uci: 'e7f6', piece: 'q', captured: 'q', color: 'b' });
    expect(game.history({ verbose: false })).toEqual(game.history());
  });

  it('history after undo shrinks', () => {
    const game = play(chess.game(), ['e4', 'e5', 'Nf3']);
    game.undo();
    expect(game.history()).toEqual(['e4', 'e5']);
    expect(game.historyUci()).toEqual(['e2e4', 'e7e5']);
    expect(game.history({ verbose: true }).map((m) => m.uci)).toEqual(['e2e4', 'e7e5']);
  });
});

// Every fact of a move object comes from the engine's move record; here each is held against
// another source: the SAN's own marks and castling text, the board before and after, and the
// game's status after the move.
describe('move objects agree with their SAN, the board and the status, over random games', () => {
  it('verbose legal moves, move() and verbose history, in 24 random Chess960 games', () => {
    const random = mulberry32(33);
    const counts = { moves: 0, checks: 0, mates: 0, castlings: 0, captures: 0, enPassant: 0, doubleSteps: 0 };
    for (let g = 0; g < 24; g++) {
      const game = chess.game(chess.startFen(Math.floor(random() * 960)));
      for (let ply = 0; ply < 160 && !game.isGameOver(); ply++) {
        const board = game.board(); // ranks 8 to 1, files a to h
        const at = (square) => board[8 - Number(square[1])][square.charCodeAt(0) - 97];
        const legal = game.legalMoves({ verbose: true });
        expect(legal.map((m) => m.uci)).toEqual(game.legalMoves());
        expect(legal.map((m) => m.san)).toEqual(game.legalMovesSan());
        for (const move of legal) {
          counts.moves++;
          const mark = move.san.at(-1);
          expect(move.check, move.san).toBe(mark === '+' || mark === '#');
          expect(move.checkmate, move.san).toBe(mark === '#');
          const castlingText = move.san.replace(/[+#]$/, '');
          expect(move.castling, move.san).toBe(
            castlingText === 'O-O' ? 'kingside' : castlingText === 'O-O-O' ? 'queenside' : undefined,
          );
          expect(at(move.from)).toEqual({ type: move.piece, color: move.color });
          const onTarget = at(move.to);
          const taken = move.enPassant ? 'p' : move.castling ? undefined : onTarget?.type;
          expect(move.captured, move.san).toBe(taken);
          // Castling names where king and rook land (g/f or c/d of the king's rank); nothing else does.
          const rank = move.from[1];
          const targets = { kingside: [`g${rank}`, `f${rank}`], queenside: [`c${rank}`, `d${rank}`] }[move.castling];
          expect([move.kingTo, move.rookTo], move.san).toEqual(targets ?? [undefined, undefined]);
          // A pawn's two-square step names the square it passes over, empty on the board.
          const twoSquares = move.piece === 'p' && Math.abs(Number(move.to[1]) - Number(rank)) === 2;
          const passed = twoSquares ? `${move.from[0]}${(Number(rank) + Number(move.to[1])) / 2}` : undefined;
          expect(move.enPassantSquare, move.san).toBe(passed);
          if (passed !== undefined) expect(at(passed)).toBe(null);
          counts.checks += Number(move.check);
          counts.mates += Number(move.checkmate);
          counts.castlings += Number(move.castling !== undefined);
          counts.captures += Number(move.captured !== undefined);
          counts.enPassant += Number(move.enPassant);
          counts.doubleSteps += Number(passed !== undefined);
        }
        const chosen = legal[Math.floor(random() * legal.length)];
        const played = game.move(chosen.uci);
        expect(played).toEqual(chosen);
        expect([game.isCheck(), game.isCheckmate()]).toEqual([played.check, played.checkmate]);
        if (played.castling) {
          // King and rook stand where the record said.
          expect(game.get(played.kingTo)).toEqual({ type: 'k', color: played.color });
          expect(game.get(played.rookTo)).toEqual({ type: 'r', color: played.color });
        }
        // fen() names the en-passant square only when a capture there is legal: then it is this one.
        const fenSquare = game.fen().split(' ')[3];
        expect(fenSquare === '-' || fenSquare === played.enPassantSquare, fenSquare).toBe(true);
      }
      // A copy describes its history from the engine's record again, move by move.
      const played = game.history({ verbose: true });
      expect(game.clone().history({ verbose: true })).toEqual(played);
    }
    expect(counts.moves).toBeGreaterThan(40000);
    for (const [fact, count] of Object.entries(counts)) expect(count, fact).toBeGreaterThan(fact === 'mates' ? 0 : 10);
  });
});
