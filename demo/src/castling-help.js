// Castling help: the O-O and O-O-O buttons (a disabled one says why), the "Why not?" toggle with
// the reasons in words and the attacked and blocking squares marked on the board, castling by
// dropping the king toward its castling square, and a note when such a drop is refused.
// castling-why.js words the package's castlingStatus(); this module shows it.
import { castlingHighlights, refusedCastling } from './castling-why.js';
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
  const showTimedNote = timedNote(el.note, 8000);
  let before = null; // what could be castled before the last move: { castling, why }

  // A castling that is not legal now: its button stays in the Tab order (aria-disabled, not
  // disabled) and says why in its tooltip, to screen readers (aria-describedby) and when pressed.
  function setButton(button, reason, option, explanation, what) {
    button.setAttribute('aria-disabled', String(!option));
    const text = option ? '' : explanation?.text || t('castleGameOver', { move: button.textContent.trim() });
    button.title = option ? t('castleTitle', { move: option.san, what }) : text;
    reason.textContent = text;
  }

  /** The note under the buttons, with an optional button (text, action). */
  function showNote(text, action = null) {
    showTimedNote(text);
    if (!action) return;
    const button = textElement('button', 'btn btn-small', action.text);
    button.type = 'button';
    button.id = 'castle-instead';
    button.addEventListener('click', action.run);
    el.note.append(' ', button);
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

  // A king moved toward its castling square by a plain king move (start 709: Kb1-c1 while O-O-O
  // is legal): the package plays the king move, and both castling rights go. Say so, and offer the
  // castling instead.
  function noticeKingStep() {
    const last = state.game.history({ verbose: true }).at(-1);
    if (!before || !last || last.piece !== 'k' || last.castling) return;
    for (const [key, option] of [
      ['short', before.castling.short],
      ['long', before.castling.long],
    ]) {
      const side = before.why[key];
      if (!option || side.king !== last.from || last.to[1] !== last.from[1]) continue;
      const file = (square) => square.charCodeAt(0);
      const toward = (file(last.to) - file(last.from)) * Math.sign(file(side.kingTo) - file(last.from));
      if (toward <= 0 || toward > Math.abs(file(side.kingTo) - file(last.from))) continue;
      const turn = last.color;
      showNote(t(`kingStepNotCastling.${turn}`, { move: showSan(last.san), castle: option.san }), {
        text: t('castleInstead', { castle: option.san }),
        run: () => {
          store.undo();
          store.play(option.uci);
        },
      });
      el.note.scrollIntoView({ block: 'nearest' });
      return;
    }
  }

  store.on('change', ({ reason }) => {
    if (reason !== 'redraw') el.note.textContent = '';
    if (reason === 'move') noticeKingStep();
    setButton(el.short, el.shortWhy, state.castling.short, state.why?.short, t('castleShortWhat'));
    setButton(el.long, el.longWhy, state.castling.long, state.why?.long, t('castleLongWhat'));
    showWhy();
    before = state.why ? { castling: state.castling, why: state.why } : null;
  });
  store.on('editing', () => (el.note.textContent = ''));
  store.on('relabel', () => (el.note.textContent = ''));

  for (const [button, key, reason] of [
    [el.short, 'short', el.shortWhy],
    [el.long, 'long', el.longWhy],
  ])
    button.addEventListener('click', () => {
      const option = state.castling[key];
      if (option) store.play(option.uci);
      else showNote(reason.textContent);
    });
  el.why.addEventListener('click', () => {
    el.why.setAttribute('aria-pressed', String(el.why.getAttribute('aria-pressed') !== 'true'));
    showWhy();
  });

  // Castling by moving the king two or more squares toward its castling square, when that square
  // is not itself among the dests (chessground only accepts dests, so such a drop or click is
  // caught here and played after chessground has finished with the gesture).
  let press = null;
  const keyAt = (event) => board.getKeyAtDomPos([event.clientX, event.clientY]);
  el.board.addEventListener(
    'pointerdown',
    (event) => {
      if (state.editing || (event.pointerType === 'mouse' && event.button !== 0)) return void (press = null);
      const key = keyAt(event);
      const selected = board.state.selected;
      if (!el.note.querySelector('button')) el.note.textContent = ''; // a note is about the last gesture only
      press = { key, selected, castle: selected && key ? state.castling.drops.get(selected + key) : undefined };
    },
    { capture: true },
  );
  window.addEventListener('pointercancel', () => (press = null), { capture: true });
  window.addEventListener(
    'pointerup',
    (event) => {
      if (!press) return;
      const { key: from, castle, selected } = press;
      press = null;
      const to = keyAt(event);
      const move = castle ?? (from && to ? state.castling.drops.get(from + to) : undefined);
      if (move) return void setTimeout(() => store.emit('move-error', { error: store.play(move) }), 0);
      // A king dropped (or clicked) toward a castling that is not legal: say why, next to the board.
      const { why, dests } = state;
      const refused = why && (refusedCastling(why, dests, selected, from) ?? refusedCastling(why, dests, from, to));
      if (refused) showNote(refused.text);
    },
    { capture: true },
  );
}
