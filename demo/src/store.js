// The game the page shows, shared by the feature modules: the start, the move tree, the move on
// the board, a claimed draw, an imported game's tags, which way up the board is, and whether the
// editor holds the board.
// Features change it only through the actions here and redraw themselves on its events:
//   'change' { reason: 'new' | 'move' | 'view' | 'redraw' }   the game to show (not while editing)
//   'editing' { on }        the editor opened or closed        'relabel'  the language changed
//   'castle-refused' { side, reasons }   a king's gesture asked for a castling that is not legal
//                                        (game.moveForDrop()'s 'refused')
// No DOM here.
import { castlingWhy } from './castling-why.js';
import { showSan } from './notation.js';
import { addChild, createRoot, lineEnd, pathTo, removeNode, repeatAsVariation } from './tree.js';

/** The shared store for a loaded library `chess`. */
export function createStore(chess) {
  const listeners = new Map();
  const state = {
    chess,
    game: null, // the chess960 Game at the viewed move (its history is the path from the start)
    startFen: null, // the FEN the game tree starts from
    root: createRoot(), // the game tree (tree.js): the main line and its variations
    viewed: null, // the node on the board
    start: { white: 518, black: 518 }, // start numbers of the game, or null for a custom FEN
    claimed: null, // a draw claimed by the side to move: 'threefold-repetition' | 'fifty-moves'
    imported: null, // a game opened from PGN: { tags, chess960, result, end (its main line's last node), stopped? }
    orientation: 'white', // the side at the bottom of the board
    editing: false,
    // What the side to move may do, worked out once per change for every feature:
    over: false,
    // The board's destinations: the legal moves, castling by FIDE's gestures for screens (the
    // king onto its rook, or two or more squares toward its castling square, or onto it).
    dests: new Map(),
    why: null, // castlingWhy() for the side to move (each castling: legal, its UCI or why not), or null when over
  };
  state.viewed = state.root;

  const on = (event, listener) => {
    if (!listeners.has(event)) listeners.set(event, []);
    listeners.get(event).push(listener);
  };
  const emit = (event, detail = {}) => {
    for (const listener of listeners.get(event) ?? []) listener(detail);
  };

  /** Works out what may be played and tells every feature to redraw (not while the editor is open). */
  function changed(reason = 'redraw') {
    if (state.editing) return;
    const { game } = state;
    state.over = game.isGameOver() || state.claimed !== null;
    state.dests = state.over ? new Map() : game.dests({ castling: 'fide' });
    state.why = state.over ? null : castlingWhy(game, showSan);
    emit('change', { reason });
  }

  /** The game at a node of the tree: the start, then the moves to it. */
  function gameAt(node) {
    const at = chess.game(state.startFen);
    for (const step of pathTo(node)) at.move(step.uci);
    return at;
  }

  /** Plays a move in English SAN, UCI or { from, to, promotion }; returns the library's error, if any. */
  function play(move) {
    let played;
    try {
      played = state.game.move(move);
    } catch (error) {
      changed();
      return error;
    }
    // Past the recorded end of an imported game (its result decided), only as a variation.
    const after = recordedEnd() && state.viewed.parent ? repeatAsVariation(state.viewed) : state.viewed;
    state.viewed = addChild(after, played);
    state.claimed = null;
    changed('move');
    return null;
  }

  /** The viewed move ends an imported game with a recorded result (1-0, 0-1, 1/2-1/2) the rules did not reach. */
  function recordedEnd() {
    const { imported, viewed, game } = state;
    return Boolean(imported) && imported.result !== '*' && viewed === imported.end && !game.isGameOver();
  }

  /** Shows another move of the tree on the board. */
  function view(node) {
    if (!node || node === state.viewed) return;
    state.viewed = node;
    state.game = gameAt(node);
    state.claimed = null;
    changed('view');
  }

  function setEditing(on, { redraw = true } = {}) {
    state.editing = on;
    emit('editing', { on });
    if (!on && redraw) changed();
  }

  /** A new game from `fen`; `numbers` its start numbers or null. `rolled`: the die chose it. */
  function newGame(fen, numbers, { rolled = false } = {}) {
    if (state.editing) setEditing(false, { redraw: false });
    state.game = chess.game(fen);
    state.startFen = state.game.fen();
    state.root = createRoot();
    state.viewed = state.root;
    state.imported = null;
    state.start = numbers;
    state.claimed = null;
    emit('new', { rolled });
    changed('new');
  }

  /** Puts a whole tree (a game read from PGN or a link) on the started game and views `target`. */
  function setTree(root, target, imported = null) {
    state.root = root;
    state.imported = imported;
    state.viewed = null;
    view(target ?? lineEnd(root));
  }

  /** Undo takes back the move on the board, and what followed it in its line (or a claimed draw). */
  function undo() {
    if (state.claimed) state.claimed = null;
    else if (state.viewed.parent) {
      state.game.undo();
      state.viewed = removeNode(state.viewed);
    }
    changed();
  }

  function claim(reason) {
    if (reason) state.claimed = reason;
    changed();
  }

  /** Turns the board around, or puts `side` at the bottom. */
  function flip(side = state.orientation === 'white' ? 'black' : 'white') {
    if (side === state.orientation) return;
    state.orientation = side;
    if (state.game) changed(); // (a link read before the first game sets the side it opens with)
  }

  return { state, on, emit, changed, gameAt, recordedEnd, play, view, newGame, setTree, setEditing, undo, claim, flip };
}
