// The pools of Chess960 starts, by name (shared by the start positions and the tournament draw).

/** The pool names, in the order subsetsOf() lists them. */
export const START_SUBSETS = ['chess18', 'chess90', 'chess870', 'chess960'] as const;

/**
 * A pool of Chess960 starts: 'chess960', all 960; 'chess18', the 18 with king on e and rooks on a
 * and h, as in standard chess; 'chess90', the 90 where one castling needs the other side's rook
 * moved or taken first, since it stands on a square the castling king or rook must cross or land
 * on: `RKRxxxxx`, `RKxRxxxx`, `RxKRxxxx`, `xRKRxxxx` (O-O-O) and `xxxxxRKR` (O-O), 18 each;
 * 'chess870', the other 870. O-O ends on g and f, O-O-O on c and d, so the pools are not
 * mirror-symmetric (`xxxxRxKR` castles both ways at once).
 */
export type StartSubset = 'chess960' | 'chess18' | 'chess90' | 'chess870';
