// Every text the page writes from code, in one place, for translation (issue 17). The static
// labels are in index.html. Functions take what varies.

const SIDE = { w: 'White', b: 'Black' };

export const STRINGS = {
  side: (color) => SIDE[color],
  loading: 'Loading the rules…',
  loadFailed: (message) => `The rules engine failed to load: ${message}`,
  noMovesYet: (color) => `No moves yet. ${SIDE[color]} begins.`,
  gameOverUndo: 'The game is over: undo a move or start a new game.',
  wrongTurn: (move, color) => `${move} is not a legal move for ${SIDE[color]}, and it is ${SIDE[color]}'s move.`,
  notYourTurn: (move, color, other) => `It is ${SIDE[color]}'s move: ${move} would be a move for ${SIDE[other]}.`,
  copied: 'Copied.',
  selectToCopy: 'Selected: press Ctrl+C (⌘C) to copy.',
  linkCopied: 'Link copied.',
  linkSelect: 'Press Ctrl+C (⌘C) to copy the link.',
  badLink: (token) => `The link's moves stop at "${token}": the moves before it are shown.`,
  badLinkStart: 'The link names no start this page can load; showing standard chess.',
  numberMissing: (who) => `Enter ${who}start position number, from 0 to 959.`,
  numberNotNumber: (text) => `"${text}" is not a number: enter a whole number from 0 to 959.`,
  whoWhite: "White's ",
  whoBlack: "Black's ",
  whoAny: 'a ',
  numberLabel: 'Number (0–959)',
  numberLabelWhite: "White's number",
  customNumber: '—',
  resultLine: (result, text) => `${result} · ${text}`,
  claimedResult: (text) => `Draw claimed: ${text}`,
  rerolled: (roll) => `${roll}: rolled again`,
  placed: (roll, piece) => `${roll}: ${piece}`,
  startTitle: (color, number) => `${SIDE[color]}: start ${number}`,
  moveTitle: (san) => `Go to ${san}`,
  // The status line (view.js statusOf)
  drawReason: {
    stalemate: 'stalemate',
    'insufficient-material': 'dead position (insufficient material)',
    'seventy-five-moves': '75-move rule',
    'fivefold-repetition': 'fivefold repetition',
    'threefold-repetition': 'threefold repetition',
    'fifty-moves': '50-move rule',
  },
  claimedDraw: (reason, color) => `Draw by ${reason}, claimed by ${SIDE[color]}`,
  checkmate: (winner) => `Checkmate: ${SIDE[winner]} wins`,
  stalemate: (color) => `Stalemate: ${SIDE[color]} has no legal move. Draw`,
  drawBy: (reason) => `Draw by ${reason}`,
  toMove: (color, check) => (check ? `${SIDE[color]} to move, in check` : `${SIDE[color]} to move`),
  mayClaim: (reason) => ` · ${reason.charAt(0).toUpperCase() + reason.slice(1)}: a draw may be claimed`,
  // The start label (view.js startLabel)
  customStart: 'Custom position (from FEN)',
  startOf: (number, backRank) => `${number} · ${backRank}`,
  doubleStart: (white, black) => `White ${white} / Black ${black}`,
  // The castling buttons
  castleTitle: (san, what) => `Castle: ${san} (${what})`,
  castleShortWhat: 'king to g, rook to f',
  castleLongWhat: 'king to c, rook to d',
  castleGameOver: (san) => `${san} is not legal now: the game is over`,
  castleNotLegal: (san, reasons) => `${san} is not legal: ${reasons.join('; ')}`,
  castleLegend: 'On the board: red hatching = attacked, yellow frame = in the way.',
  pgnEvent: 'Chess960 demo game',
};

// The board editor
Object.assign(STRINGS, {
  editorMoveTool: 'Move pieces; click a rook on its first rank to give or take its castling right',
  editorEraseTool: 'Remove pieces',
  editorPiece: (color, role) => `Put a ${color} ${role}`,
  editorNoEnPassant: 'none',
  editorRights: (field) => `Castling rights: ${field === '-' ? 'none' : field}`,
  editorStatus: 'Board editor: set up a position, then Play from here',
});

// Analysis
Object.assign(STRINGS, {
  analysisStarting: 'Starting the engine…',
  analysisFailed: (message) => `The engine failed: ${message}`,
  analysisOver: 'The game is over here: nothing to analyse.',
  mateIn: (moves) => (moves > 0 ? `#${moves}` : `#-${-moves}`),
  pawns: (value) => (value > 0 ? '+' : value < 0 ? '−' : '') + Math.abs(value).toFixed(2),
  depth: (depth) => `depth ${depth}`,
});
