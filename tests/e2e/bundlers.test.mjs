// chess960/chess.js in the build formats of apps written for chess.js: a chess.js-style page
// (fixtures/chess-js-page) bundled from the packed package to one classic script, as IIFE and UMD
// by rollup (@rollup/plugin-node-resolve, as lichess's chessground-examples build) and as IIFE by
// esbuild, then played in Chromium: both colours castle by clicking the king, then its own rook.
// These formats have no top-level await, so the package must need none.
//
// Run from the repo root:  node --test tests/e2e/bundlers.test.mjs  (needs npm/dist built)
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium, run, serveStatic } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const npmDir = resolve(here, '..', '..', 'npm');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const START = 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1';

let tmp;
let app;
let browser;

before(async () => {
  assert.ok(
    existsSync(join(npmDir, 'dist', 'chess-js.js')),
    'build the package first (cd npm && node scripts/build.mjs)',
  );
  mkdirSync(join(here, '.tmp'), { recursive: true });
  tmp = mkdtempSync(join(here, '.tmp', 'bundlers-'));
  const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', tmp], { cwd: npmDir, timeoutMs: 60_000 });
  const tarball = join(tmp, JSON.parse(stdout)[0].filename);
  app = join(tmp, 'app');
  cpSync(join(here, 'fixtures', 'chess-js-page'), app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'chess-js-page',
      private: true,
      dependencies: { chess960: `file:${relative(app, tarball)}` },
    }),
  );
  await run(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: app,
    timeoutMs: 120_000,
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close().catch(() => {});
  if (tmp && process.env.CHESS960_E2E_KEEP !== '1') rmSync(tmp, { recursive: true, force: true });
});

async function rollupBundle(file, format) {
  const { rollup } = await import('rollup');
  const { nodeResolve } = await import('@rollup/plugin-node-resolve');
  const warnings = [];
  const bundle = await rollup({
    input: join(app, 'app.js'),
    plugins: [nodeResolve()],
    onwarn: (warning) => warnings.push(String(warning.message)),
  });
  try {
    await bundle.write({ file: join(app, file), format });
  } finally {
    await bundle.close();
  }
  return warnings;
}

async function esbuildBundle(file, minify) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [join(app, 'app.js')],
    outfile: join(app, file),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify,
    logLevel: 'silent',
  });
  return result.warnings.map((warning) => warning.text);
}

// Opens the bundle's page and castles with both colours by clicking, as a player would.
async function play(t, file) {
  const page = readFileSync(join(app, 'index.html'), 'utf8').replace('./BUNDLE', `./${file}`);
  writeFileSync(join(app, `${file}.html`), page);
  const server = await serveStatic(app);
  const context = await browser.newContext();
  const errors = [];
  try {
    const tab = await context.newPage();
    tab.on('pageerror', (error) => errors.push(String(error?.stack ?? error)));
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await tab.goto(`${server.url}/${file}.html`, { waitUntil: 'load' });
    await tab.waitForFunction(() => window.__game, null, { timeout: 30_000 });
    assert.equal(await tab.evaluate(() => window.__game.fen()), START);
    for (const [king, rook] of [
      ['b1', 'a1'],
      ['b8', 'h8'],
    ]) {
      await tab.click(`[data-square="${king}"]`);
      await tab.waitForSelector(`[data-square="${rook}"].target`, { timeout: 5_000 });
      await tab.click(`[data-square="${rook}"]`);
    }
    const played = await tab.evaluate(() => ({
      history: window.__game.history(),
      fen: window.__game.fen(),
      shown: ['c1', 'd1', 'g8', 'f8', 'b1', 'a1', 'b8', 'h8'].map(
        (square) => document.querySelector(`[data-square="${square}"]`).textContent,
      ),
      status: document.getElementById('status').textContent,
    }));
    assert.deepEqual(played.history, ['O-O-O', 'O-O']);
    assert.equal(played.fen, 'r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2');
    assert.deepEqual(played.shown, ['K', 'R', 'k', 'r', '', '', '', '']);
    assert.equal(played.status, `O-O-O O-O | ${played.fen}`);
    assert.deepEqual(errors, []);
    const bytes = readFileSync(join(app, file));
    t.diagnostic(`${file}: ${statSync(join(app, file)).size} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`);
  } finally {
    await context.close();
    await server.close();
  }
}

describe('chess960/chess.js bundled to one classic script, played in Chromium', { timeout: 180_000 }, () => {
  test('rollup, IIFE', async (t) => {
    const warnings = await rollupBundle('rollup.iife.js', 'iife');
    assert.deepEqual(warnings, []);
    await play(t, 'rollup.iife.js');
  });

  test('rollup, UMD', async (t) => {
    const warnings = await rollupBundle('rollup.umd.js', 'umd');
    assert.deepEqual(warnings, []);
    await play(t, 'rollup.umd.js');
  });

  test('esbuild, IIFE', async (t) => {
    assert.deepEqual(await esbuildBundle('esbuild.iife.js', false), []);
    await play(t, 'esbuild.iife.js');
  });

  test('esbuild, IIFE, minified', async (t) => {
    assert.deepEqual(await esbuildBundle('esbuild.iife.min.js', true), []);
    await play(t, 'esbuild.iife.min.js');
  });
});
