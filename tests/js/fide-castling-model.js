// A model of castling by a gesture on a screen and of premove geometry, written from the words
// below and not from the package's code, for castling-gestures.test.js and premove.test.js. It
// asks the package only for facts of the position (the pieces, the castling rights, the legal
// moves and castlingStatus()), never what a gesture means.
//
// The words this model follows:
// - FIDE Laws of Chess, Guidelines II (Chess960), II.3.2: "the castling manoeuvre is performed by
//   one of these four methods: double-move castling [...], transposition castling [...],
//   king-move-only castling [...], rook-move-only castling"; after it, king and rook stand as in
//   regular chess (O-O: king g, rook f; O-O-O: king c, rook d).
// - Its recommendation for castling on a screen (II.3.2.5), in the words of this project's issue
//   42: castle by moving the king "onto the rook", or by moving it "two or more squares toward its
//   castling destination". (II.3.2.5.1, for a physical board, was read in the FIDE text; the exact
//   current wording of the screen recommendation could not be retrieved while this was written,
//   so the two quoted phrases are the model's whole rule.)
// - Issue 42 adds the castling square itself: "on its castling square", where a king next to it
//   makes "a plain move to that square" as well, "{ kind: 'choice', moves }".
// - chessground's premove geometry (src/premove.ts): a pawn one square forward, straight or
//   diagonally, two from its start rank; a knight's jump; a bishop's, rook's or queen's line on an
//   empty board; a king's step; and castling while the right exists. FIDE II.3.1 (the squares
//   castling needs empty: all the king and the rook cross or land on, except their own) decides
//   when castling can still come: a piece of the king's own side there stays there, since the
//   opponent's one move can only take it by standing on it.

export const FILES = 'abcdefgh';
export const SIDES = /** @type {const} */ (['kingside', 'queenside']);
export const fileOf = (square) => FILES.indexOf(square[0]);
export const rankOf = (square) => Number(square[1]) - 1;
export const squareAt = (file, rank) => `${FILES[file]}${rank + 1}`;

const backRankOf = (color) => (color === 'w' ? 0 : 7);
/** Where castling to `side` puts the king and the rook (II.3.2: as in regular chess). */
export const kingDestination = (color, side) => squareAt(side === 'kingside' ? 6 : 2, backRankOf(color));
export const rookDestination = (color, side) => squareAt(side === 'kingside' ? 5 : 3, backRankOf(color));

/** The squares strictly between two squares of one rank. */
function between(a, b) {
  const [low, high] = [Math.min(fileOf(a), fileOf(b)), Math.max(fileOf(a), fileOf(b))];
  const squares = [];
  for (let f = low + 1; f < high; f++) squares.push(squareAt(f, rankOf(a)));
  return squares;
}

/** The king of `color`'s square. */
export function kingSquare(game, color) {
  for (const [r, row] of game.board().entries())
    for (const [f, piece] of row.entries()) if (piece?.type === 'k' && piece.color === color) return squareAt(f, 7 - r);
  throw new Error(`no ${color} king`);
}

/**
 * The castling side a king of `color` moved from `from` to `to` asks for, or null: "onto the
 * rook" (the rook the right names), or onto its castling destination, or "two or more squares
 * toward" it, on the king's back rank. Without a right there is no castling rook, so only the
 * destination and the squares toward it ask. Two sides can ask for one square only when the king
 * stands in a corner (at most one right then): the side with the right, else the side whose
 * destination the square is.
 */
export function askedSide(game, color, from, to) {
  const back = backRankOf(color);
  if (from === to || rankOf(from) !== back || rankOf(to) !== back) return null;
  const rights = game.castlingRights()[color];
  for (const side of SIDES) if (rights[side] === to) return side;
  const asking = SIDES.filter((side) => {
    const destination = kingDestination(color, side);
    const step = fileOf(to) - fileOf(from);
    const whole = fileOf(destination) - fileOf(from);
    const toward = Math.sign(step) === Math.sign(whole) && Math.abs(step) >= 2 && Math.abs(step) <= Math.abs(whole);
    return to === destination || toward;
  });
  if (asking.length < 2) return asking[0] ?? null;
  const withRight = asking.filter((side) => rights[side] !== null);
  if (withRight.length === 1) return withRight[0];
  return asking.find((side) => kingDestination(color, side) === to) ?? null;
}

/** What dropping the king of `color` from `from` on `to` means, by the words above. */
export function expectedDrop(game, color, from, to) {
  const side = askedSide(game, color, from, to);
  const legal = game.legalMoves({ verbose: true });
  const plain = legal.find((m) => m.from === from && m.to === to && m.castling === undefined);
  const castling = side === null ? undefined : legal.find((m) => m.from === from && m.castling === side);
  if (plain && castling) return { kind: 'choice', moves: [plain, castling] };
  if (castling) return { kind: 'move', move: castling };
  if (plain) return { kind: 'move', move: plain };
  if (side !== null) return { kind: 'refused', side, reasons: game.castlingStatus()[color][side].reasons };
  return { kind: 'none' };
}

/** The squares castling to `side` needs empty, except the king's and the rook's own (FIDE II.3.1). */
function castlingRoom(color, side, king, rook) {
  const kingTo = kingDestination(color, side);
  const rookTo = rookDestination(color, side);
  const crossed = [...between(king, kingTo), kingTo, ...between(rook, rookTo), rookTo];
  return crossed.filter((square) => square !== king && square !== rook);
}

/** chessground's premove geometry of a piece, and castling while it can still come (see above). */
export function expectedPremoveDests(game, square) {
  const piece = game.get(square);
  if (piece === null || piece.color === game.turn()) return [];
  const [f, r] = [fileOf(square), rankOf(square)];
  const forward = piece.color === 'w' ? 1 : -1;
  const dests = new Set();
  for (let tf = 0; tf < 8; tf++)
    for (let tr = 0; tr < 8; tr++) {
      const [df, dr] = [tf - f, tr - r];
      if (df === 0 && dr === 0) continue;
      const lines = { bishop: Math.abs(df) === Math.abs(dr), rook: df === 0 || dr === 0 };
      const moves = {
        p: (Math.abs(df) <= 1 && dr === forward) || (df === 0 && dr === 2 * forward && r === (forward > 0 ? 1 : 6)),
        n: (Math.abs(df) === 1 && Math.abs(dr) === 2) || (Math.abs(df) === 2 && Math.abs(dr) === 1),
        b: lines.bishop,
        r: lines.rook,
        q: lines.bishop || lines.rook,
        k: Math.abs(df) <= 1 && Math.abs(dr) <= 1,
      };
      if (moves[piece.type]) dests.add(squareAt(tf, tr));
    }
  if (piece.type === 'k') {
    const rights = game.castlingRights()[piece.color];
    for (const side of SIDES) {
      const rook = rights[side];
      if (rook === null) continue;
      const room = castlingRoom(piece.color, side, square, rook);
      if (room.some((s) => game.get(s)?.color === piece.color)) continue;
      for (let tf = 0; tf < 8; tf++) {
        const to = squareAt(tf, r);
        if (askedSide(game, piece.color, square, to) === side) dests.add(to);
      }
    }
  }
  return [...dests];
}
