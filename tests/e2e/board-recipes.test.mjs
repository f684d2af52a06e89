// The npm README's three Chess960 boards ("Chess960 on a board"), taken from npm/README.md as
// written and played in headless Chromium with the real board libraries (this runner's pinned
// devDependencies) against the packed package: chessground (castling by drag in both colours, a
// premove castling, a dropped premove and its reason, the choice of a king next to its castling
// square), cm-chessboard (the king clicked, then its rook: its issue #150; a drag two squares
// toward the castling square; a refused castling's reasons) and react-chessboard (bundled by
// esbuild; its onPieceDrop example on chess960/chess.js). Around each recipe the test adds only
// the page, an import map, one line exposing the recipe's variables, and the start: the recipes
// draw a random start, which the test replaces with a fixed FEN (and chessground's `you`).
//
// Run from the repo root:  node --test tests/e2e/board-recipes.test.mjs  (needs npm/dist built)
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fencedBlocks } from '../doc/readme-doctest.mjs';
import { launchChromium, run, serveStatic } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const npmDir = resolve(here, '..', '..', 'npm');
const readme = readFileSync(join(npmDir, 'README.md'), 'utf8');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Start 709 (RKBBQNNR) with the back ranks cleared to king and rooks: king b1, rooks a1 and h1,
// so both castlings are legal at once and c1 (next to the king) is O-O-O's castling square.
const START_709 = 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1';
const RANDOM_START = 'chess960.startFen(chess960.randomPositionNumber())';

// The README block whose fence info mentions `words`, its random start replaced by `fen`.
function recipe(words, fen) {
  const block = fencedBlocks(readme).find((b) => words.every((w) => b.info.join(' ').includes(w)));
  assert.ok(block, `npm/README.md has no block fenced with ${words.join(' ')}`);
  assert.ok(block.code.includes(RANDOM_START), `the ${words.join(' ')} recipe draws its start with ${RANDOM_START}`);
  return block.code.replace(RANDOM_START, JSON.stringify(fen));
}

let tmp;
let site;
let browser;

before(async () => {
  assert.ok(existsSync(join(npmDir, 'dist', 'index.js')), 'build the package first (cd npm && node scripts/build.mjs)');
  mkdirSync(join(here, '.tmp'), { recursive: true });
  tmp = mkdtempSync(join(here, '.tmp', 'boards-'));
  const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', tmp], { cwd: npmDir, timeoutMs: 60_000 });
  const tarball = join(tmp, JSON.parse(stdout)[0].filename);
  site = join(tmp, 'site');
  mkdirSync(site);
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({
      name: 'boards',
      private: true,
      type: 'module',
      dependencies: { chess960: `file:${relative(site, tarball)}` },
    }),
  );
  await run(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: site,
    timeoutMs: 120_000,
  });
  for (const name of ['chessground', 'cm-chessboard'])
    cpSync(join(here, 'node_modules', name), join(site, 'node_modules', name), { recursive: true });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close().catch(() => {});
  if (tmp && process.env.CHESS960_E2E_KEEP !== '1') rmSync(tmp, { recursive: true, force: true });
});

/**
 * Serves `script` (a module, or a classic script with `module: false`) in a page with a #board
 * and a #note, `head` in its head, and runs `steps(page)`. Dialogs are answered by `dialog`
 * (accept or dismiss, the texts kept in `dialogs`). The page must log no error.
 */
async function withPage(name, { script, head = '', module = true, dialog = 'accept' }, steps) {
  writeFileSync(join(site, `${name}.js`), script);
  writeFileSync(
    join(site, `${name}.html`),
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">${head}</head>
<body><div id="board" style="width: 480px; height: 480px"></div><p id="note"></p>
<script ${module ? 'type="module" ' : ''}src="./${name}.js"></script></body></html>`,
  );
  const server = await serveStatic(site);
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  const dialogs = [];
  page.on('pageerror', (error) => errors.push(String(error?.stack ?? error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('dialog', (shown) => {
    dialogs.push(shown.message());
    void (dialog === 'accept' ? shown.accept() : shown.dismiss());
  });
  try {
    await page.goto(`${server.url}/${name}.html`, { waitUntil: 'load' });
    await steps(page, dialogs);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
}

// Drags with the mouse from one point to another, in small steps as a hand would.
async function drag(page, from, to) {
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(...to, { steps: 12 });
  await page.mouse.up();
}

describe('npm README boards in Chromium, from the packed package', { timeout: 240_000 }, () => {
  // ---- chessground ----
  const chessgroundHead = (imports) =>
    ['base', 'brown', 'cburnett']
      .map((css) => `<link rel="stylesheet" href="./node_modules/chessground/assets/chessground.${css}.css">`)
      .join('') +
    `<script type="importmap">${JSON.stringify({
      imports: {
        chessground: './node_modules/chessground/dist/chessground.js',
        chess960: './node_modules/chess960/dist/index.js',
        ...imports,
      },
    })}</script>`;

  function chessgroundPage(name, fen, you, steps, dialog = 'accept') {
    const code = recipe(['no-run', 'needs a page with chessground'], fen).replace(
      "const you = 'white';",
      `const you = '${you}';`,
    );
    const script = `${code}\nwindow.__board = { game, board, opponentMoved, premove: () => premove };\n`;
    return withPage(name, { script, head: chessgroundHead({}), dialog }, async (page, dialogs) => {
      await page.waitForFunction(() => window.__board, null, { timeout: 30_000 });
      const box = await page.locator('cg-board').boundingBox();
      assert.ok(box);
      // A square's centre on the screen, as the board is turned (`you` at the bottom).
      const at = (square) => {
        const file = square.charCodeAt(0) - 97;
        const rank = Number(square[1]) - 1;
        const [column, row] = you === 'white' ? [file, 7 - rank] : [7 - file, rank];
        return [box.x + ((column + 0.5) * box.width) / 8, box.y + ((row + 0.5) * box.height) / 8];
      };
      const state = () =>
        page.evaluate(() => ({
          history: window.__board.game.history(),
          fen: window.__board.game.fen(),
          shown: window.__board.board.getFen(),
          note: document.getElementById('note').textContent,
        }));
      const waitForPlies = (n) =>
        page.waitForFunction((plies) => window.__board.game.history().length === plies, n, { timeout: 5_000 });
      // The premove shown on the board and handed to the recipe (chessground calls back a moment later).
      const premoveSet = () =>
        page.waitForFunction(
          () => document.querySelectorAll('square.current-premove').length === 2 && window.__board.premove() !== null,
          null,
          { timeout: 5_000 },
        );
      await steps({ page, at, state, waitForPlies, premoveSet, dialogs });
    });
  }

  test('chessground: White castles by dragging its king two squares and more toward g1', async () => {
    await chessgroundPage('cg-white', START_709, 'white', async ({ page, at, state, waitForPlies, premoveSet }) => {
      await drag(page, at('b1'), at('e1'));
      await waitForPlies(1);
      const castled = await state();
      assert.deepEqual(castled.history, ['O-O']);
      assert.equal(castled.shown, 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1');
      assert.equal(castled.shown, castled.fen.split(' ')[0]);
      // During Black's turn a premove that cannot be played when it comes: dropped, with why.
      await drag(page, at('f1'), at('f8'));
      await premoveSet();
      await page.evaluate(() => window.__board.opponentMoved('h7h6'));
      const dropped = await state();
      assert.deepEqual(dropped.history, ['O-O', 'h6']);
      assert.equal(
        dropped.note,
        "Premove dropped: Rf1-f8 is not legal: f2 is occupied by the pawn, f7 is occupied by the opponent's pawn",
      );
      assert.equal(dropped.shown, dropped.fen.split(' ')[0]);
    });
  });

  test('chessground: Black castles by a premove, the king dragged onto e8 before White moves', async () => {
    await chessgroundPage('cg-premove', START_709, 'black', async ({ page, at, state, waitForPlies, premoveSet }) => {
      await drag(page, at('b8'), at('e8'));
      await premoveSet();
      await page.evaluate(() => window.__board.opponentMoved('e2e4'));
      await waitForPlies(2);
      const played = await state();
      assert.deepEqual(played.history, ['e4', 'O-O']);
      assert.equal(played.shown, 'r4rk1/pppppppp/8/8/4P3/8/PPPP1PPP/RK5R');
      assert.equal(played.shown, played.fen.split(' ')[0]);
      assert.equal(played.note, '');
    });
  });

  test('chessground: Black drags its king onto c8, next to it: asked, O-O-O', async () => {
    await chessgroundPage('cg-choice', START_709, 'black', async ({ page, at, state, waitForPlies, dialogs }) => {
      await page.evaluate(() => window.__board.opponentMoved('e2e4'));
      await drag(page, at('b8'), at('c8'));
      await waitForPlies(2);
      const played = await state();
      assert.deepEqual(dialogs, ['O-O-O?']);
      assert.deepEqual(played.history, ['e4', 'O-O-O']);
      assert.equal(played.shown, '2kr3r/pppppppp/8/8/4P3/8/PPPP1PPP/RK5R');
    });
  });

  // ---- cm-chessboard ----
  function cmPage(name, fen, steps, dialog = 'accept') {
    const code = recipe(['no-run', 'cm-chessboard'], fen);
    const head =
      '<link rel="stylesheet" href="./node_modules/cm-chessboard/assets/chessboard.css">' +
      `<script type="importmap">${JSON.stringify({
        imports: {
          'cm-chessboard': './node_modules/cm-chessboard/src/Chessboard.js',
          chess960: './node_modules/chess960/dist/index.js',
        },
      })}</script>`;
    const script = `${code}\nwindow.__board = { game, board };\n`;
    return withPage(name, { script, head, dialog }, async (page, dialogs) => {
      await page.waitForFunction(() => window.__board, null, { timeout: 30_000 });
      await page.waitForSelector('[data-piece]', { timeout: 10_000 });
      const center = async (square) => {
        const box = await page.locator(`rect[data-square="${square}"]`).boundingBox();
        assert.ok(box);
        return [box.x + box.width / 2, box.y + box.height / 2];
      };
      // The board shows the game once its animation is over: each piece drawn on its square.
      const settled = async (plies) => {
        const drawn = () =>
          page.evaluate(() => {
            const squares = [...document.querySelectorAll('g[data-piece][data-square]')];
            return Object.fromEntries(
              squares.map((g) => [g.getAttribute('data-square'), g.getAttribute('data-piece')]),
            );
          });
        const expected = () =>
          page.evaluate(() => {
            const pieces = {};
            for (const [r, row] of window.__board.game.board().entries())
              for (const [f, piece] of row.entries())
                if (piece) pieces[`${'abcdefgh'[f]}${8 - r}`] = `${piece.color}${piece.type}`;
            return pieces;
          });
        const deadline = Date.now() + 5_000;
        for (;;) {
          const [plays, shown, wanted] = [
            await page.evaluate(() => window.__board.game.history().length),
            await drawn(),
            await expected(),
          ];
          const same =
            Object.keys(shown).length === Object.keys(wanted).length &&
            Object.entries(wanted).every(([k, v]) => shown[k] === v);
          if (plays === plies && same) break;
          assert.ok(Date.now() < deadline, `the board did not settle: ${plays} plies, ${JSON.stringify(shown)}`);
          await page.waitForTimeout(50);
        }
        return page.evaluate(() => ({
          history: window.__board.game.history(),
          shown: window.__board.board.getPosition(),
          note: document.getElementById('note').textContent,
        }));
      };
      await steps({ page, center, settled, dialogs });
    });
  }

  test('cm-chessboard: the king clicked, then its rook, castles (issue #150); Black drags to castle', async () => {
    await cmPage('cm-both', START_709, async ({ page, center, settled }) => {
      await page.mouse.click(...(await center('b1')));
      await page.mouse.click(...(await center('a1')));
      const white = await settled(1);
      assert.deepEqual(white.history, ['O-O-O']);
      assert.equal(white.shown, 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R');
      await drag(page, await center('b8'), await center('e8'));
      const black = await settled(2);
      assert.deepEqual(black.history, ['O-O-O', 'O-O']);
      assert.equal(black.shown, 'r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R');
    });
  });

  test('cm-chessboard: a refused castling says why and changes nothing', async () => {
    await cmPage('cm-refused', '4k3/8/8/1b6/8/8/8/RN2K2R w KQ - 0 1', async ({ page, center, settled }) => {
      await drag(page, await center('e1'), await center('g1'));
      await page.waitForFunction(() => document.getElementById('note').textContent !== '', null, { timeout: 5_000 });
      const refused = await settled(0);
      assert.equal(refused.note, 'f1 is attacked by the bishop on b5');
      assert.equal(refused.shown, '4k3/8/8/1b6/8/8/8/RN2K2R');
    });
  });

  test('cm-chessboard: the king stepping onto its castling square next to it asks; declined, it steps', async () => {
    await cmPage(
      'cm-choice',
      START_709,
      async ({ page, center, settled, dialogs }) => {
        await drag(page, await center('b1'), await center('c1'));
        const stepped = await settled(1);
        assert.deepEqual(dialogs, ['O-O-O?']);
        assert.deepEqual(stepped.history, ['Kc1']);
        assert.equal(stepped.shown, 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/R1K4R');
      },
      'dismiss',
    );
  });

  // ---- react-chessboard ----
  test("react-chessboard: onPieceDrop as react-chessboard's example, both colours castle by drag", async () => {
    const code = recipe(['no-run', 'react-chessboard'], START_709);
    writeFileSync(join(site, 'react-recipe.jsx'), code);
    const esbuild = await import('esbuild');
    const built = await esbuild.build({
      entryPoints: [join(site, 'react-recipe.jsx')],
      outfile: join(site, 'react-recipe.js'),
      bundle: true,
      format: 'iife',
      platform: 'browser',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      nodePaths: [join(here, 'node_modules')], // react, react-dom, react-chessboard: this runner's own
      logLevel: 'silent',
    });
    assert.deepEqual(built.warnings, []);
    await withPage(
      'react',
      { script: readFileSync(join(site, 'react-recipe.js'), 'utf8'), module: false },
      async (page) => {
        const square = (name) => page.locator(`[data-square="${name}"]`);
        await square('b1').waitFor({ timeout: 30_000 });
        const center = async (name) => {
          const box = await square(name).boundingBox();
          assert.ok(box);
          return [box.x + box.width / 2, box.y + box.height / 2];
        };
        // The piece on each square of the back ranks, as the board shows it.
        const shown = (names) =>
          page.evaluate(
            (list) =>
              list.map(
                (name) =>
                  document.querySelector(`[data-square="${name}"] [data-piece]`)?.getAttribute('data-piece') ?? '',
              ),
            names,
          );
        await drag(page, await center('b1'), await center('e1'));
        await page.waitForFunction(() => document.querySelector('[data-square="g1"] [data-piece]') !== null, null, {
          timeout: 5_000,
        });
        assert.deepEqual(await shown(['a1', 'b1', 'f1', 'g1', 'h1']), ['wR', '', 'wR', 'wK', '']);
        await drag(page, await center('b8'), await center('a8'));
        await page.waitForFunction(() => document.querySelector('[data-square="c8"] [data-piece]') !== null, null, {
          timeout: 5_000,
        });
        assert.deepEqual(await shown(['a8', 'b8', 'c8', 'd8', 'h8']), ['', '', 'bK', 'bR', 'bR']);
      },
    );
  });
});
