// The page's views: the analysis board, the PGN import and the tournament draw, one at a time at
// full width, chosen in the header. The import and draw buttons open their view and, pressed
// again, go back to the board (aria-expanded); the board's button says it is the one shown
// (aria-current). A new game on the board (a game picked from a PGN, a round's start) shows it.
import { $ } from './dom.js';

const VIEWS = {
  board: { button: 'view-board', view: 'board-view' },
  import: { button: 'pgn-import', view: 'pgn-import-panel' },
  draw: { button: 'draw', view: 'draw-panel' },
};

/** Wires the views to their buttons; returns { show(name), on(name, listener), shown() }. */
export function createViews({ store }) {
  const listeners = new Map();
  let shown = 'board';

  function show(name) {
    const changed = name !== shown;
    shown = name;
    for (const [key, { button, view }] of Object.entries(VIEWS)) {
      const on = key === name;
      $(view).hidden = !on;
      if (key === 'board') $(button).setAttribute('aria-current', String(on));
      else $(button).setAttribute('aria-expanded', String(on));
    }
    document.body.dataset.view = name;
    if (changed) {
      scrollTo({ top: 0 });
      for (const listener of listeners.get(name) ?? []) listener();
    }
  }

  for (const [key, { button }] of Object.entries(VIEWS))
    $(button).addEventListener('click', () => show(key !== 'board' && shown === key ? 'board' : key));
  store.on('new', () => show('board'));
  show('board');
  return {
    show,
    /** Calls `listener` each time the view `name` is shown. */
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    shown: () => shown,
  };
}
