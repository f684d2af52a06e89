// What a tournament draw looks like on paper and on the projector: a diagram of a round's start,
// one printed page per round (.draw-page: the diagram, the number, the FEN in X-FEN and
// Shredder-FEN, where king and rook land for O-O and O-O-O, both colours, and what a player needs
// to check the draw: the announcement, the seed and the public value), a printed text (the
// organiser's record, the announcement), and the full-screen projector view with next and previous
// round. Everything from the package's API.
import { $, pieceElement, textElement } from './dom.js';
import { t } from './i18n.js';

/**
 * A diagram of a FEN's position: the 64 squares of the package's board(), a8 first, pieces drawn
 * by chessground's piece set.
 */
export function diagram(chess, fen, className = 'draw-board') {
  const board = document.createElement('div');
  board.className = `cg-wrap ${className}`;
  board.setAttribute('aria-hidden', 'true');
  chess
    .game(fen)
    .board()
    .forEach((row, r) =>
      row.forEach((piece, file) => {
        // Light and dark squares are the picture of a board (a8 light), drawn as the main board's
        // CSS draws it: no rule of the game is read from them, so the package is not asked.
        const square = document.createElement('span');
        square.className = `draw-square ${(r + file) % 2 === 0 ? 'light' : 'dark'}`;
        if (piece) square.append(pieceElement(piece.color, piece.type));
        board.append(square);
      }),
    );
  return board;
}

/** "Round 3: 123" or, for Double Chess960, "Round 3: White 123, Black 456". */
export function roundTitle(start) {
  return start.blackNumber === undefined
    ? t('drawRoundTitle', { round: start.round, number: start.number })
    : t('drawRoundTitleDouble', { round: start.round, white: start.number, black: start.blackNumber });
}

/** Where king and rook go for each castling of each colour at a start, in words ("stays on g1" for one that does not move). */
function castlingLines(chess, fen) {
  const status = chess.game(fen).castlingStatus();
  const path = (from, to) => (from === to ? t('drawStays', { square: from }) : `${from}–${to}`);
  return ['w', 'b'].flatMap((color) =>
    [
      ['kingside', 'O-O'],
      ['queenside', 'O-O-O'],
    ].map(([side, san]) => {
      const s = status[color][side];
      return t(`drawCastling.${color}`, { move: san, king: path(s.king, s.kingTo), rook: path(s.rook, s.rookTo) });
    }),
  );
}

/**
 * One printed page per round of a draw, in #draw-pages (shown only when printing); each ends with
 * what checks it: the announcement, the seed and the public value (`revealed`).
 * @param {{ announcement: string, seed: string, public: string }} revealed
 */
export function renderPages(chess, draw, revealed) {
  const pages = $('draw-pages');
  pages.replaceChildren(
    ...draw.starts.map((start) => {
      const page = document.createElement('section');
      page.className = 'draw-page';
      page.dataset.round = String(start.round);
      const shredder = chess.game(start.fen).fen({ castling: 'shredder' });
      const facts = document.createElement('dl');
      for (const [term, value] of [
        ['X-FEN', start.fen],
        ['Shredder-FEN', shredder],
      ])
        facts.append(textElement('dt', '', term), textElement('dd', 'draw-fen', value));
      const castling = document.createElement('ul');
      castling.className = 'draw-castling';
      castling.append(...castlingLines(chess, start.fen).map((line) => textElement('li', '', line)));
      page.append(
        textElement('h1', 'draw-page-title', roundTitle(start)),
        diagram(chess, start.fen, 'draw-board draw-board-print'),
        facts,
        castling,
        checkFacts(draw, revealed),
      );
      return page;
    }),
  );
}

/** The foot of a printed round: the announcement, the seed and the public value, to check it. */
function checkFacts(draw, { announcement, seed, public: publicValue }) {
  const foot = document.createElement('div');
  foot.className = 'draw-page-foot';
  const text = `${announcement.trimEnd()}\n\n${t('drawPageSeed')}: ${seed}\n${t('drawPagePublic')}: ${publicValue || t('drawPageNoPublic')}`;
  foot.append(
    textElement('p', '', t('drawPageCheck', { algorithm: draw.algorithm })),
    Object.assign(textElement('pre', 'draw-page-facts', text), { translate: false }),
  );
  return foot;
}

/** Prints `text` alone (the organiser's record, the announcement) on a page of its own. */
export function printSheet(text) {
  $('draw-print-sheet').textContent = text;
  document.body.dataset.print = 'sheet';
  addEventListener('afterprint', () => delete document.body.dataset.print, { once: true });
  window.print();
}

/** The projector: one round's start full screen, next and previous round, Escape to leave. */
export function createProjector(chess) {
  const el = {
    view: $('draw-projector'),
    title: $('draw-projector-title'),
    fen: $('draw-projector-fen'),
    board: $('draw-projector-board'),
    prev: $('draw-projector-prev'),
    next: $('draw-projector-next'),
    close: $('draw-projector-close'),
  };
  let starts = [];
  let index = 0;
  let opener = null; // the button to give the focus back to

  function show() {
    const start = starts[index];
    el.title.textContent = roundTitle(start);
    el.fen.textContent = start.fen;
    el.board.replaceChildren(diagram(chess, start.fen, 'draw-board projector-diagram'));
    el.prev.disabled = index === 0;
    el.next.disabled = index === starts.length - 1;
    el.view.dataset.round = String(start.round);
  }
  function close() {
    el.view.hidden = true;
    document.body.classList.remove('projecting');
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    opener?.focus();
  }
  el.prev.addEventListener('click', () => index > 0 && (index--, show()));
  el.next.addEventListener('click', () => index < starts.length - 1 && (index++, show()));
  el.close.addEventListener('click', close);
  el.view.addEventListener('keydown', (event) => {
    const key = { ArrowLeft: el.prev, ArrowRight: el.next, PageUp: el.prev, PageDown: el.next }[event.key];
    if (key) {
      event.preventDefault();
      key.click();
    } else if (event.key === 'Escape') close();
  });
  document.addEventListener('fullscreenchange', () => !document.fullscreenElement && !el.view.hidden && close());

  return {
    /** Shows round `round` (1-based) of `draw`'s starts; `from` gets the focus back on close. */
    open(draw, round = 1, from = null) {
      starts = draw.starts;
      index = Math.max(0, Math.min(starts.length - 1, round - 1));
      opener = from;
      el.view.hidden = false;
      document.body.classList.add('projecting');
      show();
      el.next.focus();
      // Full screen where the browser allows it; the view fills the window anyway.
      el.view.requestFullscreen?.().catch(() => {});
    },
    relabel: () => !el.view.hidden && show(),
  };
}
