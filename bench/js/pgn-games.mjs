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
// - annotated: what an analysed broadcast or a study exports, annotations on every move: [%clk]
//   on each, [%eval] on every third, [%cal] arrows and [%csl] squares on about one in five, NAGs
//   on about one in six, a remark now and then, and a variation every seventh ply with a
//   variation nested in half of them (annotateGames).
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

/** @param {'plain' | 'dense' | 'short' | 'annotated'} kind */
export function generateGames(chess, count, kind = 'plain') {
  if (kind === 'annotated') return annotateGames(chess, count);
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

// The annotated moves of a variation from `game` (a clone, played on): `length` moves, an [%eval]
// and sometimes an arrow on each, and (when `nest`) a variation of its own after its second move.
function annotatedLine(game, firstPly, length, nest, random, choose) {
  let text = '';
  let plies = 0;
  for (let k = 0; k < length && !game.isGameOver(); k++) {
    const ply = firstPly + k;
    const sans = game.legalMovesSan();
    const move = choose(sans);
    let nested = '';
    if (nest && k === 1 && sans.length > 1) {
      const side = game.clone();
      const other = choose(sans.filter((m) => m !== move));
      side.move(other);
      nested = `(${ply % 2 === 0 ? `${ply / 2 + 1}.` : `${(ply + 1) / 2}...`} ${other}`;
      plies++;
      const reply = side.isGameOver() ? '' : choose(side.legalMovesSan());
      if (reply) ((nested += ` ${reply}`), plies++);
      nested += ') ';
    }
    const played = game.move(move);
    const number = ply % 2 === 0 ? `${ply / 2 + 1}. ` : k === 0 || nested ? `${(ply + 1) / 2}... ` : '';
    const arrow = random() < 0.3 ? ` [%cal G${played.from}${played.to}]` : '';
    text += `${number}${move} { [%eval ${(((ply * 7) % 31) - 15) / 10}]${arrow} } ${nested}`;
    plies++;
  }
  return { text, plies };
}

/** The `annotated` collection of generateGames (see the top of this file). */
export function annotateGames(chess, count) {
  const random = mulberry32(4960);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const choose = (sans) => {
    const sharp = sans.filter((m) => m.includes('x') || m.includes('+'));
    return pick(sharp.length > 0 && random() < 0.6 ? sharp : sans);
  };
  const parts = [];
  let plies = 0;
  for (let g = 0; g < count; g++) {
    const fen = chess.startFen(Math.floor(random() * 960));
    const game = chess.game(fen);
    const length = 40 + Math.floor(random() * 100);
    let movetext = '';
    let numbered = true;
    for (let ply = 0; ply < length && !game.isGameOver(); ply++) {
      const sans = game.legalMovesSan();
      const move = choose(sans);
      let variation = '';
      if (ply % 7 === 6 && sans.length > 1) {
        const side = game.clone();
        const other = choose(sans.filter((m) => m !== move));
        side.move(other);
        const rest = annotatedLine(side, ply + 1, 1 + Math.floor(random() * 4), random() < 0.5, random, choose);
        const number = ply % 2 === 0 ? `${ply / 2 + 1}.` : `${(ply + 1) / 2}...`;
        variation = `( ${number} ${other} { [%eval ${((ply % 13) - 6) / 10}] } ${rest.text}) `;
        plies += 1 + rest.plies;
      }
      const played = game.move(move);
      if (ply % 2 === 0 || numbered) movetext += `${Math.floor(ply / 2) + 1}${ply % 2 === 0 ? '.' : '...'} `;
      movetext += move;
      if (ply % 6 === 5)
        movetext += random() < 0.5 ? pick(['!', '?', '!?', '?!']) : ` $${1 + Math.floor(random() * 20)}`;
      const seconds = Math.max(0, 300 - ply * 2 - Math.floor(random() * 5));
      const clock = `[%clk 0:0${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}]`;
      const evaluation =
        ply % 3 === 2
          ? ply % 45 === 44
            ? ' [%eval #4]'
            : ` [%eval ${(((ply * 13) % 41) - 20) / 10},${18 + (ply % 9)}]`
          : '';
      const marks =
        ply % 5 === 1
          ? ` [%cal G${played.from}${played.to},R${played.to}${played.from === 'e4' ? 'd5' : 'e4'}] [%csl Y${played.to}]`
          : '';
      const remark =
        random() < 0.1 ? ` ${pick(['a fine move', 'the only move', 'time trouble', 'missing the tactic'])}` : '';
      movetext += ` { ${clock}${evaluation}${marks}${remark} } ${variation}`;
      numbered = variation !== '';
      plies++;
    }
    const result =
      game.outcome().winner === 'w' ? '1-0' : game.outcome().winner === 'b' ? '0-1' : game.isDraw() ? '1/2-1/2' : '*';
    parts.push(
      `[Event "annotated ${g}"]\n[Site "?"]\n[Date "2026.12.01"]\n[Round "${g + 1}"]\n[White "A"]\n[Black "B"]\n` +
        `[Result "${result}"]\n[Variant "Chess960"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n${movetext}${result}\n`,
    );
  }
  return { text: parts.join('\n'), plies };
}
