// The chess960 demo page: chessground for the board, the chess960 package for every rule. Each
// feature is a module owning its elements, its state and its drawing; they share the game through
// store.js and its events. This file only loads the page and wires the features together.
import 'chessground/assets/chessground.base.css';
import 'chessground/assets/chessground.brown.css';
import 'chessground/assets/chessground.cburnett.css';
import { load } from 'chess960';
import './style.css';
import { createAnalysis } from './analysis-panel.js';
import { createBoard, createBoardPlay } from './board-play.js';
import { createBoardShapes } from './board-shapes.js';
import { createCastlingHelp } from './castling-help.js';
import { createDrawPanel } from './draw-panel.js';
import { $, pieceElement } from './dom.js';
import { createEditor } from './editor.js';
import { createFenPanel } from './fen-panel.js';
import { LANGUAGES, currentLanguage, initialLanguage, setLanguage, t } from './i18n.js';
import { createLayout } from './layout.js';
import { createMoveList } from './move-list.js';
import { NOTATIONS, currentNotation, setNotation, storedNotation } from './notation.js';
import { applyPageText } from './page-text.js';
import { createPgnPanel } from './pgn-panel.js';
import { createShareLink } from './share-link.js';
import { createStartPanel } from './start-panel.js';
import { createStore } from './store.js';
import { createTabs } from './tabs.js';
import { startNumbersOf } from './view.js';
import { createViews } from './views.js';

const el = { status: $('status'), editor: $('editor'), language: $('language'), notation: $('notation') };

let store = null; // store.js, once the rules engine has loaded
let board = null; // the chessground instance

/** Writes every text of the page again in the current language (and notation). */
function relabel() {
  document.title = t('pageTitle');
  applyPageText();
  if (!store) return;
  store.emit('relabel');
  store.changed();
}

/** Switches the page to a language (its catalogue fetched on first use). */
async function switchLanguage(lang) {
  await setLanguage(lang);
  el.language.value = currentLanguage();
  relabel();
  board.redrawAll(); // the texts around the board moved it
}

function bindPreferences() {
  el.language.replaceChildren(
    ...Object.entries(LANGUAGES).map(([code, name]) => {
      const option = new Option(name, code);
      option.lang = code; // each name is in its own language
      option.translate = false;
      return option;
    }),
  );
  el.language.value = currentLanguage();
  el.language.addEventListener('change', () => switchLanguage(el.language.value));
  el.notation.value = currentNotation();
  el.notation.addEventListener('change', () => {
    setNotation(el.notation.value);
    relabel();
    board.redrawAll();
  });
}

/** The board editor (editor.js) opened on the viewed position, or closed to show the game again. */
function wireEditor(fenPanel) {
  const { state } = store;
  const editor = createEditor({
    chess: state.chess,
    board,
    pieceElement,
    onFen: (fen) => fenPanel.show(fen),
    onPlay: (fen) => store.newGame(fen, startNumbersOf(state.chess, fen)),
  });
  store.on('editing', ({ on }) => {
    el.editor.setAttribute('aria-pressed', String(on));
    document.body.classList.toggle('editing', on);
    if (on) editor.open(state.game.fen());
    else editor.close();
  });
  store.on('relabel', () => editor.relabel());
  el.editor.addEventListener('click', () => store.setEditing(!state.editing));
}

async function main() {
  // The language: the link's, else the last one chosen here, else the browser's (language-boot.js
  // started its download before this script arrived); the rules engine loads meanwhile.
  const languageReady = setLanguage(initialLanguage(), { remember: false }); // remembered when chosen in the page
  const rulesReady = load();
  const stored = storedNotation();
  setNotation(NOTATIONS.includes(stored) ? stored : 'san', { remember: false });
  // The texts and the layout first: chessground measures the board once, so they must be settled.
  createLayout();
  createTabs($('tools-tabs'));
  await languageReady;
  relabel();
  el.status.textContent = t('loading');
  bindPreferences();
  board = createBoard();
  const shapes = createBoardShapes(board);
  store = createStore(await rulesReady);
  const views = createViews({ store });
  // The order of the features is the order they draw in: the board before the marks on it.
  createBoardPlay({ store, board, shapes });
  createCastlingHelp({ store, board });
  const startPanel = createStartPanel({ store });
  createMoveList({ store, onNewRandom: startPanel.loadRandom });
  const fenPanel = createFenPanel({ store });
  const pgn = createPgnPanel({ store, views });
  createAnalysis({ store, shapes });
  wireEditor(fenPanel);
  const shareLink = createShareLink({ store, switchLanguage, pgn });
  const drawPanel = createDrawPanel({ store, views });
  store.emit('relabel');
  if (!(await shareLink.restore())) {
    // A first visit (no game in the link): a random Chess960 start, never standard chess (518).
    const { chess } = store.state;
    let number;
    do number = chess.randomPositionNumber();
    while (number === 518);
    store.newGame(chess.startFen(number), { white: number, black: number });
  }
  await drawPanel.openFromLink(); // a shared draw (?draw=...) opens drawn
  document.body.dataset.ready = 'true';
}

main().catch((error) => {
  el.status.textContent = t('loadFailed', { message: error.message });
  el.status.dataset.kind = 'error';
  throw error;
});
