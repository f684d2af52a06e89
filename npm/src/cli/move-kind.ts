// What kind of move a UCI move is in a position, read from the board, so that moves an engine
// generates but the rules do not (an illegal castling, a bad en passant) can be described too:
// the package's move objects (the engine's move record) describe legal moves only.
import type { Game, Square } from '../index.js';

export type MoveKind = 'castling' | 'en passant' | 'promotion' | 'pawn' | 'capture' | 'plain';

const PIECE_NAMES: Record<string, string> = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

export function moveKind(game: Game, uci: string): MoveKind {
  const piece = game.get(uci.slice(0, 2));
  const target = game.get(uci.slice(2, 4));
  if (piece?.type === 'k' && target?.type === 'r' && target.color === piece.color) return 'castling';
  if (piece?.type === 'p') {
    if (uci.length === 5) return 'promotion';
    if (uci[0] !== uci[2] && target === null) return 'en passant';
    return 'pawn';
  }
  return target !== null ? 'capture' : 'plain';
}

/** A line for a reproduction: the kind of move, with the squares that matter for it. */
export function describeMove(game: Game, uci: string): string {
  const from = uci.slice(0, 2) as Square;
  const to = uci.slice(2, 4) as Square;
  const piece = game.get(from);
  const target = game.get(to);
  const legal = game.legalMoves().includes(uci);
  const verdict = legal ? '' : ' (not a legal move here)';
  const name = piece === null ? 'nothing' : PIECE_NAMES[piece.type];
  switch (moveKind(game, uci)) {
    case 'castling': {
      // Where this colour's castling on that side puts king and rook, legal now or not.
      const side = to[0] > from[0] ? 'kingside' : 'queenside';
      const { kingTo, rookTo } = game.castlingStatus()[piece!.color][side];
      return (
        `castling ${side === 'kingside' ? 'O-O' : 'O-O-O'}: king on ${from} takes its rook on ${to} ` +
        `(king to ${kingTo}, rook to ${rookTo})${verdict}`
      );
    }
    case 'en passant':
      return `en passant: pawn on ${from} takes on ${to}, removing the pawn on ${to[0]}${from[1]}${verdict}`;
    case 'promotion':
      return `promotion to ${PIECE_NAMES[uci[4].toLowerCase()] ?? uci[4]}${target !== null ? `, taking a ${PIECE_NAMES[target.type]}` : ''}${verdict}`;
    default: {
      const files = Math.abs(from.charCodeAt(0) - to.charCodeAt(0));
      if (piece?.type === 'k' && files >= 2 && from[1] === to[1])
        return `plain king move of ${files} files: castling written as the king's destination? (UCI_Chess960 writes king takes rook)${verdict}`;
      const taking = target !== null ? `, taking a ${PIECE_NAMES[target.type]}` : '';
      return `plain move: ${name} ${from} to ${to}${taking}${verdict}`;
    }
  }
}
