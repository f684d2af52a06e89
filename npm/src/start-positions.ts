// The numbers of the start positions and how a random one is drawn.
import { checkRandomSource, checkRandomValue } from './checks.js';
import * as contract from './generated/contract.js';

/** The FEN of standard chess (Chess960 start position 518). */
export const STANDARD_FEN: string = contract.STANDARD_FEN;
/** Number of Chess960 start positions. */
export const POSITION_COUNT: number = contract.START_POSITION_COUNT;
/** Scharnagl number of standard chess. */
export const STANDARD_POSITION_NUMBER: number = contract.STANDARD_POSITION_NUMBER;
/** Number of shuffle-chess start positions (shuffleFen). */
export const SHUFFLE_POSITION_COUNT: number = contract.SHUFFLE_POSITION_COUNT;
/** Number of Chess2880 start positions (chess2880Fen). */
export const CHESS2880_POSITION_COUNT: number = contract.CHESS2880_POSITION_COUNT;

/** What positionFromDice() read: the start built and the rolls it took, re-rolls included. */
export interface DiceReading {
  number: number;
  rollsUsed: number;
}

/**
 * A uniformly random whole number below `count`: from crypto.getRandomValues, or from `random`,
 * a source of numbers in [0, 1) such as Math.random or a seeded generator (one value per draw).
 */
export function randomBelow(count: number, random: (() => number) | undefined, method: string): number {
  if (random === undefined) {
    // Rejection sampling keeps every number equally likely.
    const limit = 2 ** 32 - (2 ** 32 % count);
    const buffer = new Uint32Array(1);
    for (;;) {
      crypto.getRandomValues(buffer);
      if (buffer[0] < limit) return buffer[0] % count;
    }
  }
  checkRandomSource(random, method);
  const value: unknown = random();
  checkRandomValue(value, method);
  return Math.floor(value * count);
}
