// "Why can't I castle?": the page's view of game.castlingStatus(). The library decides and words
// every reason (messages.js puts them in the player's language); this module only picks what to
// show and where. No DOM here.
import { t } from './i18n.js';
import { castlingReasonText } from './messages.js';

const SIDES = { short: ['kingside', 'O-O'], long: ['queenside', 'O-O-O'] };

/**
 * For the side to move, each castling's explanation:
 *   short / long: { legal, san, text, attacked: Square[], blocked: Square[] }
 * where `text` is "O-O is not legal: <the library's reasons>" (empty when legal); `showSan`
 * writes the move that lost a right.
 */
export function castlingWhy(game, showSan = (san) => san) {
  const status = game.castlingStatus()[game.turn()];
  const result = {};
  for (const [key, [side, san]] of Object.entries(SIDES)) {
    const st = status[side];
    const squaresOf = (kind) => st.reasons.find((r) => r.kind === kind)?.squares ?? [];
    result[key] = {
      legal: st.legal,
      san,
      text: st.legal
        ? ''
        : t('castleNotLegal', {
            move: san,
            reasons: st.reasons
              .map((r) => castlingReasonText(r, showSan, (square) => game.get(square)?.type))
              .join('; '),
          }),
      attacked: squaresOf('attacked'),
      blocked: squaresOf('blocked'),
      king: st.king,
      kingTo: st.kingTo,
      rook: st.rook,
    };
  }
  return result;
}

/**
 * Does moving the king from `from` to `to` ask for a castling that is not legal? Such a move is
 * the king onto its castling rook or its castling square, or two or more files toward that
 * square on its own rank (the same drops the page accepts for a legal castling). Returns that
 * castling's explanation, or null (also for any square the king may legally go to).
 */
export function refusedCastling(why, dests, from, to) {
  if (!from || !to || from === to || (dests.get(from) ?? []).includes(to)) return null;
  for (const option of [why.short, why.long]) {
    if (option.legal || from !== option.king || to[1] !== from[1]) continue;
    if (to === option.rook || to === option.kingTo) return option;
    const kingFile = from.charCodeAt(0);
    const step = Math.sign(option.kingTo.charCodeAt(0) - kingFile);
    const toward = (to.charCodeAt(0) - kingFile) * step;
    if (step !== 0 && toward >= 2 && toward <= Math.abs(option.kingTo.charCodeAt(0) - kingFile)) return option;
  }
  return null;
}

/**
 * The castling a typed move names ("O-O", "0-0-0", with a check sign or a glyph after it): its
 * explanation in `why` (castlingWhy), or null for any other move.
 */
export function typedCastling(why, text) {
  const san = text
    .trim()
    .replace(/0/g, 'O')
    .replace(/[+#!?]+$/, '');
  return [why.short, why.long].find((option) => option.san === san) ?? null;
}

/**
 * chessground's highlight.custom: attacked squares and squares held by blocking pieces, marked
 * apart; a square both attacked and held gets both marks. (A square attacked for both castlings
 * is still only attacked.)
 */
export function castlingHighlights(why) {
  const options = [why.short, why.long];
  const attacked = new Set(options.flatMap((option) => option.attacked));
  const blocked = new Set(options.flatMap((option) => option.blocked));
  const marks = new Map();
  for (const square of blocked)
    marks.set(square, attacked.has(square) ? 'castle-attacked castle-blocked' : 'castle-blocked');
  for (const square of attacked) if (!blocked.has(square)) marks.set(square, 'castle-attacked');
  return marks;
}
