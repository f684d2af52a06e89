// The library's messages in the player's language. The package words its errors and castling
// reasons in English, for developers; the page shows them as they are in English and, in the
// other languages, the catalogue's sentence for the error's `code` or the reason's `kind` (keys
// error.<code> and castle.<kind>), filled with the fields they carry. No DOM here.
import { currentLanguage, has, t } from './i18n.js';

/**
 * An error of the package as the player reads it. `params` fills what the sentence names and the
 * error does not carry: { move } (the move as typed), { value } (the number as typed).
 * @param {Error & { code?: string, move?: string }} error
 * @param {{ move?: string, value?: string }} [params]
 */
export function errorText(error, params = {}) {
  const key = `error.${error?.code}`;
  if (currentLanguage() === 'en' || !has(key)) return error.message;
  return t(key, { move: error.move, ...params });
}

/**
 * One castlingStatus() reason; `showSan` writes the move that lost the right.
 * @param {import('chess960').CastlingReason & { cause?: string, move?: string, square?: string, squares?: string[] }} reason
 * @param {(san: string) => string} [showSan]
 */
export function castlingReasonText(reason, showSan = (san) => san) {
  if (currentLanguage() === 'en') return reason.message;
  const key = reason.cause ? `castle.${reason.kind}.${reason.cause}` : `castle.${reason.kind}`;
  const squares = reason.squares ?? [];
  return t(has(key) ? key : `castle.${reason.kind}`, {
    move: reason.move ? showSan(reason.move) : '',
    square: reason.square ?? '',
    squares,
    count: squares.length,
  });
}
