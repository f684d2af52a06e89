// The game in the page's URL fragment, so that a reload or a shared link shows the same board:
//   #start=518&moves=e2e4_e7e5_(c7c5)_g1f3&at=2
//   start: a start number, or "white,black" for Double Chess960; or fen=<the start FEN>
//   moves: the move tree (tree.js encodeTree); at: which move is on the board (0 = the start,
//   n = the n-th move in tree.js nodesInOrder), the end of the main line when left out;
//   lang: the page's language (en, ru, de, hy), so that a shared link opens in it;
//   or pgn=<the game's PGN, deflated, base64url>: a shared game with its tags and comments.
// No DOM here.

/** The fragment's fields: { start: { white, black } | null, fen: string | null, moves, at, lang: string | null, pgn: string | null }. */
export function readState(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = {
    start: null,
    fen: null,
    moves: params.get('moves') ?? '',
    at: null,
    lang: params.get('lang'),
    pgn: params.get('pgn'),
  };
  const start = params.get('start');
  if (start !== null) {
    const [white, black = white] = start.split(',').map(Number);
    state.start = { white, black };
  }
  state.fen = params.get('fen');
  const at = params.get('at');
  if (at !== null && /^\d+$/.test(at)) state.at = Number(at);
  return state;
}

/** The fragment for a game: its start (numbers, or the FEN of a custom start), moves, viewed move and language. */
export function writeState({ start, fen, moves, at, lang = null }) {
  const parts = [];
  if (start) parts.push(`start=${start.white}${start.black !== start.white ? `,${start.black}` : ''}`);
  else parts.push(`fen=${encodeURIComponent(fen).replace(/%20/g, '+').replace(/%2F/g, '/')}`);
  if (moves) parts.push(`moves=${moves}`);
  if (at !== null) parts.push(`at=${at}`);
  if (lang) parts.push(`lang=${lang}`);
  return `#${parts.join('&')}`;
}
