// The PGN tab: the whole game tree in PGN (written by the package, variations, comments and NAGs
// kept), copy and download; and games read from PGN (pgn-import.js) opened on the board with
// their players, event and result in a header; a game read up to an error opens where it stopped,
// with why, and keeps the result it records.
import { $, timedNote } from './dom.js';
import { t } from './i18n.js';
import { pgnErrorText } from './messages.js';
import { createPgnImport, detailsOf, nodeAt, pgnInputOf, recordedResult, treeFromPgn } from './pgn-import.js';
import { lineEnd, nodesInOrder } from './tree.js';
import { packJson, unpackJson } from './url-state.js';
import { pgnDate, resultText, startNumbersOf } from './view.js';

// The PGN's Event tag: PGN is written in English whatever the page's language.
const PGN_EVENT = 'Chess960 demo game';
// What of an InvalidPgnError a link keeps, to say again why a game stopped (messages.js pgnErrorText).
const STOP_FIELDS = ['reason', 'side', 'moveNumber', 'move', 'opened', 'line', 'column'];

/** Wires the PGN tab and the import view to the store; `views` (views.js) shows the board once a game is picked. */
export function createPgnPanel({ store, views }) {
  const { state } = store;
  const el = {
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

  /** The node an imported game opens on: where its reading stopped, else the end of its main line. */
  const homeOf = (imported, root) => imported.stopped?.node ?? lineEnd(root);

  /**
   * Opens a game read from PGN: its start, its tree, the end of its main line on the board. A game
   * read up to an error (`stopped`: its error and the page's node where it stopped, or the path
   * to it in `pgnGame`) opens there. `result`: what the game records; `at` (a link's): the index
   * of the node to show, in tree.js nodesInOrder.
   */
  function openPgnGame(pgnGame, { result = recordedResult(pgnGame), stopped = null, at = null } = {}) {
    const fen = pgnGame.game(pgnGame.root).fen();
    store.newGame(fen, startNumbersOf(state.chess, fen));
    const find = stopped?.path ? nodeAt(pgnGame.root, stopped.path) : undefined;
    const { root, at: found } = treeFromPgn(pgnGame, find);
    const nodes = nodesInOrder(root);
    const stoppedAt = stopped?.path ? found : stopped ? (nodes[stopped.at - 1] ?? root) : null;
    const end = lineEnd(root);
    const imported = { tags: { ...pgnGame.tags }, chess960: pgnGame.chess960, result, end };
    if (stopped) imported.stopped = { error: stopped.error, node: stoppedAt, fen: store.gameAt(stoppedAt).fen() };
    const home = homeOf(imported, root);
    store.setTree(root, at === null ? home : at === 0 ? root : (nodes[at - 1] ?? home), imported);
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
  views.on('import', () => pgnImport.focus());
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
  /**
   * Opens the first game of a PGN text from a link, with what the link says of it (at, stopped:
   * linkFields()); false when the text has no game. Throws for text that is not PGN.
   */
  function openPgnText(text, { at = null, stopped = null } = {}) {
    const [first] = state.chess.readPgn(text);
    if (!first) return false;
    let why = null;
    if (stopped) {
      const { at: stoppedAt, ...error } = unpackJson(stopped);
      why = { error, at: stoppedAt };
    }
    openPgnGame(first, { stopped: why, at });
    return true;
  }

  /**
   * What a link needs to reopen the imported game as shown: its PGN text, where its reading
   * stopped (packed, or null), and the viewed move's index when it is not the game's own place.
   */
  function linkFields() {
    const { imported, root, viewed } = state;
    const nodes = nodesInOrder(root);
    const index = (node) => (node.parent ? nodes.indexOf(node) + 1 : 0);
    const { stopped } = imported;
    const why = stopped && {
      ...Object.fromEntries(STOP_FIELDS.map((key) => [key, stopped.error[key]])),
      at: index(stopped.node),
    };
    return {
      text: pgnText(),
      stopped: why ? packJson(why) : null,
      at: viewed === homeOf(imported, root) ? null : index(viewed),
    };
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
  return { text: pgnText, open: openPgnText, linkFields };
}
