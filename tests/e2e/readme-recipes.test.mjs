// The npm README's browser recipes, taken from npm/README.md as written and run in headless
// Chromium against the packed package: the chessground board (a move played with the mouse), the
// same board written for chess.js's API on chess960/chess.js, and the Web Worker pair. Only what
// a page needs around them is added here: the HTML, an import map, and one line exposing the
// recipe's variables to the test.
//
// Run from the repo root:  node --test tests/e2e/readme-recipes.test.mjs  (needs npm/dist built)
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fencedBlocks } from '../doc/readme-doctest.mjs';
import { launchChromium, run, serveStatic } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const npmDir = join(repo, 'npm');
const readme = readFileSync(join(npmDir, 'README.md'), 'utf8');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The README block whose fence info mentions `words`.
function readmeBlock(...words) {
  const block = fencedBlocks(readme).find((b) => words.every((w) => b.info.join(' ').includes(w)));
  assert.ok(block, `npm/README.md has no block fenced with ${words.join(' ')}`);
  return block.code;
}

let tmp;
let site;
let browser;

before(async () => {
  assert.ok(existsSync(join(npmDir, 'dist', 'index.js')), 'build the package first (cd npm && node scripts/build.mjs)');
  mkdirSync(join(here, '.tmp'), { recursive: true });
  tmp = mkdtempSync(join(here, '.tmp', 'recipes-'));
  const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', tmp], { cwd: npmDir, timeoutMs: 60_000 });
  const tarball = join(tmp, JSON.parse(stdout)[0].filename);
  site = join(tmp, 'site');
  mkdirSync(site);
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({
      name: 'recipes',
      private: true,
      type: 'module',
      dependencies: { chess960: `file:${relative(site, tarball)}` },
    }),
  );
  await run(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: site,
    timeoutMs: 120_000,
  });
  // chessground, from this runner's own devDependencies (tests/e2e/package.json pins it).
  cpSync(join(here, 'node_modules', 'chessground'), join(site, 'node_modules', 'chessground'), { recursive: true });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close().catch(() => {});
  if (tmp && process.env.CHESS960_E2E_KEEP !== '1') rmSync(tmp, { recursive: true, force: true });
});

async function openPage(url) {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error?.stack ?? error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('worker', (worker) =>
    worker.on('console', (message) => message.type() === 'error' && errors.push(`worker: ${message.text()}`)),
  );
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors, close: () => context.close() };
}

/**
 * A README recipe that puts a chessground board on a page: served with chessground and `imports`
 * in its import map, the recipe leaves its game (chess960's Game or chess.js's Chess) in the
 * global named `gameName` and its board in `board`. Clicks e2, then e4 (legal in every start,
 * White at the bottom) and returns the game's FEN and the board's before, and the game's history
 * and FEN, the board's FEN and turn after. The page must log no error on the way.
 */
async function playE2E4(name, recipe, gameName, imports) {
  writeFileSync(join(site, `${name}-recipe.js`), `${recipe}\nwindow.__recipe = { game: ${gameName}, board };\n`);
  const importMap = JSON.stringify({
    imports: { ...imports, chessground: './node_modules/chessground/dist/chessground.js' },
  });
  writeFileSync(
    join(site, `${name}.html`),
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<link rel="stylesheet" href="./node_modules/chessground/assets/chessground.base.css">
<link rel="stylesheet" href="./node_modules/chessground/assets/chessground.brown.css">
<link rel="stylesheet" href="./node_modules/chessground/assets/chessground.cburnett.css">
<script type="importmap">${importMap}</script>
</head><body><div id="board" style="width: 480px; height: 480px"></div>
<script type="module" src="./${name}-recipe.js"></script></body></html>`,
  );
  const server = await serveStatic(site);
  const { page, errors, close } = await openPage(`${server.url}/${name}.html`);
  try {
    await page.waitForFunction(() => window.__recipe, null, { timeout: 30_000 });
    assert.deepEqual(errors, []);
    await page.waitForFunction(() => document.querySelectorAll('cg-board piece').length === 32, null, {
      timeout: 5_000,
    });
    const before = await page.evaluate(() => ({
      fen: window.__recipe.game.fen(),
      shown: window.__recipe.board.getFen(),
    }));
    const box = await page.locator('cg-board').boundingBox();
    const at = (file, rank) => [box.x + (file + 0.5) * (box.width / 8), box.y + (8 - rank + 0.5) * (box.height / 8)];
    await page.mouse.click(...at(4, 2));
    // chessground draws on the next animation frame: wait for the destinations rather than race it.
    await page.waitForFunction(() => document.querySelectorAll('square.move-dest').length >= 2, null, {
      timeout: 5_000,
    });
    await page.mouse.click(...at(4, 4));
    await page.waitForFunction(() => window.__recipe.game.history().length === 1, null, { timeout: 5_000 });
    const after = await page.evaluate(() => ({
      history: window.__recipe.game.history(),
      fen: window.__recipe.game.fen(),
      shown: window.__recipe.board.getFen(),
      turn: window.__recipe.board.state.turnColor,
    }));
    assert.deepEqual(errors, []);
    return { before, after };
  } finally {
    await close();
    await server.close();
  }
}

describe('npm README recipes in Chromium, from the packed package', { timeout: 180_000 }, () => {
  test('chessground: the board shows the game and a move made with the mouse is played', async () => {
    const recipe = readmeBlock('no-run', 'needs a page with chessground');
    const { before, after } = await playE2E4('chessground', recipe, 'game', {
      chess960: './node_modules/chess960/dist/index.js',
    });
    assert.equal(before.shown, before.fen.split(' ')[0], 'chessground shows the game');
    assert.deepEqual(after.history, ['e4']);
    assert.equal(after.shown, after.fen.split(' ')[0]);
    assert.equal(after.turn, 'black');
  });

  test('chess960/chess.js with chessground: a board written for chess.js plays a Chess960 start', async () => {
    const recipe = readmeBlock('no-run', 'chess.js-style board');
    const { before, after } = await playE2E4('chess-js', recipe, 'chess', {
      'chess960/chess.js': './node_modules/chess960/dist/chess-js.js',
    });
    assert.equal(before.shown, 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR');
    assert.deepEqual(after.history, ['e4']);
    assert.equal(after.fen, 'bbqnnrkr/pppppppp/8/8/4P3/8/PPPP1PPP/BBQNNRKR b KQkq - 0 1');
    assert.equal(after.shown, after.fen.split(' ')[0]);
    assert.equal(after.turn, 'black');
  });

  test('Web Worker: the page asks, the worker answers with perft and the legal moves', async () => {
    // Without a bundler the worker imports the package by path (the README says so).
    const worker = readmeBlock('no-run', 'worker.js');
    assert.match(worker, /from 'chess960'/);
    writeFileSync(
      join(site, 'worker.js'),
      worker.replace("from 'chess960'", "from './node_modules/chess960/dist/index.js'"),
    );
    const page = readmeBlock('no-run', 'the page that starts it');
    writeFileSync(join(site, 'worker-page.js'), `${page}\nwindow.__recipe = { nodes, moves };\n`);
    writeFileSync(
      join(site, 'worker.html'),
      '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" ' +
        'href="data:,"></head><body><script type="module" src="./worker-page.js"></script></body></html>',
    );
    const server = await serveStatic(site);
    const { page: tab, errors, close } = await openPage(`${server.url}/worker.html`);
    try {
      await tab.waitForFunction(() => window.__recipe, null, { timeout: 30_000 });
      const { nodes, moves } = await tab.evaluate(() => window.__recipe);
      // Start position 0 (BBQNNRKR) to depth 3: 9,006 by Stockfish 15.1 (go perft 3).
      assert.equal(nodes, 9006);
      assert.equal(moves.length, 20);
      assert.ok(moves.includes('Nd3'), moves.join(' '));
      assert.deepEqual(errors, []);
    } finally {
      await close();
      await server.close();
    }
  });
});
