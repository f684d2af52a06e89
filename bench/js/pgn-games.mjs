// The PGN benchmarks' games (bench/js/pgn.mjs, bench/js/pgn-native.mjs), generated
// deterministically with the package: random Chess960 starts, plies chosen by a seeded generator
// with a preference for captures and checks (so games end in mates, like real ones, rather than
// wander), half of them with lichess-style clock comments ({ [%clk 0:02:59] }). Dense games are
// annotated as lichess studies and broadcasts export them: a comment with [%clk] and [%eval] and
// a few words on every move, a NAG on every fifth, and a two-move variation every sixth.
// Returns the games' text and their plies (variations included).

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateGames(chess, count, dense = false) {
  const random = mulberry32(960);
  const parts = [];
  let plies = 0;
  for (let g = 0; g < count; g++) {
    const fen = chess.startFen(Math.floor(random() * 960));
    const game = chess.game(fen);
    const clocks = dense || g % 2 === 1;
    let movetext = '';
    const choose = (sans) => {
      const sharp = sans.filter((m) => m.includes('x') || m.includes('+'));
      const pick = sharp.length > 0 && random() < 0.6 ? sharp : sans;
      return pick[Math.floor(random() * pick.length)];
    };
    for (let ply = 0; ply < 200 && !game.isGameOver(); ply++) {
      const sans = game.legalMovesSan();
      const move = choose(sans);
      // A variation: another move here and the reply to it (written after the main move).
      let variation = '';
      if (dense && ply % 6 === 5 && sans.length > 1) {
        const side = game.clone();
        const other = choose(sans.filter((m) => m !== move));
        side.move(other);
        const number = ply % 2 === 0 ? `${ply / 2 + 1}. ` : `${(ply + 1) / 2}... `;
        variation = `( ${number}${other} { an alternative }`;
        plies++;
        if (!side.isGameOver()) {
          variation += ` ${choose(side.legalMovesSan())}`;
          plies++;
        }
        variation += ' ) ';
      }
      game.move(move);
      if (ply % 2 === 0) movetext += `${ply / 2 + 1}. `;
      else if (clocks) movetext += `${(ply + 1) / 2}... `;
      movetext += move + ' ';
      if (dense && ply % 5 === 4) movetext += `$${1 + (ply % 6)} `;
      const clock = `[%clk 0:0${Math.floor(2 - ply / 200)}:${String(59 - (ply % 60)).padStart(2, '0')}]`;
      if (dense) movetext += `{ ${clock} [%eval ${((ply % 17) - 8) / 10}] a remark on move ${ply + 1} } `;
      else if (clocks) movetext += `{ ${clock} } `;
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
