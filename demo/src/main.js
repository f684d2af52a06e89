// The chess960 demo page: chessground for the board, the chess960 package for every rule.
import { Chessground } from 'chessground';
import 'chessground/assets/chessground.base.css';
import 'chessground/assets/chessground.brown.css';
import 'chessground/assets/chessground.cburnett.css';
import { InvalidStartPositionError, load } from 'chess960';
import './style.css';
import { castlingHighlights, castlingWhy, refusedCastling } from './castling-why.js';
import {
  COLOR_NAME,
  ROLE_NAME,
  castlingKingSquare,
  castlingOptions,
  dieSteps,
  moveRows,
  pgnDate,
  startLabel,
  startNumbersOf,
  statusOf,
} from './view.js';

const $ = (id) => document.getElementById(id);
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
  promotion: $('promotion'),
  promotionChoices: $('promotion-choices'),
};

let chess; // the loaded library
let game; // the current chess960 Game
let start = { white: 518, black: 518 }; // start numbers of the game, or null for a custom FEN
let claimed = null; // a draw claimed by the side to move: 'threefold-repetition' | 'fifty-moves'
let castling = { short: null, long: null, drops: new Map() };
let why = null; // castlingWhy(game) for the side to move, or null when the game is over
let dests = new Map(); // the legal destinations shown on the board
let orientation = 'white';
let board; // the chessground instance
let dieRun = 0; // increases when a new game starts, so that an unfinished die animation stops
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

// ---------------------------------------------------------------------------------------------
// Playing moves

/** Plays a move (SAN, UCI or { from, to, promotion }); returns the library's error, if any. */
function play(move) {
  try {
    game.move(move);
  } catch (error) {
    sync();
    return error;
  }
  claimed = null;
  el.moveError.textContent = '';
  el.castleNote.textContent = '';
  sync();
  return null;
}

/** Called by chessground after the user moved a piece to one of the legal destinations. */
async function afterBoardMove(orig, dest) {
  const piece = game.get(orig);
  if (piece?.type === 'p' && (dest[1] === '8' || dest[1] === '1')) {
    const promotion = await askPromotion(piece.color);
    if (!promotion) return sync(); // cancelled: put the pawn back
    showMoveError(play({ from: orig, to: dest, promotion }));
    return;
  }
  showMoveError(play({ from: orig, to: dest }));
}

function showMoveError(error) {
  if (error) el.moveError.textContent = error.message;
}

function askPromotion(color) {
  el.promotionChoices.replaceChildren(
    ...['q', 'r', 'b', 'n'].map((role, i) => {
      const button = document.createElement('button');
      button.type = 'submit';
      button.value = role;
      button.className = 'promotion-choice';
      button.title = ROLE_NAME[role];
      button.setAttribute('aria-label', ROLE_NAME[role]);
      button.dataset.role = role;
      const icon = document.createElement('span');
      icon.className = 'cg-wrap piece-icon';
      icon.setAttribute('aria-hidden', 'true');
      icon.append(pieceElement(color, role));
      const name = document.createElement('span');
      name.textContent = ROLE_NAME[role];
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
      if (event.pointerType === 'mouse' && event.button !== 0) return void (press = null);
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
  const turn = game.turn();
  const over = game.isGameOver() || claimed !== null;
  dests = over ? new Map() : game.dests();
  castling = over ? { short: null, long: null, drops: new Map() } : castlingOptions(game, dests);
  why = over ? null : castlingWhy(game);
  const history = game.history({ verbose: true });
  const last = history.at(-1);
  board.set({
    fen: game.fen(),
    orientation,
    turnColor: COLOR_NAME[turn],
    check: game.isCheck() ? COLOR_NAME[turn] : false,
    lastMove: last ? [last.from, last.castling ? castlingKingSquare(last) : last.to] : undefined,
    movable: { color: over ? undefined : COLOR_NAME[turn], dests },
  });

  const status = statusOf(game, claimed);
  el.status.textContent = status.text;
  el.status.dataset.kind = status.kind;
  el.status.dataset.turn = turn;
  setButton(el.castleShort, el.castleShortWhy, castling.short, why?.short, 'king to g, rook to f');
  setButton(el.castleLong, el.castleLongWhy, castling.long, why?.long, 'king to c, rook to d');
  showCastlingWhy();
  el.undo.disabled = history.length === 0;
  const claimable = over ? [] : game.outcome().claimable;
  el.claim.hidden = claimable.length === 0;
  el.claim.dataset.claim = claimable[0] ?? '';

  renderMoves();
  el.fen.value = game.fen();
  el.fen.removeAttribute('aria-invalid');
  el.fenError.textContent = '';
  el.pgn.value = pgnText();
}

// A disabled castling button says why, in its tooltip and (aria-describedby) to screen readers.
function setButton(button, reason, option, explanation, what) {
  button.disabled = !option;
  const text = option ? '' : explanation?.text || `${button.textContent.trim()} is not legal now: the game is over`;
  button.title = option ? `Castle: ${option.san} (${what})` : text;
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
    ...(marks.size > 0 ? [line('hint', 'On the board: red hatching = attacked, yellow frame = in the way.')] : []),
  );
  board.set({ highlight: { custom: marks } });
}

let castleNoteTimer;
function showCastleNote(text) {
  el.castleNote.textContent = text;
  clearTimeout(castleNoteTimer);
  castleNoteTimer = setTimeout(() => (el.castleNote.textContent = ''), 6000);
}

function renderMoves() {
  const rows = moveRows(game);
  el.moves.replaceChildren(
    ...rows.map(({ number, white, black }) => {
      const li = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = white ? `${number}.` : `${number}…`;
      li.append(num, sanCell(white), sanCell(black));
      return li;
    }),
  );
  const played = el.moves.querySelectorAll('.san:not(:empty)');
  played[played.length - 1]?.classList.add('current');
  el.movesEmpty.hidden = rows.length > 0;
  el.movesEmpty.textContent = `No moves yet. ${game.turn() === 'w' ? 'White' : 'Black'} begins.`;
  el.movesScroll.scrollTop = el.movesScroll.scrollHeight;
}

function sanCell(san) {
  const span = document.createElement('span');
  span.className = 'san';
  span.textContent = san ?? '';
  return span;
}

function pgnText() {
  const tags = { Event: 'Chess960 demo game', Site: location.host || '?', Date: pgnDate() };
  return game.pgn(claimed ? { tags, result: '1/2-1/2' } : { tags });
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
    strip.title = `${color === 'w' ? 'White' : 'Black'}: start ${number}`;
    for (const letter of chess.backRank(number)) strip.append(pieceElement(color, letter.toLowerCase()));
    el.strips.append(strip);
  }
}

// ---------------------------------------------------------------------------------------------
// New games

function newGame(fen, startNumbers, { rolled = false } = {}) {
  stopRolling(rolled);
  game = chess.game(fen);
  start = startNumbers;
  claimed = null;
  el.moveError.textContent = '';
  el.castleNote.textContent = '';
  el.positionError.textContent = '';
  el.number.removeAttribute('aria-invalid');
  el.blackNumber.removeAttribute('aria-invalid');
  if (start) {
    el.number.value = String(start.white);
    el.blackNumber.value = String(start.black);
    if (start.black !== start.white && !el.double.checked) setDouble(true);
  }
  renderStart();
  sync();
}

function setDouble(on) {
  el.double.checked = on;
  el.blackField.hidden = !on;
  el.numberLabel.textContent = on ? "White's number" : 'Number (0–959)';
  if (on && !el.blackNumber.value) el.blackNumber.value = el.number.value;
}

/** The number typed in a field, or throws an Error whose message the page shows. */
function readNumber(input, who) {
  const text = input.value.trim();
  if (text === '') throw new Error(`Enter ${who}start position number, from 0 to 959.`);
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) throw new Error(`"${text}" is not a number: enter a whole number from 0 to 959.`);
  return Number(text);
}

function loadNumbers() {
  const double = el.double.checked;
  let white;
  let black;
  let field = el.number;
  try {
    white = readNumber(el.number, double ? "White's " : 'a ');
    chess.backRank(white); // the library says what is wrong with the number
    field = el.blackNumber;
    black = double ? readNumber(el.blackNumber, "Black's ") : white;
    chess.backRank(black);
  } catch (error) {
    el.positionError.textContent = error.message;
    field.setAttribute('aria-invalid', 'true');
    field.focus();
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
    face.title = placed ? `${roll}: ${placed}` : `${roll}: rolled again`;
    face.setAttribute('aria-label', face.title);
    if (!placed) face.classList.add('reroll');
  }
  const result = document.createElement('span');
  result.className = 'die-result';
  result.textContent = `→ ${number}`;
  el.dieRolls.append(result);
  el.dieRolls.dataset.rolls = rolls.join(',');
  newGame(chess.startFen(number), { white: number, black: number }, { rolled: true });
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
    el.fenError.textContent = error.message;
    el.fen.setAttribute('aria-invalid', 'true');
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
  el.undo.addEventListener('click', () => {
    if (claimed) claimed = null;
    else game.undo();
    sync();
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
      el.moveError.textContent = 'The game is over: undo a move or start a new game.';
      return;
    }
    const error = play(text);
    showMoveError(error);
    if (!error) el.moveInput.value = '';
  });
  el.positionForm.addEventListener('submit', (event) => {
    event.preventDefault();
    loadNumbers();
  });
  el.random.addEventListener('click', loadRandom);
  el.rollDie.addEventListener('click', rollDie);
  el.double.addEventListener('change', () => setDouble(el.double.checked));
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
      note('Copied.');
    } catch {
      el.pgn.focus();
      el.pgn.select();
      note('Selected: press Ctrl+C (⌘C) to copy.');
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

let noteTimer;
function note(text) {
  el.pgnNote.textContent = text;
  clearTimeout(noteTimer);
  noteTimer = setTimeout(() => (el.pgnNote.textContent = ''), 3000);
}

// ---------------------------------------------------------------------------------------------

async function main() {
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
  chess = await load();
  bindControls();
  watchCastlingDrops();
  newGame(chess.startFen(518), { white: 518, black: 518 });
  document.body.dataset.ready = 'true';
}

main().catch((error) => {
  el.status.textContent = `The rules engine failed to load: ${error.message}`;
  el.status.dataset.kind = 'error';
  throw error;
});
