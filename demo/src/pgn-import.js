// PGN in: a pasted text or an opened file with any number of games, read by the package's
// streamPgn; a list of the games (players, result, start number; a game read up to an error is
// listed too, marked with why it stopped); a picked game opened in the page's move tree (tree.js)
// with its comments, NAGs and variations. And PGN out: the page's tree back to the package's
// writePgn, annotations kept. The rules and the PGN syntax stay in the package; this module maps
// trees and writes the list.
import { PGN_RESULTS } from 'chess960';
import { pgnErrorText } from './messages.js';
import { t } from './i18n.js';
import { addChild, createRoot } from './tree.js';
import { resultText, startNumbersOf } from './view.js';

// Games kept for the list: each is held as its PGN text (written back by the package), and a
// file with more games is still read to its end, to count them.
export const MAX_LISTED = 2000;
// Games that could not be read at all (no move kept) whose messages are listed (the rest are counted).
const MAX_ERRORS_SHOWN = 5;
// What a PgnNode carries besides its move, kept on the page's nodes for writing them back.
const ANNOTATIONS = ['comments', 'commentsBefore', 'nags', 'clock', 'emt', 'eval', 'arrows', 'squares'];
// The six move-assessment glyphs of the PGN standard ($1-$6), shown after the move.
const NAG_GLYPHS = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!' };

/** The child indexes from the root of a PgnGame to `node`. */
const pathTo = (node) => {
  const path = [];
  for (let at = node; at.parent; at = at.parent) path.unshift(at.parent.children.indexOf(at));
  return path;
};

/** The PgnNode at the end of `path` (pathTo) from `root`. */
export const nodeAt = (root, path) => path.reduce((node, index) => node.children[index], root);

/**
 * The page's tree (tree.js) for a PgnGame: every move, with its annotations in `node.pgn`; and
 * `at`, the page's node for the PgnNode `find` (the root if it is not in the tree).
 */
export function treeFromPgn(pgnGame, find = pgnGame.root) {
  const root = createRoot();
  annotate(root, pgnGame.root);
  let at = root;
  const pending = [[pgnGame.root, root]];
  while (pending.length > 0) {
    const [from, to] = pending.pop();
    for (const child of from.children) {
      const node = addChild(to, { uci: child.uci, san: child.san });
      if (child === find) at = node;
      annotate(node, child);
      pending.push([child, node]);
    }
  }
  return { root, at };
}

function annotate(node, pgnNode) {
  const kept = {};
  for (const key of ANNOTATIONS) if (pgnNode[key] !== undefined && pgnNode[key].length !== 0) kept[key] = pgnNode[key];
  node.pgn = kept;
  node.comment = (pgnNode.comments ?? []).join(' ');
}

/** The page's tree as the package's writePgn takes it (PgnNodeInput), annotations included. */
export function pgnInputOf(root) {
  const input = (node) => ({ ...node.pgn, uci: node.uci ?? undefined, children: node.children.map(input) });
  const { uci, ...rootInput } = input(root);
  return rootInput;
}

/**
 * The result a game records: the one at the end of its movetext, or for a game read only up to an
 * error (whose movetext's end was never reached) its Result tag.
 * @param {import('chess960').PgnGame} pgnGame
 * @returns {string}
 */
export function recordedResult(pgnGame) {
  const tag = pgnGame.tags.Result;
  return pgnGame.error && /** @type {readonly string[]} */ (PGN_RESULTS).includes(tag) ? tag : pgnGame.result;
}

/** The glyphs of a node's NAGs ("!", "?!", ...); other NAGs are kept for PGN but not shown. */
export const nagGlyphs = (node) => (node.pgn?.nags ?? []).map((nag) => NAG_GLYPHS[nag] ?? '').join('');

/** A node's [%cal] arrows and [%csl] squares as chessground shapes (its brushes have the PGN colours' names). */
export function pgnShapes(node) {
  const arrows = (node.pgn?.arrows ?? []).map(({ color, from, to }) => ({ orig: from, dest: to, brush: color }));
  return [...arrows, ...(node.pgn?.squares ?? []).map(({ color, square }) => ({ orig: square, brush: color }))];
}

/** Comments written before a move (the first move of a variation may have them). */
export const commentsBefore = (node) => node.pgn?.commentsBefore ?? [];

/** The start of a game for the list: its number, White's/Black's for Double Chess960, or "from a FEN". */
function startText(numbers) {
  if (!numbers) return t('pgnStartCustom');
  if (numbers.white === numbers.black) return t('pgnStartNumber', { number: numbers.white });
  return t('pgnStartDouble', { white: numbers.white, black: numbers.black });
}

/** A game that could not be read: its number and line, and the reason in a short sentence. */
const badGameText = (error) =>
  `${t('pgnImportBadGame', { game: error.gameIndex + 1, line: error.line })} ${pgnErrorText(error)}`;

/** A disclosure with `text` (the package's whole message, a position) on request. */
export function detailsOf(...lines) {
  const details = document.createElement('details');
  details.append(Object.assign(document.createElement('summary'), { textContent: t('pgnErrorDetails') }));
  for (const text of lines) {
    const code = Object.assign(document.createElement('code'), { textContent: text });
    code.translate = false;
    details.append(code);
  }
  return details;
}

/**
 * Binds the import view's controls (paste area, file input, the list of games);
 * `onOpen(pgnGame, { result, stopped })` is called with the game picked, the result it records
 * (recordedResult) and, for a game read up to an error, `stopped`: { error, path } (the
 * InvalidPgnError, pathTo the node where it stopped).
 */
export function createPgnImport({ chess, onOpen }) {
  const $ = (id) => document.getElementById(id);
  const el = {
    text: /** @type {HTMLTextAreaElement} */ ($('pgn-import-text')),
    read: $('pgn-import-read'),
    file: /** @type {HTMLInputElement} */ ($('pgn-import-file')),
    status: $('pgn-import-status'),
    errors: $('pgn-import-errors'),
    list: $('pgn-games'),
  };
  let games = []; // { pgn, white, black, result, numbers, event, date, stopped } of each game listed
  let total = 0; // games read, whole or up to an error
  let bad = []; // InvalidPgnError of each game that could not be read (the first few)
  let badCount = 0;
  let reading = 0; // increases with each read, so that an older one still running stops

  /** Reads every game of `source` (text, or a File's stream): counted as they come, listed at the end. */
  async function readGames(source) {
    const run = ++reading;
    games = [];
    total = 0;
    bad = [];
    badCount = 0;
    el.list.replaceChildren();
    el.errors.replaceChildren();
    el.status.textContent = t('pgnImportReading', { count: 0 });
    const onError = (error) => {
      badCount += 1;
      if (bad.length < MAX_ERRORS_SHOWN) bad.push(error);
    };
    try {
      for await (const game of chess.streamPgn(source, { onError })) {
        if (run !== reading) return;
        if (game.error) {
          // Read up to its error (onError has just heard it): listed, not skipped.
          badCount -= 1;
          if (bad.at(-1) === game.error) bad.pop();
        }
        total += 1;
        if (games.length < MAX_LISTED) {
          const fen = game.game(game.root).fen();
          const tags = game.tags;
          games.push({
            pgn: game.toPgn(),
            white: tags.White ?? '?',
            black: tags.Black ?? '?',
            result: recordedResult(game),
            numbers: startNumbersOf(chess, fen),
            event: tags.Event,
            date: tags.Date,
            stopped: game.error && { error: game.error, path: pathTo(game.stoppedAt ?? game.root) },
          });
        }
        if (total % 100 === 0) el.status.textContent = t('pgnImportReading', { count: total });
      }
    } catch (error) {
      if (run !== reading) return;
      el.status.textContent = '';
      el.errors.replaceChildren(
        Object.assign(document.createElement('p'), { className: 'error', textContent: error.message }),
      );
      return;
    }
    if (run !== reading) return;
    render();
    // The list in view (under the paste area on a phone): what was read, one tap from a game.
    el.status.parentElement.scrollIntoView({ block: 'nearest' });
  }

  function render() {
    el.status.textContent =
      total === 0
        ? t('pgnImportNone')
        : t('pgnImportFound', { count: total }) +
          (total > games.length ? ` ${t('pgnImportMore', { count: games.length })}` : '');
    el.status.dataset.games = String(total);
    el.errors.replaceChildren();
    if (badCount > 0) {
      const head = Object.assign(document.createElement('p'), {
        className: 'error',
        textContent: t('pgnImportSkipped', { count: badCount }),
      });
      const list = document.createElement('ul');
      list.className = 'pgn-import-error-list';
      for (const error of bad) {
        const item = Object.assign(document.createElement('li'), { textContent: badGameText(error) });
        // The package's whole message (its place in the text, the position) on request.
        item.append(' ', detailsOf(error.message));
        list.append(item);
      }
      el.errors.append(head, list);
    }
    el.list.replaceChildren(
      ...games.map((game, i) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'pgn-game';
        button.dataset.index = String(i);
        button.title = t('pgnGameOpen');
        const players = Object.assign(document.createElement('span'), {
          className: 'pgn-game-players',
          textContent: `${game.white} – ${game.black}`,
        });
        players.translate = false;
        const result = Object.assign(document.createElement('span'), {
          className: 'pgn-game-result',
          textContent: resultText(game.result),
        });
        const start = Object.assign(document.createElement('span'), {
          className: 'pgn-game-start',
          textContent: startText(game.numbers),
        });
        button.append(players, ' ', result, ' ', start);
        const details = [game.event, game.date].filter((text) => text && !/^[?.]*$/.test(text)).join(' · ');
        if (details)
          button.append(
            ' ',
            Object.assign(document.createElement('span'), { className: 'pgn-game-details', textContent: details }),
          );
        if (game.stopped)
          button.append(
            ' ',
            Object.assign(document.createElement('span'), {
              className: 'pgn-game-stopped',
              textContent: pgnErrorText(game.stopped.error),
            }),
          );
        item.append(button);
        return item;
      }),
    );
  }

  el.read.addEventListener('click', () => {
    const text = el.text.value;
    if (text.trim() === '') {
      el.status.textContent = t('pgnImportEmpty');
      return;
    }
    readGames(text);
  });
  el.file.addEventListener('change', () => {
    const file = el.file.files?.[0];
    if (file) readGames(file.stream());
    el.file.value = ''; // the same file can be opened again
  });
  el.list.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest?.('.pgn-game'));
    if (!button) return;
    for (const current of el.list.querySelectorAll('[aria-current]')) current.removeAttribute('aria-current');
    button.setAttribute('aria-current', 'true');
    const { pgn, stopped, result } = games[Number(button.dataset.index)];
    const [game] = chess.readPgn(pgn);
    onOpen(game, { result, stopped });
  });

  return {
    /** The paste area takes the focus (the view was opened). */
    focus: () => el.text.focus(),
    /** Writes the panel's texts again in the current language. */
    relabel() {
      if (games.length > 0 || total > 0 || badCount > 0) {
        const picked = /** @type {HTMLElement | null} */ (el.list.querySelector('[aria-current]'))?.dataset.index;
        render();
        if (picked !== undefined)
          el.list.querySelector(`[data-index="${picked}"]`)?.setAttribute('aria-current', 'true');
      } else el.status.textContent = '';
    },
  };
}
