// The game in the page's URL (url-state.js): every change is written to the fragment (a new
// start is a new history entry, so Back returns to the game before), a link opened or pasted
// restores its game, and "Copy link" copies it. A game read from PGN is kept there as its PGN,
// deflated (with where its reading stopped, for a game read up to an error), so that a reload or
// a copied address reopens it with its tags, comments and clocks; the board's side goes too.
import { $, timedNote } from './dom.js';
import { currentLanguage, supported, t } from './i18n.js';
import { decodeTree, encodeTree, lineEnd, nodesInOrder } from './tree.js';
import { readState, writeState } from './url-state.js';
import { startNumbersOf } from './view.js';

/** The PGN text deflated and written in base64url (CompressionStream, no library). */
async function packPgn(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The PGN text of a link's pgn= field; throws when it is not one. */
async function unpackPgn(packed) {
  const binary = atob(packed.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

/**
 * Wires the URL to the store. `switchLanguage(lang)` follows a pasted link's language; `pgn`
 * (pgn-panel.js: { linkFields(), open(text, { at, stopped }) }) writes an imported game for a
 * link and opens one. Returns { restore }.
 */
export function createShareLink({ store, switchLanguage, pgn }) {
  const { state } = store;
  const el = { copy: $('copy-link'), note: $('link-note') };
  const note = timedNote(el.note);
  let written = null; // the fragment this page wrote last (null until the first game is shown)
  let restoring = false; // a game opened from the URL is no new history entry
  let pushNext = false; // the next fragment is a new start: a history entry of its own
  let saves = 0; // increases with each save, so that an older one still packing is dropped
  let saved = Promise.resolve(); // the last save, done once the address bar shows the game
  const packed = { text: null, value: null }; // the last PGN packed (a move viewed packs nothing)

  /** The fragment for the game shown. */
  async function fragment() {
    const { root, viewed, orientation } = state;
    const common = { flip: orientation === 'black', lang: currentLanguage() };
    if (state.imported) {
      const { text, stopped, at } = pgn.linkFields();
      if (packed.text !== text) Object.assign(packed, { text, value: await packPgn(text) });
      return writeState({ pgn: packed.value, stopped, at, ...common });
    }
    const at = viewed.parent ? nodesInOrder(root).indexOf(viewed) + 1 : 0;
    return writeState({
      start: state.start,
      fen: state.startFen,
      moves: encodeTree(root),
      at: root.children.length ? at : null,
      ...common,
    });
  }

  /** The game in the URL fragment: reload and links restore it. */
  function save() {
    const run = ++saves;
    saved = fragment().then((hash) => {
      if (run !== saves) return; // a newer change is being written
      if (location.hash !== hash) {
        if (pushNext && written !== null) history.pushState(null, '', hash);
        else history.replaceState(null, '', hash);
      }
      pushNext = false;
      written = hash;
    });
  }

  /** Restores a game from the URL fragment; false when it names none. */
  async function restore() {
    restoring = true;
    try {
      return await restoreGame();
    } finally {
      restoring = false;
    }
  }

  async function restoreGame() {
    const { chess } = state;
    const link = readState(location.hash);
    store.flip(link.flip ? 'black' : 'white');
    if (link.pgn) {
      try {
        return pgn.open(await unpackPgn(link.pgn), { at: link.at, stopped: link.stopped }) || fail('badLinkPgn');
      } catch {
        return fail('badLinkPgn');
      }
    }
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
    if (!fen) return link.start || link.fen ? fail('badLinkStart') : false;
    store.newGame(fen, numbers);
    const decoded = decodeTree(link.moves, (node, uci) => {
      try {
        const move = store.gameAt(node).move(uci);
        return { uci: move.uci, san: move.san };
      } catch {
        return null;
      }
    });
    const target =
      link.at === null
        ? lineEnd(decoded.root)
        : link.at === 0
          ? decoded.root
          : (decoded.nodes[link.at - 1] ?? lineEnd(decoded.root));
    store.setTree(decoded.root, target);
    if (decoded.error) note(t('badLink', { token: decoded.error }), true);
    return true;
  }

  /** A link that names no game the page can show: the standard start, and why. */
  function fail(key) {
    store.newGame(state.chess.startFen(518), { white: 518, black: 518 });
    note(t(key), true);
    return true;
  }

  store.on('change', save);
  store.on('new', () => {
    el.note.textContent = '';
    if (!restoring) pushNext = true;
  });
  store.on('relabel', () => (el.note.textContent = ''));
  el.copy.addEventListener('click', async () => {
    await saved;
    const url = location.href;
    el.copy.dataset.url = url;
    try {
      await navigator.clipboard.writeText(url);
      note(t('linkCopied'));
    } catch {
      note(t('linkSelect'));
    }
  });
  // A link pasted into this tab, or Back and Forward through the starts played here.
  const follow = async () => {
    if (location.hash === written) return;
    written = location.hash;
    const lang = supported(readState(location.hash).lang);
    if (lang && lang !== currentLanguage()) await switchLanguage(lang);
    await restore();
  };
  window.addEventListener('hashchange', follow);
  window.addEventListener('popstate', follow);
  return { restore };
}
