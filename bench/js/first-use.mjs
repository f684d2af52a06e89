#!/usr/bin/env node
// First use of the built package (npm/dist): from the start of its import to the first legal-move
// list, in fresh Node processes and in fresh Chromium pages (main thread), both ways of starting:
// `(await load()).game().legalMoves()` and, where the build has it, the synchronous
// `chess960.game().legalMoves()`. Prints a markdown table; bench/README.md has its method and latest figures.
//
//   node bench/js/first-use.mjs                              npm/dist, 15 runs of each
//   node bench/js/first-use.mjs --runs 9
//   node bench/js/first-use.mjs --dist before=DIR --dist after=npm/dist   builds side by side
//
// With several builds, each round runs every build and way once, in turn, so that a change in the
// machine's load hits all alike. Needs a built package (bash scripts/build-package.sh), `npm ci`
// in bench/ (playwright-core) and /usr/bin/chromium. Wall time: it is what a user waits.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

// The timed steps, the same in Node and in the page: `way` is 'load' or 'sync'.
const FIRST_USE = `
const t0 = performance.now();
const pkg = await import(url);
const t1 = performance.now();
let moves = -1;
if (way === 'load') moves = (await pkg.load()).game().legalMoves().length;
else if (pkg.chess960) moves = pkg.chess960.game().legalMoves().length;
const t2 = performance.now();
const result = { importMs: t1 - t0, firstUseMs: t2 - t0, moves };
`;

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

function inNode(way, dir) {
  const script = `const [way, url] = process.argv.slice(1);${FIRST_USE}console.log(JSON.stringify(result));`;
  const url = pathToFileURL(join(dir, 'node.js')).href;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, way, url], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`first-use child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

async function inChromium(way, index, browser, origin) {
  const context = await browser.newContext(); // a fresh cache each time
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/page.html?way=${way}&build=${index}`);
    const result = await page.waitForFunction(() => globalThis.firstUse, null, { timeout: 30_000 });
    return await result.jsonValue();
  } finally {
    await context.close();
  }
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>first use</title><script type="module">
const query = new URLSearchParams(location.search);
const way = query.get('way');
const url = '/' + query.get('build') + '/index.js';
${FIRST_USE}
globalThis.firstUse = result;
</script>`;

// Serves the page and each build's dist/ as /<build index>/<file>.
function serve() {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const headers = { 'cache-control': 'no-store' };
    const file = /^\/(\d+)\/([\w.-]+\.js)$/.exec(path);
    const dir = file && builds[Number(file[1])]?.dir;
    if (path === '/page.html') res.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(PAGE);
    else if (dir && existsSync(join(dir, file[2]))) {
      res.writeHead(200, { ...headers, 'content-type': 'text/javascript' });
      createReadStream(join(dir, file[2])).pipe(res);
    } else res.writeHead(404).end();
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const WAYS = [
  ['load', '`(await load()).game().legalMoves()`'],
  ['sync', '`chess960.game().legalMoves()`'],
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
const runs = new Map(); // `${where}|${build}|${way}` -> results
const record = (key, result) => runs.set(key, [...(runs.get(key) ?? []), result]);
try {
  const origin = `http://127.0.0.1:${server.address().port}`;
  for (let round = 0; round < RUNS; round++)
    for (const [index, { dir }] of builds.entries())
      for (const [way] of WAYS) {
        record(`node|${index}|${way}`, inNode(way, dir));
        record(`chromium|${index}|${way}`, await inChromium(way, index, browser, origin));
      }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `First use, import to the first legal-move list: median of ${RUNS} fresh processes or pages (fastest), and its two parts`,
);
console.log(
  `Node ${process.version}, Chromium ${browser.version()}; load average ${load0.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end.\n`,
);
console.log('| where | build | how | first use | the import | after the import |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [where, name] of [
  ['node', 'Node, `dist/node.js`'],
  ['chromium', 'Chromium, main thread, `dist/index.js`'],
])
  for (const [index, { label }] of builds.entries())
    for (const [way, how] of WAYS) {
      const list = runs.get(`${where}|${index}|${way}`);
      if (list.some((run) => run.moves === -1)) continue; // this build has no synchronous API
      for (const run of list)
        if (run.moves !== 20) throw new Error(`the start position gave ${run.moves} moves, not 20`);
      const firstUse = list.map((run) => run.firstUseMs);
      const importMs = median(list.map((run) => run.importMs));
      const afterImport = median(list.map((run) => run.firstUseMs - run.importMs));
      const fastest = ms(Math.min(...firstUse));
      console.log(
        `| ${name} | ${label} | ${how} | ${ms(median(firstUse))} (fastest ${fastest}) | ${ms(importMs)} | ${ms(afterImport)} |`,
      );
    }
