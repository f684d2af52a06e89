// The move list and navigation: the game tree lichess style (the main line in rows of two moves,
// variations inline in parentheses, PGN comments, NAG glyphs and [%clk] clock times), the result
// at the end of the viewed line, the « ‹ › » buttons and arrow keys, and "new game" buttons once
// the game is over.
import { $, textElement } from './dom.js';
import { t } from './i18n.js';
import { showSan } from './notation.js';
import { commentsBefore, nagGlyphs } from './pgn-import.js';
import { lineEnd, nodesInOrder } from './tree.js';
import { clockText, moveNumberOf, resultOf, resultText, statusOf } from './view.js';

/** Wires the move list to the store; `onNewRandom` starts a game from a random start. */
export function createMoveList({ store, onNewRandom }) {
  const { state } = store;
  const el = {
    moves: $('moves'),
    scroll: $('moves-scroll'),
    empty: $('moves-empty'),
    result: $('moves-result'),
    gameOver: $('game-over-actions'),
    newSame: $('new-same'),
    newRandom: $('new-random'),
    navStart: $('nav-start'),
    navBack: $('nav-back'),
    navForward: $('nav-forward'),
    navEnd: $('nav-end'),
    moveInput: $('move-input'),
  };

  function moveSpan(node) {
    const span = textElement('span', 'san', showSan(node.san) + nagGlyphs(node));
    span.dataset.node = String(node.id);
    span.title = t('moveTitle', { move: span.textContent });
    if (node === state.viewed) {
      span.classList.add('current');
      span.setAttribute('aria-current', 'true');
    }
    return span;
  }
  /** A move with the clock time recorded after it ([%clk]), when the game has one. */
  function moveCell(node) {
    const move = moveSpan(node);
    if (node.pgn?.clock === undefined) return move;
    const clock = textElement('span', 'clock', clockText(node.pgn.clock));
    clock.title = t('clockTitle', { time: clock.textContent });
    const cell = textElement('span', 'move-cell', '');
    cell.append(move, clock);
    return cell;
  }
  const commentSpan = (text) => textElement('span', 'comment', text);
  const emptyCell = () => textElement('span', 'san empty', '');

  function render() {
    const { root } = state;
    const [, startTurn, , , , fullmove] = state.startFen.split(' ');
    const numberOf = (node) => moveNumberOf(node.ply, startTurn, Number(fullmove) || 1);
    const label = (node, force) => {
      const { number, color } = numberOf(node);
      if (color === 'w') return `${number}. `;
      return force ? `${number}… ` : '';
    };
    // A variation's moves inline, its own variations nested in parentheses.
    const inlineLine = (first, container) => {
      let force = true;
      for (let n = first; n; n = n.children[0]) {
        for (const comment of commentsBefore(n)) container.append(commentSpan(comment), ' ');
        const text = label(n, force);
        if (text) container.append(text);
        container.append(moveCell(n), ' ');
        force = false;
        if (n.comment) {
          container.append(commentSpan(n.comment), ' ');
          force = true;
        }
        if (n !== first && n.parent.children[0] === n && n.parent.children.length > 1) {
          for (const alt of n.parent.children.slice(1)) {
            const nested = textElement('span', 'variation', '(');
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
            const block = textElement('span', 'variation', '(');
            inlineLine(alt, block);
            block.lastChild.remove(); // the trailing space
            block.append(') ');
            li.append(block);
          }
          return li;
        }
        const num = textElement('span', 'num', item.white ? `${item.number}.` : `${item.number}…`);
        // Spaces between the cells (the grid ignores them) keep the strip and innerText readable.
        li.append(
          num,
          ' ',
          item.white ? moveCell(item.white) : emptyCell(),
          ' ',
          item.black ? moveCell(item.black) : emptyCell(),
          ' ',
        );
        return li;
      }),
    );
    el.empty.hidden = root.children.length > 0;
    el.empty.textContent = t(`noMovesYet.${startTurn}`);
    const result = lineResult();
    el.result.hidden = !result;
    el.result.textContent = result ?? '';
    scrollIntoList(el.moves.querySelector('.current'));
    const { viewed } = state;
    el.navStart.disabled = el.navBack.disabled = !viewed.parent;
    el.navForward.disabled = el.navEnd.disabled = viewed.children.length === 0;
    const wasOver = !el.gameOver.hidden;
    el.gameOver.hidden = !state.over;
    // A game just over: its buttons in view (on a phone a typed move's field is further down).
    if (state.over && !wasOver) el.gameOver.scrollIntoView({ block: 'nearest' });
  }

  /** The result at the end of the viewed line, when its game is over there (or a draw was claimed). */
  function lineResult() {
    const { game, claimed, viewed } = state;
    if (claimed) return t('resultLine', { result: '½-½', text: statusOf(game, claimed).text });
    const end = lineEnd(viewed);
    const atEnd = end === viewed ? game : store.gameAt(end);
    const result = resultOf(atEnd);
    if (result) return t('resultLine', { result, text: statusOf(atEnd).text });
    // An imported game's recorded result, while its main line is as recorded.
    const recorded = state.imported?.result;
    if (lineEnd(state.root) === state.imported?.end && recorded !== '*')
      return t('resultLine', { result: resultText(recorded), text: t(`recordedResult.${recorded}`) });
    return null;
  }

  /** Scrolls the move list (only it, never the page) so that the viewed move shows. */
  function scrollIntoList(move) {
    const list = el.scroll;
    if (!move) return void list.scrollTo({ top: 0, left: 0 });
    const box = list.getBoundingClientRect();
    const at = move.getBoundingClientRect();
    if (at.top < box.top) list.scrollTop -= box.top - at.top;
    else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
    if (at.left < box.left) list.scrollLeft -= box.left - at.left + 8;
    else if (at.right > box.right) list.scrollLeft += at.right - box.right + 8;
  }

  store.on('change', render);
  el.navStart.addEventListener('click', () => store.view(state.root));
  el.navBack.addEventListener('click', () => store.view(state.viewed.parent));
  el.navForward.addEventListener('click', () => store.view(state.viewed.children[0]));
  el.navEnd.addEventListener('click', () => store.view(lineEnd(state.viewed)));
  el.moves.addEventListener('click', (event) => {
    const id = /** @type {HTMLElement | null | undefined} */ (
      /** @type {Element} */ (event.target).closest?.('.san[data-node]')
    )?.dataset.node;
    if (id) store.view(nodesInOrder(state.root).find((node) => String(node.id) === id));
  });
  document.addEventListener('keydown', (event) => {
    // Keys step through the moves while the board's view shows, except in a field, on the board
    // (its arrow keys choose squares; the empty move field lets them through) and where a control
    // took them (the tools' tabs).
    const inField =
      /** @type {Element} */ (event.target).closest?.('input, textarea, select, dialog, #board[data-keys]') &&
      !(event.target === el.moveInput && el.moveInput.value === '');
    if (event.altKey || event.ctrlKey || event.metaKey || inField || state.editing || event.defaultPrevented) return;
    if (!el.scroll.checkVisibility()) return; // another view (the import, the draw) is shown
    const { viewed } = state;
    const target = { ArrowLeft: viewed.parent, ArrowRight: viewed.children[0], Home: state.root, End: lineEnd(viewed) };
    if (!(event.key in target)) return;
    event.preventDefault();
    store.view(target[event.key]);
  });
  el.newSame.addEventListener('click', () => store.newGame(state.startFen, state.start));
  el.newRandom.addEventListener('click', onNewRandom);
}
