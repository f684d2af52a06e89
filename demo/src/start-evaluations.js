// The engine's evaluation of every start, from the package's chess960/evaluations: a module of
// its own, which the page loads after the board is up (the board's download does not carry it).
// It gives the current start's score line and the engine-balanced pool that the random start and
// the tournament draw keep to. No DOM here.
import { scoreText } from './evaluation.js';
import { t } from './i18n.js';

/** The band of the random start's engine-balanced pool: |score| ≤ this many centipawns. */
export const BALANCED_MAX_SCORE = 40;

let loaded = null; // chess960/evaluations once it is there
let loading = null;

/** Loads chess960/evaluations once; resolves to the module. */
export function loadEvaluations() {
  loading ??= import('chess960/evaluations').then((module) => (loaded = module));
  return loading;
}

/** The table (startEvaluations) once loaded, else null. */
export const evaluationTable = () => loaded?.startEvaluations ?? null;

/** "+0.31 · Stockfish 15.1, depth 22" for start `number`; '' until the table is loaded. */
export function scoreLine(number) {
  if (!loaded) return '';
  const { centipawns, mate, depth } = loaded.startEvaluation(number);
  const score = scoreText(mate === null ? { cp: centipawns } : { mate });
  return t('startScore', { score, engine: loaded.startEvaluations.engine, depth });
}

/**
 * The pool's name as the pickers show it: "engine-balanced (|score| ≤ 40 cp)".
 * @param {number | string} [maxScore] the band, or "…" while its field holds no number
 */
export const balancedPoolName = (maxScore = BALANCED_MAX_SCORE) => t('subsetBalanced', { max: maxScore });

/**
 * The starts of the engine-balanced pool, by the package (chess.drawPool with the table), or null
 * until the table is loaded.
 * @param {import('chess960').Chess960} chess
 */
export function balancedPool(chess, maxScore = BALANCED_MAX_SCORE) {
  const evaluations = evaluationTable();
  return evaluations && chess.drawPool({ maxScore, evaluations });
}
