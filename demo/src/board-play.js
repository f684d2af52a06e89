// Board and moves: chessground showing the viewed position, moves by drag, click or typing, the
// promotion dialog, the status line, and the undo, flip and claim-draw buttons. The rules are the
// package's (store.js asks it); this module only shows what it says and passes moves on.
import { Chessground } from 'chessground';
import { $, pieceElement } from './dom.js';
import { t } from './i18n.js';
import { errorText } from './messages.js';
import { knightLetter, readMove, showSan } from './notation.js';
import { typedCastling } from './castling-why.js';
import { pgnShapes } from './pgn-import.js';
import { COLOR_NAME, statusOf } from './view.js';

/** The board, shown (empty) while the library loads: chessground measures it once, so it comes after the texts. */
export function createBoard() {
  return Chessground($('board'), {
    fen: '8/8/8/8/8/8/8/8', // empty until the first game: its pieces appear, none slides from 518
    orientation: 'white',
    coordinates: true,
    autoCastle: true,
    animation: { enabled: !matchMedia('(prefers-reduced-motion: reduce)').matches, duration: 180 },
    highlight: { lastMove: true, check: true },
    movable: { free: false, showDests: true, rookCastle: true },
    // No premoves: one person plays both sides here, so no move is ever waited for.
    premovable: { enabled: false },
    draggable: { enabled: true, showGhost: true },
    drawable: { enabled: true },
  });
}

/** Shows a modal dialog; resolves with the value of the button that closed it, '' for Cancel or Escape. */
function ask(dialog) {
  dialog.returnValue = '';
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue), { once: true });
    dialog.showModal();
  });
}

/** Wires the board and the move controls to the store; `shapes` (board-shapes.js) draws over the pieces. */
export function createBoardPlay({ store, board, shapes }) {
  const { state } = store;
  const el = {
    board: $('board'),
    status: $('status'),
    undo: $('undo'),
    flip: $('flip'),
    claim: $('claim-draw'),
    moveForm: $('move-form'),
    moveInput: $('move-input'),
    moveError: $('move-error'),
    announce: $('move-announce'),
    promotion: $('promotion'),
    promotionChoices: $('promotion-choices'),
    choice: $('castle-choice'),
    choiceText: $('castle-choice-text'),
    choiceStep: $('castle-choice-step'),
    choiceCastle: $('castle-choice-castle'),
  };
  /** Shows a move's error in the player's language; the move named as the player wrote it. */
  const showMoveError = (error, typed = undefined) => {
    if (!error) return;
    el.moveError.textContent = errorText(error, typed === undefined ? {} : { move: typed });
    el.moveError.scrollIntoView({ block: 'nearest' }); // below the board: bring it into view
  };

  /**
   * The library's error for a typed move, or, for a move the other side could play here, whose
   * move it is: the library judges the same text with the turn handed over.
   */
  function explainIllegal(text, typed, error) {
    const { chess, game } = state;
    const turn = game.turn();
    const fields = game.fen().split(' ');
    fields[1] = turn === 'w' ? 'b' : 'w';
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

  /** Asks which piece a pawn becomes: `roles`, the promotions the library lists for the move. */
  function askPromotion(color, roles) {
    el.promotionChoices.replaceChildren(
      ...roles.map((role, i) => {
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
    return ask(el.promotion);
  }

  /**
   * Asks which move a king's step onto its castling square next to it means (moveForDrop's
   * 'choice': `step`, the king's plain move, and `castling`); resolves with the move, or null.
   */
  async function askCastlingOrStep(step, castling) {
    const { chess, game } = state;
    // What the step costs, from the package: the castling rights left after it.
    const after = chess.game(game.fen());
    after.move(step.uci);
    const rights = after.castlingRights()[step.color];
    const fill = (button, san, what) => {
      const [sanText, whatText] = button.children;
      sanText.textContent = showSan(san);
      whatText.textContent = what;
    };
    el.choiceText.textContent = t('castleChoiceText', { from: step.from, to: step.to, castle: castling.san });
    fill(
      el.choiceStep,
      step.san,
      rights.kingside || rights.queenside ? t('castleChoiceStep') : t(`castleChoiceStepLoses.${step.color}`),
    );
    fill(el.choiceCastle, castling.san, t('castleChoiceCastle', { king: castling.kingTo, rook: castling.rookTo }));
    const answer = await ask(el.choice);
    return answer === 'step' ? step : answer === 'castle' ? castling : null;
  }

  /**
   * Called by chessground after the user moved a piece to one of the board's destinations (a drag,
   * two clicks or Enter): the package says which move that is, or that it is two moves.
   */
  async function afterBoardMove(orig, dest) {
    if (state.editing) return; // pieces moved in the editor are no moves of the game
    const { game } = state;
    const drop = game.moveForDrop(orig, dest);
    if (drop.kind === 'choice') {
      const move = await askCastlingOrStep(...drop.moves);
      if (!move) return store.changed(); // cancelled: put the king back
      return showMoveError(store.play(move.uci));
    }
    if (drop.kind !== 'move') return store.changed(); // chessground was given the legal ones only
    if (game.isPromotion(orig, dest)) {
      const roles = game
        .legalMoves({ verbose: true })
        .filter((move) => move.from === orig && move.to === dest)
        .map((move) => move.promotion);
      const promotion = await askPromotion(game.turn(), roles);
      if (!promotion) return store.changed(); // cancelled: put the pawn back
      showMoveError(store.play({ from: orig, to: dest, promotion }));
      return;
    }
    showMoveError(store.play(drop.move.uci));
  }
  board.set({ movable: { events: { after: afterBoardMove } } });

  function render({ reason }) {
    const { game, over, dests, viewed, claimed, orientation } = state;
    if (reason !== 'redraw') el.moveError.textContent = '';
    const turn = game.turn();
    const last = game.history({ verbose: true }).at(-1);
    board.set({
      fen: game.fen(),
      orientation,
      turnColor: COLOR_NAME[turn],
      check: game.isCheck() ? COLOR_NAME[turn] : false,
      lastMove: last ? [last.from, last.kingTo ?? last.to] : undefined,
      movable: { color: over ? undefined : COLOR_NAME[turn], dests },
    });
    el.flip.setAttribute('aria-pressed', String(orientation === 'black'));
    shapes.set('pgn', pgnShapes(viewed)); // [%cal] arrows and [%csl] squares of a game read from PGN
    if (reason === 'move') {
      const played = viewed.san && game.history({ verbose: true }).at(-1);
      if (played) el.announce.textContent = t(`moveAnnounced.${played.color}`, { move: showSan(played.san) });
    }
    const status = store.recordedEnd()
      ? { text: t(`recordedResult.${state.imported.result}`), kind: 'recorded' }
      : statusOf(game, claimed);
    el.status.textContent = status.text;
    el.status.dataset.kind = status.kind;
    el.status.dataset.turn = turn;
    el.undo.disabled = !viewed.parent && !claimed;
    const claimable = over ? [] : game.outcome().claimable;
    el.claim.hidden = claimable.length === 0;
    el.claim.dataset.claim = claimable[0] ?? '';
  }
  // The board by keyboard: it takes the focus; arrow keys move a cursor (a ring on the square),
  // Enter picks up a piece or puts it down (as a click would), Escape lets go; what is under the
  // cursor and each move played are read out (#move-announce).
  let cursor = null;
  let left = null; // where the cursor was when the board lost the focus (to a dialog, say)
  const FILES = 'abcdefgh';
  function describeSquare(square) {
    const piece = state.game.get(square);
    return piece ? t('squareWithPiece', { square, piece: t(`boardPiece.${piece.color}${piece.type}`) }) : square;
  }
  // Only a focus by keyboard shows the cursor: after a click the arrow keys step through the moves.
  let pointerFocus = false;
  const setCursor = (square) => {
    cursor = square;
    if (square) el.board.dataset.keys = 'on';
    else delete el.board.dataset.keys;
    shapes.set('cursor', square ? [{ orig: square, brush: 'blue' }] : []);
  };
  el.board.addEventListener(
    'pointerdown',
    () => {
      pointerFocus = true;
      left = null;
      if (cursor) setCursor(null);
    },
    { capture: true },
  );
  el.board.addEventListener('focus', () => {
    if (pointerFocus || state.editing) return void (pointerFocus = false);
    setCursor(board.state.selected ?? left ?? (state.orientation === 'white' ? 'e2' : 'e7'));
    el.announce.textContent = describeSquare(cursor);
  });
  el.board.addEventListener('blur', () => {
    pointerFocus = false;
    left = cursor;
    setCursor(null);
  });
  el.board.addEventListener('keydown', (event) => {
    if (state.editing || !cursor || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[event.key];
    if (step) {
      const flip = state.orientation === 'white' ? 1 : -1;
      const file = FILES.indexOf(cursor[0]) + step[0] * flip;
      const rank = Number(cursor[1]) + step[1] * flip;
      if (file >= 0 && file < 8 && rank >= 1 && rank <= 8) setCursor(FILES[file] + rank);
      el.announce.textContent = describeSquare(cursor);
    } else if (event.key === 'Enter' || event.key === ' ') {
      // As a click: chessground plays a destination (afterBoardMove); a king put down toward a
      // castling that is not legal is only let go of, so the package says why.
      const selected = board.state.selected;
      const refused = selected && selected !== cursor && !state.over && state.game.moveForDrop(selected, cursor);
      board.selectSquare(cursor);
      if (refused && refused.kind === 'refused') store.emit('castle-refused', refused);
      if (board.state.selected)
        el.announce.textContent = t('pieceTaken', { what: describeSquare(board.state.selected) });
    } else if (event.key === 'Escape') board.selectSquare(null);
    else return;
    event.preventDefault();
  });

  store.on('change', render);
  store.on('new', () => {
    el.moveInput.value = ''; // a move typed for the last game is no move of this one
    left = null; // a new game's cursor starts on the first square again
  });
  store.on('editing', ({ on }) => {
    if (!on) return;
    el.status.textContent = t('editorStatus');
    el.status.dataset.kind = 'play';
  });
  store.on('move-error', ({ error }) => showMoveError(error));
  store.on('relabel', () => {
    el.moveInput.placeholder = t('moveExamples', { knight: knightLetter() });
    el.moveError.textContent = '';
    if (state.editing) el.status.textContent = t('editorStatus');
  });

  el.undo.addEventListener('click', () => store.undo());
  el.flip.addEventListener('click', () => store.flip());
  el.claim.addEventListener('click', () => store.claim(el.claim.dataset.claim));
  el.moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = el.moveInput.value.trim();
    if (!text) return;
    if (state.game.isGameOver() || state.claimed) {
      el.moveError.textContent = t('gameOverUndo');
      return;
    }
    const english = readMove(text);
    const error = store.play(english);
    if (!error) return void (el.moveInput.value = '');
    // A castling that is not legal: why, in the package's words (castlingStatus).
    const castling = state.why && typedCastling(state.why, english);
    if (castling && !castling.legal) showMoveError(new Error(castling.text));
    else showMoveError(explainIllegal(english, text, error), text);
  });
}
