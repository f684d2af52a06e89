// The game in the page's URL fragment, so that a reload or a shared link shows the same board:
//   #start=518&moves=e2e4_e7e5_(c7c5)_g1f3&at=2&flip=1&lang=en
//   start: a start number, or "white,black" for Double Chess960; or fen=<the start FEN>
//   moves: the move tree (tree.js encodeTree); at: which move is on the board (0 = the start,
//   n = the n-th move in tree.js nodesInOrder), the game's own place when left out;
//   flip: 1 when Black is at the bottom of the board;
//   lang: the page's language (en, ru, de, hy), so that a shared link opens in it;
//   or, for a game read from PGN, pgn=<its PGN, deflated, base64url> with its tags, comments and
//   clocks, and stopped=<where and why its reading stopped, base64url JSON> for a game read only
//   up to an error.
// No DOM here.

/**
 * The fragment's fields.
 * @param {string} hash
 * @returns {{ start: { white: number, black: number } | null, fen: string | null, moves: string,
 *   at: number | null, flip: boolean, lang: string | null, pgn: string | null, stopped: string | null }}
 */
export function readState(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = {
    start: null,
    fen: params.get('fen'),
    moves: params.get('moves') ?? '',
    at: null,
    flip: params.get('flip') === '1',
    lang: params.get('lang'),
    pgn: params.get('pgn'),
    stopped: params.get('stopped'),
  };
  const start = params.get('start');
  if (start !== null) {
    const [white, black = white] = start.split(',').map(Number);
    state.start = { white, black };
  }
  const at = params.get('at');
  if (at !== null && /^\d+$/.test(at)) state.at = Number(at);
  return state;
}

/**
 * The fragment for a game: a PGN (`pgn`, packed, with `stopped`), or its start (numbers, or the
 * FEN of a custom start) and moves; the viewed move, the board's side and the language.
 */
export function writeState({
  start = null,
  fen = null,
  moves = '',
  pgn = null,
  stopped = null,
  at,
  flip = false,
  lang = null,
}) {
  const parts = [];
  if (pgn) {
    parts.push(`pgn=${pgn}`);
    if (stopped) parts.push(`stopped=${stopped}`);
  } else {
    if (start) parts.push(`start=${start.white}${start.black !== start.white ? `,${start.black}` : ''}`);
    else parts.push(`fen=${encodeURIComponent(fen).replace(/%20/g, '+').replace(/%2F/g, '/')}`);
    if (moves) parts.push(`moves=${moves}`);
  }
  if (at !== null) parts.push(`at=${at}`);
  if (flip) parts.push('flip=1');
  if (lang) parts.push(`lang=${lang}`);
  return `#${parts.join('&')}`;
}

/** A value as base64url of its JSON (UTF-8), for a link. */
export function packJson(value) {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The value packJson() packed; throws when `packed` is not one. */
export function unpackJson(packed) {
  const binary = atob(packed.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}
