// hash(): a Zobrist key of what makes a position (board, side to move, castling rights, en-passant
// square), not of the clocks, written in hexadecimal as chess.js writes its own.
import { xoroshiro128 } from './xoroshiro128.js';

const random = xoroshiro128(0x9e3779b97f4a7c15f39cc0605cedc834n);
// One key per piece letter and square (a8 = 0), per castling letter, per en-passant file.
const PIECE_KEYS = new Map<string, bigint[]>(
  [...'PNBRQKpnbrqk'].map((letter) => [letter, Array.from({ length: 64 }, random)]),
);
const CASTLING_KEYS = new Map<string, bigint>([...'KQkqABCDEFGHabcdefgh'].map((letter) => [letter, random()]));
const EN_PASSANT_KEYS = Array.from({ length: 8 }, random);
const BLACK_KEY = random();

/** The key of a FEN's first four fields, in hexadecimal. */
export function positionHash(fen: string): string {
  const [board, turn, castling, enPassant] = fen.split(' ');
  let key = turn === 'b' ? BLACK_KEY : 0n;
  let square = 0;
  for (const c of board) {
    if (c === '/') continue;
    if (c >= '1' && c <= '8') square += Number(c);
    else key ^= PIECE_KEYS.get(c)![square++];
  }
  for (const c of castling) key ^= CASTLING_KEYS.get(c) ?? 0n;
  if (enPassant !== '-') key ^= EN_PASSANT_KEYS[enPassant.charCodeAt(0) - 97];
  return key.toString(16);
}
