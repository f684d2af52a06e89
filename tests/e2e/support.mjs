// Helpers for the browser tests: the demo's build (ensureDemoBuilt), a static file server, child processes that always die,
// headless Chromium, and a page runner that collects every console error, page error and failed
// request. Every wait is bounded; everything binds to 127.0.0.1 only.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { after, before } from 'node:test';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const HOST = '127.0.0.1';
export const WAIT_MS = 30_000;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/** Rejects with a clear message when `promise` takes longer than `ms`. */
export function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A static server for `root` on 127.0.0.1 and a free port. Logs every request. */
export async function serveStatic(root, { headers = {} } = {}) {
  const base = resolve(root);
  const requests = [];
  const server = createServer(async (req, res) => {
    const entry = { method: req.method, url: req.url, status: 0 };
    requests.push(entry);
    const send = (status, body, type = 'text/plain; charset=utf-8') => {
      entry.status = status;
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed');
      let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (path.endsWith('/')) path += 'index.html';
      const file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) return send(403, 'forbidden');
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) return send(404, `not found: ${path}`);
      entry.status = 200;
      res.writeHead(200, {
        'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': 'no-store',
        ...headers,
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch (error) {
      send(500, String(error));
    }
  });
  await /** @type {Promise<void>} */ (
    new Promise((ok, fail) => {
      server.once('error', fail);
      server.listen(0, HOST, ok);
    })
  );
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${HOST}:${port}`,
    requests,
    async close() {
      server.closeAllConnections?.();
      await withTimeout(new Promise((ok) => server.close(() => ok())), 5_000, 'closing the static server');
    },
  };
}

/** A TCP port that was free a moment ago on 127.0.0.1 (for servers that need a fixed --port). */
export async function freePort() {
  const probe = createNetServer();
  await /** @type {Promise<void>} */ (
    new Promise((ok, fail) => {
      probe.once('error', fail);
      probe.listen(0, HOST, ok);
    })
  );
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((ok) => probe.close(ok));
  return port;
}

const living = new Set();
// Last resort if the runner exits with something still running (e.g. after a test timeout).
process.on('exit', () => {
  for (const child of living) killGroup(child, 'SIGKILL');
});
// Servers run in their own process group, so a Ctrl-C would not reach them: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of living) killGroup(child, 'SIGKILL');
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal); // the whole process group (the child was spawned detached)
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * Starts a long-running process in its own process group; `stop()` ends the group.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} [options]
 */
export function startProcess(command, args, { cwd, env } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  living.add(child);
  let output = '';
  let stdout = '';
  const exited = new Promise((ok) =>
    child.once('exit', (code, signal) => {
      living.delete(child);
      ok({ code, signal });
    }),
  );
  child.once('error', (error) => {
    output += `\n[spawn error] ${error.message}\n`;
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    child,
    exited,
    output: () => output,
    stdout: () => stdout,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, 'SIGTERM');
      const done = await Promise.race([exited, new Promise((ok) => setTimeout(() => ok(null), 5_000))]);
      if (!done) {
        killGroup(child, 'SIGKILL');
        await withTimeout(exited, 5_000, `killing ${command}`);
      }
    },
  };
}

/** Runs a command to completion (bounded); throws with its output unless it exits 0. Returns
 *  { stdout, output } (output: stdout and stderr interleaved).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, timeoutMs?: number }} [options]
 */
export async function run(command, args, { cwd, env, timeoutMs = 120_000 } = {}) {
  const proc = startProcess(command, args, { cwd, env });
  try {
    const { code, signal } = await withTimeout(proc.exited, timeoutMs, `${command} ${args.join(' ')}`);
    if (code !== 0)
      throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code ?? signal}:\n${proc.output()}`);
    return { stdout: proc.stdout(), output: proc.output() };
  } finally {
    await proc.stop();
  }
}

/** Polls `url` until it answers 200 or `proc` exits; bounded by WAIT_MS. */
export async function waitForHttp(url, proc) {
  const deadline = Date.now() + WAIT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null))
      throw new Error(`server exited before answering ${url}:\n${proc.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error(`timed out after ${WAIT_MS} ms waiting for ${url} (${last})${proc ? `:\n${proc.output()}` : ''}`);
}

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return withTimeout(
    chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: WAIT_MS }),
    WAIT_MS + 5_000,
    'launching Chromium',
  );
}

/**
 * Opens `url` in a fresh context, waits for the page to publish `window.__chess960`
 * ({ ok, results } or { ok: false, error }), and returns it together with everything that went
 * wrong on the way: console errors/warnings (page and workers), uncaught page errors, failed
 * requests and HTTP errors. Stops early when errors arrive and no result follows. `initScript` runs
 * in every page of the context before its own scripts.
 * @param {any} browser
 * @param {string} url
 * @param {{ screenshot?: string, initScript?: string }} [options]
 */
export async function runPage(browser, url, { screenshot, initScript } = {}) {
  const context = await browser.newContext({ viewport: { width: 900, height: 1400 } });
  if (initScript) await context.addInitScript(initScript);
  const problems = { consoleErrors: [], consoleWarnings: [], pageErrors: [], failedRequests: [], httpErrors: [] };
  const seen = new Set();
  const onConsole = (where) => (message) => {
    const location = message.location();
    const text = `${where}: ${message.text()}${location?.url ? ` (${location.url}:${location.lineNumber})` : ''}`;
    const key = `${message.type()}|${message.text()}|${location?.url}|${location?.lineNumber}`;
    if (seen.has(key)) return; // a worker message may arrive through both the page and the worker
    seen.add(key);
    if (message.type() === 'error') problems.consoleErrors.push(text);
    else if (message.type() === 'warning') problems.consoleWarnings.push(text);
  };
  try {
    const page = await context.newPage();
    page.on('console', onConsole('page'));
    page.on('worker', (worker) => worker.on('console', onConsole(`worker ${worker.url()}`)));
    page.on('pageerror', (error) => problems.pageErrors.push(String(error?.stack ?? error)));
    page.on('requestfailed', (request) =>
      problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) problems.httpErrors.push(`${response.status()} ${response.url()}`);
    });
    page.on('crash', () => problems.pageErrors.push('the page crashed'));

    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
    let outcome;
    let firstProblemAt = 0;
    while (Date.now() - started < WAIT_MS) {
      outcome = await page.evaluate(() => window.__chess960 ?? null);
      if (outcome) break;
      const anyProblem = problems.pageErrors.length + problems.consoleErrors.length + problems.failedRequests.length;
      if (anyProblem && !firstProblemAt) firstProblemAt = Date.now();
      if (firstProblemAt && Date.now() - firstProblemAt > 3_000) break; // broken: no need to wait 30 s
      await new Promise((ok) => setTimeout(ok, 50));
    }
    const elapsedMs = Date.now() - started;
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true, timeout: WAIT_MS });
    return { outcome: outcome ?? null, problems, elapsedMs };
  } finally {
    await withTimeout(context.close(), 10_000, 'closing the browser context').catch(() => {});
  }
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const demoDir = join(repo, 'demo');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Builds demo/dist when it is missing or older than what it is built from (the demo's sources,
 * npm/dist). The test files run at once: a lock directory lets one build while the others wait.
 */
export async function ensureDemoBuilt() {
  const lock = join(demoDir, '.dist-build-lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock left by a killed run is older than any build takes.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 300_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`${lock} stays: another run is building demo/dist`, { cause: error });
      await new Promise((ok) => setTimeout(ok, 250));
    }
  }
  try {
    const sources = ['index.html', 'src', 'package.json', 'package-lock.json', 'vite.config.js']
      .map((p) => join(demoDir, p))
      .filter(existsSync);
    const built = join(demoDir, 'dist', 'index.html');
    const newestSource = Math.max(...sources.map(newestMtime), statSync(join(repo, 'npm', 'dist', 'index.js')).mtimeMs);
    if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return 'up to date';
    const installed = join(demoDir, 'node_modules', '.package-lock.json');
    if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(join(demoDir, 'package-lock.json')).mtimeMs)
      await run(npm, ['ci', '--no-audit', '--no-fund'], { cwd: demoDir, timeoutMs: 180_000 });
    await run(npm, ['run', 'build'], { cwd: demoDir, timeoutMs: 120_000 });
    return 'built';
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * What every test of the demo starts with: the package loaded in Node (its answers are the
 * expected ones), demo/dist built when stale and served, Chromium, and tests/e2e/artifacts for
 * screenshots. stopDemo() closes them.
 */
export async function startDemo() {
  const npmDist = join(repo, 'npm', 'dist', 'node.js');
  if (!existsSync(npmDist))
    throw new Error(`${npmDist} is missing: build the package first (bash scripts/build-package.sh)`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const [{ load }, built] = await Promise.all([import(pathToFileURL(npmDist).href), ensureDemoBuilt()]);
  console.error(`# demo/dist: ${built}`);
  mkdirSync(join(repo, 'tests', 'e2e', 'artifacts'), { recursive: true });
  const [chess, server, browser] = await Promise.all([load(), serveStatic(join(demoDir, 'dist')), launchChromium()]);
  return { chess, server, browser };
}

/**
 * For a test file of the demo: startDemo() before its tests, stopDemo() after them. Returns the
 * object the tests read, filled in by the time they run: { chess (the oracle), server, browser }.
 */
export function demoPerFile() {
  const demo = /** @type {Awaited<ReturnType<typeof startDemo>>} */ ({});
  before(async () => Object.assign(demo, await startDemo()));
  after(() => stopDemo(demo));
  return demo;
}

/** Closes what startDemo() started (either may be missing when it failed half way). */
export async function stopDemo(demo) {
  await demo?.browser?.close().catch(() => {});
  await demo?.server?.close().catch(() => {});
}

/** The link of the standard start (518), which most tests begin from. */
export const STANDARD_START = '#start=518';

/** Loads the demo at `url` in `page` and waits until it says it is ready. */
export async function loadDemo(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
  await page.waitForSelector('body[data-ready="true"]', { timeout: WAIT_MS });
}

/**
 * Opens the demo started by startDemo() in a fresh browser context (its own storage) with a
 * browser `locale`, at `hash` (by default start 518, standard chess: a first visit without a game
 * in the link opens on a random start), and runs `fn(page)`; fails on console errors, page errors
 * and failed requests. `page.openDemo(at)` loads the demo again (at another hash) and waits until
 * it is ready.
 * @param {{ browser: any, server: { url: string } }} demo
 * @param {(page: any) => Promise<void>} fn
 * `tolerate`: failed requests whose "URL error" text it matches are not counted; `touch`: a phone's
 * touch screen (taps and touch events, no mouse).
 * @param {{ locale?: string, hash?: string, viewport?: { width: number, height: number }, acceptDownloads?: boolean,
 *   tolerate?: RegExp, touch?: boolean }} [options]
 */
export async function withDemoPage(
  demo,
  fn,
  { locale = 'en-US', hash = STANDARD_START, viewport, acceptDownloads = false, tolerate = null, touch = false } = {},
) {
  const context = await demo.browser.newContext({
    locale,
    viewport,
    acceptDownloads,
    hasTouch: touch,
    isMobile: touch,
  });
  const problems = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page error: ${error?.stack ?? error}`));
    page.on('requestfailed', (request) => {
      if (!tolerate?.test(`${request.url()} ${request.failure()?.errorText}`))
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    });
    page.openDemo = (at = hash) => loadDemo(page, `${demo.server.url}/${at}`);
    await page.openDemo();
    await fn(page);
    assert.deepEqual(problems, [], 'console errors, page errors or failed requests');
  } finally {
    await withTimeout(context.close(), 10_000, 'closing the context').catch(() => {});
  }
}

/**
 * Shows one of the tools' tabs under the board, as a click on it would: 'fen' (the FEN field),
 * 'pgn' (the PGN text, Copy, Download) or 'start' (Double Chess960, the die, the pools' hint).
 * @param {any} page
 * @param {'fen' | 'pgn' | 'start'} tool
 */
export async function showTool(page, tool) {
  await page.locator(`#tab-${tool}`).click();
  await page.locator(`#tool-${tool}`).waitFor();
}

/**
 * Waits until #fen shows `fen` and the board its pieces (chessground draws on the next animation
 * frame, so the board may lag behind the field for a moment), else fails naming `what`.
 * @param {any} page
 * @param {string} fen
 * @param {string} what
 */
export async function expectPosition(page, fen, what) {
  const shown = () => Promise.all([page.locator('#fen').inputValue(), boardPlacement(page)]);
  const deadline = Date.now() + 5_000;
  let [text, placement] = await shown();
  while ((text !== fen || placement !== fen.split(' ')[0]) && Date.now() < deadline) {
    await page.waitForTimeout(40);
    [text, placement] = await shown();
  }
  assert.equal(text, fen, `${what}: #fen`);
  assert.equal(placement, fen.split(' ')[0], `${what}: the pieces on the board`);
}

/** The piece placement drawn by chessground in #board, as the first field of a FEN. */
export function boardPlacement(page) {
  return page.evaluate(() => {
    const wrap = document.getElementById('board');
    const box = wrap.querySelector('cg-board').getBoundingClientRect();
    const white = !wrap.classList.contains('orientation-black');
    const grid = Array.from({ length: 8 }, () => Array(8).fill(''));
    const letter = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };
    for (const piece of wrap.querySelectorAll('cg-board piece')) {
      if (piece.classList.contains('ghost') || piece.classList.contains('fading')) continue;
      const r = piece.getBoundingClientRect();
      const col = Math.floor(((r.left + r.width / 2 - box.left) / box.width) * 8);
      const row = Math.floor(((r.top + r.height / 2 - box.top) / box.height) * 8);
      const l = letter[[...piece.classList].find((c) => c in letter)];
      const rank = white ? 7 - row : row;
      const file = white ? col : 7 - col;
      if (rank >= 0 && rank <= 7 && file >= 0 && file <= 7)
        grid[7 - rank][file] = piece.classList.contains('white') ? l.toUpperCase() : l;
    }
    return grid
      .map((row) =>
        row
          .map((p) => p || '1')
          .join('')
          .replace(/1+/g, (ones) => String(ones.length)),
      )
      .join('/');
  });
}
