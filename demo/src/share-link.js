// The game in the page's URL (url-state.js): every change is written to the fragment, a link
// opened or pasted restores its game, and "Copy link" copies it.
import { $, timedNote } from './dom.js';
import { currentLanguage, supported, t } from './i18n.js';
import { decodeTree, encodeTree, lineEnd, nodesInOrder } from './tree.js';
import { readState, writeState } from './url-state.js';
import { startNumbersOf } from './view.js';

/** Wires the URL to the store; `switchLanguage(lang)` follows a pasted link's language. Returns { restore }. */
export function createShareLink({ store, switchLanguage }) {
  const { state } = store;
  const el = { copy: $('copy-link'), note: $('link-note') };
  const note = timedNote(el.note);

  /** The game in the URL fragment, replacing the entry: reload and links restore it. */
  function save() {
    const { root, viewed } = state;
    const at = viewed.parent ? nodesInOrder(root).indexOf(viewed) + 1 : 0;
    const hash = writeState({ start: state.start, fen: state.startFen, moves: encodeTree(root), at: root.children.length ? at : null, lang: currentLanguage() });
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }

  /** Restores a game from the URL fragment; false when it names none. */
  function restore() {
    const { chess } = state;
    const link = readState(location.hash);
    let fen = null;
    let numbers = null;
    if (link.start) {
      try {
        fen = chess.startFen(link.start.white, link.start.black);
        numbers = link.start;
      } catch {
        fen = null;
      }
    } else if (link.fen && !chess.validateFen(link.fen)) {
      fen = link.fen;
      numbers = startNumbersOf(chess, fen);
    }
    if (!fen) {
      if (!link.start && !link.fen) return false;
      store.newGame(chess.startFen(518), { white: 518, black: 518 });
      el.note.textContent = t('badLinkStart');
      return true;
    }
    store.newGame(fen, numbers);
    const decoded = decodeTree(link.moves, (node, uci) => {
      try {
        const move = store.gameAt(node).move(uci);
        return { uci: move.uci, san: move.san };
      } catch {
        return null;
      }
    });
    const target = link.at === null ? lineEnd(decoded.root) : link.at === 0 ? decoded.root : decoded.nodes[link.at - 1] ?? lineEnd(decoded.root);
    store.setTree(decoded.root, target);
    if (decoded.error) el.note.textContent = t('badLink', { token: decoded.error });
    return true;
  }

  store.on('change', save);
  store.on('new', () => (el.note.textContent = ''));
  store.on('relabel', () => (el.note.textContent = ''));
  el.copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      note(t('linkCopied'));
    } catch {
      note(t('linkSelect'));
    }
  });
  window.addEventListener('hashchange', async () => {
    // A link pasted into this tab may name another language.
    const lang = supported(readState(location.hash).lang);
    if (lang && lang !== currentLanguage()) await switchLanguage(lang);
    restore();
  });
  return { restore };
}
