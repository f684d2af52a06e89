// The PGN benchmarks' games (bench/js/pgn.mjs, bench/js/pgn-native.mjs), generated
// deterministically with the package: random Chess960 starts, plies chosen by a seeded generator
// with a preference for captures and checks (so games end in mates, like real ones, rather than
// wander). Three collections:
// - plain: games to the end, half of them with lichess-style clock comments ({ [%clk 0:02:59] });
// - dense: annotated as lichess studies and broadcasts export them: a comment with [%clk] and
//   [%eval] and a few words on every move, a NAG on every fifth, a two-move variation every sixth;
// - short: many short annotated games, as a club's or a study's collection: 0 to 90 plies each, a
//   comment on a quarter of the moves (words, sometimes an [%eval] or [%clk]), NAGs ($n or a "!?"
//   suffix) on about one move in seven, a variation of one to three moves every eight plies.
// Returns the games' text and their plies (variations included).

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'a',
  'good',
  'idea',
  'the',
  'knight',
  'is',
  'strong',
  'here',
  'better',
  'was',
  'played',
  'with',
  'tempo',
];
const SUFFIXES = ['!', '?', '!!', '??', '!?', '?!'];

/** @param {'plain' | 'dense' | 'short'} kind */
export function generateGames(chess, count, kind = 'plain') {
  const random = mulberry32(kind === 'short' ? 32 : 960);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const dense = kind === 'dense';
  const short = kind === 'short';
  const parts = [];
  let plies = 0;
  const choose = (sans) => {
    const sharp = sans.filter((m) => m.includes('x') || m.includes('+'));
    return pick(sharp.length > 0 && random() < 0.6 ? sharp : sans);
  };
  const numbered = (ply, move, always) =>
    ply % 2 === 0 ? `${ply / 2 + 1}. ${move}` : always ? `${(ply + 1) / 2}... ${move}` : move;
  const remark = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(WORDS)).join(' ');
  for (let g = 0; g < count; g++) {
    const fen = chess.startFen(Math.floor(random() * 960));
    const game = chess.game(fen);
    const clocks = dense || (kind === 'plain' && g % 2 === 1);
    const length = short ? Math.floor(random() * 91) : 200;
    let movetext = '';
    let afterComment = false;
    for (let ply = 0; ply < length && !game.isGameOver(); ply++) {
      const sans = game.legalMovesSan();
      const move = choose(sans);
      // A variation: other moves here (written after the main move).
      let variation = '';
      if ((dense ? ply % 6 === 5 : short && ply % 8 === 7) && sans.length > 1) {
        const side = game.clone();
        const other = choose(sans.filter((m) => m !== move));
        side.move(other);
        variation = dense ? `( ${numbered(ply, other, true)} { an alternative }` : `(${numbered(ply, other, true)}`;
        plies++;
        for (let k = short ? Math.floor(random() * 3) : 1; k > 0 && !side.isGameOver(); k--) {
          const reply = choose(side.legalMovesSan());
          variation += ` ${reply}`;
          side.move(reply);
          plies++;
        }
        variation += dense ? ' ) ' : ') ';
      }
      game.move(move);
      movetext += numbered(ply, move, clocks || afterComment);
      afterComment = false;
      if (short && random() < 1 / 7) movetext += random() < 0.5 ? pick(SUFFIXES) : ` $${1 + Math.floor(random() * 20)}`;
      movetext += ' ';
      if (dense && ply % 5 === 4) movetext += `$${1 + (ply % 6)} `;
      const clock = `[%clk 0:0${Math.floor(2 - ply / 200)}:${String(59 - (ply % 60)).padStart(2, '0')}]`;
      if (dense) movetext += `{ ${clock} [%eval ${((ply % 17) - 8) / 10}] a remark on move ${ply + 1} } `;
      else if (clocks) movetext += `{ ${clock} } `;
      else if (short && random() < 0.25) {
        const command = random() < 0.3 ? (random() < 0.5 ? `[%eval ${((ply % 17) - 8) / 10}] ` : `${clock} `) : '';
        movetext += `{${command}${remark()}} `;
        afterComment = true;
      }
      if (variation !== '') afterComment = true;
      movetext += variation;
      plies++;
    }
    const result =
      game.outcome().winner === 'w' ? '1-0' : game.outcome().winner === 'b' ? '0-1' : game.isDraw() ? '1/2-1/2' : '*';
    parts.push(
      `[Event "bench ${g}"]\n[Site "?"]\n[Date "2026.11.30"]\n[Round "?"]\n[White "A"]\n[Black "B"]\n` +
        `[Result "${result}"]\n[Variant "Chess960"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n${movetext}${result}\n`,
    );
  }
  return { text: parts.join('\n'), plies };
}
