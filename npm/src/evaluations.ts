// chess960/evaluations: the table of start evaluations this package ships, an export of its own
// so that what `import 'chess960'` downloads does not carry it. No engine here: the table is
// data, its rows split into words once (the rows are checked where they are made and by
// tests/repo/start-evaluations.test.js).

/**
 * `import { startEvaluation, startEvaluations } from 'chess960/evaluations'`: Stockfish's
 * evaluation of every start, for draws that keep to engine-balanced starts (`maxScore` with
 * `evaluations: startEvaluations` in drawStarts(), drawAnnouncement(), verifyDraw(), drawPool()).
 * @module chess960/evaluations
 */
import { checkPositionNumber } from './checks.js';
import type { StartEvaluation, StartEvaluations } from './evaluation-types.js';
import { START_EVALUATIONS } from './start-evaluation-table.js';

export type { StartEvaluation, StartEvaluations };

// Each row's words: number, 'cp' or 'mate', score, win, draw, loss, depth, best move.
const ROWS = START_EVALUATIONS.rows
  .trimEnd()
  .split('\n')
  .map((row) => row.split(' '));

/**
 * Stockfish's evaluation of every start, made by the repository's scripts/evaluate-starts.mjs:
 * the engine, its options, the nodes per start, the date, the rows, their SHA-256 and each
 * start's score. Give it with `maxScore` to drawStarts(), drawAnnouncement(), verifyDraw() and
 * drawPool() for an engine-balanced draw.
 */
export const startEvaluations: StartEvaluations = {
  ...START_EVALUATIONS,
  scores: ROWS.map(([, kind, score]) => (kind === 'cp' ? Number(score) : null)),
};

/**
 * The evaluation of start `number` (0-959, 518 = standard chess): White's score in centipawns (or
 * a mate), win/draw/loss per mille, the depth and the best move. Throws InvalidStartPositionError
 * (POSITION_NUMBER) for a number that is no start, a TypeError for a value that is no number, as
 * startFen() does.
 */
export function startEvaluation(number: number): StartEvaluation {
  checkPositionNumber(number, 'startEvaluation');
  const [, kind, score, win, draw, loss, depth, bestMove] = ROWS[number];
  return {
    number,
    centipawns: kind === 'cp' ? Number(score) : null,
    mate: kind === 'mate' ? Number(score) : null,
    wdl: { win: Number(win), draw: Number(draw), loss: Number(loss) },
    depth: Number(depth),
    bestMove,
  };
}
