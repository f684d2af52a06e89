// The library's messages in the player's language. The package words its errors and castling
// reasons in English, for developers; the page shows the catalogue's sentence for the error's
// `code` or the reason's `kind` (keys error.<code> and castle.<kind>), filled with the fields they
// carry, and the package's own words where the catalogue has none (English, but for the refused
// moves, whose package message writes out the whole position). Why a PGN game stopped is said in
// every language by its `reason` (keys pgnError.<reason>). No DOM here.
import { currentLanguage, has, t } from './i18n.js';
import { numberedMove } from './view.js';

/**
 * An error of the package as the player reads it. `params` fills what the sentence names and the
 * error does not carry: { move } (the move as typed), { value } (the number as typed), { field }
 * (the line of a draw's announcement that cannot be read).
 * @param {Error & { code?: string, move?: string }} error
 * @param {{ move?: string, value?: string, field?: string }} [params]
 */
export function errorText(error, params = {}) {
  const key = `error.${error?.code}`;
  if (!has(key)) return error.message;
  return t(key, { move: error.move, ...params });
}

/**
 * Why the reading of a PGN game stopped, in one short sentence: the refused move as written with
 * its number ("16. Qxh7", "15… Nf6"), or the line where a comment or variation never closed was
 * opened. The place in the text and the position are shown apart, on request.
 * @param {import('chess960').InvalidPgnError} error
 */
export function pgnErrorText(error) {
  const { reason, side, moveNumber, move, opened, line, column } = error;
  const key = `pgnError.${reason}`;
  if (!has(key)) return error.message;
  const written = move && moveNumber ? numberedMove({ number: moveNumber, color: side }, move) : (move ?? '');
  return t(key, { move: written, line: opened?.line ?? line, column: opened?.column ?? column });
}

/**
 * One castlingStatus() reason; `showSan` writes the move that lost the right; `pieceOn(square)`
 * names the piece in the way ('n', 'b', ...), as the package's English does ("f1 is occupied by
 * the bishop").
 * @param {import('chess960').CastlingReason & { cause?: string, move?: string, square?: string, squares?: string[] }} reason
 * @param {(san: string) => string} [showSan]
 * @param {(square: string) => string | undefined} [pieceOn]
 */
export function castlingReasonText(reason, showSan = (san) => san, pieceOn = () => undefined) {
  if (currentLanguage() === 'en') return reason.message;
  const squares = reason.squares ?? [];
  if (reason.kind === 'blocked' && squares.every((square) => pieceOn(square)))
    return squares.map((square) => t(`occupiedBy.${pieceOn(square)}`, { square })).join(', ');
  const key = reason.cause ? `castle.${reason.kind}.${reason.cause}` : `castle.${reason.kind}`;
  return t(has(key) ? key : `castle.${reason.kind}`, {
    move: reason.move ? showSan(reason.move) : '',
    square: reason.square ?? '',
    squares,
    count: squares.length,
  });
}
