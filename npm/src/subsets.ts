// The pools of Chess960 starts, by name (shared by the start positions and the tournament draw).

/** The pool names, in the order subsetsOf() lists them. */
export const START_SUBSETS = ['chess18', 'chess90', 'chess870', 'chess960'] as const;

/**
 * A pool of Chess960 starts: all 960; Chess18 (king on e, rooks on a and h); Chess90 (one
 * castling needs the other rook moved or taken first); Chess870 (the other 870).
 */
export type StartSubset = 'chess960' | 'chess18' | 'chess90' | 'chess870';
