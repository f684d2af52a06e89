// The wasm boundary's contract (bindings/boundary.h with the engine facts it names from the engine's
// headers, error.h's CHESS960_ERROR_CODES, the packed PGN layout of bindings/pgn_packed.h) and its
// TypeScript side (npm/src/generated/contract.ts) agree: the generated file is what the script makes
// from the headers today, and the engine's real answers decode right with its names.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_FILE,
  contractSource,
  literal,
  readBoundary,
  readEngineFacts,
  readErrorCodes,
} from '../../npm/scripts/contract.mjs';
import { REPO, START } from '../js/helpers.js';

// The contract's values as the generated file holds them (the first test checks it is fresh): an
// enum as an object of its members.
const boundaryHeader = readFileSync(join(REPO, 'bindings', 'boundary.h'), 'utf8');
const boundary = readBoundary(boundaryHeader);
const facts = readEngineFacts(boundaryHeader);
const errorCodes = readErrorCodes(readFileSync(join(REPO, 'cpp', 'include', 'chess960', 'error.h'), 'utf8'));
const pgnPackedHeader = readFileSync(join(REPO, 'bindings', 'pgn_packed.h'), 'utf8');
const pgnPacked = readBoundary(pgnPackedHeader, 'pgn_packed.h');
const contract = {
  ...Object.fromEntries(facts.map(({ name, value, members }) => [name, members ? Object.fromEntries(members) : value])),
  ...Object.fromEntries(boundary),
  ERROR_CODES: errorCodes.map(([name]) => name),
};

describe('the generated contract', () => {
  it('is what npm/scripts/contract.mjs makes from the C++ headers now (run it and commit when this fails)', () => {
    expect(readFileSync(CONTRACT_FILE, 'utf8')).toBe(contractSource());
  });

  it("has every name of boundary.h, the engine's own and the boundary's, and every error code of error.h", () => {
    const generated = readFileSync(CONTRACT_FILE, 'utf8');
    expect(boundary.length).toBeGreaterThan(30);
    for (const [name, value] of boundary)
      expect(generated, name).toContain(`export const ${name} = ${literal(value)};`);
    // Every `using chess960::NAME;` of the header, independently of the script: a constant or a const enum.
    const names = [...boundaryHeader.matchAll(/^using chess960::(\w+);$/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(30);
    expect(facts.map(({ name }) => name)).toEqual(names);
    for (const { name, value, members } of facts) {
      if (!members) expect(generated, name).toContain(`export const ${name} = ${literal(value)};`);
      else {
        const body = generated.slice(generated.indexOf(`export const enum ${name} {\n`));
        expect(body, name).not.toBe(generated);
        for (const [member, number] of members)
          expect(body.slice(0, body.indexOf('\n}')), `${name}.${member}`).toContain(`\n  ${member} = ${number},`);
      }
    }
    expect(contract.PieceType).toMatchObject({ PAWN: 0, KNIGHT: 1, KING: 5, NO_PIECE_TYPE: 6 });
    expect([contract.NO_SQUARE, contract.STANDARD_FEN]).toEqual([64, START]);
    expect(generated).toContain(
      `export const ERROR_CODES: readonly ErrorCode[] = [${contract.ERROR_CODES.map((c) => `'${c}'`).join(', ')}];`,
    );
    expect(contract.ERROR_CODES[0]).toBe('FEN_FIELD_COUNT');
    expect(contract.ERROR_CODES.at(-1)).toBe('DRAW_ANNOUNCEMENT');
  });

  it('has every constant of pgn_packed.h, with its value, in the const enum PgnPacked', () => {
    const generated = readFileSync(CONTRACT_FILE, 'utf8');
    const body = generated.slice(generated.indexOf('export const enum PgnPacked {'));
    // Read independently of the script: every `inline constexpr int` line of the header.
    const names = [...pgnPackedHeader.matchAll(/^inline constexpr int (\w+) = /gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(30);
    expect(pgnPacked.map(([name]) => name)).toEqual(names);
    for (const [name, value] of pgnPacked) expect(body, name).toContain(`\n  ${name} = ${value},\n`);
    const values = Object.fromEntries(pgnPacked);
    // Spans take two words, an address and its length one each; the header ends after the last;
    // the write header likewise.
    expect([values.KEPT_WORDS, values.MOVES_BYTES, values.ERROR_NEAR, values.HEADER_SIZE]).toEqual([
      values.KEPT + 1,
      values.MOVES + 1,
      values.ERROR_WHAT + 2,
      values.ERROR_MOVE + 2,
    ]);
    expect(values.PACKED_HEADER_SIZE).toBe(values.PACKED_MOVES + 2);
    expect(values.TAG_SIZE).toBe(values.TAG_VALUE + 2);
  });

  it('the script evaluates expressions of earlier names and refuses what it cannot read', () => {
    const read = (text) => readBoundary(text).map(([name, value]) => [name, value]);
    expect(read('inline constexpr int A = 3;\ninline constexpr int B = (1 << A) - 1;')).toEqual([
      ['A', 3],
      ['B', 7],
    ]);
    expect(readBoundary('// what A is\ninline constexpr int A = 3;  // and more')).toEqual([
      ['A', 3, 'what A is and more'],
    ]);
    expect(() => read('inline constexpr int A = sizeof(int);')).toThrow(/not integer arithmetic/);
    expect(() => read('inline constexpr int A = B + 1;')).toThrow(/B, which is not defined above it/);
    expect(() => read('inline constexpr unsigned A = 1;')).toThrow(/not a line the contract script can read/);
    expect(() => read('inline constexpr int A = 1;\ninline constexpr int A = 2;')).toThrow(/defined twice/);
    expect(() => readErrorCodes('#define OTHER(X) X(A, "a")')).toThrow(/CHESS960_ERROR_CODES not found/);
  });

  it("the script copies the engine's facts that `using` names from the headers included, and refuses what it cannot", () => {
    const headers = {
      'chess960/a.h': [
        '// How wide',
        'inline constexpr int WIDTH = 8;',
        'constexpr std::size_t AREA = WIDTH * WIDTH;  // squares',
        'inline constexpr std::string_view NAME = "board";',
        'enum Piece : std::uint8_t { NO_PIECE = 16 };',
        '// What happened',
        'enum class Outcome {',
        '  NONE,',
        '  WON = 3,  // by mate',
        '  DRAWN,',
        '};',
        'static constexpr int HIDDEN = 1;',
        '#define LIST(X) X(A)',
        'enum class Built { LIST(ENUMERATOR) };',
      ].join('\n'),
      'chess960/b.h': 'inline constexpr int TWICE = 1;\ninline constexpr int SIZED = sizeof(int);',
      'chess960/c.h': 'inline constexpr int TWICE = 2;',
    };
    const read = (usings, includes = ['a.h']) =>
      readEngineFacts(
        [...includes.map((h) => `#include "chess960/${h}"`), ...usings.map((u) => `using chess960::${u};`)].join('\n'),
        (include) => headers[include],
      );
    expect(read(['AREA', 'NAME', 'NO_PIECE', 'Outcome', 'WIDTH'])).toEqual([
      { name: 'AREA', value: 64, comment: 'squares', where: 'chess960/a.h:3' },
      { name: 'NAME', value: 'board', comment: '', where: 'chess960/a.h:4' },
      { name: 'NO_PIECE', value: 16, comment: '', where: 'chess960/a.h:5' },
      {
        name: 'Outcome',
        members: [
          ['NONE', 0, ''],
          ['WON', 3, 'by mate'],
          ['DRAWN', 4, ''],
        ],
        comment: 'What happened',
        where: 'chess960/a.h:7',
      },
      { name: 'WIDTH', value: 8, comment: 'How wide', where: 'chess960/a.h:2' },
    ]);
    expect(() => read(['HIDDEN'])).toThrow(/HIDDEN is not declared in a way the contract script reads/);
    expect(() => read(['TWICE'])).toThrow(/TWICE is not declared/); // b.h not included
    expect(() => read(['TWICE'], ['b.h', 'c.h'])).toThrow(
      /TWICE is declared twice \(chess960\/b.h:1, chess960\/c.h:1\)/,
    );
    expect(() => read(['SIZED'], ['b.h'])).toThrow(/SIZED = sizeof\(int\) is not integer arithmetic/);
    expect(() => read(['Built'])).toThrow(/enum Built: cannot read LIST\(ENUMERATOR\)/);
    expect(read(['WIDTH'])).toHaveLength(1); // an enum it cannot read is no error until asked for
  });
});

// The wasm module itself (built by npm/scripts/build.mjs), without the wrapper in between.
const wasmDir = join(REPO, 'build', 'wasm');
// Emscripten's factory, given the bytes as the package gives them (src/wasm.ts).
const { default: createEngine } = await import(pathToFileURL(join(wasmDir, 'chess960-engine.mjs')).href);
const wasm = await createEngine({ wasmBinary: readFileSync(join(wasmDir, 'chess960-engine.wasm')) });
const square = (name) => (name.charCodeAt(1) - 49) * 8 + name.charCodeAt(0) - 97;
const word = (index) => wasm.HEAPU32[wasm._chess960_buffers() / 4 + index];
const errorOf = (result) => contract.ERROR_CODES[contract.FAILURE_BASE - result];
const start = (fen) => expect(wasm.newGameFromFen(fen, false)).toBe(0);
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
    expect(errorOf(wasm.newGameFromFen('8/8 w', false))).toBe('FEN_FIELD_COUNT');
    expect(errorOf(wasm.newGameFromFen('8/8/8/8/8/8/8/7X w - - 0 1', false))).toBe('FEN_BOARD');
    expect(errorOf(wasm.newGameFromFen('8/8/8/8/8/8/8/8 w - - 0 1', false))).toBe('KINGS');
    expect(errorOf(wasm.positionNumber('RRRRRRRR'))).toBe('BACK_RANK');
    expect(errorOf(wasm.positionFromCards('x'))).toBe('CARDS');
    expect(wasm.diceRolls(960)).toEqual([]);
    start(contract.STANDARD_FEN);
    expect(errorOf(wasm.playUci('e2'))).toBe('INVALID_UCI');
    expect(errorOf(wasm.playUci('e2e5'))).toBe('ILLEGAL_MOVE');
    expect(errorOf(wasm.playSan('Qh5'))).toBe('ILLEGAL_MOVE');
    expect(wasm.lastError()).toMatch(/Qh5/);
    expect(errorOf(wasm.playSan('Zz9'))).toBe('INVALID_SAN');
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
      expect(wasm.playUci(uci)).toBeGreaterThanOrEqual(0);
    expect(wasm._chess960_draw_claims()).toBe(0);
    const claimMoves = wasm.drawClaimMoves();
    expect(claimMoves.length).toBe(1);
    expect(decode(claimMoves[0].move)).toMatchObject({ from: square('f6'), to: square('g8') });
    expect(claimMoves[0].claims).toBe(contract.THREEFOLD_REPETITION_CLAIM);
    wasm.playUci('f6g8');
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

    const played = wasm.playUci('b7a8q');
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
    wasm.playSan('Ke7');
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
    expect(wasm.fen(false)).toBe('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'); // described, not played
    start('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
    expect(wasm.playUci('a1a8')).toBeGreaterThanOrEqual(0);
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

    expect(wasm.positionFromDice('623323')).toEqual({ number: contract.STANDARD_POSITION_NUMBER, rollsUsed: 6 });
    expect(errorOf(wasm.positionFromDice('1').number)).toBe('DIE_ROLLS');
    expect(wasm.diceRolls(contract.STANDARD_POSITION_NUMBER)).toEqual([2, 3, 3, 2, 3]);
    expect(wasm.startSubsets(contract.STANDARD_POSITION_NUMBER)).toBe(
      (1 << contract.StartSubset.CHESS18) | (1 << contract.StartSubset.CHESS870),
    );
    expect(wasm.variantStartFen(contract.VARIANT_SHUFFLE, contract.SHUFFLE_POSITION_COUNT - 1)).not.toBe('');
    expect(wasm.variantStartFen(contract.VARIANT_CHESS2880, contract.SHUFFLE_POSITION_COUNT - 1)).toBe('');
    expect(wasm.variantStartFen(contract.VARIANT_CHESS2880, contract.CHESS2880_POSITION_COUNT - 1)).not.toBe('');
  });

  it('limits: FENs up to MAX_FEN_LENGTH are read, the slots are SLOT_COUNT, the buffer table is filled', () => {
    expect(wasm.validateFen(contract.STANDARD_FEN.padEnd(contract.MAX_FEN_LENGTH, ' '), false)).toBe(0);
    expect(errorOf(wasm.validateFen(contract.STANDARD_FEN.padEnd(contract.MAX_FEN_LENGTH + 1, ' '), false))).toBe(
      'FEN_FIELD_COUNT',
    );
    wasm._chess960_select_slot(contract.SLOT_COUNT - 1);
    start(contract.STANDARD_FEN);
    wasm._chess960_select_slot(0);
    const table = Array.from({ length: contract.BUFFER_TABLE_WORDS }, (_, i) => word(i));
    expect(table.every((value) => value > 0)).toBe(true);
    const addresses = table.filter((_, i) => i !== contract.BUFFER_POSITION_BYTES);
    expect(new Set(addresses).size).toBe(addresses.length);
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
    const draw = wasm.drawStarts('seed', '', 3, contract.StartSubset.CHESS18, [], true, false);
    expect(draw.failed).toBe(0);
    for (const number of draw.white)
      expect(wasm.startSubsets(number) & (1 << contract.StartSubset.CHESS18)).toBeTruthy();
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
