// writePgn: a game tree (a PgnGame, or plain objects of its shape) checked and packed into the
// words of pgn_packed.h's PACKED_* layout (as generated/contract.ts names them), which the engine writes as PGN
// (cpp/include/chess960/pgn_writer.h).
import { badPgnInput, checkPgnList, describeValue, isInt32, isObject } from './checks.js';
import type { Engine } from './engine.js';
import { InvalidPgnError } from './errors.js';
import { PgnPacked as Packed } from './generated/contract.js';
import { SQUARES, type Square } from './notation.js';
import {
  MARK_COLORS,
  MARK_LETTERS,
  RESULTS,
  RESULTS_NAMED,
  type PgnGameInput,
  type PgnMarkColor,
} from './pgn-types.js';
import { utf8Length } from './utf8.js';

type NoteWriter = (kind: number, a: number, b?: number) => void;

// A node's notes, in the order the engine writes them: comments before, NAGs, then the command
// annotations ([%eval] [%clk] [%emt] [%csl] [%cal]) ahead of the comments after the move.
function packNotes(
  node: Record<string, unknown>,
  where: string,
  note: NoteWriter,
  span: (s: string) => [number, number],
): void {
  const isString = (s: unknown) => typeof s === 'string';
  const before = checkPgnList(node.commentsBefore, `${where}.commentsBefore`, 'an array of strings', isString);
  const comments = checkPgnList(node.comments, `${where}.comments`, 'an array of strings', isString);
  for (const s of before) note(Packed.NOTE_COMMENT_BEFORE, ...span(s as string));
  for (const nag of checkPgnList(
    node.nags,
    `${where}.nags`,
    'an array of numbers 0-255',
    (n) => isInt32(n) && n >= 0 && n <= 255,
  ))
    note(Packed.NOTE_NAG, nag as number);
  if (node.eval !== undefined) {
    const e = isObject(node.eval) ? node.eval : {};
    const mate = typeof e.centipawns !== 'number';
    const value = mate ? e.mate : e.centipawns;
    const depth = e.depth ?? -1;
    const most: number = mate ? Packed.MAX_MATE : Packed.MAX_CENTIPAWNS;
    const deepest: number = Packed.MAX_EVAL_DEPTH;
    if (!isInt32(value) || Math.abs(value) > most || !isInt32(depth) || depth < -1 || depth > deepest)
      throw badPgnInput(
        `${where}.eval`,
        `{ centipawns } (whole, within ±${Packed.MAX_CENTIPAWNS}) or { mate } (within ±${Packed.MAX_MATE}), ` +
          `with an optional depth up to ${Packed.MAX_EVAL_DEPTH}`,
        node.eval,
      );
    note(mate ? Packed.NOTE_EVAL_MATE : Packed.NOTE_EVAL_CENTIPAWNS, value, depth);
  }
  for (const kind of [Packed.NOTE_CLOCK, Packed.NOTE_EMT]) {
    const field = kind === Packed.NOTE_CLOCK ? 'clock' : 'emt';
    const ms = node[field];
    if (ms === undefined) continue;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || !isInt32(Math.floor(ms / 1000)))
      throw badPgnInput(`${where}.${field}`, 'a whole number of milliseconds (0 or more, under 2^31 seconds)', ms);
    note(kind, Math.floor(ms / 1000), ms % 1000);
  }
  for (const kind of [Packed.NOTE_SQUARE, Packed.NOTE_ARROW]) {
    const arrow = kind === Packed.NOTE_ARROW;
    const what = `${where}.${arrow ? 'arrows' : 'squares'}`;
    for (const mark of checkPgnList(node[arrow ? 'arrows' : 'squares'], what, 'an array', () => true)) {
      const m = isObject(mark) ? mark : {};
      const color = MARK_COLORS.indexOf(m.color as PgnMarkColor);
      const from = SQUARES.indexOf((arrow ? m.from : m.square) as Square);
      const to = arrow ? SQUARES.indexOf(m.to as Square) : 0;
      if (color < 0 || from < 0 || to < 0)
        throw badPgnInput(
          what,
          `${arrow ? '{ color, from, to }' : '{ color, square }'} with color 'green', 'red', 'yellow' or 'blue'`,
          mark,
        );
      note(kind, MARK_LETTERS.charCodeAt(color), from | (to << Packed.MARK_TO_SHIFT));
    }
  }
  for (const s of comments) note(Packed.NOTE_COMMENT, ...span(s as string));
}

export function writePgn(engine: Engine, input: PgnGameInput): string {
  if (!isObject(input) || !isObject(input.root))
    throw new TypeError(`writePgn() takes a game { tags, startFen, result, root }; got ${describeValue(input)}`);
  const tags = input.tags ?? {};
  if (!isObject(tags)) throw badPgnInput('tags', 'an object of strings', tags);
  const startFen = input.startFen ?? tags.FEN ?? '';
  if (typeof startFen !== 'string') throw badPgnInput('startFen', 'a FEN string', startFen);
  // The result given, else the Result tag's value, which the engine writes as "*" if it is no result.
  const result = input.result ?? tags.Result ?? '*';
  if (input.result !== undefined && !RESULTS.has(result)) throw badPgnInput('result', RESULTS_NAMED, result);
  // A Variant tag given is written as it is, and the engine's reader decides what it says ("chess-960"
  // and "960" are Chess960 too); chess960: true writes [Variant "Chess960"] where there is none.
  const chess960 = input.chess960 ?? false;

  // The text, as (byte offset, byte length) spans into the strings joined.
  const texts: string[] = [];
  let bytes = 0;
  const span = (s: string): [number, number] => {
    const length = utf8Length(s);
    texts.push(s);
    bytes += length;
    return [bytes - length, length];
  };
  const words = new Array<number>(Packed.PACKED_HEADER_SIZE).fill(0);
  const tagEntries = Object.entries(tags);
  for (const [name, value] of tagEntries) {
    if (typeof value !== 'string') throw badPgnInput(`tag ${name}`, 'a string', value);
    words.push(...span(name), ...span(value)); // TAG_SIZE words
  }
  // The nodes in preorder (a parent before its children), without recursion: any depth is fine.
  const notes: number[] = [];
  const moves: string[] = [];
  const pending: [unknown, number, string][] = [[input.root, -1, 'root']];
  let count = 0;
  while (pending.length > 0) {
    const [node, parent, where] = pending.pop()!;
    if (!isObject(node)) throw badPgnInput(where, 'a node object', node);
    const index = count++;
    words.push(parent, 0); // NODE_PARENT, NODE_MOVE: the engine reads the moves from MOVES
    if (parent >= 0) {
      const move = node.san ?? node.uci;
      if (typeof move !== 'string' || move === '' || /\s/.test(move))
        throw badPgnInput(`${where}.san or .uci`, 'its move as text', move);
      moves.push(move);
    }
    packNotes(node, where, (kind, a, b = 0) => notes.push(index, kind, a, b), span);
    const children = checkPgnList(node.children, `${where}.children`, 'an array', () => true);
    for (let k = children.length - 1; k >= 0; k--) pending.push([children[k], index, `${where}.children[${k}]`]);
  }
  words[Packed.PACKED_TAG_COUNT] = tagEntries.length;
  words[Packed.PACKED_NODE_COUNT] = count;
  words[Packed.PACKED_NOTE_COUNT] = notes.length / Packed.NOTE_SIZE;
  words[Packed.PACKED_FLAGS] = chess960 ? Packed.FLAG_CHESS960 : 0;
  [words[Packed.PACKED_RESULT], words[Packed.PACKED_RESULT + 1]] = span(result);
  [words[Packed.PACKED_START_FEN], words[Packed.PACKED_START_FEN + 1]] = span(startFen);
  [words[Packed.PACKED_MOVES], words[Packed.PACKED_MOVES + 1]] = span(moves.join(' '));
  const packed = words.concat(notes);
  packed[Packed.PACKED_WORDS] = packed.length;
  packed[Packed.PACKED_BYTES] = bytes;

  const written = engine.pgnWrite(packed, texts.join(''), bytes);
  if (written.failed) throw new InvalidPgnError('PGN', `writePgn(): ${written.pgn}`);
  return written.pgn;
}
