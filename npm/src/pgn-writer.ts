// writePgn: a game tree (a PgnGame, or plain objects of its shape) checked and handed to the engine as
// the events of its PGN (bindings/pgn_events.h, as generated/contract.ts names them), which the engine
// reads back into a tree and writes as PGN (cpp/include/chess960/pgn_writer.h).
import { badPgnInput, checkPgnList, describeValue, isInt32, isObject } from './checks.js';
import type { Engine } from './engine.js';
import { InvalidPgnError } from './errors.js';
import {
  PGN_MAX_CENTIPAWNS,
  PGN_MAX_EVAL_DEPTH,
  PGN_MAX_MATE,
  PGN_RESULTS,
  PgnEvent as Event,
} from './generated/contract.js';
import { SQUARES, type Square } from './notation.js';
import {
  MARK_COLORS,
  MARK_LETTERS,
  RESULTS,
  RESULTS_NAMED,
  type PgnGameInput,
  type PgnMarkColor,
  type PgnResult,
} from './pgn-types.js';
import { utf8Length } from './utf8.js';

type EventWriter = (code: number, ...fields: number[]) => void;

// A node's notes (after its move's event), in the order the engine writes them: comments before,
// NAGs, then the command annotations ([%eval] [%clk] [%emt] [%csl] [%cal]) ahead of the comments
// after the move.
function writeNotes(
  node: Record<string, unknown>,
  where: string,
  event: EventWriter,
  text: (s: string) => [number, number],
): void {
  const isString = (s: unknown) => typeof s === 'string';
  const before = checkPgnList(node.commentsBefore, `${where}.commentsBefore`, 'an array of strings', isString);
  const comments = checkPgnList(node.comments, `${where}.comments`, 'an array of strings', isString);
  for (const s of before) event(Event.COMMENT_BEFORE, ...text(s as string));
  for (const nag of checkPgnList(
    node.nags,
    `${where}.nags`,
    'an array of numbers 0-255',
    (n) => isInt32(n) && n >= 0 && n <= 255,
  ))
    event(Event.NAG, nag as number);
  if (node.eval !== undefined) {
    const e = isObject(node.eval) ? node.eval : {};
    const mate = typeof e.centipawns !== 'number';
    const value = mate ? e.mate : e.centipawns;
    const depth = e.depth ?? -1;
    const most: number = mate ? PGN_MAX_MATE : PGN_MAX_CENTIPAWNS;
    if (!isInt32(value) || Math.abs(value) > most || !isInt32(depth) || depth < -1 || depth > PGN_MAX_EVAL_DEPTH)
      throw badPgnInput(
        `${where}.eval`,
        `{ centipawns } (whole, within ±${PGN_MAX_CENTIPAWNS}) or { mate } (within ±${PGN_MAX_MATE}), ` +
          `with an optional depth up to ${PGN_MAX_EVAL_DEPTH}`,
        node.eval,
      );
    event(Event.EVAL, mate ? 1 : 0, value, depth);
  }
  for (const code of [Event.CLOCK, Event.EMT]) {
    const field = code === Event.CLOCK ? 'clock' : 'emt';
    const ms = node[field];
    if (ms === undefined) continue;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || !isInt32(Math.floor(ms / 1000)))
      throw badPgnInput(`${where}.${field}`, 'a whole number of milliseconds (0 or more, under 2^31 seconds)', ms);
    event(code, Math.floor(ms / 1000), ms % 1000);
  }
  for (const arrow of [false, true]) {
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
      if (arrow) event(Event.ARROW, MARK_LETTERS.charCodeAt(color), from, to);
      else event(Event.SQUARE, MARK_LETTERS.charCodeAt(color), from);
    }
  }
  for (const s of comments) event(Event.COMMENT, ...text(s as string));
}

// A move to write: a node, where it is in the input, and, for its parent's first child, the
// parent's children (the alternatives to it, written as variations after it).
interface Line {
  node: unknown;
  where: string;
  siblings: readonly unknown[] | null;
  parentWhere: string;
  variation: boolean; // the first move of a variation
}

export function writePgn(engine: Engine, input: PgnGameInput): string {
  if (!isObject(input) || !isObject(input.root))
    throw new TypeError(`writePgn() takes a game { tags, startFen, result, root }; got ${describeValue(input)}`);
  const tags = input.tags ?? {};
  if (!isObject(tags)) throw badPgnInput('tags', 'an object of strings', tags);
  const startFen = input.startFen ?? tags.FEN ?? '';
  if (typeof startFen !== 'string') throw badPgnInput('startFen', 'a FEN string', startFen);
  // The result given, else the Result tag's value, written as "*" if it is no result.
  const result = input.result ?? tags.Result ?? '*';
  if (input.result !== undefined && !RESULTS.has(result)) throw badPgnInput('result', RESULTS_NAMED, result);
  // A Variant tag given is written as it is, and the engine's reader decides what it says ("chess-960"
  // and "960" are Chess960 too); chess960: true writes [Variant "Chess960"] where there is none.
  const chess960 = input.chess960 ?? false;

  // The texts, as (byte offset, byte length) into the strings joined.
  const texts: string[] = [];
  let bytes = 0;
  const text = (s: string): [number, number] => {
    const length = utf8Length(s);
    texts.push(s);
    bytes += length;
    return [bytes - length, length];
  };
  const words: number[] = [];
  const event: EventWriter = (code, ...fields) => words.push(code, ...fields);
  for (const [name, value] of Object.entries(tags)) {
    if (typeof value !== 'string') throw badPgnInput(`tag ${name}`, 'a string', value);
    event(Event.TAG, ...text(name), ...text(value));
  }
  event(Event.START, chess960 ? 1 : 0, ...text(startFen));
  const childrenOf = (node: Record<string, unknown>, where: string) =>
    checkPgnList(node.children, `${where}.children`, 'an array', () => true);
  writeNotes(input.root, 'root', event, text);
  // The moves in the order of their PGN, without recursion (any depth is fine): a move, its notes,
  // the variations that are its alternatives, then the move after it.
  const rootChildren = childrenOf(input.root, 'root');
  const lines: (Line | null)[] = []; // null: a variation's end
  if (rootChildren.length > 0)
    lines.push({
      node: rootChildren[0],
      where: 'root.children[0]',
      siblings: rootChildren,
      parentWhere: 'root',
      variation: false,
    });
  while (lines.length > 0) {
    const line = lines.pop();
    if (!line) {
      event(Event.END_VARIATION);
      continue;
    }
    const { node, where, siblings, parentWhere } = line;
    if (!isObject(node)) throw badPgnInput(where, 'a node object', node);
    const move = node.san ?? node.uci;
    if (typeof move !== 'string' || move === '' || /\s/.test(move))
      throw badPgnInput(`${where}.san or .uci`, 'its move as text', move);
    if (line.variation) event(Event.BEGIN_VARIATION);
    event(Event.MOVE, 0, 0, ...text(move));
    writeNotes(node, where, event, text);
    const children = childrenOf(node, where);
    if (children.length > 0)
      lines.push({
        node: children[0],
        where: `${where}.children[0]`,
        siblings: children,
        parentWhere: where,
        variation: false,
      });
    for (let k = (siblings?.length ?? 0) - 1; k >= 1; k--)
      lines.push(null, {
        node: siblings![k],
        where: `${parentWhere}.children[${k}]`,
        siblings: null,
        parentWhere: '',
        variation: true,
      });
  }
  const resultIndex = PGN_RESULTS.indexOf(result as PgnResult);
  event(Event.RESULT, resultIndex >= 0 ? resultIndex : PGN_RESULTS.indexOf('*'));

  const written = engine.pgnWrite(words, texts.join(''), bytes);
  if (written.failed) throw new InvalidPgnError('PGN', `writePgn(): ${written.pgn}`);
  return written.pgn;
}
