// The tournament draw's share link (the page's query string; the fragment holds the game) and the
// list of starts a player types to compare with the draw. Before the reveal a link carries the
// announcement only; after it, the seed, the public value and the starts drawn too. No DOM here.

const FIELDS = { announcement: 'announcement', seed: 'seed', public: 'public', starts: 'starts' };

/** A start as the link and the starts field write it: "729", or "377/842" for Double Chess960. */
export const startText = (start) =>
  start.blackNumber === undefined ? String(start.number) : `${start.number}/${start.blackNumber}`;

/**
 * The link to this page for `announcement`; with `reveal` ({ seed, public, starts }) the revealed
 * draw too.
 * @param {string} href the page's address
 * @param {string} algorithm
 * @param {string} announcement
 * @param {{ seed: string, public: string, starts: { number: number, blackNumber?: number }[] } | null} [reveal]
 */
export function drawLink(href, algorithm, announcement, reveal = null) {
  const params = new URLSearchParams({ draw: algorithm, [FIELDS.announcement]: announcement });
  if (reveal) {
    params.set(FIELDS.seed, reveal.seed);
    if (reveal.public !== '') params.set(FIELDS.public, reveal.public);
    params.set(FIELDS.starts, reveal.starts.map(startText).join(','));
  }
  const url = new URL(href);
  url.search = params.toString();
  url.hash = '';
  return url.href;
}

/**
 * What a link made by drawLink() carries, or null for a page address without a draw.
 * @param {string} search location.search
 */
export function readDrawLink(search) {
  const params = new URLSearchParams(search);
  if (!params.has('draw') || !params.has(FIELDS.announcement)) return null;
  const get = (name) => params.get(FIELDS[name]) ?? '';
  return { announcement: get('announcement'), seed: get('seed'), public: get('public'), starts: get('starts') };
}

/**
 * The starts typed in the "starts played" field: "729, 511" or "377/842 128/345", or null when a
 * part is not a start number (0-959).
 * @param {string} text
 * @returns {{ number: number, blackNumber?: number }[] | null}
 */
export function readStarts(text) {
  const starts = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const match = /^(\d{1,3})(?:\/(\d{1,3}))?$/.exec(token);
    if (!match || Number(match[1]) > 959 || Number(match[2] ?? 0) > 959) return null;
    starts.push(
      match[2] === undefined
        ? { number: Number(match[1]) }
        : { number: Number(match[1]), blackNumber: Number(match[2]) },
    );
  }
  return starts;
}

/** The first round whose start played is not the one drawn, or 0 when all agree. */
export function firstDifference(played, drawn) {
  const at = played.findIndex(
    (start, i) => !drawn[i] || start.number !== drawn[i].number || start.blackNumber !== drawn[i].blackNumber,
  );
  return at + 1;
}
