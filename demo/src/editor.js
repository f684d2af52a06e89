// The board editor (#editor): put and remove pieces (palette clicks and drags, drags off the
// board), side to move, castling rights by clicking the rooks, en passant, the library's verdict
// live, "Play from here". The position is written by editor-position.js and judged by the library.
import { castlingPathPieces, castlingRooks, editorFen, enPassantChoices, keptRights } from './editor-position.js';
import { t } from './i18n.js';
import { errorText } from './messages.js';
import { COLOR_NAME } from './view.js';

const ROLES = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
// Typed any: each id names an input, select, dialog or button of index.html, used as such.
const $ = (id) => /** @type {any} */ (document.getElementById(id));

/**
 * Wires the editor panel to the board. `pieceElement(color, role)` draws a palette piece;
 * `onFen(fen, error)` shows the edited FEN; `onPlay(fen)` starts a game from it.
 */
export function createEditor({ chess, board, pieceElement, onFen, onPlay }) {
  const el = {
    panel: $('editor-panel'),
    palette: $('editor-palette'),
    turn: $('editor-turn'),
    ep: $('editor-ep'),
    format: $('editor-castling-format'),
    rights: $('editor-rights'),
    error: $('editor-error'),
    clear: $('editor-clear-castling'),
    empty: $('editor-empty'),
    play: $('editor-play'),
  };
  let tool = 'move'; // 'move', 'erase' or '<color> <role>'
  let rights = new Map(); // the castling rights given: rook square -> its colour
  let fen = '';
  let valid = false;
  let openingEp = null; // the en passant square of the position the editor opened on

  const pieces = () => board.state.pieces;

  // The palette: a hand to move pieces, the twelve pieces, an eraser.
  const toolButton = (value, label, content) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'palette-tool';
    button.dataset.tool = value;
    button.title = label;
    button.setAttribute('aria-label', label);
    button.setAttribute('aria-pressed', String(value === tool));
    button.append(content);
    return button;
  };
  const text = (t) => Object.assign(document.createElement('span'), { textContent: t, ariaHidden: 'true' });
  const pieceIcon = (color, role) => {
    const icon = document.createElement('span');
    icon.className = 'cg-wrap piece-icon';
    icon.setAttribute('aria-hidden', 'true');
    icon.append(pieceElement(color === 'white' ? 'w' : 'b', role === 'knight' ? 'n' : role[0]));
    return icon;
  };
  // The tools' names, by catalogue key (relabelled when the language changes).
  const toolLabel = (value) =>
    value === 'move'
      ? 'editorMoveTool'
      : value === 'erase'
        ? 'editorEraseTool'
        : `editorPiece.${value.replace(' ', '.')}`;
  el.palette.replaceChildren(
    toolButton('move', t(toolLabel('move')), text('✥')),
    ...['white', 'black'].flatMap((color) =>
      ROLES.map((role) => toolButton(`${color} ${role}`, t(toolLabel(`${color} ${role}`)), pieceIcon(color, role))),
    ),
    toolButton('erase', t(toolLabel('erase')), text('✕')),
  );
  const choose = (value) => {
    tool = value;
    for (const b of el.palette.children) b.setAttribute('aria-pressed', String(b.dataset.tool === tool));
  };
  el.palette.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('.palette-tool'));
    if (button) choose(button.dataset.tool);
  });
  // Dragging a palette piece onto the board puts it there.
  // (Mouse and touch events, which chessground's drag follows; a cancelled pointerdown would
  // suppress them.)
  const dragFromPalette = (event) => {
    const value = event.target.closest('.palette-tool')?.dataset.tool;
    if (!value || value === 'move' || value === 'erase' || event.button > 0) return;
    const [color, role] = value.split(' ');
    event.preventDefault();
    board.dragNewPiece({ color, role }, event, true);
  };
  el.palette.addEventListener('mousedown', dragFromPalette);
  el.palette.addEventListener('touchstart', dragFromPalette, { passive: false });

  // Clicks on the board: put or erase with a tool; with the hand, a click on a rook gives or takes
  // its castling right. A right is given where the library, reading the board with that right
  // alone, keeps it (a rook on its first rank, its king there too); a second right on one side is
  // given too, and the library's error says which two.
  let press = null;
  const boardEl = $('board');
  boardEl.addEventListener(
    'pointerdown',
    (event) => {
      if (!active()) return;
      const key = board.getKeyAtDomPos([event.clientX, event.clientY]);
      if (!key) return;
      if (tool !== 'move') {
        event.stopPropagation();
        event.preventDefault();
        const [color, role] = tool.split(' ');
        board.setPieces(new Map([[key, tool === 'erase' ? undefined : { color, role }]]));
        changed();
        return;
      }
      press = { key, x: event.clientX, y: event.clientY };
    },
    { capture: true },
  );
  boardEl.addEventListener(
    'pointerup',
    (event) => {
      if (!active() || !press) return;
      const { key, x, y } = press;
      press = null;
      if (Math.hypot(event.clientX - x, event.clientY - y) > 6) return; // a drag, not a click
      const piece = pieces().get(key);
      if (piece?.role !== 'rook') return;
      const toggled = new Map(rights);
      if (!toggled.delete(key)) {
        if (!castlingRooks(chess, position(new Map([[key, piece.color]]), '-'))?.includes(key)) return;
        toggled.set(key, piece.color);
      }
      rights = toggled;
      board.selectSquare(null);
      changed();
    },
    { capture: true },
  );

  function active() {
    return !el.panel.hidden;
  }

  /** The FEN of the board with the side to move chosen, castling `withRights` and en passant. */
  function position(withRights, enPassant) {
    return editorFen({ placement: board.getFen(), turn: el.turn.value, rights: withRights, enPassant });
  }

  /** Rewrites the FEN, the en passant choices and the verdict after any change. */
  function changed() {
    rights = keptRights(pieces(), rights);
    // Only squares where a capture en passant is possible: the library drops the others.
    const withEp = (/** @type {string} */ square) => position(rights, square);
    const candidates = chess.validateFen(withEp('-')) ? [] : enPassantChoices(chess, withEp);
    const chosen = openingEp ?? el.ep.value;
    openingEp = null;
    el.ep.replaceChildren(new Option(t('editorNoEnPassant'), '-'), ...candidates.map((s) => new Option(s, s)));
    el.ep.value = candidates.includes(chosen) ? chosen : '-';
    el.ep.disabled = candidates.length === 0;
    fen = withEp(el.ep.value);
    const error = chess.validateFen(fen);
    valid = !error;
    // The castling letters as the library writes them in the chosen format, as given while it refuses the FEN.
    if (valid) fen = chess.game(fen).fen(el.format.value === 'shredder' ? { castling: 'shredder' } : undefined);
    const field = fen.split(' ')[2];
    el.error.textContent = error ? errorText(error) : '';
    el.play.disabled = !valid;
    el.clear.disabled = castlingPathPieces(chess, withEp('-')).length === 0;
    el.rights.textContent = t('editorRights', { rights: field === '-' ? t('noRights') : field });
    board.set({ highlight: { custom: new Map([...rights.keys()].map((s) => [s, 'castle-right'])) } });
    onFen(fen, error);
  }

  el.turn.addEventListener('change', changed);
  el.ep.addEventListener('change', changed);
  el.format.addEventListener('change', changed);
  el.clear.addEventListener('click', () => {
    board.setPieces(new Map(castlingPathPieces(chess, position(rights, '-')).map((s) => [s, undefined])));
    changed();
  });
  el.empty.addEventListener('click', () => {
    board.set({ fen: '8/8/8/8/8/8/8/8' });
    changed();
  });
  el.play.addEventListener('click', () => valid && onPlay(fen));

  return {
    /** Opens the editor on a position (a valid FEN). */
    open(startFen) {
      const game = chess.game(startFen);
      const castling = game.castlingRights();
      rights = new Map(
        ['w', 'b'].flatMap((c) =>
          [castling[c].kingside, castling[c].queenside].filter(Boolean).map((rook) => [rook, COLOR_NAME[c]]),
        ),
      );
      el.turn.value = game.turn();
      openingEp = startFen.split(' ')[3];
      el.panel.hidden = false;
      choose('move');
      board.set({
        fen: startFen,
        lastMove: undefined,
        check: false,
        movable: { free: true, color: 'both', dests: new Map(), showDests: false },
        draggable: { deleteOnDropOff: true },
        events: { change: changed },
      });
      changed();
    },
    close() {
      el.panel.hidden = true;
      board.set({
        movable: { free: false, showDests: true },
        draggable: { deleteOnDropOff: false },
        events: { change: undefined },
        highlight: { custom: new Map() },
      });
    },
    active,
    /** Writes the editor's texts again in the current language. */
    relabel() {
      for (const button of el.palette.children) {
        const label = t(toolLabel(button.dataset.tool));
        button.title = label;
        button.setAttribute('aria-label', label);
      }
      if (active()) changed();
    },
  };
}
