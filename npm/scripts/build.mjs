// Builds the package: the engine to wasm (emcmake + cmake), the wasm embedded into the JS as
// gzip + base64, the TypeScript bundled into dist/index.js (ESM) and dist/index.cjs (CommonJS),
// and the type declarations. Usage: npm run build  (or node scripts/build.mjs)
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const npmDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(npmDir, '..');
const wasmBuild = join(repo, 'build', 'wasm');
const work = join(npmDir, 'build');
const dist = join(npmDir, 'dist');

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

// Build tools are resolved like imports: installing the repository's root package (which links
// this one) may hoist them out of npm/node_modules.
const resolveTool = createRequire(import.meta.url).resolve;

// 1. The engine as wasm. Debian's Emscripten finds its acorn through NODE_PATH.
// Closure Compiler (a pinned devDependency; Debian's Emscripten ships none) minifies the glue.
const env = {
  ...process.env,
  NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':'),
  EM_CLOSURE_COMPILER: resolveTool('google-closure-compiler/cli.js'),
};
run('emcmake', ['cmake', '-S', repo, '-B', wasmBuild, '-DCMAKE_BUILD_TYPE=Release', '-DCHESS960_WASM_CLOSURE=ON'], { env });
run('cmake', ['--build', wasmBuild, '-j', '2', '--target', 'chess960_wasm'], { env });

// 2. The wasm as base64: gzip-compressed for browsers (what a page downloads), plain for Node
// (which then needs no decompressor to start).
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const wasm = readFileSync(join(wasmBuild, 'chess960-wasm.wasm'));
const embed = (file, bytes) =>
  writeFileSync(join(work, file), `export const WASM_BASE64 = ${JSON.stringify(bytes.toString('base64'))};\n`);
embed('binary-web.js', gzipSync(wasm, { level: 9 }));
embed('binary-node.js', wasm);

// 3. Bundles: index.js for browsers, workers and bundlers (the "default" export condition),
// node.js and index.cjs for Node (import and require). They differ only in how the wasm is embedded.
const internal = (platform) => ({
  name: 'chess960-internal',
  setup(build) {
    const paths = {
      'chess960-internal:glue': join(wasmBuild, 'chess960-wasm.cjs'),
      'chess960-internal:binary': join(work, `binary-${platform}.js`),
      'chess960-internal:wasm-bytes': join(npmDir, 'src', `wasm-bytes-${platform}.ts`),
    };
    build.onResolve({ filter: /^chess960-internal:/ }, (args) => ({ path: paths[args.path] }));
  },
});
rmSync(dist, { recursive: true, force: true });
const bundles = [
  ['esm', 'index.js', 'web'],
  ['esm', 'node.js', 'node'],
  ['cjs', 'index.cjs', 'node'],
];
for (const [format, file, platform] of bundles) {
  await esbuild.build({
    entryPoints: [join(npmDir, 'src', 'index.ts')],
    outfile: join(dist, file),
    bundle: true,
    format,
    platform: platform === 'node' ? 'node' : 'neutral',
    target: platform === 'node' ? 'node18' : 'es2020',
    minify: process.env.CHESS960_NO_MINIFY ? false : true,
    legalComments: 'none',
    plugins: [internal(platform)],
    logLevel: 'warning',
  });
}

// 4. The `chess960` command (package.json "bin"): src/cli bundled on its own into dist/cli.js. It
// imports the package's Node entry (./node.js) instead of embedding the engine again, so the
// bundles above do not change. check-engine's reference positions: the FENs of tests/data.
const referenceFens = readFileSync(join(repo, 'tests', 'data', 'chess960.perft'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('epd '))
  .map((line) => line.slice(4).trim());
writeFileSync(join(work, 'reference-positions.js'), `export const REFERENCE_FENS = ${JSON.stringify(referenceFens)};\n`);
await esbuild.build({
  entryPoints: [join(npmDir, 'src', 'cli', 'main.ts')],
  outfile: join(dist, 'cli.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node18',
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      name: 'chess960-cli',
      setup(build) {
        build.onResolve({ filter: /^\.\.\/index\.js$/ }, () => ({ path: './node.js', external: true }));
        build.onResolve({ filter: /^chess960-internal:reference-positions$/ }, () => ({ path: join(work, 'reference-positions.js') }));
      },
    },
  ],
});

// 5. Type declarations (the .d.cts copy serves require() users; the command's are not published).
run(process.execPath, [resolveTool('typescript/bin/tsc'), '-p', join(npmDir, 'tsconfig.json')]);
for (const entry of readdirSync(join(work, 'types'), { withFileTypes: true }))
  if (entry.isFile()) copyFileSync(join(work, 'types', entry.name), join(dist, entry.name));
copyFileSync(join(dist, 'index.d.ts'), join(dist, 'index.d.cts'));
rmSync(join(dist, 'wasm-bytes-node.d.ts'), { force: true });
rmSync(join(dist, 'wasm-bytes-web.d.ts'), { force: true });

const esm = readFileSync(join(dist, 'index.js'));
console.log(
  `dist/index.js: ${esm.length} bytes, ${gzipSync(esm, { level: 9 }).length} gzipped ` +
    `(wasm ${wasm.length} bytes inside, ${gzipSync(wasm, { level: 9 }).length} gzipped)`,
);
