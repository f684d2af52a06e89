// pgn(): the text chess.js 1.4 writes, to the character: tags, movetext with a comment after the
// position it belongs to, the result, and chess.js's way of wrapping lines at maxWidth.
import type { Color } from '../index.js';

/** One played move, as the writer needs it. */
export interface WrittenMove {
  color: Color;
  san: string;
  /** FEN before the move (its fullmove number numbers the move). */
  before: string;
  after: string;
}

/** What pgn() writes. */
export interface PgnText {
  header: Record<string, string | null>;
  startFen: string;
  moves: readonly WrittenMove[];
  comments: Readonly<Record<string, string>>;
  newline: string;
  maxWidth: number;
}

const fullmoveNumber = (fen: string) => fen.split(' ')[5];

/** The PGN text of a game, laid out as chess.js lays it out. */
export function writeChessJsPgn({ header, startFen, moves, comments, newline, maxWidth }: PgnText): string {
  const out: string[] = [];
  for (const [name, value] of Object.entries(header)) if (value) out.push(`[${name} "${value}"]${newline}`);
  if (Object.keys(header).length > 0 && moves.length > 0) out.push(newline);

  const withComment = (text: string, fen: string) => {
    const comment = comments[fen];
    if (comment === undefined) return text;
    return `${text}${text.length > 0 ? ' ' : ''}{${comment}}`;
  };
  // The movetext as chess.js groups it: one token per full move ("3. e3 e6"), comments inside.
  const tokens: string[] = [];
  if (moves.length === 0) tokens.push(withComment('', startFen));
  let token = '';
  moves.forEach((move, i) => {
    token = withComment(token, move.before);
    if (i === 0 && move.color === 'b') {
      const prefix = `${fullmoveNumber(move.before)}. ...`;
      token = token ? `${token} ${prefix}` : prefix;
    } else if (move.color === 'w') {
      if (token.length > 0) tokens.push(token);
      token = `${fullmoveNumber(move.before)}.`;
    }
    token = `${token} ${move.san}`;
  });
  if (token.length > 0) tokens.push(withComment(token, moves[moves.length - 1].after));
  tokens.push(header.Result || '*');

  if (maxWidth === 0) return out.join('') + tokens.join(' ');
  return out.join('') + wrapped(out, tokens, newline, maxWidth).join('');
}

// chess.js's line filling: tokens go on a line while they fit; a token with a comment that does
// not fit is broken between its words. `head` is what precedes (the tags), whose trailing spaces
// the filling may take back.
function wrapped(head: string[], tokens: readonly string[], newline: string, maxWidth: number): string[] {
  const parts: string[] = [];
  const last = () => (parts.length > 0 ? parts[parts.length - 1] : head[head.length - 1]);
  const dropSpace = () => {
    if (parts.length > 0 ? parts[parts.length - 1] === ' ' : false) {
      parts.pop();
      return true;
    }
    return false;
  };
  let width = 0;
  tokens.forEach((token, i) => {
    if (width + token.length > maxWidth && token.includes('{')) {
      for (const word of token.split(' ')) {
        if (!word) continue;
        if (width + word.length > maxWidth) {
          while (dropSpace()) width--;
          parts.push(newline);
          width = 0;
        }
        parts.push(word, ' ');
        width += word.length + 1;
      }
      if (dropSpace()) width--;
      return;
    }
    if (width + token.length > maxWidth && i !== 0) {
      if (last() === ' ') parts.pop();
      parts.push(newline);
      width = 0;
    } else if (i !== 0) {
      parts.push(' ');
      width++;
    }
    parts.push(token);
    width += token.length;
  });
  return parts;
}
