// The chess960 demo page: chessground for the board, the chess960 package for every rule.
import { Chessground } from 'chessground';
import 'chessground/assets/chessground.base.css';
import 'chessground/assets/chessground.brown.css';
import 'chessground/assets/chessground.cburnett.css';
import { InvalidStartPositionError, load } from 'chess960';
import './style.css';
import { castlingHighlights, castlingWhy, refusedCastling } from './castling-why.js';
import { createEditor } from './editor.js';
import { ENGINE_URL, createEngine } from './engine.js';
import { LANGUAGES, chooseLanguage, currentLanguage, formatNumber, setLanguage, storedLanguage, supported, t } from './i18n.js';
import { errorText } from './messages.js';
import { NOTATIONS, currentNotation, knightLetter, readMove, setNotation, showSan, storedNotation } from './notation.js';
import { applyPageText } from './page-text.js';
import { commentsBefore, createPgnImport, nagGlyphs, pgnInputOf, pgnShapes, treeFromPgn } from './pgn-import.js';
import { addChild, createRoot, decodeTree, encodeTree, lineEnd, nodesInOrder, pathTo, removeNode } from './tree.js';
import { readState, writeState } from './url-state.js';
import {
  COLOR_NAME,
  ROLE_NAME,
  castlingKingSquare,
  castlingOptions,
  dieSteps,
  moveNumberOf,
  resultOf,
  pgnDate,
  startLabel,
  startNumbersOf,
  statusOf,
} from './view.js';

// Typed any: each id names an input, select, dialog or button of index.html, used as such.
const $ = (id) => /** @type {any} */ (document.getElementById(id));
const el = {
  board: $('board'),
  status: $('status'),
  castleShort: $('castle-short'),
  castleLong: $('castle-long'),
  castleShortWhy: $('castle-short-why'),
  castleLongWhy: $('castle-long-why'),
  castleWhy: $('castle-why'),
  castleWhyText: $('castle-why-text'),
  castleNote: $('castle-note'),
  undo: $('undo'),
  flip: $('flip'),
  claim: $('claim-draw'),
  moveForm: $('move-form'),
  moveInput: $('move-input'),
  moveError: $('move-error'),
  backrank: $('backrank'),
  strips: $('rank-strips'),
  positionForm: $('position-form'),
  number: $('position-number'),
  numberLabel: $('position-number-label'),
  blackNumber: $('position-number-black'),
  blackField: $('black-number-field'),
  double: $('double'),
  random: $('random'),
  subset: $('random-subset'),
  rollDie: $('roll-die'),
  dieRolls: $('die-rolls'),
  positionError: $('position-error'),
  moves: $('moves'),
  movesScroll: $('moves-scroll'),
  movesEmpty: $('moves-empty'),
  fenForm: $('fen-form'),
  fen: $('fen'),
  fenError: $('fen-error'),
  pgn: $('pgn'),
  copyPgn: $('copy-pgn'),
  downloadPgn: $('download-pgn'),
  pgnNote: $('pgn-note'),
  movesResult: $('moves-result'),
  gameOver: $('game-over-actions'),
  newSame: $('new-same'),
  newRandom: $('new-random'),
  navStart: $('nav-start'),
  navBack: $('nav-back'),
  navForward: $('nav-forward'),
  navEnd: $('nav-end'),
  copyLink: $('copy-link'),
  editor: $('editor'),
  analysis: $('analysis'),
  analysisLine: $('analysis-line'),
  linkNote: $('link-note'),
  promotion: $('promotion'),
  promotionChoices: $('promotion-choices'),
  language: $('language'),
  notation: $('notation'),
};

// The PGN's Event tag: PGN is written in English whatever the page's language.
const PGN_EVENT = 'Chess960 demo game';

let chess; // the loaded library
let game; // the chess960 Game at the viewed move (its history is the path from the start)
let startFen; // the FEN the game tree starts from
let root = createRoot(); // the game tree (tree.js): the main line and its variations
let viewed = root; // the node on the board
let start = { white: 518, black: 518 }; // start numbers of the game, or null for a custom FEN
let claimed = null; // a draw claimed by the side to move: 'threefold-repetition' | 'fifty-moves'
let castling = { short: null, long: null, drops: new Map() };
let why = null; // castlingWhy(game) for the side to move, or null when the game is over
let dests = new Map(); // the legal destinations shown on the board
/** @type {'white' | 'black'} */
let orientation = 'white';
let board; // the chessground instance
let editor; // the board editor (editor.js)
let pgnImport; // the PGN import panel (pgn-import.js)
let imported = null; // a game opened from PGN: { tags, chess960, result, end (its main line's last node) }
let engine = null; // Stockfish in a worker (engine.js), made when analysis is first switched on
let dieRun = 0; // increases when a new game starts, so that an unfinished die animation stops
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

// ---------------------------------------------------------------------------------------------
// Playing moves

/**
 * Plays a move (SAN, UCI or { from, to, promotion }; text may use the reader's piece letters);
 * returns the error to show, if any.
 */
function play(move) {
  let played;
  const english = typeof move === 'string' ? readMove(move) : move;
  try {
    played = game.move(english);
  } catch (error) {
    sync();
    return typeof move === 'string' ? explainIllegal(english, move, error) : error;
  }
  viewed = addChild(viewed, played);
  claimed = null;
  el.moveError.textContent = '';
  el.castleNote.textContent = '';
  sync();
  return null;
}

/** Called by chessground after the user moved a piece to one of the legal destinations. */
async function afterBoardMove(orig, dest) {
  if (editor.active()) return; // pieces moved in the editor are no moves of the game
  const piece = game.get(orig);
  if (piece?.type === 'p' && (dest[1] === '8' || dest[1] === '1')) {
    const promotion = await askPromotion(piece.color);
    if (!promotion) return sync(); // cancelled: put the pawn back
    showMoveError(play({ from: orig, to: dest, promotion }));
    return;
  }
  showMoveError(play({ from: orig, to: dest }));
}

/**
 * The library's error, or, for a move the other side could play here, whose move it is: the
 * library judges the same text with the turn handed over. `typed`: the move as the player wrote it.
 */
function explainIllegal(text, typed, error) {
  const turn = game.turn();
  const other = turn === 'w' ? 'b' : 'w';
  const fields = game.fen().split(' ');
  fields[1] = other;
  fields[3] = '-';
  const handedOver = fields.join(' ');
  if (chess.validateFen(handedOver)) return error;
  try {
    chess.game(handedOver).move(text);
  } catch {
    return error;
  }
  return new Error(t(`notYourTurn.${turn}`, { move: typed }));
}

/** The game at a node of the tree: the start, then the moves to it. */
function gameAt(node) {
  const at = chess.game(startFen);
  for (const step of pathTo(node)) at.move(step.uci);
  return at;
}

/** Shows another move of the tree on the board. */
function view(node) {
  if (!node || node === viewed) return;
  viewed = node;
  game = gameAt(node);
  claimed = null;
  el.moveError.textContent = '';
  el.castleNote.textContent = '';
  sync();
}

/** Shows a move's error in the player's language; the move named as the player wrote it. */
function showMoveError(error, typed = undefined) {
  if (error) el.moveError.textContent = errorText(error, typed === undefined ? {} : { move: typed });
}

function askPromotion(color) {
  el.promotionChoices.replaceChildren(
    ...['q', 'r', 'b', 'n'].map((role, i) => {
      const button = document.createElement('button');
      button.type = 'submit';
      button.value = role;
      button.className = 'promotion-choice';
      button.title = t(`piece.${role}`);
      button.setAttribute('aria-label', button.title);
      button.dataset.role = role;
      const icon = document.createElement('span');
      icon.className = 'cg-wrap piece-icon';
      icon.setAttribute('aria-hidden', 'true');
      icon.append(pieceElement(color, role));
      const name = document.createElement('span');
      name.textContent = t(`piece.${role}`);
      button.append(icon, name);
      if (i === 0) button.autofocus = true;
      return button;
    }),
  );
  el.promotion.returnValue = '';
  return new Promise((resolve) => {
    el.promotion.addEventListener('close', () => resolve(el.promotion.returnValue || null), { once: true });
    el.promotion.showModal();
  });
}

function pieceElement(color, role) {
  const piece = document.createElement('piece');
  piece.className = `${ROLE_NAME[role]} ${COLOR_NAME[color]}`;
  return piece;
}

// Castling by moving the king two or more squares toward its castling square, when that square is
// not itself among the dests (chessground only accepts dests, so such a drop or click is caught
// here and played after chessground has finished with the gesture).
function watchCastlingDrops() {
  let press = null;
  const keyAt = (event) => board.getKeyAtDomPos([event.clientX, event.clientY]);
  el.board.addEventListener(
    'pointerdown',
    (event) => {
      if (editor.active() || (event.pointerType === 'mouse' && event.button !== 0)) return void (press = null);
      const key = keyAt(event);
      const selected = board.state.selected;
      press = { key, selected, castle: selected && key ? castling.drops.get(selected + key) : undefined };
    },
    { capture: true },
  );
  window.addEventListener('pointercancel', () => (press = null), { capture: true });
  window.addEventListener(
    'pointerup',
    (event) => {
      if (!press) return;
      const { key: from, castle } = press;
      const pressed = press;
      press = null;
      const to = keyAt(event);
      const move = castle ?? (from && to ? castling.drops.get(from + to) : undefined);
      if (move) return void setTimeout(() => showMoveError(play(move)), 0);
      // A king dropped (or clicked) toward a castling that is not legal: say why, next to the board.
      const refused = why && (refusedCastling(why, dests, pressed.selected, from) ?? refusedCastling(why, dests, from, to));
      if (refused) showCastleNote(refused.text);
    },
    { capture: true },
  );
}

// ---------------------------------------------------------------------------------------------
// Showing the game

function sync() {
  if (editor?.active()) return;
  const turn = game.turn();
  const over = game.isGameOver() || claimed !== null;
  dests = over ? new Map() : game.dests();
  castling = over ? { short: null, long: null, drops: new Map() } : castlingOptions(game, dests);
  why = over ? null : castlingWhy(game, showSan);
  const last = game.history({ verbose: true }).at(-1);
  board.set({
    fen: game.fen(),
    orientation,
    turnColor: COLOR_NAME[turn],
    check: game.isCheck() ? COLOR_NAME[turn] : false,
    lastMove: last ? [last.from, last.castling ? castlingKingSquare(game, last) : last.to] : undefined,
    movable: { color: over ? undefined : COLOR_NAME[turn], dests },
  });
  board.setAutoShapes(pgnShapes(viewed)); // [%cal] arrows and [%csl] squares of a game read from PGN

  const status = statusOf(game, claimed);
  el.status.textContent = status.text;
  el.status.dataset.kind = status.kind;
  el.status.dataset.turn = turn;
  setButton(el.castleShort, el.castleShortWhy, castling.short, why?.short, t('castleShortWhat'));
  setButton(el.castleLong, el.castleLongWhy, castling.long, why?.long, t('castleLongWhat'));
  showCastlingWhy();
  el.undo.disabled = !viewed.parent && !claimed;
  el.navStart.disabled = el.navBack.disabled = !viewed.parent;
  el.navForward.disabled = el.navEnd.disabled = viewed.children.length === 0;
  el.gameOver.hidden = !over;
  const claimable = over ? [] : game.outcome().claimable;
  el.claim.hidden = claimable.length === 0;
  el.claim.dataset.claim = claimable[0] ?? '';

  renderMoves();
  el.fen.value = game.fen();
  el.fen.removeAttribute('aria-invalid');
  el.fenError.textContent = '';
  el.pgn.value = pgnText();
  saveToUrl();
  analyse();
}

// ---------------------------------------------------------------------------------------------
// Analysis (opt-in): the engine's evaluation and best line, in SAN by the package

function setAnalysis(on) {
  el.analysis.setAttribute('aria-pressed', String(on));
  el.analysisLine.hidden = !on;
  if (!on) {
    engine?.stop();
    engine = null;
    return;
  }
  el.analysisLine.textContent = t('analysisStarting');
  engine = createEngine({
    url: new URL(ENGINE_URL, document.baseURI).href,
    onInfo: showAnalysis,
    onError: (error) => (el.analysisLine.textContent = t('analysisFailed', { message: error.message })),
  });
  analyse();
}

/** Asks the engine about the position on the board (the game from its start, for repetitions). */
function analyse() {
  if (!engine) return;
  el.analysisLine.dataset.depth = '0';
  if (game.isGameOver()) {
    el.analysisLine.textContent = t('analysisOver');
    return;
  }
  engine.analyse({ fen: startFen, moves: game.historyUci(), key: game.fen() });
}

/** One depth's result: the score for White, and the line in SAN (converted by the package). */
function showAnalysis(info, fen) {
  if (fen !== game.fen() || editor.active()) return;
  const line = chess.game(fen);
  const sans = [];
  for (const uci of info.pv) {
    try {
      sans.push(line.move(uci).san);
    } catch {
      break; // the package is the judge: a move it does not take ends the line
    }
  }
  const white = game.turn() === 'w' ? 1 : -1;
  // Mate in n as '#n' / '#-n' (as lichess writes it), else pawns for White in the language's digits.
  const score =
    info.score.mate !== undefined
      ? `#${info.score.mate * white}`
      : formatNumber((info.score.cp * white) / 100, { signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const [, turn, , , , fullmove] = fen.split(' ');
  const numbered = sans.map((san, i) => {
    const { number, color } = moveNumberOf(i + 1, turn, Number(fullmove) || 1);
    const shown = showSan(san);
    return color === 'w' ? `${number}. ${shown}` : i === 0 ? `${number}… ${shown}` : shown;
  });
  el.analysisLine.replaceChildren(
    Object.assign(document.createElement('strong'), { className: 'analysis-score', textContent: score }),
    ` ${t('depth', { depth: info.depth })} · ${numbered.join(' ')}`,
  );
  Object.assign(el.analysisLine.dataset, { depth: String(info.depth), uci: info.pv.slice(0, sans.length).join(' '), san: sans.join(' '), fen });
}

/** The game in the URL fragment (url-state.js), replacing the entry: reload and links restore it. */
function saveToUrl() {
  const at = viewed.parent ? nodesInOrder(root).indexOf(viewed) + 1 : 0;
  const hash = writeState({ start, fen: startFen, moves: encodeTree(root), at: root.children.length ? at : null, lang: currentLanguage() });
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

/** Restores a game from the URL fragment; false when it names none. */
function restoreFromUrl() {
  const state = readState(location.hash);
  let fen = null;
  let numbers = null;
  if (state.start) {
    try {
      fen = chess.startFen(state.start.white, state.start.black);
      numbers = state.start;
    } catch {
      fen = null;
    }
  } else if (state.fen && !chess.validateFen(state.fen)) {
    fen = state.fen;
    numbers = startNumbersOf(chess, fen);
  }
  if (!fen) {
    if (!state.start && !state.fen) return false;
    newGame(chess.startFen(518), { white: 518, black: 518 });
    el.linkNote.textContent = t('badLinkStart');
    return true;
  }
  newGame(fen, numbers);
  const decoded = decodeTree(state.moves, (node, uci) => {
    try {
      const move = gameAt(node).move(uci);
      return { uci: move.uci, san: move.san };
    } catch {
      return null;
    }
  });
  root = decoded.root;
  const target = state.at === null ? lineEnd(root) : state.at === 0 ? root : decoded.nodes[state.at - 1] ?? lineEnd(root);
  viewed = null;
  view(target);
  if (decoded.error) el.linkNote.textContent = t('badLink', { token: decoded.error });
  return true;
}

// A disabled castling button says why, in its tooltip and (aria-describedby) to screen readers.
function setButton(button, reason, option, explanation, what) {
  button.disabled = !option;
  const text = option ? '' : explanation?.text || t('castleGameOver', { move: button.textContent.trim() });
  button.title = option ? t('castleTitle', { move: option.san, what }) : text;
  reason.textContent = text;
}

// The "Why not?" toggle: shown while a castling is not legal; when pressed, the reasons in words
// and, on the board, the attacked squares and the pieces in the way (marked differently).
function showCastlingWhy() {
  const refused = why ? [why.short, why.long].filter((option) => !option.legal) : [];
  el.castleWhy.hidden = refused.length === 0;
  const on = refused.length > 0 && el.castleWhy.getAttribute('aria-pressed') === 'true';
  el.castleWhyText.hidden = !on;
  const marks = on ? castlingHighlights(why) : new Map();
  const line = (className, text) => {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    return span;
  };
  el.castleWhyText.replaceChildren(
    ...(on ? refused : []).map((option) => line('castle-why-line', option.text)),
    ...(marks.size > 0 ? [line('hint', t('castleLegend'))] : []),
  );
  board.set({ highlight: { custom: marks } });
}

let castleNoteTimer;
function showCastleNote(text) {
  el.castleNote.textContent = text;
  clearTimeout(castleNoteTimer);
  castleNoteTimer = setTimeout(() => (el.castleNote.textContent = ''), 6000);
}

/**
 * The move list, lichess style: the main line in rows of two moves; a move's variations follow its
 * row as an inline block "(2. f4 exf4 3. Nf3)", nested in parentheses.
 */
function renderMoves() {
  const [, startTurn, , , , fullmove] = startFen.split(' ');
  const numberOf = (node) => moveNumberOf(node.ply, startTurn, Number(fullmove) || 1);
  const moveSpan = (node) => {
    const span = document.createElement('span');
    span.className = 'san';
    span.dataset.node = String(node.id);
    span.textContent = showSan(node.san) + nagGlyphs(node);
    span.title = t('moveTitle', { move: span.textContent });
    if (node === viewed) {
      span.classList.add('current');
      span.setAttribute('aria-current', 'true');
    }
    return span;
  };
  const label = (node, force) => {
    const { number, color } = numberOf(node);
    if (color === 'w') return `${number}. `;
    return force ? `${number}… ` : '';
  };
  // A PGN comment, as a span of the list.
  const commentSpan = (text) => Object.assign(document.createElement('span'), { className: 'comment', textContent: text });
  // A variation's moves inline, its own variations nested in parentheses.
  const inlineLine = (first, container) => {
    let force = true;
    for (let n = first; n; n = n.children[0]) {
      for (const comment of commentsBefore(n)) container.append(commentSpan(comment), ' ');
      const text = label(n, force);
      if (text) container.append(text);
      container.append(moveSpan(n), ' ');
      force = false;
      if (n.comment) {
        container.append(commentSpan(n.comment), ' ');
        force = true;
      }
      if (n !== first && n.parent.children[0] === n && n.parent.children.length > 1) {
        for (const alt of n.parent.children.slice(1)) {
          const nested = document.createElement('span');
          nested.className = 'variation';
          nested.append('(');
          inlineLine(alt, nested);
          nested.append(') ');
          container.append(nested);
        }
        force = true;
      }
    }
  };
  const items = [];
  let row = null;
  if (root.comment) items.push({ comment: root.comment });
  for (let n = root.children[0]; n; n = n.children[0]) {
    const { number, color } = numberOf(n);
    if (commentsBefore(n).length > 0) {
      items.push({ comment: commentsBefore(n).join(' ') });
      row = null;
    }
    if (color === 'w' || !row) {
      row = { number, white: color === 'w' ? n : null, black: color === 'b' ? n : null };
      items.push(row);
    } else row.black = n;
    // A comment after the move (lichess style: the row breaks, the next move is numbered again).
    if (n.comment) {
      items.push({ comment: n.comment });
      row = null;
    }
    if (n.parent.children.length > 1) {
      items.push({ variations: n.parent.children.slice(1) });
      row = null;
    }
  }
  el.moves.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      if (item.comment !== undefined) {
        li.className = 'comment-line';
        li.append(commentSpan(item.comment), ' ');
        return li;
      }
      if (item.variations) {
        li.className = 'variations';
        for (const alt of item.variations) {
          const block = document.createElement('span');
          block.className = 'variation';
          block.append('(');
          inlineLine(alt, block);
          block.lastChild.remove(); // the trailing space
          block.append(') ');
          li.append(block);
        }
        return li;
      }
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = item.white ? `${item.number}.` : `${item.number}…`;
      // Spaces between the cells (the grid ignores them) keep the strip and innerText readable.
      li.append(num, ' ', item.white ? moveSpan(item.white) : emptyCell(), ' ', item.black ? moveSpan(item.black) : emptyCell(), ' ');
      return li;
    }),
  );
  el.movesEmpty.hidden = root.children.length > 0;
  el.movesEmpty.textContent = t(`noMovesYet.${startTurn}`);
  const result = lineResult();
  el.movesResult.hidden = !result;
  el.movesResult.textContent = result ?? '';
  scrollIntoList(el.moves.querySelector('.current'));
}

/** The result at the end of the viewed line, when its game is over there (or a draw was claimed). */
function lineResult() {
  if (claimed) return t('resultLine', { result: '½-½', text: statusOf(game, claimed).text });
  const end = lineEnd(viewed);
  const atEnd = end === viewed ? game : gameAt(end);
  const result = resultOf(atEnd);
  return result ? t('resultLine', { result, text: statusOf(atEnd).text }) : null;
}

/** Scrolls the move list (only it, never the page) so that the viewed move shows. */
function scrollIntoList(move) {
  const list = el.movesScroll;
  if (!move) return void list.scrollTo({ top: 0, left: 0 });
  const box = list.getBoundingClientRect();
  const at = move.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
  if (at.left < box.left) list.scrollLeft -= box.left - at.left + 8;
  else if (at.right > box.right) list.scrollLeft += at.right - box.right + 8;
}

function emptyCell() {
  const span = document.createElement('span');
  span.className = 'san empty';
  return span;
}

/**
 * The whole tree in PGN (variations, comments and NAGs kept) by the package's writePgn. The result
 * is the main line's: its end by the rules, a draw claimed there, or the imported game's result
 * while its main line is unchanged.
 */
function pgnText() {
  const end = lineEnd(root);
  const outcome = (end === viewed ? game : gameAt(end)).outcome();
  let result = outcome.over ? { w: '1-0', b: '0-1' }[outcome.winner] ?? '1/2-1/2' : '*';
  if (claimed && viewed === end) result = '1/2-1/2';
  else if (!outcome.over && imported?.end === end) result = imported.result;
  const tags = imported ? { ...imported.tags } : { Event: PGN_EVENT, Site: location.host || '?', Date: pgnDate(), Variant: 'Chess960', SetUp: '1', FEN: startFen };
  tags.Result = result;
  return chess.writePgn({ tags, startFen, chess960: imported ? imported.chess960 : true, result, root: pgnInputOf(root) });
}

function renderStart() {
  // One line per side for Double Chess960 (the text still reads "White … / Black …").
  const label = startLabel(chess, start);
  el.backrank.replaceChildren(
    ...label.split(' / ').flatMap((text, i) => {
      const line = document.createElement('span');
      line.className = 'backrank-side';
      line.textContent = text;
      if (i === 0) return [line];
      const separator = document.createElement('span');
      separator.className = 'visually-hidden';
      separator.textContent = ' / ';
      return [separator, line];
    }),
  );
  el.strips.replaceChildren();
  if (!start) return;
  const sides = start.black === start.white ? [['w', start.white]] : [['w', start.white], ['b', start.black]];
  for (const [color, number] of sides) {
    const strip = document.createElement('div');
    strip.className = 'cg-wrap rank-strip';
    strip.title = t(`startTitle.${color}`, { number });
    for (const letter of chess.backRank(number)) strip.append(pieceElement(color, letter.toLowerCase()));
    el.strips.append(strip);
  }
}

// ---------------------------------------------------------------------------------------------
// New games

/** Opens the board editor on the viewed position, or closes it and shows the game again. */
function setEditing(on) {
  el.editor.setAttribute('aria-pressed', String(on));
  document.body.classList.toggle('editing', on);
  if (on) {
    editor.open(game.fen());
    el.status.textContent = t('editorStatus');
    el.status.dataset.kind = 'play';
    el.castleNote.textContent = '';
  } else {
    editor.close();
    sync();
  }
}

function newGame(fen, startNumbers, { rolled = false } = {}) {
  if (editor.active()) setEditing(false);
  stopRolling(rolled);
  game = chess.game(fen);
  startFen = game.fen();
  root = createRoot();
  viewed = root;
  imported = null;
  start = startNumbers;
  claimed = null;
  el.moveError.textContent = '';
  el.castleNote.textContent = '';
  el.positionError.textContent = '';
  el.linkNote.textContent = '';
  el.number.removeAttribute('aria-invalid');
  el.blackNumber.removeAttribute('aria-invalid');
  if (start) {
    el.number.value = String(start.white);
    el.blackNumber.value = String(start.black);
    if (start.black !== start.white && !el.double.checked) setDouble(true);
  } else {
    // A custom position has no number: the fields must not claim the previous one.
    el.number.value = '';
    el.blackNumber.value = '';
  }
  renderStart();
  sync();
}

/** Opens a game read from PGN (pgn-import.js): its start, its tree, the end of its main line on the board. */
function openPgnGame(pgnGame) {
  const fen = pgnGame.game(pgnGame.root).fen();
  newGame(fen, startNumbersOf(chess, fen));
  root = treeFromPgn(pgnGame);
  imported = { tags: { ...pgnGame.tags }, chess960: pgnGame.chess960, result: pgnGame.result, end: lineEnd(root) };
  viewed = null;
  view(imported.end);
  el.board.scrollIntoView({ block: 'nearest' });
}

function setDouble(on) {
  el.double.checked = on;
  el.positionError.textContent = '';
  el.number.removeAttribute('aria-invalid');
  el.blackNumber.removeAttribute('aria-invalid');
  el.blackField.hidden = !on;
  el.numberLabel.textContent = t(on ? 'numberLabelWhite' : 'numberLabel');
  if (on && !el.blackNumber.value) el.blackNumber.value = el.number.value;
}

/** The number typed in a field, or throws an Error whose message the page shows. `missing`: the key of the message for an empty field. */
function readNumber(input, missing) {
  const text = input.value.trim();
  if (text === '') throw new Error(t(missing));
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) throw new Error(t('numberNotNumber', { text }));
  return Number(text);
}

function loadNumbers() {
  const double = el.double.checked;
  let white;
  let black;
  let field = el.number;
  try {
    white = readNumber(el.number, double ? 'numberMissingWhite' : 'numberMissing');
    chess.backRank(white); // the library says what is wrong with the number
    field = el.blackNumber;
    black = double ? readNumber(el.blackNumber, 'numberMissingBlack') : white;
    chess.backRank(black);
  } catch (error) {
    el.positionError.textContent = errorText(error, { value: field.value.trim() });
    field.setAttribute('aria-invalid', 'true');
    field.focus();
    el.positionError.scrollIntoView({ block: 'nearest' });
    return;
  }
  newGame(chess.startFen(white, black), { white, black });
}

function loadRandom() {
  const pool = el.subset.value; // 'chess960', 'chess18', 'chess90' or 'chess870'
  const white = chess.randomPositionNumberIn(pool);
  const black = el.double.checked ? chess.randomPositionNumberIn(pool) : white;
  newGame(chess.startFen(white, black), { white, black });
}

// ---------------------------------------------------------------------------------------------
// Rolling the die (Althöfer's procedure): the package turns the rolls into a start number

/** A fair die roll, 1-6 (rejection sampling keeps the six faces equally likely). */
function rollOnce() {
  const byte = new Uint8Array(1);
  do crypto.getRandomValues(byte);
  while (byte[0] >= 252);
  return (byte[0] % 6) + 1;
}

/** Rolls until the five placements are made: the rolls used (re-rolls included) and the start. */
function rollForStart() {
  const rolls = [];
  for (;;) {
    for (let i = 0; i < 20; i++) rolls.push(rollOnce());
    try {
      const { number, rollsUsed } = chess.positionFromDice(rolls);
      return { number, rolls: rolls.slice(0, rollsUsed) };
    } catch (error) {
      // Too few placements yet (rare: many re-rolls): roll on. Anything else is a bug.
      if (!(error instanceof InvalidStartPositionError)) throw error;
    }
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shows the rolls one by one (spinning each face unless motion is reduced), then loads the start. */
async function rollDie() {
  const run = ++dieRun;
  const { number, rolls } = rollForStart();
  el.rollDie.disabled = true;
  el.dieRolls.setAttribute('aria-busy', 'true');
  el.dieRolls.dataset.rolls = '';
  el.dieRolls.replaceChildren();
  for (const { roll, placed } of dieSteps(rolls)) {
    const face = document.createElement('span');
    face.className = 'die-face';
    el.dieRolls.append(face);
    if (!reducedMotion.matches) {
      face.classList.add('spinning');
      for (let frame = 0; frame < 6; frame++) {
        face.textContent = String(((roll + frame) % 6) + 1);
        await pause(45);
        if (run !== dieRun) return;
      }
      face.classList.remove('spinning');
    }
    face.textContent = String(roll);
    face.dataset.placed = placed ?? '';
    if (!placed) face.classList.add('reroll');
  }
  const result = document.createElement('span');
  result.className = 'die-result';
  result.dataset.number = String(number);
  result.dataset.count = String(rolls.length);
  el.dieRolls.append(result);
  labelDieRolls();
  el.dieRolls.dataset.rolls = rolls.join(',');
  newGame(chess.startFen(number), { white: number, black: number }, { rolled: true });
}

/** The die's faces and result in words (again when the language changes). */
function labelDieRolls() {
  for (const face of el.dieRolls.querySelectorAll('.die-face')) {
    const roll = Number(face.textContent);
    face.title = face.dataset.placed ? t('placed', { roll, piece: t(`die.${face.dataset.placed}`) }) : t('rerolled', { roll });
    face.setAttribute('aria-label', face.title);
  }
  const result = el.dieRolls.querySelector('.die-result');
  if (!result) return;
  result.textContent = t('dieResult', { number: Number(result.dataset.number) });
  result.title = t('dieRollCount', { count: Number(result.dataset.count) });
}

/**
 * A new game has started: ends a die animation still running and makes the button usable again;
 * the rolls stay on show only when they made this game.
 */
function stopRolling(rolled) {
  dieRun += 1;
  el.rollDie.disabled = false;
  el.dieRolls.removeAttribute('aria-busy');
  if (!rolled) {
    el.dieRolls.replaceChildren();
    el.dieRolls.dataset.rolls = '';
  }
}

function loadFen() {
  const fen = el.fen.value.trim();
  const error = chess.validateFen(fen);
  if (error) {
    el.fenError.textContent = errorText(error);
    el.fen.setAttribute('aria-invalid', 'true');
    el.fenError.scrollIntoView({ block: 'nearest' });
    return;
  }
  newGame(fen, startNumbersOf(chess, fen));
}

// ---------------------------------------------------------------------------------------------
// Controls

function bindControls() {
  el.castleShort.addEventListener('click', () => castling.short && play(castling.short.uci));
  el.castleLong.addEventListener('click', () => castling.long && play(castling.long.uci));
  el.castleWhy.addEventListener('click', () => {
    el.castleWhy.setAttribute('aria-pressed', String(el.castleWhy.getAttribute('aria-pressed') !== 'true'));
    showCastlingWhy();
  });
  // Undo takes back the move on the board, and what followed it in its line.
  el.undo.addEventListener('click', () => {
    if (claimed) claimed = null;
    else if (viewed.parent) {
      game.undo();
      viewed = removeNode(viewed);
    }
    sync();
  });
  el.navStart.addEventListener('click', () => view(root));
  el.navBack.addEventListener('click', () => view(viewed.parent));
  el.navForward.addEventListener('click', () => view(viewed.children[0]));
  el.navEnd.addEventListener('click', () => view(lineEnd(viewed)));
  el.moves.addEventListener('click', (event) => {
    const id = /** @type {HTMLElement | null | undefined} */ (/** @type {Element} */ (event.target).closest?.('.san[data-node]'))?.dataset.node;
    if (id) view(nodesInOrder(root).find((node) => String(node.id) === id));
  });
  document.addEventListener('keydown', (event) => {
    // Keys step through the moves, except in a field (the empty move field lets them through).
    const inField = /** @type {Element} */ (event.target).closest?.('input, textarea, select, dialog') && !(event.target === el.moveInput && el.moveInput.value === '');
    if (event.altKey || event.ctrlKey || event.metaKey || inField || editor.active()) return;
    const target = { ArrowLeft: viewed.parent, ArrowRight: viewed.children[0], Home: root, End: lineEnd(viewed) };
    if (!(event.key in target)) return;
    event.preventDefault();
    view(target[event.key]);
  });
  el.newSame.addEventListener('click', () => newGame(startFen, start));
  el.editor.addEventListener('click', () => setEditing(!editor.active()));
  el.analysis.addEventListener('click', () => setAnalysis(!engine));
  el.newRandom.addEventListener('click', loadRandom);
  el.copyLink.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      linkNote(t('linkCopied'));
    } catch {
      linkNote(t('linkSelect'));
    }
  });
  window.addEventListener('hashchange', async () => {
    // A link pasted into this tab may name another language.
    const lang = supported(readState(location.hash).lang);
    if (lang && lang !== currentLanguage()) await switchLanguage(lang);
    restoreFromUrl();
  });
  for (const field of [el.number, el.blackNumber])
    field.addEventListener('input', () => {
      el.positionError.textContent = '';
      field.removeAttribute('aria-invalid');
    });
  el.flip.addEventListener('click', () => {
    orientation = orientation === 'white' ? 'black' : 'white';
    el.flip.setAttribute('aria-pressed', String(orientation === 'black'));
    sync();
  });
  el.claim.addEventListener('click', () => {
    if (el.claim.dataset.claim) claimed = el.claim.dataset.claim;
    sync();
  });
  el.moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = el.moveInput.value.trim();
    if (!text) return;
    if (game.isGameOver() || claimed) {
      el.moveError.textContent = t('gameOverUndo');
      return;
    }
    const error = play(text);
    showMoveError(error, text);
    if (!error) el.moveInput.value = '';
  });
  el.positionForm.addEventListener('submit', (event) => {
    event.preventDefault();
    loadNumbers();
  });
  el.random.addEventListener('click', loadRandom);
  el.rollDie.addEventListener('click', rollDie);
  el.double.addEventListener('change', () => {
    setDouble(el.double.checked);
    // Back to one number: a Double Chess960 game on the board becomes White's start for both sides.
    if (!el.double.checked && start && start.black !== start.white) newGame(chess.startFen(start.white), { white: start.white, black: start.white });
  });
  el.fenForm.addEventListener('submit', (event) => {
    event.preventDefault();
    loadFen();
  });
  el.fen.addEventListener('input', () => {
    el.fenError.textContent = '';
    el.fen.removeAttribute('aria-invalid');
  });
  el.copyPgn.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(el.pgn.value);
      note(t('copied'));
    } catch {
      el.pgn.focus();
      el.pgn.select();
      note(t('selectToCopy'));
    }
  });
  el.downloadPgn.addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([el.pgn.value], { type: 'application/vnd.chess-pgn' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = start ? `chess960-${start.white}${start.black !== start.white ? `-${start.black}` : ''}.pgn` : 'chess960.pgn';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
}

let linkTimer;
function linkNote(text) {
  el.linkNote.textContent = text;
  clearTimeout(linkTimer);
  linkTimer = setTimeout(() => (el.linkNote.textContent = ''), 3000);
}

let noteTimer;
function note(text) {
  el.pgnNote.textContent = text;
  clearTimeout(noteTimer);
  noteTimer = setTimeout(() => (el.pgnNote.textContent = ''), 3000);
}

// ---------------------------------------------------------------------------------------------
// Language and notation

/** Writes every text of the page again in the current language (and notation). */
function relabel() {
  document.title = t('pageTitle');
  applyPageText();
  el.moveInput.placeholder = t('moveExamples', { knight: knightLetter() });
  el.numberLabel.textContent = t(el.double.checked ? 'numberLabelWhite' : 'numberLabel');
  // Messages of the other language go; the next action writes them in this one.
  for (const message of [el.moveError, el.fenError, el.positionError, el.linkNote, el.castleNote, el.pgnNote]) message.textContent = '';
  if (!chess) return;
  labelDieRolls();
  renderStart();
  editor.relabel();
  pgnImport?.relabel();
  if (editor.active()) el.status.textContent = t('editorStatus');
  else sync();
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

// ---------------------------------------------------------------------------------------------

async function main() {
  // The language: the link's, else the last one chosen here, else the browser's; its catalogue
  // loads while the rules engine does.
  const lang = chooseLanguage({ link: readState(location.hash).lang, stored: storedLanguage(), preferred: [...navigator.languages] });
  const languageReady = setLanguage(lang, { remember: false }); // remembered when chosen in the page
  const rulesReady = load();
  const stored = storedNotation();
  setNotation(NOTATIONS.includes(stored) ? stored : 'san', { remember: false });
  // The texts first: chessground measures the board once, so the layout must be settled.
  await languageReady;
  relabel();
  el.status.textContent = t('loading');
  bindPreferences();
  board = Chessground(el.board, {
    orientation,
    coordinates: true,
    autoCastle: true,
    animation: { enabled: !matchMedia('(prefers-reduced-motion: reduce)').matches, duration: 180 },
    highlight: { lastMove: true, check: true },
    movable: { free: false, showDests: true, rookCastle: true, events: { after: afterBoardMove } },
    premovable: { enabled: false },
    draggable: { enabled: true, showGhost: true },
    drawable: { enabled: true },
  });
  chess = await rulesReady;
  editor = createEditor({
    chess,
    board,
    pieceElement,
    onFen: (fen) => {
      el.fen.value = fen;
      el.fenError.textContent = '';
    },
    onPlay: (fen) => newGame(fen, startNumbersOf(chess, fen)),
  });
  pgnImport = createPgnImport({ chess, onOpen: openPgnGame });
  bindControls();
  watchCastlingDrops();
  if (!restoreFromUrl()) newGame(chess.startFen(518), { white: 518, black: 518 });
  document.body.dataset.ready = 'true';
}

main().catch((error) => {
  el.status.textContent = t('loadFailed', { message: error.message });
  el.status.dataset.kind = 'error';
  throw error;
});
