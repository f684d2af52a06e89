// loadPgn()'s reading of the text, with chess.js 1.4's grammar: tag pairs, then movetext of SAN
// tokens with move numbers, suffix annotations (! ?), NAGs, one comment per move ({...} or ;...),
// variations (read and dropped) and a termination marker. Which move a token means is decided
// later against the position (san-reader.ts): this file knows no rules.

/** A mainline move as read: its text and the comment after it. */
export interface ReadMove {
  san: string;
  comment?: string;
}

/** What the text holds. */
export interface ReadPgn {
  headers: Record<string, string>;
  /** The comment before the first move. */
  comment?: string;
  moves: ReadMove[];
  result?: string;
}

const SAN_TOKEN = /O-O-O|O-O|0-0-0|0-0|[a-zA-Z][a-zA-Z1-8\-=]+/y;
const RESULT = /1-0|0-1|1\/2-1\/2|\*/y;

/** Reads a PGN game as chess.js does; throws Error('Invalid PGN: ...') on text it would not parse. */
export function readChessJsPgn(text: string): ReadPgn {
  let pos = 0;
  const fail = (expected: string): never => {
    const found = pos < text.length ? JSON.stringify(text.slice(pos, pos + 10)) : 'end of input';
    throw new Error(`Invalid PGN: expected ${expected} but ${found} found (at character ${pos + 1})`);
  };
  const space = () => {
    while (pos < text.length && ' \t\r\n'.includes(text[pos])) pos++;
  };
  const sticky = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = pos;
    const match = pattern.exec(text);
    if (match === null) return undefined;
    pos += match[0].length;
    return match[0];
  };

  const headers: Record<string, string> = {};
  for (;;) {
    const start = pos;
    space();
    if (text[pos] !== '[') {
      pos = start;
      break;
    }
    pos++;
    space();
    const name = sticky(/[a-zA-Z]+/y) ?? fail('a tag name');
    space();
    if (text[pos] !== '"') fail('"');
    const close = text.indexOf('"', pos + 1);
    if (close < 0) fail('a closing "');
    const value = text.slice(pos + 1, close);
    pos = close + 1;
    space();
    if (text[pos] !== ']') fail(']');
    pos++;
    headers[name] = value;
  }
  space();

  const comment = (): string | undefined => {
    if (text[pos] === '{') {
      const close = text.indexOf('}', pos + 1);
      if (close < 0) fail('}');
      const body = text.slice(pos + 1, close).replace(/[\r\n]+/g, ' ');
      pos = close + 1;
      return body;
    }
    if (text[pos] === ';') {
      let end = pos + 1;
      while (end < text.length && text[end] !== '\r' && text[end] !== '\n') end++;
      const body = text.slice(pos + 1, end).trim();
      pos = end;
      return body;
    }
    return undefined;
  };

  // A line: an optional comment, then moves, each perhaps followed by variations.
  const line = (moves: ReadMove[] | null): string | undefined => {
    const first = comment();
    for (;;) {
      const start = pos;
      space();
      // A move number: digits, a dot, then perhaps more dots ("12.", "12...", "12. ...").
      const number = /[0-9]*\./y;
      number.lastIndex = pos;
      if (number.exec(text) !== null) {
        pos = number.lastIndex;
        space();
        while (text[pos] === '.') pos++;
      }
      space();
      const san = sticky(SAN_TOKEN);
      if (san === undefined) {
        pos = start;
        return first;
      }
      const check = text[pos] === '+' || text[pos] === '#' ? text[pos++] : '';
      for (let marks = 0; marks < 2 && (text[pos] === '!' || text[pos] === '?'); marks++) pos++;
      for (;;) {
        const before = pos;
        space();
        if (text[pos] !== '$' || !/[0-9]/.test(text[pos + 1] ?? '')) {
          pos = before;
          break;
        }
        pos++;
        while (/[0-9]/.test(text[pos] ?? '')) pos++;
      }
      space();
      const after = comment();
      moves?.push(after === undefined ? { san: san + check } : { san: san + check, comment: after });
      for (;;) {
        const before = pos;
        space();
        if (text[pos] !== '(') {
          pos = before;
          break;
        }
        pos++;
        line(null);
        space();
        if (text[pos] !== ')') fail(')');
        pos++;
      }
    }
  };

  const moves: ReadMove[] = [];
  let first = line(moves);
  space();
  const result = sticky(RESULT);
  if (result !== undefined) {
    space();
    const last = comment();
    // A comment after the result belongs to the last position.
    if (last !== undefined && moves.length > 0) moves[moves.length - 1].comment = last;
    else if (last !== undefined) first = last;
  }
  space();
  if (pos < text.length) fail(result === undefined ? 'a move, a comment or a result' : 'the end of the game');
  return { headers, comment: first, moves, result };
}
