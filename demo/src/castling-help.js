// Castling help: the O-O and O-O-O buttons (a disabled one says why), the "Why not?" toggle with
// the reasons in words and the attacked and blocking squares marked on the board, and a note when
// a king dropped or clicked toward its castling asks for one that is not legal (the board plays
// the legal ones: board-play.js). castling-why.js words the package's answers; this module shows them.
import { castlingHighlights, refusalText } from './castling-why.js';
import { $, textElement, timedNote } from './dom.js';
import { t } from './i18n.js';
import { showSan } from './notation.js';

/** Wires the castling controls to the store and the board. */
export function createCastlingHelp({ store, board }) {
  const { state } = store;
  const el = {
    board: $('board'),
    short: $('castle-short'),
    long: $('castle-long'),
    shortWhy: $('castle-short-why'),
    longWhy: $('castle-long-why'),
    why: $('castle-why'),
    whyText: $('castle-why-text'),
    note: $('castle-note'),
  };
  const showNote = timedNote(el.note, 8000);

  // A castling that is not legal now: its button stays in the Tab order (aria-disabled, not
  // disabled) and says why in its tooltip, to screen readers (aria-describedby) and when pressed.
  function setButton(button, reason, explanation, what) {
    const legal = Boolean(explanation?.legal);
    button.setAttribute('aria-disabled', String(!legal));
    const text = legal ? '' : explanation?.text || t('castleGameOver', { move: button.textContent.trim() });
    button.title = legal ? t('castleTitle', { move: explanation.san, what }) : text;
    reason.textContent = text;
  }

  // Shown while a castling is not legal; when pressed, the reasons in words and, on the board, the
  // attacked squares and the pieces in the way (marked differently).
  function showWhy() {
    const { why } = state;
    const refused = why ? [why.short, why.long].filter((option) => !option.legal) : [];
    el.why.hidden = refused.length === 0;
    const on = refused.length > 0 && el.why.getAttribute('aria-pressed') === 'true';
    el.whyText.hidden = !on;
    const marks = on ? castlingHighlights(why) : new Map();
    el.whyText.replaceChildren(
      ...(on ? refused : []).map((option) => textElement('span', 'castle-why-line', option.text)),
      ...(marks.size > 0 ? [textElement('span', 'hint', t('castleLegend'))] : []),
    );
    board.set({ highlight: { custom: marks } });
    if (on) el.whyText.scrollIntoView({ block: 'nearest' }); // the reasons in view, under the board
  }

  store.on('change', ({ reason }) => {
    if (reason !== 'redraw') el.note.textContent = '';
    setButton(el.short, el.shortWhy, state.why?.short, t('castleShortWhat'));
    setButton(el.long, el.longWhy, state.why?.long, t('castleLongWhat'));
    showWhy();
  });
  store.on('editing', () => (el.note.textContent = ''));
  store.on('relabel', () => (el.note.textContent = ''));
  // A king's gesture (a drop, two clicks, or Enter on the board) asked for a castling that is not
  // legal: the package's reasons (moveForDrop's 'refused'), next to the board.
  store.on('castle-refused', ({ side, reasons }) => showNote(refusalText(state.game, side, reasons, showSan)));

  for (const [button, key, reason] of [
    [el.short, 'short', el.shortWhy],
    [el.long, 'long', el.longWhy],
  ])
    button.addEventListener('click', () => {
      const option = state.why?.[key];
      if (option?.legal) store.play(option.uci);
      else showNote(reason.textContent);
    });
  el.why.addEventListener('click', () => {
    el.why.setAttribute('aria-pressed', String(el.why.getAttribute('aria-pressed') !== 'true'));
    showWhy();
  });

  // chessground takes only the legal destinations, and puts a king dropped anywhere else back
  // without a word: ask the package what the drop, or the click after a selected king, meant. A
  // note is about the last gesture only: a new one clears it.
  let press = null;
  const keyAt = (event) => board.getKeyAtDomPos([event.clientX, event.clientY]);
  const refused = (from, to) => {
    if (!from || !to || from === to) return null;
    const drop = state.game.moveForDrop(from, to);
    return drop.kind === 'refused' ? drop : null;
  };
  el.board.addEventListener(
    'pointerdown',
    (event) => {
      el.note.textContent = '';
      if (state.editing || state.over || (event.pointerType === 'mouse' && event.button !== 0))
        return void (press = null);
      const key = keyAt(event);
      press = { key, viewed: state.viewed, clicked: refused(board.state.selected, key) };
    },
    { capture: true },
  );
  window.addEventListener('pointercancel', () => (press = null), { capture: true });
  window.addEventListener(
    'pointerup',
    (event) => {
      if (!press) return;
      const { key, viewed, clicked } = press;
      press = null;
      if (viewed !== state.viewed) return; // the gesture played a move
      const drop = clicked ?? refused(key, keyAt(event));
      if (drop) store.emit('castle-refused', drop);
    },
    { capture: true },
  );
}
