// The FEN panel: the viewed position's FEN, and a game from a FEN typed or pasted (X-FEN or
// Shredder-FEN, judged by the package). The editor writes its position here too.
import { $ } from './dom.js';
import { errorText } from './messages.js';
import { startNumbersOf } from './view.js';

/** Wires the FEN field to the store; returns { show(fen) } for the editor's position. */
export function createFenPanel({ store }) {
  const { state } = store;
  const el = { form: $('fen-form'), fen: $('fen'), error: $('fen-error') };
  const clearError = () => {
    el.error.textContent = '';
    el.fen.removeAttribute('aria-invalid');
  };

  store.on('change', () => {
    el.fen.value = state.game.fen();
    clearError();
  });
  store.on('relabel', () => (el.error.textContent = ''));
  el.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fen = el.fen.value.trim();
    const error = state.chess.validateFen(fen);
    if (error) {
      el.error.textContent = errorText(error);
      el.fen.setAttribute('aria-invalid', 'true');
      el.error.scrollIntoView({ block: 'nearest' });
      return;
    }
    store.newGame(fen, startNumbersOf(state.chess, fen));
  });
  el.fen.addEventListener('input', clearError);
  return {
    show(fen) {
      el.fen.value = fen;
      el.error.textContent = '';
    },
  };
}
