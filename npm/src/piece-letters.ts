// SAN with other piece letters: figurines, or a language's own letters (German K D T L S,
// Russian Кр Ф Л С К). Pure text: no position is needed, since in SAN the only upper-case
// letters are piece letters (and the O of castling, which no set changes).
import { checkLetterSet } from './checks.js';

/** The letters of a notation for king, queen, rook, bishop and knight (SAN's K Q R B N). */
export type PieceLetters = Readonly<Record<'K' | 'Q' | 'R' | 'B' | 'N', string>>;

/** Letter sets: figurines, German and Russian. */
export const PIECE_LETTERS = {
  figurine: { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘' },
  de: { K: 'K', Q: 'D', R: 'T', B: 'L', N: 'S' },
  ru: { K: 'Кр', Q: 'Ф', R: 'Л', B: 'С', N: 'К' },
} as const satisfies Record<string, PieceLetters>;

/** SAN (as move() and history() give it) with another set's letters: sanWithLetters('Qxe8+', PIECE_LETTERS.de) is 'Dxe8+'. */
export function sanWithLetters(san: string, letters: PieceLetters): string {
  const set = Object.fromEntries(checkLetterSet(san, letters, 'sanWithLetters'));
  return san.replace(/[KQRBN]/g, (english) => set[english]);
}

/**
 * A move typed with a set's letters, back in English letters for move(): the longest letter
 * first (Russian "Кр" before "К"), figurines in any set; English SAN and UCI
 * come back unchanged. Where a set's letter is also an English one, the set's meaning wins.
 */
export function sanFromLetters(text: string, letters: PieceLetters): string {
  const readings = [...checkLetterSet(text, letters, 'sanFromLetters'), ...Object.entries(PIECE_LETTERS.figurine)];
  readings.sort((a, b) => b[1].length - a[1].length);
  let english = '';
  for (let i = 0; i < text.length;) {
    const reading = readings.find(([, letter]) => letter && text.startsWith(letter, i));
    english += reading ? reading[0] : text[i];
    i += reading ? reading[1].length : 1;
  }
  return english;
}
