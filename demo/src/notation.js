// How moves are written for the reader: SAN with English letters, figurines, or the language's
// own letters (the catalogue's localLetters). The package converts (sanWithLetters,
// sanFromLetters); PGN stays English SAN. No DOM here.
import { PIECE_LETTERS, sanFromLetters, sanWithLetters } from 'chess960';
import { t } from './i18n.js';

export const NOTATIONS = ['san', 'figurine', 'local'];
const STORAGE_KEY = 'chess960-demo.notation';

let notation = 'san';

/**
 * The letter set of a notation in the current language, or null for English SAN.
 * @param {string} [which]
 * @returns {import('chess960').PieceLetters | null}
 */
function letters(which = notation) {
  const set = which === 'figurine' ? 'figurine' : which === 'local' ? t('localLetters') : 'en';
  return /** @type {Record<string, import('chess960').PieceLetters>} */ (PIECE_LETTERS)[set] ?? null;
}

export const currentNotation = () => notation;

/**
 * Chooses the notation (remembered on this browser).
 * @param {string | null} which 'san', 'figurine' or 'local'
 * @param {{ remember?: boolean }} [options]
 */
export function setNotation(which, { remember = true } = {}) {
  notation = NOTATIONS.includes(which) ? which : 'san';
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, notation);
    } catch {
      // storage off: the choice lasts this visit
    }
  }
  return notation;
}

/** The notation chosen last time on this browser, or null. */
export function storedNotation() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * A SAN from the package, as the reader wants it.
 * @param {string} san
 */
export function showSan(san) {
  const set = letters();
  return set ? sanWithLetters(san, set) : san;
}

/**
 * A move as typed (English SAN, UCI, figurines or the language's letters) in the package's terms.
 * @param {string} text
 */
export function readMove(text) {
  return sanFromLetters(text, letters('local') ?? PIECE_LETTERS.figurine);
}

/** The knight's letter, for the move field's example. */
export const knightLetter = () => showSan('N');
