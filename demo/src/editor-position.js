// The board editor's position: the FEN text of the board and the editor's choices, and what the
// library says of it (the castling rights and en-passant squares it keeps, what stands in the way
// of castling). The rules are the library's: this module writes the text and asks. No DOM here.

const SQUARES = [...'12345678'].flatMap((rank) => [...'abcdefgh'].map((file) => file + rank));

/**
 * The FEN handed to the library: the board field (chessground's getFen()), the side to move, one
 * Shredder-FEN letter per castling right (its rook's file, upper case for a white rook) and the
 * en-passant square. The library checks it and writes it out again (game(fen).fen()).
 * @param {{ placement: string, turn: string, rights: Map<string, string>, enPassant?: string }} parts
 *   rights: rook square -> 'white' | 'black'
 */
export function editorFen({ placement, turn, rights, enPassant = '-' }) {
  const letters = [...rights].map(([square, color]) => (color === 'white' ? square[0].toUpperCase() : square[0]));
  return `${placement} ${turn} ${letters.join('') || '-'} ${enPassant} 0 1`;
}

/** The rights whose rook still stands on its square (a right belongs to its rook and goes with it). */
export function keptRights(pieces, rights) {
  return new Map(
    [...rights].filter(([square, color]) => {
      const piece = pieces.get(square);
      return piece?.role === 'rook' && piece.color === color;
    }),
  );
}

/**
 * The rook squares that keep a castling right when the library reads `fen` dropping the rights
 * the board cannot have (game(fen, { repair: true })); null when it cannot read the position.
 */
export function castlingRooks(chess, fen) {
  if (chess.validateFen(fen, { repair: true })) return null;
  const rights = chess.game(fen, { repair: true }).castlingRights();
  return [rights.w.kingside, rights.w.queenside, rights.b.kingside, rights.b.queenside].filter(Boolean);
}

/**
 * The en-passant squares a valid position may name: each square `fenWith(square)` the library
 * accepts and writes back, which it does only where a capture en passant is legal.
 * @param {(square: string) => string} fenWith
 */
export function enPassantChoices(chess, fenWith) {
  return SQUARES.filter(
    (square) => !chess.validateFen(fenWith(square)) && chess.game(fenWith(square)).fen().split(' ')[3] === square,
  );
}

/**
 * The squares to empty so that every castling of `fen` has its way free: the ones the king or
 * its rook must cross or land on that hold a piece (castlingStatus(), "blocked"), less the kings
 * and the castling rooks themselves. Rights the board cannot have are dropped first.
 */
export function castlingPathPieces(chess, fen) {
  if (chess.validateFen(fen, { repair: true })) return [];
  const status = chess.game(fen, { repair: true }).castlingStatus();
  const sides = [status.w.kingside, status.w.queenside, status.b.kingside, status.b.queenside].filter((s) => s.right);
  const keep = new Set(sides.flatMap((side) => [side.king, side.rook]));
  const blocked = sides.flatMap((side) =>
    side.reasons.flatMap((reason) => (reason.kind === 'blocked' ? reason.squares : [])),
  );
  return [...new Set(blocked)].filter((square) => !keep.has(square));
}
