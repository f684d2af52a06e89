// Which legal move a text means, read the way chess.js 1.4's move() reads it: SAN with its
// decorations (+ # ! ?) and '=' optional; then, unless strict, the notations people type
// (Pe2-e4, Rc1c4, Qf3xf7, f7f8q, b1c3, 0-0, Nge7 with a needless file).
import type { LegalList } from './legal-list.js';

/** The move in SAN without '=', check and annotation marks, as chess.js compares them. */
export function strippedSan(san: string): string {
  return san.replace(/=/, '').replace(/[+#]?[?!]*$/, '');
}

// chess.js's guess at the moving piece from the text: a pawn for a file letter unless the text
// holds two squares (then any piece), the king for O-O, else the letter given.
function inferredPiece(text: string): string | undefined {
  const first = text.charAt(0);
  if (first >= 'a' && first <= 'h') return /[a-h]\d.*[a-h]\d/.test(text) ? undefined : 'p';
  const piece = first.toLowerCase();
  return piece === 'o' ? 'k' : piece;
}

const LONG_NOTATION = /([pnbrqkPNBRQK])?([a-h][1-8])x?-?([a-h][1-8])([qrbnQRBN])?/;
const LOOSE_NOTATION = /([pnbrqkPNBRQK])?([a-h]?[1-8]?)x?-?([a-h][1-8])([qrbnQRBN])?/;

/**
 * The index in `legal` of the move `text` names, or -1. `chess960`: a Chess960 game, where the
 * king's move onto its own rook (b1a1) also names castling.
 */
export function findSanMove(legal: LegalList, text: string, strict: boolean, chess960: boolean): number {
  let clean = strippedSan(text);
  if (!strict && clean === '0-0') clean = 'O-O';
  else if (!strict && clean === '0-0-0') clean = 'O-O-O';
  const count = legal.san.length;
  // The common case first: the SAN exactly as the engine writes it.
  for (let i = 0; i < count; i++) if (legal.san[i] === text) return i;
  let piece = inferredPiece(clean);
  const ofPiece = (i: number, wanted: string | undefined) => wanted === undefined || legal.piece[i] === wanted;
  for (let i = 0; i < count; i++) if (ofPiece(i, piece) && strippedSan(legal.san[i]) === clean) return i;
  if (strict) return -1;

  const match = clean.match(LONG_NOTATION) ?? clean.match(LOOSE_NOTATION);
  if (match === null) return -1;
  const [, letter, from, to, promotion] = match;
  const fileOrRank = from !== undefined && from.length === 1;
  piece = letter !== undefined ? letter.toLowerCase() : inferredPiece(clean);
  const promotes = (i: number) => promotion === undefined || promotion.toLowerCase() === legal.promotion[i];
  for (let i = 0; i < count; i++) {
    if (!ofPiece(i, piece)) continue;
    if (!from) {
      // No origin: perhaps a capture written without its 'x'.
      if (strippedSan(legal.san[i]).replace('x', '') === clean) return i;
    } else if (from === legal.from[i] && (to === legal.to[i] || (chess960 && to === legal.rook[i])) && promotes(i)) {
      return i;
    } else if (
      fileOrRank &&
      to === legal.to[i] &&
      (from === legal.from[i][0] || from === legal.from[i][1]) &&
      promotes(i)
    ) {
      return i;
    }
  }
  return -1;
}
