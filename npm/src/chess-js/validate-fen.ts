// validateFen(): chess.js's checks and messages, in its order. The castling field also takes
// Chess960's rook files (X-FEN and Shredder-FEN: A-H, a-h); everything else the engine checks
// when the position is loaded.

const fail = (error: string) => ({ ok: false, error: `Invalid FEN: ${error}` });

/**
 * Checks a FEN the way chess.js 1.4 does, with Chess960 castling letters allowed: `{ ok: true }`,
 * or `{ ok: false, error }` with chess.js's message.
 */
export function validateFen(fen: string): { ok: boolean; error?: string } {
  const fields = fen.split(/\s+/);
  if (fields.length !== 6) return fail('must contain six space-delimited fields');
  const [board, turn, castling, enPassant, halfMoves, moveNumber] = fields;
  const fullmove = parseInt(moveNumber, 10);
  if (Number.isNaN(fullmove) || fullmove <= 0) return fail('move number must be a positive integer');
  const halfmove = parseInt(halfMoves, 10);
  if (Number.isNaN(halfmove) || halfmove < 0) return fail('half move counter number must be a non-negative integer');
  if (!/^(-|[a-h][36])$/.test(enPassant)) return fail('en-passant square is invalid');
  if (/[^kKqQa-hA-H-]/.test(castling)) return fail('castling availability is invalid');
  if (turn !== 'w' && turn !== 'b') return fail('side-to-move is invalid');
  const ranks = board.split('/');
  if (ranks.length !== 8) return fail("piece data does not contain 8 '/'-delimited rows");
  for (const rank of ranks) {
    let squares = 0;
    let afterDigit = false;
    for (const c of rank) {
      if (c >= '0' && c <= '9') {
        if (afterDigit) return fail('piece data is invalid (consecutive number)');
        squares += Number(c);
        afterDigit = true;
      } else {
        if (!'prnbqkPRNBQK'.includes(c)) return fail('piece data is invalid (invalid piece)');
        squares += 1;
        afterDigit = false;
      }
    }
    if (squares !== 8) return fail('piece data is invalid (too many squares in rank)');
  }
  if ((enPassant[1] === '3' && turn === 'w') || (enPassant[1] === '6' && turn === 'b'))
    return fail('illegal en-passant square');
  for (const [letter, color] of [
    ['K', 'white'],
    ['k', 'black'],
  ]) {
    const kings = board.split(letter).length - 1;
    if (kings === 0) return fail(`missing ${color} king`);
    if (kings > 1) return fail(`too many ${color} kings`);
  }
  if (/[pP]/.test(ranks[0] + ranks[7])) return fail('some pawns are on the edge rows');
  return { ok: true };
}
