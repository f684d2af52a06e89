// A FEN's board field to and from 64 squares (a8 first), for the board queries and edits that
// chess.js answers from its own board: get(), board(), ascii(), put(), remove().
import type { Piece, PieceSymbol } from './constants.js';

/** A FEN's board as 64 entries, a8 first. */
export function boardOf(fen: string): (Piece | undefined)[] {
  const board = new Array<Piece | undefined>(64).fill(undefined);
  let square = 0;
  for (const c of fen.split(' ')[0] ?? '') {
    if (c === '/') continue;
    if (c >= '1' && c <= '8') square += Number(c);
    else if (square < 64) {
      const type = c.toLowerCase() as PieceSymbol;
      board[square++] = { type, color: c === type ? 'b' : 'w' };
    }
  }
  return board;
}

/** The board field of a FEN for 64 entries, a8 first. */
export function boardField(board: readonly (Piece | undefined)[]): string {
  const ranks: string[] = [];
  for (let rank = 0; rank < 8; rank++) {
    let text = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = board[rank * 8 + file];
      if (piece === undefined) {
        empty++;
        continue;
      }
      if (empty > 0) text += empty;
      empty = 0;
      text += piece.color === 'w' ? piece.type.toUpperCase() : piece.type;
    }
    ranks.push(empty > 0 ? text + empty : text);
  }
  return ranks.join('/');
}
