// Small DOM helpers shared by the page's feature modules.
import { COLOR_NAME, ROLE_NAME } from './view.js';

/**
 * The element of index.html with this id. Typed any: each id names an input, select, dialog or
 * button, used as such.
 * @returns {any}
 */
export const $ = (id) => document.getElementById(id);

/** A chessground piece element ('w' | 'b', 'p' | 'n' | 'b' | 'r' | 'q' | 'k'), for palettes and diagrams. */
export function pieceElement(color, role) {
  const piece = document.createElement('piece');
  piece.className = `${ROLE_NAME[role]} ${COLOR_NAME[color]}`;
  return piece;
}

/** An element with a class and a text. */
export function textElement(tag, className, text) {
  return Object.assign(document.createElement(tag), { className, textContent: text });
}

/**
 * A message in `element` that goes after `ms` (a newer one restarts the clock); `keep` shows one
 * that stays until the next (and stops an older one's clock from wiping it).
 */
export function timedNote(element, ms = 3000) {
  let timer;
  return (text, keep = false) => {
    element.textContent = text;
    clearTimeout(timer);
    if (!keep) timer = setTimeout(() => (element.textContent = ''), ms);
  };
}
