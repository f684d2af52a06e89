// The PGN panel: the whole game tree in PGN (written by the package, variations, comments and NAGs
// kept), copy and download, and games read from PGN (pgn-import.js) opened on the board; a game
// read up to an error opens where it stopped, with why above the board.
import { $, timedNote } from './dom.js';
import { t } from './i18n.js';
import { pgnErrorText } from './messages.js';
import { createPgnImport, detailsOf, nodeAt, pgnInputOf, treeFromPgn } from './pgn-import.js';
import { lineEnd } from './tree.js';
import { pgnDate, resultText, startNumbersOf } from './view.js';

// The PGN's Event tag: PGN is written in English whatever the page's language.
const PGN_EVENT = 'Chess960 demo game';

/** Wires the PGN panel to the store. */
export function createPgnPanel({ store }) {
  const { state } = store;
  const el = {
    board: $('board'),
    pgn: $('pgn'),
    copy: $('copy-pgn'),
    download: $('download-pgn'),
    note: $('pgn-note'),
    header: $('game-header'),
    white: $('game-white'),
    black: $('game-black'),
    result: $('game-result'),
    event: $('game-event'),
    stopped: $('game-stopped'),
  };
  const note = timedNote(el.note);

  /**
   * The PGN of the tree. The result is the main line's: its end by the rules, a draw claimed there,
   * or the imported game's result while its main line is unchanged.
   */
  function pgnText() {
    const { chess, game, root, viewed, claimed, imported, startFen } = state;
    const end = lineEnd(root);
    let result = (end === viewed ? game : store.gameAt(end)).result();
    if (claimed && viewed === end) result = '1/2-1/2';
    else if (result === '*' && imported?.end === end) result = imported.result;
    const tags = imported
      ? { ...imported.tags }
      : {
          Event: PGN_EVENT,
          Site: location.host || '?',
          Date: pgnDate(),
          Variant: 'Chess960',
          SetUp: '1',
          FEN: startFen,
        };
    tags.Result = result;
    return chess.writePgn({
      tags,
      startFen,
      chess960: imported ? imported.chess960 : true,
      result,
      root: pgnInputOf(root),
    });
  }

  /**
   * Opens a game read from PGN: its start, its tree, the end of its main line on the board; a game
   * read up to an error (`stopped`: its error and the path to where it stopped) at its last good move.
   */
  function openPgnGame(pgnGame, stopped) {
    const fen = pgnGame.game(pgnGame.root).fen();
    store.newGame(fen, startNumbersOf(state.chess, fen));
    const { root, at } = treeFromPgn(pgnGame, stopped && nodeAt(pgnGame.root, stopped.path));
    const end = lineEnd(root);
    const imported = { tags: { ...pgnGame.tags }, chess960: pgnGame.chess960, result: pgnGame.result, end };
    if (stopped) imported.stopped = { error: stopped.error, fen: store.gameAt(at).fen() };
    store.setTree(root, stopped ? at : end, imported);
    // The board in view; for a game cut short, from the header above it, which says why.
    if (stopped) el.header.scrollIntoView({ block: 'start' });
    else el.board.scrollIntoView({ block: 'nearest' });
  }

  /**
   * Above the board, for a game read up to an error: why it stopped; its place and position on
   * request. Written again only for another game or language (an open disclosure stays open).
   */
  let stoppedShown;
  function renderStopped(again = false) {
    const stopped = state.imported?.stopped;
    if (stopped === stoppedShown && !again) return;
    stoppedShown = stopped;
    el.stopped.hidden = !stopped;
    if (!stopped) return void el.stopped.replaceChildren();
    const { error, fen } = stopped;
    el.stopped.replaceChildren(
      Object.assign(document.createElement('span'), {
        className: 'game-stopped-text',
        textContent: pgnErrorText(error),
      }),
      ' ',
      detailsOf(t('pgnStoppedPlace', { line: error.line, column: error.column }), `${t('pgnStoppedPosition')} ${fen}`),
    );
  }

  /** Above the board, for a game read from PGN: its players, result and event, as its tags say. */
  function renderHeader() {
    const tags = state.imported?.tags;
    el.header.hidden = !tags;
    if (!tags) return;
    const known = (name) => (tags[name] && tags[name] !== '?' && !tags[name].startsWith('?') ? tags[name] : '');
    const player = (name) =>
      [known(name), known(`${name}Elo`) && `(${known(`${name}Elo`)})`].filter(Boolean).join(' ') || '?';
    el.white.textContent = player('White');
    el.black.textContent = player('Black');
    el.result.textContent = state.imported.result === '*' ? '' : resultText(state.imported.result);
    el.event.textContent = [known('Event'), known('Round') && `${known('Round')}`, known('Site'), known('Date')]
      .filter(Boolean)
      .join(' · ');
  }

  const pgnImport = createPgnImport({ chess: state.chess, onOpen: openPgnGame });
  store.on('change', () => {
    el.pgn.value = pgnText();
    renderHeader();
    renderStopped();
  });
  store.on('relabel', () => {
    el.note.textContent = '';
    renderStopped(true);
    pgnImport.relabel();
  });
  /** Opens the first game of a PGN text; false when it has none. Throws the package's error for bad PGN. */
  function openPgnText(text) {
    const [first] = state.chess.readPgn(text);
    if (!first) return false;
    openPgnGame(first);
    return true;
  }

  el.copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(el.pgn.value);
      note(t('copied'));
    } catch {
      el.pgn.focus();
      el.pgn.select();
      note(t('selectToCopy'));
    }
  });
  el.download.addEventListener('click', () => {
    const { start } = state;
    const url = URL.createObjectURL(new Blob([el.pgn.value], { type: 'application/vnd.chess-pgn' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = start
      ? `chess960-${start.white}${start.black !== start.white ? `-${start.black}` : ''}.pgn`
      : 'chess960.pgn';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  return { text: pgnText, open: openPgnText };
}
