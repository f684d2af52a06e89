// Analysis (opt-in): Stockfish in a worker (engine.js) evaluates the position on the board. Its
// best line is shown in SAN (converted by the package), its evaluation on the bar beside the
// board and its best move as an arrow on the board (evaluation.js); all follow the viewed move.
import { $ } from './dom.js';
import { ENGINE_URL, createEngine } from './engine.js';
import { moveArrow, scoreText, whiteScore, whiteShare } from './evaluation.js';
import { t } from './i18n.js';
import { showSan } from './notation.js';
import { moveNumberOf } from './view.js';

// chessground's brush for the best move: lichess's colour for the engine's arrow.
const BEST_MOVE_BRUSH = 'paleBlue';

/** Wires the analysis switch, its line, the evaluation bar and the arrow to the store. */
export function createAnalysis({ store, shapes }) {
  const { state } = store;
  const el = { toggle: $('analysis'), line: $('analysis-line'), bar: $('eval-bar') };
  const barWhite = el.bar.querySelector('.eval-bar-white');
  let engine = null; // made when analysis is first switched on
  let shown = null; // the last evaluation shown: { white (score), fen }

  function setAnalysis(on) {
    el.toggle.setAttribute('aria-pressed', String(on));
    el.line.hidden = el.bar.hidden = !on;
    shapes.set('engine', []);
    shown = null;
    if (!on) {
      engine?.stop();
      engine = null;
      return;
    }
    el.line.textContent = t('analysisStarting');
    setBar(0.5, t('analysisStarting'));
    engine = createEngine({
      url: new URL(ENGINE_URL, document.baseURI).href,
      onInfo: showAnalysis,
      onError: (error) => (el.line.textContent = t('analysisFailed', { message: error.message })),
    });
    analyse();
  }

  /** The bar: White's share from 0 to 1, and what it says in words. */
  function setBar(share, label) {
    barWhite.style.height = `${(share * 100).toFixed(1)}%`;
    el.bar.setAttribute('aria-label', label);
  }

  /** Asks the engine about the position on the board (the game from its start, for repetitions). */
  function analyse() {
    el.bar.dataset.orientation = state.orientation;
    if (!engine) return;
    const { game } = state;
    if (shown?.fen === game.fen()) return; // the same position (a redraw, the board turned)
    shapes.set('engine', []); // the arrow was for another position
    shown = null;
    el.line.dataset.depth = '0';
    if (game.isGameOver()) {
      el.line.textContent = t('analysisOver');
      const { winner } = game.outcome();
      setBar(winner === 'w' ? 1 : winner === 'b' ? 0 : 0.5, t('analysisOver'));
      return;
    }
    engine.analyse({ fen: state.startFen, moves: game.historyUci(), key: game.fen() });
  }

  /** One depth's result: the score for White, the line in SAN, the bar and the arrow. */
  function showAnalysis(info, fen) {
    const { game } = state;
    if (fen !== game.fen() || state.editing) return;
    const line = state.chess.game(fen);
    const moves = [];
    for (const uci of info.pv) {
      try {
        moves.push(line.move(uci));
      } catch {
        break; // the package is the judge: a move it does not take ends the line
      }
    }
    const white = whiteScore(info.score, game.turn());
    const score = scoreText(white);
    const [, turn, , , , fullmove] = fen.split(' ');
    const numbered = moves.map(({ san }, i) => {
      const { number, color } = moveNumberOf(i + 1, turn, Number(fullmove) || 1);
      const shown = showSan(san);
      return color === 'w' ? `${number}. ${shown}` : i === 0 ? `${number}… ${shown}` : shown;
    });
    el.line.replaceChildren(
      Object.assign(document.createElement('strong'), { className: 'analysis-score', textContent: score }),
      ` ${t('depth', { depth: info.depth })} · ${numbered.join(' ')}`,
    );
    Object.assign(el.line.dataset, {
      depth: String(info.depth),
      uci: moves.map((move) => move.uci).join(' '),
      san: moves.map((move) => move.san).join(' '),
      fen,
    });
    setBar(whiteShare(white), t('evalBarLabel', { score }));
    shown = { white, fen };
    // The best move: the line's first, found among the legal moves with its castling squares.
    const best = moves[0] && game.legalMoves({ verbose: true }).find((move) => move.uci === moves[0].uci);
    shapes.set('engine', best ? [{ ...moveArrow(best, game), brush: BEST_MOVE_BRUSH }] : []);
  }

  store.on('change', analyse);
  store.on(
    'relabel',
    () => shown && setBar(whiteShare(shown.white), t('evalBarLabel', { score: scoreText(shown.white) })),
  );
  store.on('editing', ({ on }) => {
    if (!on) return;
    shapes.set('engine', []);
    shown = null; // back from the editor, the position is asked again
  });
  el.toggle.addEventListener('click', () => setAnalysis(!engine));
}
