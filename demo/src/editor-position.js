// The board editor's position: what a FEN says, put together from the pieces on the board and the
// editor's choices. The library judges it (validateFen); this module only writes it. No DOM here.

const ROLE_LETTER = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

/** A piece-placement FEN field from chessground's pieces (Map key -> { role, color }). */
export function placementOf(pieces) {
  const ranks = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (const file of 'abcdefgh') {
      const piece = pieces.get(file + rank);
      if (!piece) {
        empty += 1;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      const letter = ROLE_LETTER[piece.role];
      row += piece.color === 'white' ? letter.toUpperCase() : letter;
    }
    ranks.push(row + (empty || ''));
  }
  return ranks.join('/');
}

/** The rooks of `rights` (squares such as 'h1') that still stand there, on their side's first rank. */
export function keptRights(pieces, rights) {
  return [...rights].filter((square) => {
    const piece = pieces.get(square);
    const color = square[1] === '1' ? 'white' : square[1] === '8' ? 'black' : null;
    return piece?.role === 'rook' && piece.color === color;
  });
}

/** Shredder-FEN castling letters for rook squares: White's upper case, then Black's. */
export function castlingField(rights) {
  const white = rights
    .filter((s) => s[1] === '1')
    .map((s) => s[0].toUpperCase())
    .sort()
    .reverse();
  const black = rights
    .filter((s) => s[1] === '8')
    .map((s) => s[0])
    .sort()
    .reverse();
  return white.join('') + black.join('') || '-';
}

/**
 * The en passant squares the side to move might name: behind an enemy pawn that may just have
 * moved two squares (its start and middle squares empty).
 */
export function enPassantCandidates(pieces, turn) {
  const [pawnRank, behind, from, pawnColor] = turn === 'w' ? ['5', '6', '7', 'black'] : ['4', '3', '2', 'white'];
  const squares = [];
  for (const file of 'abcdefgh') {
    const pawn = pieces.get(file + pawnRank);
    if (pawn?.role !== 'pawn' || pawn.color !== pawnColor) continue;
    if (pieces.get(file + behind) || pieces.get(file + from)) continue;
    squares.push(file + behind);
  }
  return squares;
}

/** The FEN of the edited position (Shredder castling letters; the caller may let the library rewrite it). */
export function editorFen({ pieces, turn, rights, enPassant }) {
  return `${placementOf(pieces)} ${turn} ${castlingField(rights)} ${enPassant || '-'} 0 1`;
}

/**
 * The squares each castling needs empty: between the king and its castling rook, and on to the
 * king's and the rook's castling squares (g and f, or c and d); the king and the rooks with a
 * right stay. The "clear between king and rooks" preset empties these.
 */
export function squaresBetweenKingAndRooks(pieces, rights) {
  const squares = new Set();
  const keep = new Set(rights);
  for (const rook of rights) {
    const rank = rook[1];
    const color = rank === '1' ? 'white' : 'black';
    const kingFile = [...'abcdefgh'].findIndex(
      (f) => pieces.get(f + rank)?.role === 'king' && pieces.get(f + rank).color === color,
    );
    if (kingFile < 0) continue;
    keep.add('abcdefgh'[kingFile] + rank);
    const rookFile = 'abcdefgh'.indexOf(rook[0]);
    const [kingTo, rookTo] = rookFile > kingFile ? [6, 5] : [2, 3];
    const lo = Math.min(kingFile, rookFile, kingTo, rookTo);
    const hi = Math.max(kingFile, rookFile, kingTo, rookTo);
    for (let f = lo; f <= hi; f++) squares.add('abcdefgh'[f] + rank);
  }
  return [...squares].filter((square) => !keep.has(square));
}
