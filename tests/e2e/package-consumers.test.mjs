// The packed chess960 package, used the way browser consumers use it, in headless Chromium:
//   1. a plain page: <script type="module"> + an import map, no bundler, served as static files;
//   2. a module Web Worker started from a plain page;
//   3. a Vite app (main thread + `new Worker(new URL(...), { type: 'module' })`) with no vite.config:
//      the dev server, then `vite build` served as static files;
//   4. the plain page under a strict Content-Security-Policy, and where synchronous compilation is
//      refused (Chrome 93-113's main thread, faked).
// None of them passes locateFile or any option. The first use is synchronous (the `chess960` export,
// no await) in the plain page, the workers and under the strict CSP; `await load()` in the Vite main
// threads.
//
// Run from the repo root:  node --test tests/e2e/
// Needs npm/dist (cd npm && node scripts/build.mjs) or set CHESS960_E2E_BUILD=1 to build first;
// CHESS960_E2E_KEEP=1 keeps the temp projects in tests/e2e/.tmp/. Screenshots: tests/e2e/artifacts/.
import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { REFUSE_SYNC_WASM } from '../js/fixtures/refuse-sync-wasm.js';
import { HOST, freePort, launchChromium, run, runPage, serveStatic, startProcess, waitForHttp } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const npmDir = join(repo, 'npm');
const fixtures = join(here, 'fixtures');
const artifacts = join(here, 'artifacts');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const viteBin = join(here, 'node_modules', 'vite', 'bin', 'vite.js');

const STANDARD_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const POSITION_0 = 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1';

let tmp;
let tarball;
let staticApp;
let viteApp;
let browser;
const report = { started: new Date().toISOString(), steps: {} };

function timed(name, ms) {
  report.steps[name] = { ms };
}

async function ensureToolchain() {
  // The runner's own devDependencies (vite, playwright-core), from the lockfile.
  const ready = ['vite/package.json', 'playwright-core/package.json'].every((p) =>
    existsSync(join(here, 'node_modules', p)),
  );
  if (!ready) await run(npm, ['ci', '--no-audit', '--no-fund'], { cwd: here, timeoutMs: 180_000 });
  assert.ok(existsSync('/usr/bin/chromium'), '/usr/bin/chromium is missing: apt-get install -y chromium');
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// A consumer project: the fixture files, checks.js, and the tarball installed by npm (offline:
// the package has no dependencies).
async function makeProject(name) {
  const dir = join(tmp, name);
  cpSync(join(fixtures, name), dir, { recursive: true });
  cpSync(join(fixtures, 'checks.js'), join(dir, 'checks.js'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: `chess960-e2e-${name}`,
        private: true,
        type: 'module',
        dependencies: { chess960: `file:${relative(dir, tarball)}` },
      },
      null,
      2,
    ),
  );
  await run(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: dir,
    timeoutMs: 120_000,
  });
  assert.ok(
    existsSync(join(dir, 'node_modules', 'chess960', 'dist', 'index.js')),
    `${name}: chess960 was not installed`,
  );
  return dir;
}

function checkResults(results, label, { scope, firstUse }) {
  assert.ok(results, `${label}: no results`);
  const r = results;
  assert.equal(r.scope, scope, `${label}: ran in ${r.scope}, expected ${scope}`);
  assert.equal(r.hasDocument, scope === 'Window', `${label}: document ${r.hasDocument ? 'present' : 'absent'}`);
  assert.equal(r.firstUse, firstUse, `${label}: first use`);
  for (const name of ['chess960', 'load', 'default', 'Game', 'InvalidFenError', 'Chess960Error', 'STANDARD_FEN'])
    assert.ok(r.exports.includes(name), `${label}: export ${name} missing (exports: ${r.exports.join(', ')})`);
  assert.equal(r.defaultIsLoad, true, `${label}: default export is not load`);
  assert.equal(r.sameInstance, true, `${label}: load() did not give the chess960 instance`);
  assert.equal(r.startFen518, STANDARD_FEN, `${label}: startFen(518)`);
  assert.equal(r.standardFen, STANDARD_FEN, `${label}: STANDARD_FEN`);
  assert.equal(r.startLegalMoves, 20, `${label}: legal moves of the start position`);
  assert.equal(r.perft3, 8902, `${label}: perft(3) of the start position`);
  assert.deepEqual(r.moveE4, { san: 'e4', uci: 'e2e4' }, `${label}: move('e4')`);
  assert.equal(r.fenAfterE4, AFTER_E4, `${label}: fen() after e4`);
  assert.equal(r.startFen0, POSITION_0, `${label}: startFen(0)`);
  assert.equal(r.pos0LegalMoves, 20, `${label}: legal moves of start position 0`);
  assert.equal(r.pos0Perft3, 9006, `${label}: perft(3) of start position 0 (Stockfish 15.1: 9006)`);
  assert.equal(r.badFen.threw, true, `${label}: game('not a fen') did not throw`);
  assert.equal(r.badFen.name, 'InvalidFenError', `${label}: error name (${r.badFen.message})`);
  assert.equal(r.badFen.isInvalidFenError, true, `${label}: not instanceof InvalidFenError`);
  assert.equal(r.badFen.isChess960Error, true, `${label}: not instanceof Chess960Error`);
  assert.equal(r.badFen.isError, true, `${label}: not instanceof Error`);
  assert.equal(r.badFen.code, 'FEN_FIELD_COUNT', `${label}: error code`);
  assert.equal(r.badFen.field, 'fields', `${label}: error field`);
  assert.match(r.badFen.message, /fields?/i, `${label}: error message`);
}

// Opens the page; fails with every console error, page error and failed request it saw.
async function checkPage(t, url, { label, expect, screenshot = undefined, initScript = undefined }) {
  const { outcome, problems, elapsedMs } = await runPage(browser, url, {
    screenshot: screenshot && join(artifacts, screenshot),
    initScript,
  });
  const diagnostics = JSON.stringify({ outcome, problems }, null, 2);
  report.steps[label] = { ...(report.steps[label] ?? {}), pageMs: elapsedMs, problems, outcome };
  for (const warning of problems.consoleWarnings) t.diagnostic(`console warning: ${warning}`);
  assert.ok(outcome, `${label}: the page published no result within the time limit:\n${diagnostics}`);
  assert.equal(outcome.ok, true, `${label}: the page reported an error:\n${diagnostics}`);
  assert.deepEqual(problems.pageErrors, [], `${label}: uncaught page errors`);
  assert.deepEqual(problems.consoleErrors, [], `${label}: console errors`);
  assert.deepEqual(problems.failedRequests, [], `${label}: failed requests`);
  assert.deepEqual(problems.httpErrors, [], `${label}: HTTP errors`);
  for (const [key, [scope, firstUse]] of Object.entries(expect)) {
    checkResults(outcome.results[key], `${label} [${key}]`, { scope, firstUse });
    const ms = outcome.results[key].firstUseMs;
    t.diagnostic(`${label} [${key}]: first use (${firstUse}) ${ms} ms; page ready in ${elapsedMs} ms`);
  }
  return outcome.results;
}

before(async () => {
  let t0 = Date.now();
  await ensureToolchain();
  if (process.env.CHESS960_E2E_BUILD === '1')
    await run(process.execPath, ['scripts/build.mjs'], { cwd: npmDir, timeoutMs: 600_000 });
  const entry = join(npmDir, 'dist', 'index.js');
  assert.ok(
    existsSync(entry),
    `${entry} is missing: build the package first (cd npm && node scripts/build.mjs), or set CHESS960_E2E_BUILD=1`,
  );
  if (newestMtime(join(npmDir, 'src')) > statSync(entry).mtimeMs)
    console.error(
      '# warning: npm/src is newer than npm/dist/index.js; testing the existing build (CHESS960_E2E_BUILD=1 rebuilds)',
    );
  timed('toolchain', Date.now() - t0);

  t0 = Date.now();
  mkdirSync(join(here, '.tmp'), { recursive: true });
  mkdirSync(artifacts, { recursive: true });
  tmp = mkdtempSync(join(here, '.tmp', 'run-'));
  const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', tmp], { cwd: npmDir, timeoutMs: 60_000 });
  const packed = JSON.parse(stdout);
  tarball = join(tmp, packed[0].filename);
  report.tarball = { name: packed[0].filename, bytes: packed[0].size, files: packed[0].files.map((f) => f.path) };
  assert.ok(
    report.tarball.files.includes('dist/index.js'),
    `the tarball lacks dist/index.js: ${report.tarball.files.join(', ')}`,
  );
  timed('pack', Date.now() - t0);

  t0 = Date.now();
  [staticApp, viteApp] = await Promise.all([makeProject('static-app'), makeProject('vite-app')]);
  timed('install', Date.now() - t0);

  t0 = Date.now();
  browser = await launchChromium();
  report.browser = browser.version();
  timed('launch', Date.now() - t0);
});

after(async () => {
  await browser?.close().catch(() => {});
  report.finished = new Date().toISOString();
  if (existsSync(artifacts)) writeFileSync(join(artifacts, 'report.json'), JSON.stringify(report, null, 2));
  if (tmp && process.env.CHESS960_E2E_KEEP !== '1') {
    rmSync(tmp, { recursive: true, force: true });
    try {
      rmdirSync(join(here, '.tmp')); // only if empty: another run may be using it
    } catch {
      /* not empty */
    }
  }
});

describe('chess960 in the browser, installed from the packed tarball', { timeout: 300_000 }, () => {
  test('the installed package points browsers at dist/index.js', () => {
    const manifest = JSON.parse(readFileSync(join(staticApp, 'node_modules', 'chess960', 'package.json'), 'utf8'));
    const root = manifest.exports['.'];
    assert.equal(root.default, './dist/index.js', 'exports["."].default (what browsers, workers and bundlers get)');
    assert.equal(manifest.module, './dist/index.js');
    assert.deepEqual(manifest.dependencies ?? {}, {}, 'the package should have no runtime dependencies');
  });

  test('plain page: <script type="module"> with an import map, static server', { timeout: 60_000 }, async (t) => {
    const server = await serveStatic(staticApp);
    try {
      await checkPage(t, `${server.url}/index.html`, {
        label: 'plain page',
        expect: { main: ['Window', 'sync'] },
        screenshot: 'plain-page.png',
      });
      const js = server.requests.filter((r) => r.url.startsWith('/node_modules/'));
      assert.deepEqual(
        js.map((r) => `${r.status} ${r.url}`),
        ['200 /node_modules/chess960/dist/index.js'],
        'requests into the package',
      );
    } finally {
      await server.close();
    }
  });

  test('module Web Worker started from a plain page', { timeout: 60_000 }, async (t) => {
    const server = await serveStatic(staticApp);
    try {
      await checkPage(t, `${server.url}/worker.html`, {
        label: 'worker page',
        expect: { worker: ['DedicatedWorkerGlobalScope', 'sync'] },
        screenshot: 'worker-page.png',
      });
    } finally {
      await server.close();
    }
  });

  // What a strict site sends: wasm may compile ('wasm-unsafe-eval'), nothing may eval or run inline.
  test("strict CSP: script-src 'self' 'wasm-unsafe-eval', page and module worker", { timeout: 60_000 }, async (t) => {
    const policy =
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'unsafe-inline'; img-src data:";
    const server = await serveStatic(staticApp, { headers: { 'content-security-policy': policy } });
    try {
      await checkPage(t, `${server.url}/csp.html`, {
        label: 'strict CSP',
        expect: { main: ['Window', 'sync'], worker: ['DedicatedWorkerGlobalScope', 'sync'] },
        screenshot: 'csp-page.png',
      });
    } finally {
      await server.close();
    }
  });

  // Chrome 93-113 on a page's main thread, faked as it behaves (tests/js/fixtures/refuse-sync-wasm.js):
  // the synchronous constructors throw a RangeError for a module over 4 KB; compile and instantiate work.
  test('a browser refusing synchronous compilation: one error naming await load(), then all works', async (t) => {
    const server = await serveStatic(staticApp);
    try {
      const results = await checkPage(t, `${server.url}/refused.html`, {
        label: 'refused synchronous compilation',
        expect: { main: ['Window', 'sync'] },
        initScript: REFUSE_SYNC_WASM,
      });
      assert.equal(
        results.main.refused,
        'chess960: this browser does not compile WebAssembly synchronously on the main thread (Chrome before 114): ' +
          'call await load() once before the first synchronous use',
      );
    } finally {
      await server.close();
    }
  });

  test('Vite dev server, no vite.config (main thread + module worker)', { timeout: 90_000 }, async (t) => {
    assert.ok(!readdirSync(viteApp).some((f) => f.startsWith('vite.config')), 'the Vite app must have no config');
    const port = await freePort();
    const t0 = Date.now();
    const vite = startProcess(process.execPath, [viteBin, '--port', String(port), '--strictPort', '--host', HOST], {
      cwd: viteApp,
    });
    try {
      await waitForHttp(`http://${HOST}:${port}/`, vite);
      timed('vite dev start', Date.now() - t0);
      await checkPage(t, `http://${HOST}:${port}/`, {
        label: 'vite dev',
        expect: { main: ['Window', 'load'], worker: ['DedicatedWorkerGlobalScope', 'sync'] },
        screenshot: 'vite-dev.png',
      });
      assert.doesNotMatch(vite.output(), /\berror\b/i, `vite dev server output:\n${vite.output()}`);
    } finally {
      await vite.stop();
      report.steps['vite dev'] = { ...(report.steps['vite dev'] ?? {}), output: vite.output() };
    }
  });

  test('vite build, no vite.config, served as static files', { timeout: 120_000 }, async (t) => {
    const t0 = Date.now();
    const { output } = await run(process.execPath, [viteBin, 'build'], { cwd: viteApp, timeoutMs: 90_000 });
    timed('vite build', Date.now() - t0);
    report.steps['vite build'].output = output;
    const dist = join(viteApp, 'dist');
    const assets = readdirSync(join(dist, 'assets')).map(
      (f) => `${f} (${statSync(join(dist, 'assets', f)).size} bytes)`,
    );
    report.steps['vite build'].assets = assets;
    t.diagnostic(`vite build: ${Date.now() - t0} ms; assets: ${assets.join(', ')}`);
    if (/warn|\(!\)/i.test(output)) t.diagnostic(`vite build printed warnings:\n${output}`);
    const server = await serveStatic(dist);
    try {
      await checkPage(t, `${server.url}/`, {
        label: 'vite build',
        expect: { main: ['Window', 'load'], worker: ['DedicatedWorkerGlobalScope', 'sync'] },
        screenshot: 'vite-build.png',
      });
    } finally {
      await server.close();
    }
  });
});
