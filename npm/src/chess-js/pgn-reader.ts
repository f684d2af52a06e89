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
  let at = 0;
  const fail = (expected: string): never => {
    const found = at < text.length ? JSON.stringify(text.slice(at, at + 10)) : 'end of input';
    throw new Error(`Invalid PGN: expected ${expected} but ${found} found (at character ${at + 1})`);
  };
  const space = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at])) at++;
  };
  const sticky = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match === null) return undefined;
    at += match[0].length;
    return match[0];
  };

  const headers: Record<string, string> = {};
  for (;;) {
    const start = at;
    space();
    if (text[at] !== '[') {
      at = start;
      break;
    }
    at++;
    space();
    const name = sticky(/[a-zA-Z]+/y) ?? fail('a tag name');
    space();
    if (text[at] !== '"') fail('"');
    const close = text.indexOf('"', at + 1);
    if (close < 0) fail('a closing "');
    const value = text.slice(at + 1, close);
    at = close + 1;
    space();
    if (text[at] !== ']') fail(']');
    at++;
    headers[name] = value;
  }
  space();

  const comment = (): string | undefined => {
    if (text[at] === '{') {
      const close = text.indexOf('}', at + 1);
      if (close < 0) fail('}');
      const body = text.slice(at + 1, close).replace(/[\r\n]+/g, ' ');
      at = close + 1;
      return body;
    }
    if (text[at] === ';') {
      let end = at + 1;
      while (end < text.length && text[end] !== '\r' && text[end] !== '\n') end++;
      const body = text.slice(at + 1, end).trim();
      at = end;
      return body;
    }
    return undefined;
  };

  // A line: an optional comment, then moves, each perhaps followed by variations.
  const line = (moves: ReadMove[] | null): string | undefined => {
    const first = comment();
    for (;;) {
      const start = at;
      space();
      // A move number: digits, a dot, then perhaps more dots ("12.", "12...", "12. ...").
      const number = /[0-9]*\./y;
      number.lastIndex = at;
      if (number.exec(text) !== null) {
        at = number.lastIndex;
        space();
        while (text[at] === '.') at++;
      }
      space();
      const san = sticky(SAN_TOKEN);
      if (san === undefined) {
        at = start;
        return first;
      }
      const check = text[at] === '+' || text[at] === '#' ? text[at++] : '';
      for (let marks = 0; marks < 2 && (text[at] === '!' || text[at] === '?'); marks++) at++;
      for (;;) {
        const before = at;
        space();
        if (text[at] !== '$' || !/[0-9]/.test(text[at + 1] ?? '')) {
          at = before;
          break;
        }
        at++;
        while (/[0-9]/.test(text[at] ?? '')) at++;
      }
      space();
      const after = comment();
      moves?.push(after === undefined ? { san: san + check } : { san: san + check, comment: after });
      for (;;) {
        const before = at;
        space();
        if (text[at] !== '(') {
          at = before;
          break;
        }
        at++;
        line(null);
        space();
        if (text[at] !== ')') fail(')');
        at++;
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
  if (at < text.length) fail(result === undefined ? 'a move, a comment or a result' : 'the end of the game');
  return { headers, comment: first, moves, result };
}
