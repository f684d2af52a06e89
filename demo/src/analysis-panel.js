// Analysis (opt-in): Stockfish in a worker (engine.js) evaluates the position on the board; its
// best line is shown in SAN, converted by the package.
import { $ } from './dom.js';
import { ENGINE_URL, createEngine } from './engine.js';
import { formatNumber, t } from './i18n.js';
import { showSan } from './notation.js';
import { moveNumberOf } from './view.js';

/** Wires the analysis button and line to the store. */
export function createAnalysis({ store }) {
  const { state } = store;
  const el = { toggle: $('analysis'), line: $('analysis-line') };
  let engine = null; // made when analysis is first switched on

  function setAnalysis(on) {
    el.toggle.setAttribute('aria-pressed', String(on));
    el.line.hidden = !on;
    if (!on) {
      engine?.stop();
      engine = null;
      return;
    }
    el.line.textContent = t('analysisStarting');
    engine = createEngine({
      url: new URL(ENGINE_URL, document.baseURI).href,
      onInfo: showAnalysis,
      onError: (error) => (el.line.textContent = t('analysisFailed', { message: error.message })),
    });
    analyse();
  }

  /** Asks the engine about the position on the board (the game from its start, for repetitions). */
  function analyse() {
    if (!engine) return;
    const { game } = state;
    el.line.dataset.depth = '0';
    if (game.isGameOver()) {
      el.line.textContent = t('analysisOver');
      return;
    }
    engine.analyse({ fen: state.startFen, moves: game.historyUci(), key: game.fen() });
  }

  /** One depth's result: the score for White, and the line in SAN (converted by the package). */
  function showAnalysis(info, fen) {
    const { game } = state;
    if (fen !== game.fen() || state.editing) return;
    const line = state.chess.game(fen);
    const sans = [];
    for (const uci of info.pv) {
      try {
        sans.push(line.move(uci).san);
      } catch {
        break; // the package is the judge: a move it does not take ends the line
      }
    }
    const white = game.turn() === 'w' ? 1 : -1;
    // Mate in n as '#n' / '#-n' (as lichess writes it), else pawns for White in the language's digits.
    const score =
      info.score.mate !== undefined
        ? `#${info.score.mate * white}`
        : formatNumber((info.score.cp * white) / 100, {
            signDisplay: 'exceptZero',
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          });
    const [, turn, , , , fullmove] = fen.split(' ');
    const numbered = sans.map((san, i) => {
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
      uci: info.pv.slice(0, sans.length).join(' '),
      san: sans.join(' '),
      fen,
    });
  }

  store.on('change', analyse);
  el.toggle.addEventListener('click', () => setAnalysis(!engine));
}
