#!/usr/bin/env node
// The demo page on a phone profile: from the navigation to the first legal-move dots, in fresh
// Chromium contexts (no cache) with the CPU slowed 4× and the network at 1.6 Mbps down, 750 kbps
// up and 150 ms latency (Chrome DevTools' "Slow 4G", through CDP). The page is served by the demo's
// own command (`npm run serve` in demo/), opened without a game in the link (a first visit), and a
// white pawn (e2: every Chess960 start has one there) is tapped as soon as the page says it is
// ready; the time is the page's own clock when the first `.move-dest` appears.
//
//   node bench/js/demo-first-dots.mjs                       demo/ (built: demo/dist), 7 runs
//   node bench/js/demo-first-dots.mjs --runs 11
//   node bench/js/demo-first-dots.mjs --demo before=/tmp/old/demo --demo after=demo
//
// Several demos are measured in turn, one run of each per round, so that the machine's load hits
// all alike. Needs `npm ci` in bench/ (playwright-core), /usr/bin/chromium and each demo built
// (`npm run build` in it). A bench, not a test: it prints figures and asserts nothing about them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const values = (name) => args.flatMap((arg, i) => (arg === name && i + 1 < args.length ? [args[i + 1]] : []));
const RUNS = Number(values('--runs')[0] ?? 7);
const demos = (values('--demo').length > 0 ? values('--demo') : [`demo=${join(repo, 'demo')}`]).map((spec) => {
  const [label, path] = spec.includes('=') ? spec.split('=') : [spec, spec];
  return { label, dir: resolve(path) };
});
if (!(RUNS >= 1)) throw new Error('usage: node bench/js/demo-first-dots.mjs [--runs N] [--demo [LABEL=]DIR]...');
for (const { dir } of demos)
  if (!existsSync(join(dir, 'dist', 'index.html'))) throw new Error(`${dir}/dist is missing: npm run build in ${dir}`);

// Chrome DevTools' "Slow 4G" (Lighthouse's mobile profile): bytes per second and milliseconds.
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const TIMEOUT_MS = 60_000;

// Runs in the page before its scripts: notes when the page says it is ready, then asks the bench
// to tap e2 (with White at the bottom: the fifth file, the second rank from the bottom; every
// Chess960 start has a white pawn there), and notes when the tap arrives and when the first
// legal-move dot is drawn, all on the page's clock (0 = the navigation's start).
const WATCH = `
window.__bench = {};
for (const type of ['touchstart', 'mousedown'])
  addEventListener(type, () => (window.__bench.pressed ??= performance.now()), { capture: true });
new MutationObserver((_, observer) => {
  if (!window.__bench.ready && document.body?.dataset.ready === 'true') {
    window.__bench.ready = performance.now();
    const box = document.getElementById('board').getBoundingClientRect();
    window.__benchTap(box.left + (4.5 * box.width) / 8, box.top + (6.5 * box.height) / 8);
  }
  if (document.querySelector('#board .move-dest')) {
    window.__bench.dots = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready', 'class'] });
`;

async function freePort() {
  const probe = createServer();
  await /** @type {Promise<void>} */ (new Promise((ok) => probe.listen(0, '127.0.0.1', () => ok())));
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((ok) => probe.close(ok));
  return port;
}

/** Starts `npm run serve` in a demo directory on a free port; resolves once it answers. */
async function serveDemo(dir) {
  const port = await freePort();
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run serve in ${dir} exited:\n${output}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm run serve in ${dir} never answered ${url}:\n${output}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/** One first visit: { ready, dots } on the page's clock, and the bytes it transferred by then. */
async function firstVisit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    // A finger on the pawn the moment the page is ready: the touch waits in the page's queue until
    // its main thread is free, as a player's would.
    await page.exposeFunction('__benchTap', async (x, y) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForFunction(() => globalThis.__bench.dots, null, { timeout: TIMEOUT_MS, polling: 100 });
    const times = await page.evaluate(() => globalThis.__bench);
    return { ...times, bytes };
  } finally {
    await context.close();
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const load0 = loadavg()[0];
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const servers = [];
const results = demos.map(() => []);
try {
  for (const { dir } of demos) servers.push(await serveDemo(dir));
  for (let round = 0; round < RUNS; round++)
    for (const [index, server] of servers.entries()) results[index].push(await firstVisit(browser, server.url));
} finally {
  for (const server of servers) server.stop();
  await browser.close();
}

console.log(
  `The demo's first visit on a phone profile (390×844, CPU ×${CPU_SLOWDOWN}, 1.6 Mbps, 150 ms): ` +
    `median of ${RUNS} fresh contexts (fastest)`,
);
console.log(
  `Chromium ${browser.version()}; load average ${load0.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end.\n`,
);
console.log('| demo | first legal-move dots | page ready | pawn tapped | transferred |');
console.log('| --- | --- | --- | --- | --- |');
for (const [index, { label }] of demos.entries()) {
  const runs = results[index];
  const dots = runs.map((run) => run.dots);
  const at = (key) => seconds(median(runs.map((run) => run[key])));
  const kib = (median(runs.map((run) => run.bytes)) / 1024).toFixed(0);
  console.log(
    `| ${label} | ${seconds(median(dots))} (${seconds(Math.min(...dots))}) | ${at('ready')} | ${at('pressed')} | ${kib} KiB |`,
  );
}
