#!/usr/bin/env node
// First use of the built package (npm/dist) next to chessops, in the same harness: from the start
// of the import to the first legal-move list, in fresh Node processes and in fresh Chromium pages
// (main thread). `chess960` both ways of starting: `(await load()).game().legalMoves()` and the
// synchronous `chess960.game().legalMoves()`; chessops: `chessgroundDests(Chess.default())`. Each
// library is bundled by esbuild as a page's build would, and imported by a blank page. Prints a
// markdown table; bench/README.md has its method.
//
//   node bench/js/first-use.mjs                              npm/dist, 15 runs of each
//   node bench/js/first-use.mjs --runs 9
//   node bench/js/first-use.mjs --dist before=DIR --dist after=npm/dist   builds side by side
//
// Each round runs every library, build and way once, in turn (starting from a different one each
// round), so that a change in the machine's load hits all alike. Needs a built package (bash scripts/build-package.sh), `npm ci` in bench/
// (playwright-core, chessops, esbuild) and /usr/bin/chromium. Wall time: it is what a user waits.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const values = (name) => args.flatMap((arg, i) => (arg === name && i + 1 < args.length ? [args[i + 1]] : []));
const RUNS = Number(values('--runs')[0] ?? 15);
const builds = (
  values('--dist').length > 0 ? values('--dist') : [`npm/dist=${join(benchDir, '..', 'npm', 'dist')}`]
).map((spec) => {
  const [label, path] = spec.includes('=') ? spec.split('=') : [spec, spec];
  return { label, dir: resolve(path) };
});
if (!(RUNS >= 1)) throw new Error('usage: node bench/js/first-use.mjs [--runs N] [--dist [LABEL=]DIR]...');
for (const { dir } of builds)
  for (const file of ['index.js', 'node.js'])
    if (!existsSync(join(dir, file))) throw new Error(`${dir}/${file} is missing: bash scripts/build-package.sh`);

// The bundles a page imports: each build of chess960 (its browser entry) and chessops, minified.
const work = mkdtempSync(join(tmpdir(), 'chess960-first-use-'));
async function bundle(name, source) {
  const outfile = join(work, `${name}.js`);
  await esbuild.build({
    stdin: { contents: source, resolveDir: benchDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}
const chessops = await bundle(
  'chessops',
  "export { Chess } from 'chessops/chess';\nexport { chessgroundDests } from 'chessops/compat';\n",
);
for (const [index, { dir }] of builds.entries())
  await bundle(`chess960-${index}`, `export { chess960, load } from ${JSON.stringify(join(dir, 'index.js'))};\n`);

// The timed steps, the same in Node and in the page. `way`: 'load' or 'sync' (chess960), 'dests'
// (chessops); `moves` counts the legal moves found.
const FIRST_USE = `
const t0 = performance.now();
const pkg = await import(url);
const t1 = performance.now();
let moves = -1;
if (way === 'load') moves = (await pkg.load()).game().legalMoves().length;
else if (way === 'sync') moves = pkg.chess960.game().legalMoves().length;
else moves = [...pkg.chessgroundDests(pkg.Chess.default(), { chess960: true }).values()].flat().length;
const t2 = performance.now();
const result = { importMs: t1 - t0, firstUseMs: t2 - t0, moves };
`;

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

function inNode(way, file) {
  const script = `const [way, url] = process.argv.slice(1);${FIRST_USE}console.log(JSON.stringify(result));`;
  const url = pathToFileURL(file).href;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, way, url], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`first-use child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

async function inChromium(way, name, browser, origin) {
  const context = await browser.newContext(); // a fresh cache each time
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/page.html?way=${way}&lib=${name}`);
    const result = await page.waitForFunction(() => globalThis.firstUse, null, { timeout: 30_000 });
    return await result.jsonValue();
  } finally {
    await context.close();
  }
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>first use</title><script type="module">
const query = new URLSearchParams(location.search);
const way = query.get('way');
const url = '/lib/' + query.get('lib') + '.js';
${FIRST_USE}
globalThis.firstUse = result;
</script>`;

// Serves the page and the bundles as /lib/<name>.js.
function serve() {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const headers = { 'cache-control': 'no-store' };
    const file = /^\/lib\/([\w-]+)\.js$/.exec(path);
    if (path === '/page.html') res.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(PAGE);
    else if (file && existsSync(join(work, `${file[1]}.js`)))
      res
        .writeHead(200, { ...headers, 'content-type': 'text/javascript' })
        .end(readFileSync(join(work, `${file[1]}.js`)));
    else res.writeHead(404).end();
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

// What is timed: [key, library, how, the bundle a page imports, the file Node imports].
const CASES = [
  ...builds.flatMap(({ label, dir }, index) => [
    ['load', `chess960 (${label})`, '`(await load()).game().legalMoves()`', `chess960-${index}`, join(dir, 'node.js')],
    ['sync', `chess960 (${label})`, '`chess960.game().legalMoves()`', `chess960-${index}`, join(dir, 'node.js')],
  ]),
  ['dests', 'chessops 0.15.1', '`chessgroundDests(Chess.default())`', 'chessops', chessops],
];
const load0 = loadavg()[0];
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const server = await serve();
const runs = new Map(); // `${where}|${case index}` -> results
const record = (key, result) => runs.set(key, [...(runs.get(key) ?? []), result]);
try {
  const origin = `http://127.0.0.1:${server.address().port}`;
  // Each round starts from the next case, so that no case always follows the same one.
  for (let round = 0; round < RUNS; round++)
    for (let k = 0; k < CASES.length; k++) {
      const index = (round + k) % CASES.length;
      const [way, , , name, nodeFile] = CASES[index];
      record(`node|${index}`, inNode(way, nodeFile));
      record(`chromium|${index}`, await inChromium(way, name, browser, origin));
    }
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `First use, import to the first legal-move list: median of ${RUNS} fresh processes or pages (fastest, slowest), and its two parts`,
);
console.log(
  `Node ${process.version}, Chromium ${browser.version()}; load average ${load0.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end.\n`,
);
console.log('| where | library | how | first use | the import | after the import | ÷ chessops |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [where, name] of [
  ['node', 'Node'],
  ['chromium', 'Chromium, main thread, a fresh page'],
]) {
  const peer = median(runs.get(`${where}|${CASES.length - 1}`).map((run) => run.firstUseMs));
  for (const [index, [, library, how]] of CASES.entries()) {
    const list = runs.get(`${where}|${index}`);
    for (const run of list)
      if (run.moves !== 20) throw new Error(`${library} found ${run.moves} moves at the start, not 20`);
    const firstUse = list.map((run) => run.firstUseMs);
    const importMs = median(list.map((run) => run.importMs));
    const afterImport = median(list.map((run) => run.firstUseMs - run.importMs));
    const spread = `${ms(Math.min(...firstUse))}, ${ms(Math.max(...firstUse))}`;
    const ratio = `${(median(firstUse) / peer).toFixed(2)}×`;
    console.log(
      `| ${name} | ${library} | ${how} | ${ms(median(firstUse))} (${spread}) | ${ms(importMs)} | ${ms(afterImport)} | ${ratio} |`,
    );
  }
}
