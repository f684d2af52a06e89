// The checks of the public API's arguments, and how their messages show a value: a mistake gets
// an error that names the method, the argument and what was given, before anything changes.
import { InvalidDrawError, InvalidStartPositionError, type InvalidPgnError } from './errors.js';
import type { FenReadOptions } from './game-types.js';
import { MAX_DRAW_SEED_BYTES, START_POSITION_COUNT } from './generated/contract.js';
import { squareIndex } from './squares.js';
import { utf8Length } from './utf8.js';

/** A value as an error message shows it: its kind, and a string's first 40 characters. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  if (typeof value === 'object') return 'an object';
  const primitive = value as bigint | boolean | number | symbol; // all that the checks above leave
  return `${typeof primitive} ${String(primitive)}`;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

// Whether `value` fits a 32-bit word.
export function isInt32(value: unknown): value is number {
  return typeof value === 'number' && (value | 0) === value;
}

// ---- games ----

// The index (0-63) of a square name, or a TypeError / RangeError naming the method.
export function checkSquare(square: unknown, method: string): number {
  if (typeof square !== 'string')
    throw new TypeError(`${method}() takes square names such as "e4"; got ${describeValue(square)}`);
  const index = squareIndex(square);
  if (index < 0) throw new RangeError(`${method}(): ${JSON.stringify(square.slice(0, 8))} is not a square (a1 to h8)`);
  return index;
}

// Option `key` of an options object, one of `allowed` (undefined when not given).
export function checkOptions<T extends string>(
  options: unknown,
  method: string,
  key: string,
  allowed: readonly T[],
): T | undefined {
  if (!isObject(options)) throw new TypeError(`${method}() options must be an object; got ${describeValue(options)}`);
  const value = options[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T))
    throw new TypeError(
      `${method}() option ${key} must be ${allowed.map((a) => `'${a}'`).join(' or ')}; got ${describeValue(value)}`,
    );
  return value as T;
}

// The `repair` flag of FenReadOptions.
export function repairOption(options: FenReadOptions | undefined, method: string): boolean {
  const repair: unknown =
    options === undefined ? false : options === null || typeof options !== 'object' ? null : (options.repair ?? false);
  if (typeof repair !== 'boolean')
    throw new TypeError(`${method}() options must be { repair: true | false }; got ${describeValue(options)}`);
  return repair === true;
}

// ---- start positions ----

export function checkPositionNumber(
  number: unknown,
  method: string,
  count = START_POSITION_COUNT,
): asserts number is number {
  if (typeof number !== 'number' || Number.isNaN(number))
    throw new TypeError(`${method}() takes a start position number (0-${count - 1}); got ${describeValue(number)}`);
  if (!Number.isInteger(number))
    throw new InvalidStartPositionError(
      'POSITION_NUMBER',
      `start position number ${number} is not a whole number; use 0 to ${count - 1}`,
    );
  if (number < 0 || number >= count)
    throw new InvalidStartPositionError(
      'POSITION_NUMBER',
      `start position number ${number} is out of range; use a whole number from 0 to ${count - 1}`,
    );
}

// A random source as randomPositionNumber() takes it.
export function checkRandomSource(random: unknown, method: string): asserts random is () => number {
  if (typeof random !== 'function')
    throw new TypeError(`${method}() takes a function returning numbers in [0, 1); got ${describeValue(random)}`);
}

// A value a random source returned.
export function checkRandomValue(value: unknown, method: string): asserts value is number {
  if (typeof value !== 'number' || !(value >= 0 && value < 1))
    throw new RangeError(
      `${method}(): the random source returned ${describeValue(value)}; it must return numbers in [0, 1)`,
    );
}

// ---- the tournament draw ----

// A UTF-16 surrogate without its other half: no UTF-8 text, so refused rather than replaced.
const LONE_SURROGATE = /\p{Cs}/u;

// The seed or the public value, checked as the engine checks it (and with the same words).
export function checkDrawText(value: unknown, what: string, option: string, limit: number, method: string): string {
  if (typeof value !== 'string')
    throw new TypeError(`${method}(): ${option} must be a string; got ${describeValue(value)}`);
  if (LONE_SURROGATE.test(value))
    throw new InvalidDrawError('DRAW_SEED', `${what} is not UTF-8 text (it holds a lone surrogate)`);
  const bytes = utf8Length(value);
  if (bytes > limit)
    throw new InvalidDrawError('DRAW_SEED', `${what} is ${bytes} bytes of UTF-8; at most ${limit} are allowed`);
  return value;
}

export function checkDrawSeed(seed: unknown, method: string): string {
  const text = checkDrawText(seed, 'the seed', 'seed', MAX_DRAW_SEED_BYTES, method);
  if (text === '')
    throw new InvalidDrawError('DRAW_SEED', `the seed is empty; it needs 1 to ${MAX_DRAW_SEED_BYTES} bytes of UTF-8`);
  return text;
}

// An optional true/false option.
export function checkFlag(value: unknown, option: string, fallback: boolean, method: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean')
    throw new TypeError(`${method}(): ${option} must be true or false; got ${describeValue(value)}`);
  return value;
}

// ---- notation ----

// The set's [English letter, its letter] pairs, once the arguments are checked.
export function checkLetterSet(text: unknown, letters: unknown, method: string): [string, string][] {
  const pairs: [string, unknown][] = isObject(letters) ? Object.entries(letters) : [];
  if (
    typeof text !== 'string' ||
    pairs.length !== 5 ||
    pairs.some(([piece, letter]) => !'KQRBN'.includes(piece) || typeof letter !== 'string')
  )
    throw new TypeError(
      `${method}() takes SAN text and a letter set; got ${describeValue(text)}, ${describeValue(letters)}`,
    );
  return pairs as [string, string][];
}

// ---- PGN ----

// The onError option of readPgn() and streamPgn().
export function checkOnError(options: unknown, method: string): ((error: InvalidPgnError) => void) | undefined {
  if (options === undefined) return undefined;
  if (!isObject(options)) throw new TypeError(`${method}() options must be an object; got ${describeValue(options)}`);
  const onError = options.onError;
  if (onError !== undefined && typeof onError !== 'function')
    throw new TypeError(`${method}() option onError must be a function; got ${describeValue(onError)}`);
  return onError as ((error: InvalidPgnError) => void) | undefined;
}

// What writePgn() throws for input of the wrong shape.
export function badPgnInput(what: string, expected: string, value: unknown): TypeError {
  return new TypeError(`writePgn(): ${what} must be ${expected}; got ${describeValue(value)}`);
}

// An optional array field of writePgn()'s input, every item checked.
export function checkPgnList(
  value: unknown,
  what: string,
  expected: string,
  valid: (item: unknown) => boolean,
): readonly unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(valid)) throw badPgnInput(what, expected, value);
  return value;
}
