// The wasm boundary's contract and its TypeScript side (npm/src/generated/): the committed files are
// what bindings/contract_writer.cpp writes now, every function of the module is typed there and
// nothing else is, and the engine's real answers decode right with the generated names.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { committedFiles, generatedFiles } from '../../npm/scripts/contract.mjs';
import { REPO, START } from '../js/helpers.js';

// The generated contract's values, its TypeScript made JavaScript by the package's own esbuild (an
// enum as an object of its members).
const { transform } = createRequire(join(REPO, 'npm', 'package.json'))('esbuild');
const contractTs = readFileSync(join(REPO, 'npm', 'src', 'generated', 'contract.ts'), 'utf8');
const { code: contractJs } = await transform(contractTs, { loader: 'ts', format: 'esm' });
/** @type {Record<string, any>} */
const contract = await import(`data:text/javascript,${encodeURIComponent(contractJs)}`);

// The methods of each interface of the generated module.ts, with their parameters' names.
const moduleTypes = readFileSync(join(REPO, 'npm', 'src', 'generated', 'module.ts'), 'utf8');
const methodsOf = (name) => {
  const body = moduleTypes.slice(moduleTypes.indexOf(`export interface ${name} {`));
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}(\w+): \(([^)]*)\) =>/gm)].map(([, method, params]) => ({
    method,
    parameters: params === '' ? 0 : params.split(', ').length,
  }));
};

describe('the generated contract', () => {
  it('is what bindings/contract_writer.cpp writes now (run node npm/scripts/contract.mjs and commit when this fails)', () => {
    expect(committedFiles()).toEqual(generatedFiles());
  });

  it("has the engine's values, names and codes", () => {
    expect(contract.PieceType).toMatchObject({ PAWN: 0, KNIGHT: 1, KING: 5, NO_PIECE_TYPE: 6 });
    expect([contract.NO_SQUARE, contract.STANDARD_FEN, contract.PIECE_LETTERS]).toEqual([64, START, 'PNBRQK']);
    expect(contract.PGN_RESULTS).toEqual(['1-0', '0-1', '1/2-1/2', '*']);
    expect(contract.ERROR_CODES[0]).toBe('FEN_FIELD_COUNT');
    expect(contract.ERROR_CODES.at(-1)).toBe('DRAW_ANNOUNCEMENT');
    expect(contract.PGN_ERROR_REASONS).toContain('UNCLOSED_COMMENT');
    // Each event's size is its code's word and its fields (a text two words), the last field's end.
    const [event, words] = [contract.PgnEvent, contract.PGN_EVENT_WORDS];
    expect(words).toHaveLength(event.ERROR + 1);
    expect([words[event.TAG], words[event.START], words[event.MOVE], words[event.ERROR]]).toEqual([
      event.TAG_VALUE + 2,
      event.START_FEN + 2,
      event.MOVE_TEXT + 2,
      event.ERROR_MOVE + 2,
    ]);
    expect([words[event.EVAL], words[event.ARROW], words[event.CLOCK], event.MOVE_TEXT]).toEqual([
      event.EVAL_DEPTH + 1,
      event.ARROW_TO + 1,
      event.TIME_MILLISECONDS + 1,
      event.MOVE_PLY + 1,
    ]);
  });
});

// The wasm module itself (built by npm/scripts/build.mjs), without the wrapper in between.
const wasmDir = join(REPO, 'build', 'wasm');
// Emscripten's factory, given the bytes as the package gives them (src/wasm.ts).
const { default: createEngine } = await import(pathToFileURL(join(wasmDir, 'chess960-engine.mjs')).href);
const wasm = await createEngine({ wasmBinary: readFileSync(join(wasmDir, 'chess960-engine.wasm')) });
const square = (name) => (name.charCodeAt(1) - 49) * 8 + name.charCodeAt(0) - 97;
const word = (index) => wasm.HEAPU32[wasm._chess960_buffers() / 4 + index];
// Texts go in through the text buffer, as UTF-8 (the tests' texts are ASCII).
const textIn = (text) => {
  wasm.HEAPU8.set(new TextEncoder().encode(text), word(contract.BUFFER_TEXT));
  return text.length;
};
const newGame = (fen) => wasm._chess960_new_game(textIn(fen), 0);
const playUci = (uci) => wasm._chess960_play_uci(textIn(uci));
const playSan = (san) => wasm._chess960_play_san(textIn(san));
const fen = () => {
  const length = wasm._chess960_fen(0);
  return new TextDecoder().decode(
    wasm.HEAPU8.subarray(word(contract.BUFFER_TEXT), word(contract.BUFFER_TEXT) + length),
  );
};
// The error code of a call that failed: it answered `failed` (null, 0 or NO_MOVE).
const errorOf = (answer, failed = null) => {
  expect(answer).toBe(failed);
  return contract.ERROR_CODES[wasm.lastFailure().code];
};
const start = (fen) => expect(newGame(fen)).toBe(1);
const status = () => wasm._chess960_status();
const termination = () => (status() >> contract.STATUS_TERMINATION_SHIFT) & contract.STATUS_TERMINATION_MASK;
const record = () => {
  const at = word(contract.BUFFER_MOVE_RECORD);
  const bytes = wasm.HEAPU8;
  const san = bytes.subarray(
    at + contract.MOVE_RECORD_SAN,
    at + contract.MOVE_RECORD_SAN + bytes[at + contract.MOVE_RECORD_SAN_LENGTH],
  );
  return {
    piece: bytes[at + contract.MOVE_RECORD_PIECE],
    captured: bytes[at + contract.MOVE_RECORD_CAPTURED],
    color: bytes[at + contract.MOVE_RECORD_COLOR],
    castlingSide: bytes[at + contract.MOVE_RECORD_CASTLING_SIDE],
    pieceTo: bytes[at + contract.MOVE_RECORD_PIECE_TO],
    rookTo: bytes[at + contract.MOVE_RECORD_ROOK_TO],
    checkMark: bytes[at + contract.MOVE_RECORD_CHECK_MARK],
    san: String.fromCharCode(...san),
  };
};
const decode = (code) => ({
  from: (code >> contract.MOVE_FROM_SHIFT) & contract.MOVE_SQUARE_MASK,
  to: (code >> contract.MOVE_TO_SHIFT) & contract.MOVE_SQUARE_MASK,
  kind: (code >> contract.MOVE_KIND_SHIFT) & contract.MOVE_KIND_MASK,
  promotion: contract.PieceType.KNIGHT + (code >>> contract.MOVE_PROMOTION_SHIFT),
});
const { PieceType, MoveKind, Termination, CheckMark, CastlingSide } = contract;

describe('the engine answers in the contract', () => {
  it('error codes: each failure names the rule it broke', () => {
    expect(errorOf(newGame('8/8 w'), 0)).toBe('FEN_FIELD_COUNT');
    expect(errorOf(newGame('8/8/8/8/8/8/8/7X w - - 0 1'), 0)).toBe('FEN_BOARD');
    expect(errorOf(newGame('8/8/8/8/8/8/8/8 w - - 0 1'), 0)).toBe('KINGS');
    expect(errorOf(wasm._chess960_validate_fen(textIn('8/8/8/8/8/8/8/8 w - - 0 1'), 0), 0)).toBe('KINGS');
    expect(errorOf(wasm.positionNumber('RRRRRRRR'))).toBe('BACK_RANK');
    expect(errorOf(wasm.positionFromCards('x'))).toBe('CARDS');
    expect(errorOf(wasm.startFen(960, 0))).toBe('POSITION_NUMBER');
    expect(wasm.diceRolls(960)).toEqual([]);
    start(contract.STANDARD_FEN);
    expect(errorOf(playUci('e2'), contract.NO_MOVE)).toBe('INVALID_UCI');
    expect(errorOf(playUci('e2e5'), contract.NO_MOVE)).toBe('ILLEGAL_MOVE');
    expect(errorOf(playSan('Qh5'), contract.NO_MOVE)).toBe('ILLEGAL_MOVE');
    expect(wasm.lastFailure().message).toMatch(/Qh5/);
    expect(errorOf(playSan('Zz9'), contract.NO_MOVE)).toBe('INVALID_SAN');
    expect(fen()).toBe(contract.STANDARD_FEN); // refused moves leave the game as it was
  });

  it('status: the facts of a mate, a stalemate, a dead position, 75 moves, and the side to move', () => {
    start('7k/6Q1/6K1/8/8/8/8/8 b - - 0 1');
    expect(status() & contract.STATUS_CHECK).toBeTruthy();
    expect(status() & contract.STATUS_BLACK_TO_MOVE).toBeTruthy();
    expect(termination()).toBe(Termination.CHECKMATE);
    start('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect([status() & contract.STATUS_CHECK, termination()]).toEqual([0, Termination.STALEMATE]);
    start('7k/8/6K1/8/8/8/8/8 w - - 0 1');
    expect(status() & contract.STATUS_BLACK_TO_MOVE).toBe(0);
    expect(status() & contract.STATUS_INSUFFICIENT_MATERIAL).toBeTruthy();
    expect(termination()).toBe(Termination.INSUFFICIENT_MATERIAL);
    start('7k/8/6K1/8/8/8/8/R7 w - - 150 90');
    expect(status() & contract.STATUS_SEVENTY_FIVE_MOVES).toBeTruthy();
    expect(termination()).toBe(Termination.SEVENTY_FIVE_MOVES);
    start(contract.STANDARD_FEN);
    expect([status(), termination()]).toEqual([0, Termination.NONE]);
  });

  it('draw claims: fifty moves now, threefold after a repetition, by the next move as records', () => {
    start('7k/8/6K1/8/8/8/8/R7 w - - 100 60');
    expect(wasm._chess960_draw_claims()).toBe(contract.FIFTY_MOVES_CLAIM);
    start(contract.STANDARD_FEN);
    for (const uci of ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1'])
      expect(playUci(uci)).not.toBe(contract.NO_MOVE);
    expect(wasm._chess960_draw_claims()).toBe(0);
    const claimMoves = wasm.drawClaimMoves();
    expect(claimMoves.length).toBe(1);
    expect(decode(claimMoves[0].move)).toMatchObject({ from: square('f6'), to: square('g8') });
    expect(claimMoves[0].claims).toBe(contract.THREEFOLD_REPETITION_CLAIM);
    playUci('f6g8');
    expect(status() & contract.STATUS_THREEFOLD_REPETITION).toBeTruthy();
    expect(wasm._chess960_draw_claims()).toBe(contract.THREEFOLD_REPETITION_CLAIM);
  });

  it('move codes and the move record: a capture, a promotion, en passant and castling', () => {
    start('r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1');
    const codes = () => {
      const count = wasm._chess960_legal_moves();
      const first = word(contract.BUFFER_LEGAL_CODES) / 2;
      return [...wasm.HEAPU16.subarray(first, first + count)].map(decode);
    };
    expect(codes().length).toBeLessThanOrEqual(contract.MAX_LEGAL_MOVES);
    expect(codes()).toContainEqual(
      expect.objectContaining({ from: square('e5'), to: square('d6'), kind: MoveKind.EN_PASSANT }),
    );
    expect(codes()).toContainEqual(
      expect.objectContaining({ from: square('e1'), to: square('h1'), kind: MoveKind.CASTLING }),
    );
    expect(codes()).toContainEqual(
      expect.objectContaining({
        from: square('b7'),
        to: square('a8'),
        kind: MoveKind.PROMOTION,
        promotion: PieceType.QUEEN,
      }),
    );
    expect(codes()).toContainEqual(
      expect.objectContaining({ from: square('a1'), to: square('a2'), kind: MoveKind.NORMAL }),
    );

    const played = playUci('b7a8q');
    expect(decode(played)).toMatchObject({
      from: square('b7'),
      to: square('a8'),
      kind: MoveKind.PROMOTION,
      promotion: PieceType.QUEEN,
    });
    expect(record()).toMatchObject({
      piece: PieceType.PAWN,
      captured: PieceType.ROOK,
      color: contract.Color.WHITE,
      pieceTo: square('a8'),
      rookTo: contract.NO_SQUARE,
      checkMark: CheckMark.CHECK,
      san: 'bxa8=Q+',
    });
    playSan('Ke7');
    expect(record()).toMatchObject({
      piece: PieceType.KING,
      captured: PieceType.NO_PIECE_TYPE,
      color: contract.Color.BLACK,
      checkMark: CheckMark.NONE,
      san: 'Ke7',
    });
    expect(wasm._chess960_describe_move(0)).toBe(played);
    expect(record().san).toBe('bxa8=Q+');
    expect(wasm._chess960_piece_at(square('a8'))).toBe(PieceType.QUEEN);
    expect(wasm._chess960_piece_at(square('e7'))).toBe(
      (contract.Color.BLACK << contract.PIECE_COLOR_SHIFT) | PieceType.KING,
    );
    expect(wasm._chess960_piece_at(square('e8'))).toBeGreaterThanOrEqual(contract.NO_PIECE);
    // A legal move described without playing it: castling, where the king and the rook end.
    start('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const castling = codes().find((c) => c.kind === MoveKind.CASTLING && c.to === square('a1'));
    wasm._chess960_describe_legal(
      (castling.from << contract.MOVE_FROM_SHIFT) |
        (castling.to << contract.MOVE_TO_SHIFT) |
        (MoveKind.CASTLING << contract.MOVE_KIND_SHIFT),
    );
    expect(record()).toMatchObject({
      piece: PieceType.KING,
      captured: PieceType.NO_PIECE_TYPE,
      castlingSide: CastlingSide.QUEEN_SIDE,
      pieceTo: square('c1'),
      rookTo: square('d1'),
      checkMark: CheckMark.NONE,
      san: 'O-O-O',
    });
    expect(fen()).toBe('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'); // described, not played
    start('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
    expect(playUci('a1a8')).not.toBe(contract.NO_MOVE);
    expect(record()).toMatchObject({ checkMark: CheckMark.MATE, san: 'Ra8#' });
  });

  it('castling rooks, check square, attackers, dice, subsets and variants', () => {
    start(contract.STANDARD_FEN);
    const rooks = wasm._chess960_castling_rooks();
    const byte = (i) => (rooks >> (contract.CASTLING_ROOK_BITS * i)) & contract.CASTLING_ROOK_MASK;
    expect([0, 1, 2, 3].map(byte)).toEqual(['h1', 'a1', 'h8', 'a8'].map(square));
    start('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
    const some = wasm._chess960_castling_rooks();
    expect([0, 1, 2, 3].map((i) => (some >> (contract.CASTLING_ROOK_BITS * i)) & contract.CASTLING_ROOK_MASK)).toEqual([
      contract.NO_SQUARE,
      square('a1'),
      contract.NO_SQUARE,
      contract.NO_SQUARE,
    ]);
    expect(wasm._chess960_check_square()).toBe(contract.NO_SQUARE);
    start('4k3/8/8/8/8/8/8/R3K2r w - - 0 1');
    expect(wasm._chess960_check_square()).toBe(square('e1'));
    expect(wasm.attackers(square('e1'), contract.Color.BLACK)).toEqual([square('h1')]);

    expect(wasm.positionFromDice([6, 2, 3, 3, 2, 3])).toEqual({
      number: contract.STANDARD_POSITION_NUMBER,
      rollsUsed: 6,
    });
    expect(errorOf(wasm.positionFromDice([1]))).toBe('DIE_ROLLS');
    expect(wasm.diceRolls(contract.STANDARD_POSITION_NUMBER)).toEqual([2, 3, 3, 2, 3]);
    expect(wasm._chess960_start_subsets(contract.STANDARD_POSITION_NUMBER)).toBe(
      (1 << contract.StartSubset.CHESS18) | (1 << contract.StartSubset.CHESS870),
    );
    expect(wasm.variantStartFen(contract.VARIANT_SHUFFLE, contract.SHUFFLE_POSITION_COUNT - 1)).toBe(
      'rrknnbqb/pppppppp/8/8/8/8/PPPPPPPP/RRKNNBQB w - - 0 1',
    );
    expect(errorOf(wasm.variantStartFen(contract.VARIANT_CHESS2880, contract.SHUFFLE_POSITION_COUNT - 1))).toBe(
      'POSITION_NUMBER',
    );
    expect(wasm.variantStartFen(contract.VARIANT_CHESS2880, contract.CHESS2880_POSITION_COUNT - 1)).toMatch(/ w /);
  });

  it('limits: FENs up to MAX_FEN_LENGTH are read, the slots are SLOT_COUNT, the buffer table is filled', () => {
    const validate = (fen) => wasm._chess960_validate_fen(textIn(fen), 0);
    expect(validate(contract.STANDARD_FEN.padEnd(contract.MAX_FEN_LENGTH, ' '))).toBe(1);
    expect(errorOf(validate(contract.STANDARD_FEN.padEnd(contract.MAX_FEN_LENGTH + 1, ' ')), 0)).toBe(
      'FEN_FIELD_COUNT',
    );
    // The text buffer takes the longest FEN as UTF-8 at three bytes a unit.
    expect(contract.TEXT_BUFFER_BYTES).toBeGreaterThanOrEqual(3 * contract.MAX_FEN_LENGTH);
    wasm._chess960_select_slot(contract.SLOT_COUNT - 1);
    start(contract.STANDARD_FEN);
    wasm._chess960_select_slot(0);
    const table = Array.from({ length: contract.BUFFER_TABLE_WORDS }, (_, i) => word(i));
    expect(table.every((value) => value > 0)).toBe(true);
    const addresses = table.filter((_, i) => i !== contract.BUFFER_POSITION_BYTES);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});

describe('the module is typed from the C++ lists', () => {
  it('has each Embind function and plain export that module.ts types, with as many parameters, and no other', () => {
    const embind = methodsOf('EmbindFunctions');
    const exports = [...methodsOf('NumberExports'), ...methodsOf('MemoryExports')];
    expect(embind.length).toBeGreaterThan(15);
    expect(exports.length).toBeGreaterThan(25);
    // A plain export is the wasm's own function, whose length is its parameter count.
    for (const { method, parameters } of exports) expect([method, wasm[method]?.length]).toEqual([method, parameters]);
    for (const { method } of embind) expect(typeof wasm[method], method).toBe('function');
    const typed = new Set([...embind, ...exports].map(({ method }) => method));
    const ours = Object.keys(wasm).filter((key) => key.startsWith('_chess960_') || /^[a-z]\w*$/.test(key));
    const emscripten = ['ready', 'run', 'calledRun', 'asm', 'wasmBinary', 'preloadedImages', 'preloadedAudios'];
    const untyped = ours.filter((key) => !typed.has(key) && !emscripten.includes(key) && !/emval|^dynCall_/.test(key));
    expect(untyped).toEqual([]);
  });
});

describe('each number reaches JS once', () => {
  it('through the generated contract alone: the module binds no enum and no constant of its own', () => {
    for (const name of ['ErrorCode', 'Color', 'PieceType', 'Termination', 'StartSubset', 'RightLoss', 'CastlingSide'])
      expect(wasm[name], name).toBeUndefined();
    for (const name of ['SLOT_COUNT', 'MAX_FEN_LENGTH', 'MAX_PGN_LENGTH', 'MAX_DIE_ROLLS', 'START_POSITION_COUNT'])
      expect(wasm[name], name).toBeUndefined();
    // Yet the engine's answers take those values: a lost right, a draw's pool.
    start('4k3/8/8/8/8/8/8/4K2R w - - 0 1');
    expect(wasm.castlingStatus(contract.Color.WHITE, CastlingSide.KING_SIDE).loss).toBe(contract.RightLoss.START);
    const draw = wasm.drawStarts(
      contract.StartSubset.CHESS18,
      [],
      contract.NO_BAND,
      [],
      '',
      'seed',
      3,
      true,
      false,
      contract.DrawAlgorithm.V2,
      '',
      '',
    );
    expect(draw.starts.map(({ round }) => round)).toEqual([1, 2, 3]);
    for (const { white: number } of draw.starts)
      expect(wasm._chess960_start_subsets(number) & (1 << contract.StartSubset.CHESS18)).toBeTruthy();
  });
});

describe('npm/src reads the boundary by name', () => {
  // Bit extraction and offsets by literal numbers: what the contract's names replace.
  const BARE = [/&\s*\d+\b/, />>>?\s*\d+/, /\[(at|\w*[aA]ddress)\s*\+\s*\d+\]/, /%\s*1024/];
  const files = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'generated' || name === 'cli' ? [] : files(path);
      return path.endsWith('.ts') ? [path] : [];
    });

  it('has no bare bit masks, shifts or byte offsets outside the generated contract', () => {
    const found = [];
    for (const path of files(join(REPO, 'npm', 'src')))
      for (const [index, line] of readFileSync(path, 'utf8').split('\n').entries())
        if (!line.trimStart().startsWith('//') && BARE.some((pattern) => pattern.test(line)))
          found.push(`${path}:${index + 1}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
