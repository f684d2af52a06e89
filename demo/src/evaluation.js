// The engine's evaluation as the page shows it: the score as players write it, White's share of
// the evaluation bar, and the best move as an arrow on the board. No DOM here.
import { formatNumber } from './i18n.js';

/**
 * A UCI score ({ cp } or { mate }, from the side to move's view, as engines give it) from White's
 * view.
 * @param {{ cp?: number, mate?: number }} score
 * @param {'w' | 'b'} turn
 */
export function whiteScore(score, turn) {
  const sign = turn === 'w' ? 1 : -1;
  return score.mate !== undefined ? { mate: score.mate * sign } : { cp: score.cp * sign };
}

/**
 * A score from White's view as lichess writes it: "+0.31", "−1.20" in pawns (in the language's
 * digits), "#3" for White mating in 3, "#-2" for Black.
 * @param {{ cp?: number, mate?: number }} white
 */
export function scoreText(white) {
  if (white.mate !== undefined) return `#${white.mate}`;
  return formatNumber(white.cp / 100, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * White's share of the evaluation bar, from 0 to 1: half and half when even, a mate fills it. In
 * between, lichess's winning chances (a logistic curve of the centipawns), so that a pawn up
 * shows clearly and ten pawns up is close to full.
 * @param {{ cp?: number, mate?: number }} white
 */
export function whiteShare(white) {
  if (white.mate !== undefined) return white.mate > 0 ? 1 : 0;
  const chances = 2 / (1 + Math.exp(-0.00368208 * white.cp)) - 1;
  return (1 + chances) / 2;
}

/**
 * A move as an arrow on the board ({ orig, dest }), drawn as the board's gesture for it: a piece
 * from its square to where it goes; a castling from the king onto its castling square where the
 * board reads that drop as this castling and nothing else (game.moveForDrop() gives this move,
 * not a choice with the king's step), else onto its rook.
 * @param {import('chess960').MoveResult} move a verbose move of the package
 * @param {import('chess960').Game} game the position it is played in
 */
export function moveArrow(move, game) {
  if (!move.castling) return { orig: move.from, dest: move.to };
  const drop = game.moveForDrop(move.from, move.kingTo);
  const onSquare = drop.kind === 'move' && drop.move.uci === move.uci;
  return { orig: move.from, dest: onSquare ? move.kingTo : move.to };
}
