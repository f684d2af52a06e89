// "Why can't I castle?": the page's view of game.castlingStatus() and of the castlings
// game.moveForDrop() refuses. The library decides and words every reason (messages.js puts them
// in the player's language); this module only picks what to show and where. No DOM here.
import { t } from './i18n.js';
import { castlingReasonText } from './messages.js';

const SAN = { kingside: 'O-O', queenside: 'O-O-O' };

/**
 * "O-O is not legal: <reasons>" for a castling of `game` (side 'kingside' or 'queenside') that
 * castlingStatus() or moveForDrop() refuses with `reasons`; `showSan` writes the move that lost a
 * right.
 * @param {import('chess960').Game} game
 * @param {'kingside' | 'queenside'} side
 * @param {import('chess960').CastlingReason[]} reasons
 * @param {(san: string) => string} [showSan]
 */
export function refusalText(game, side, reasons, showSan = (san) => san) {
  const pieceOn = (square) => game.get(square)?.type;
  return t('castleNotLegal', {
    move: SAN[side],
    reasons: reasons.map((reason) => castlingReasonText(reason, showSan, pieceOn)).join('; '),
  });
}

/**
 * For the side to move, each castling's explanation:
 *   short / long: { legal, san, uci, text, attacked: Square[], blocked: Square[] }
 * where `uci` plays it when legal (null otherwise) and `text` is refusalText() (empty when legal).
 * @param {import('chess960').Game} game
 * @param {(san: string) => string} [showSan]
 */
export function castlingWhy(game, showSan = (san) => san) {
  const status = game.castlingStatus()[game.turn()];
  const moves = game.legalMoves({ verbose: true }).filter((move) => move.castling);
  const explain = (side) => {
    const { legal, reasons } = status[side];
    const squaresOf = (kind) => reasons.find((r) => r.kind === kind)?.squares ?? [];
    return {
      legal,
      san: SAN[side],
      uci: moves.find((move) => move.castling === side)?.uci ?? null,
      text: legal ? '' : refusalText(game, side, reasons, showSan),
      attacked: squaresOf('attacked'),
      blocked: squaresOf('blocked'),
    };
  };
  return { short: explain('kingside'), long: explain('queenside') };
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
