// Where the controls sit: on a phone the move controls right under the board (a thumb's reach),
// the castling notes under them, and an imported game's header above the board; from 700 px
// wide all in the column beside the board, the notes and controls under the moves (a note then
// takes room from the moves, never moves a button) and the header at the top. The elements are
// moved, not copied, so that the order they are read and tabbed through is the order they are seen.
import { $ } from './dom.js';

const PHONE = '(max-width: 699.98px)';

export function createLayout() {
  const phone = matchMedia(PHONE);
  const el = {
    boardRow: document.querySelector('.board-row'),
    controls: $('board-controls'),
    notes: $('board-notes'),
    header: $('game-header'),
    side: $('side'),
    movesCard: $('moves-card'),
  };
  const place = () => {
    if (phone.matches) {
      el.boardRow.after(el.controls, el.notes);
      el.boardRow.before(el.header);
    } else {
      el.movesCard.append(el.notes, el.controls);
      el.side.prepend(el.header);
    }
  };
  phone.addEventListener('change', place);
  place();
}
