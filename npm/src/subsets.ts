// The pools of Chess960 starts, by name (shared by index.ts and draw.ts).

/**
 * A pool of Chess960 starts: all 960; Chess18 (king on e, rooks on a and h); Chess90 (one
 * castling needs the other rook moved or taken first); Chess870 (the other 870).
 */
export type StartSubset = 'chess960' | 'chess18' | 'chess90' | 'chess870';
