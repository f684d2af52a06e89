// What the page shows, worked out from a chess960 Game with its public API only. No DOM here.
import { t } from './i18n.js';

export const COLOR_NAME = { w: 'white', b: 'black' };
export const ROLE_NAME = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

/** { text, kind } for the status line; kind: 'play' | 'check' | 'mate' | 'draw'. */
export function statusOf(game, claimed = null) {
  const turn = game.turn();
  const reason = (key) => t(`draw.${key}`);
  if (claimed) return { text: t(`claimedDraw.${turn}`, { reason: reason(claimed) }), kind: 'draw' };
  const outcome = game.outcome();
  if (outcome.reason === 'checkmate') return { text: t(`checkmate.${outcome.winner}`), kind: 'mate' };
  if (outcome.reason === 'stalemate') return { text: t(`stalemate.${turn}`), kind: 'draw' };
  if (outcome.reason) return { text: t('drawBy', { reason: reason(outcome.reason) }), kind: 'draw' };
  let text = t(game.isCheck() ? `toMoveInCheck.${turn}` : `toMove.${turn}`);
  for (const claim of outcome.claimable) text += t('mayClaim', { reason: reason(claim) });
  return { text, kind: game.isCheck() ? 'check' : 'play' };
}

/** The move number and colour of the move at `ply` (1 = the first move of a game from `startTurn`). */
export function moveNumberOf(ply, startTurn, startNumber) {
  const index = ply - 1 + (startTurn === 'b' ? 1 : 0);
  return { number: startNumber + Math.floor(index / 2), color: index % 2 === 0 ? 'w' : 'b' };
}

/** A move with its number, as the move list writes it: "15. Nb3", "15… bxc5". */
export const numberedMove = ({ number, color }, san) => `${number}${color === 'w' ? '.' : '…'} ${san}`;

/** The PGN result of a finished game ('1-0', '0-1', '½-½'), or null while it goes on. */
export function resultOf(game) {
  const result = game.result();
  return result === '*' ? null : resultText(result);
}

/** A PGN result as players write it: every 1/2 a ½ ("1/2-1/2" is "½-½"). */
export const resultText = (result) => result.replaceAll('1/2', '½');

/** A [%clk] time (milliseconds) as a clock shows it: 2:59, or 1:02:59 from an hour (no fraction). */
export function clockText(ms) {
  const seconds = Math.floor(ms / 1000);
  const [hours, minutes] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60];
  const two = (n) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`;
}

/**
 * The start numbers of a FEN that shows a start position, as { white, black }, or null: the
 * numbers of its first and eighth ranks (positionNumber() refuses a rank that is no Chess960
 * arrangement), when the package's start of those numbers is this position.
 */
export function startNumbersOf(chess, fen) {
  const ranks = fen.trim().split(/\s+/)[0].split('/');
  try {
    const numbers = { white: chess.positionNumber(ranks[7]), black: chess.positionNumber(ranks[0]) };
    // Only the start itself: its pawns, White to move, every castling right, no en passant.
    const fields = (f) => chess.game(f).fen().split(' ').slice(0, 4).join(' ');
    return fields(fen) === fields(chess.startFen(numbers.white, numbers.black)) ? numbers : null;
  } catch {
    return null;
  }
}

/** "518 · RNBQKBNR", or both sides for a Double Chess960 start. */
export function startLabel(chess, start) {
  if (!start) return t('customStart');
  const white = t('startOf', { number: start.white, backRank: chess.backRank(start.white) });
  if (start.black === start.white) return white;
  return t('doubleStart', {
    white,
    black: t('startOf', { number: start.black, backRank: chess.backRank(start.black) }),
  });
}

/** Today's date as PGN writes it. */
export function pgnDate(date = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

// Althöfer's one-die procedure as the package documents it: what each placement puts down and
// the highest roll it accepts (a higher one is rolled again). Pieces by catalogue key (die.*).
const DIE_STEPS = [
  ['darkBishop', 4],
  ['lightBishop', 4],
  ['queen', 6],
  ['knight', 5],
  ['knight', 4],
];

/**
 * The rolls of the die procedure with what each one did: [{ roll, placed }], where `placed`
 * names the piece the roll placed (darkBishop, lightBishop, queen, knight: keys die.* of the
 * catalogue), or is null for a roll that had to be rolled again.
 */
export function dieSteps(rolls) {
  let step = 0;
  return rolls.map((roll) => {
    const [piece, highest] = DIE_STEPS[step] ?? [null, 0];
    if (roll > highest) return { roll, placed: null };
    step += 1;
    return { roll, placed: piece };
  });
}
