// Builds the package: the engine to wasm with Emscripten's factory and Embind (emcmake + cmake;
// bindings/README.md), the wasm embedded into the JS as deflate + base64, the TypeScript and the
// factory bundled into dist/index.js (ESM) and dist/index.cjs (CommonJS), and the type declarations. Usage: npm run build  (or node scripts/build.mjs)
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { writeGeneratedFiles } from './contract.mjs';
import { inflateWith } from './inflate.mjs';
import * as terser from 'terser';
import zopfli from '@gfx/zopfli';

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

// 0. The TypeScript side of the wasm boundary, written by a native C++ program from the bindings'
// lists (scripts/contract.mjs): a changed constant reaches the bundle in the same build. The files
// are committed; a stale copy is rewritten here and tests/repo/contract.test.js fails on it until
// the new one is committed.
for (const name of writeGeneratedFiles()) console.log(`npm/src/generated/${name}: rewritten from the C++ (commit it)`);

// 1. The engine: chess960-engine.wasm and its factory chess960-engine.mjs (src/wasm.ts); the
// browsers' inflater, chess960-inflate.wasm (bindings/inflate.cpp); and the native command
// (cpp/cli) for Node, chess960-cli.wasm and its loader chess960-cli.js (step 4).
// Debian's Emscripten finds its acorn through NODE_PATH.
const env = { ...process.env, NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':') };
run('emcmake', ['cmake', '-S', repo, '-B', wasmBuild, '-DCMAKE_BUILD_TYPE=Release'], { env });
run('cmake', ['--build', wasmBuild, '-j', '2', '--target', 'chess960_wasm', 'chess960_inflate', 'chess960_cli_wasm'], {
  env,
});

// 2. The wasm as base64: deflate-compressed for browsers (what a page downloads; Zopfli packs it
// smaller than zlib -9), with the inflater that src/wasm-bytes-web.ts unpacks it with; plain for
// Node (which then needs no decompressor to start).
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
// Binaryen's -Os once more: after Emscripten's last dead-code pass it finds more to drop.
run('wasm-opt', ['-Os', join(wasmBuild, 'chess960-engine.wasm'), '-o', join(work, 'chess960-engine.wasm')]);
const wasm = readFileSync(join(work, 'chess960-engine.wasm'));
const webWasm = Buffer.from(await zopfli.deflateAsync(wasm, { numiterations: 15 }));
const inflater = readFileSync(join(wasmBuild, 'chess960-inflate.wasm'));
if (!Buffer.from(inflateWith(inflater, webWasm, wasm.length) ?? []).equals(wasm))
  throw new Error('bindings/inflate.cpp does not give the wasm back');
const wasmLine = {
  web: `var WASM_BASE64="${webWasm.toString('base64')}",WASM_LENGTH=${wasm.length},INFLATE_BASE64="${inflater.toString('base64')}";`,
  node: `var WASM_BASE64="${wasm.toString('base64')}",WASM_LENGTH=${wasm.length};`,
};

// 3. Bundles: index.js for browsers, workers and bundlers (the "default" export condition),
// node.js and index.cjs for Node (import and require). They differ only in how the wasm is embedded.
// Our code is minified with its classes' and methods' names as written (constructor.name is
// 'Game', stack traces say Game.move, errors print as IllegalMoveError), in lines of at most 120
// characters; source maps (dist/*.map) map it back to npm/src.
const internal = (platform) => ({
  name: 'chess960-internal',
  setup(build) {
    const paths = {
      'chess960-internal:engine': join(wasmBuild, 'chess960-engine.mjs'),
      'chess960-internal:wasm-bytes': join(npmDir, 'src', `wasm-bytes-${platform}.ts`),
    };
    build.onResolve({ filter: /^chess960-internal:/ }, (args) => ({ path: paths[args.path] }));
    if (minify) build.onLoad({ filter: /[\\/]chess960-engine\.mjs$/ }, (args) => minifiedFactory(args.path));
  },
});
// Emscripten's factory is minified on its own first, its inner functions' names too: the bundle's
// Terser pass keeps every function's name (for ours), and no user meets the factory's in a stack
// trace of a call that works. Its source map (inline, which esbuild
// reads) maps back to the factory as Emscripten wrote it.
async function minifiedFactory(path) {
  const source = readFileSync(path, 'utf8');
  const { code } = await terser.minify(
    { [path]: source },
    {
      module: true,
      compress: { passes: 2 },
      sourceMap: { url: 'inline', includeSources: true },
    },
  );
  return { contents: code, loader: 'js' };
}
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const bundles = [
  ['esm', 'index.js', 'web'],
  ['esm', 'node.js', 'node'],
  ['cjs', 'index.cjs', 'node'],
];
const minify = !process.env.CHESS960_NO_MINIFY;
// What every bundle of the package shares: syntax minified, lines of at most 120 characters, no
// legal comments, source maps beside it with their sources.
const BUNDLE = {
  bundle: true,
  minifySyntax: minify,
  lineLimit: 120,
  legalComments: 'none',
  sourcemap: 'external',
  sourcesContent: true,
  logLevel: 'warning',
};
for (const [format, file, platform] of bundles) {
  // Whitespace is Terser's below (esbuild's would drop the /* @__PURE__ */ that Terser keeps). The
  // CommonJS bundle (Node only, never downloaded) keeps its whitespace: its `__export(` line is how
  // type checkers such as are-the-types-wrong find the default export of a bundle.
  const result = await esbuild.build({
    ...BUNDLE,
    entryPoints: [join(npmDir, 'src', 'index.ts')],
    outfile: join(dist, file),
    write: false,
    format,
    platform: platform === 'node' ? 'node' : 'neutral',
    target: platform === 'node' ? 'node20' : 'es2022',
    plugins: [internal(platform)],
  });
  let code = result.outputFiles.find((f) => f.path.endsWith(file)).text;
  let map = result.outputFiles.find((f) => f.path.endsWith(`${file}.map`)).text;
  // (Not the CommonJS bundle: Terser would drop the export annotation Node's CJS reader needs.)
  if (minify && format === 'esm') {
    // Terser then shortens local names: classes keep theirs (stack traces, constructor.name) and
    // properties, methods among them, are untouched; module-level functions are shortened too,
    // for a smaller download. esbuild writes classes as `var Game = class ...`, whose name comes
    // from the variable: those stay.
    const classNames = [...code.matchAll(/(?:^|[\s,;(])([\w$]+) ?= ?class\b/gm)].map((m) => m[1]);
    const terse = await terser.minify(code, {
      module: true,
      toplevel: true,
      compress: { passes: 2 },
      mangle: { reserved: classNames },
      keep_classnames: true,
      // preserve_annotations: the /* @__PURE__ */ of `chess960`, so that a bundle that never uses it drops the engine.
      format: { max_line_len: 120, comments: false, preserve_annotations: true },
      sourceMap: { content: map },
    });
    code = `${terse.code}\n`;
    map = typeof terse.map === 'string' ? terse.map : JSON.stringify(terse.map);
  }
  writeFileSync(join(dist, file), `${code}${wasmLine[platform]}\n//# sourceMappingURL=${file}.map\n`);
  writeFileSync(join(dist, `${file}.map`), map);
}

// 3b. chess960/chess.js, chess.js's API on the engine (src/chess-js): a bundle of its own per entry
// that imports the package's matching bundle instead of embedding the engine again, so what
// `import { load } from 'chess960'` downloads does not change.
const chessJsBundles = [
  ['esm', 'index.ts', 'chess-js.js', './index.js'],
  ['esm', 'index.ts', 'chess-js.node.js', './node.js'],
  ['cjs', 'index.ts', 'chess-js.cjs', './index.cjs'],
];
for (const [format, entry, file, engineBundle] of chessJsBundles) {
  await esbuild.build({
    ...BUNDLE,
    entryPoints: [join(npmDir, 'src', 'chess-js', entry)],
    outfile: join(dist, file),
    format,
    platform: file === 'chess-js.js' ? 'neutral' : 'node',
    target: file === 'chess-js.js' ? 'es2022' : 'node20',
    minifyWhitespace: minify && format === 'esm',
    plugins: [
      {
        name: 'chess960-engine-bundle',
        setup(build) {
          build.onResolve({ filter: /^\.\.\/index\.js$/ }, () => ({ path: engineBundle, external: true }));
        },
      },
    ],
  });
}

// 3c. chess960/evaluations, the table of start evaluations (src/evaluations.ts): data with no
// engine, in bundles of its own, so that nothing `import 'chess960'` downloads carries it.
for (const [format, file] of [
  ['esm', 'evaluations.js'],
  ['cjs', 'evaluations.cjs'],
]) {
  await esbuild.build({
    ...BUNDLE,
    entryPoints: [join(npmDir, 'src', 'evaluations.ts')],
    outfile: join(dist, file),
    format,
    platform: format === 'esm' ? 'neutral' : 'node',
    target: format === 'esm' ? 'es2022' : 'node20',
  });
}

// 4. The `chess960` command (package.json "bin"): src/cli bundled on its own into dist/cli.js. It
// runs the C++ command, dist/chess960-cli.cjs (Emscripten's CommonJS loader: the package is
// "type": "module") with dist/chess960-cli.wasm, which no bundle above refers to, so nothing a
// page downloads changes. check-engine imports the package's Node entry (./node.js) instead of
// embedding the engine again. Its reference positions: the FENs of tests/data.
copyFileSync(join(wasmBuild, 'chess960-cli.js'), join(dist, 'chess960-cli.cjs'));
copyFileSync(join(wasmBuild, 'chess960-cli.wasm'), join(dist, 'chess960-cli.wasm'));
const referenceFens = readFileSync(join(repo, 'tests', 'data', 'chess960.perft'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('epd '))
  .map((line) => line.slice(4).trim());
writeFileSync(
  join(work, 'reference-positions.js'),
  `export const REFERENCE_FENS = ${JSON.stringify(referenceFens)};\n`,
);
await esbuild.build({
  entryPoints: [join(npmDir, 'src', 'cli', 'main.ts')],
  outfile: join(dist, 'cli.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      name: 'chess960-cli',
      setup(build) {
        build.onResolve({ filter: /^\.\.\/index\.js$/ }, () => ({ path: './node.js', external: true }));
        build.onResolve({ filter: /^chess960-internal:reference-positions$/ }, () => ({
          path: join(work, 'reference-positions.js'),
        }));
      },
    },
  ],
});

// 5. Type declarations. Game and Chess960 come from load(), never from `new`: their
// constructors are declared private. require() users get their own CommonJS declarations
// (*.d.cts importing *.cjs), so TypeScript under node16/nodenext reads them as CommonJS.
run(process.execPath, [resolveTool('typescript/bin/tsc'), '-p', join(npmDir, 'tsconfig.json')]);
const NOT_CONSTRUCTIBLE = ['Game', 'Chess960'];
mkdirSync(join(dist, 'generated'));
mkdirSync(join(dist, 'chess-js'));
const declarations = [
  ...readdirSync(join(work, 'types')),
  ...readdirSync(join(work, 'types', 'generated')).map((file) => join('generated', file)),
  ...readdirSync(join(work, 'types', 'chess-js')).map((file) => join('chess-js', file)),
];
for (const file of declarations) {
  // The command's declarations (types/cli/) are not published.
  if (!file.endsWith('.d.ts') || file.startsWith('wasm-bytes-')) continue;
  let text = readFileSync(join(work, 'types', file), 'utf8');
  for (const name of NOT_CONSTRUCTIBLE) {
    const head = `export declare class ${name} {\n`;
    if (text.includes(head)) text = text.replace(head, `${head}    private constructor();\n`);
  }
  writeFileSync(join(dist, file), text);
  const cjs = text.replace(/(['"]\.\.?\/[\w/-]+)\.js(['"])/g, '$1.cjs$2');
  writeFileSync(join(dist, file.replace(/\.d\.ts$/, '.d.cts')), cjs);
}
for (const name of NOT_CONSTRUCTIBLE) {
  const declared = readdirSync(dist).some(
    (f) =>
      f.endsWith('.d.ts') &&
      readFileSync(join(dist, f), 'utf8').includes(`class ${name} {\n    private constructor();`),
  );
  if (!declared) throw new Error(`the declarations of ${name} did not get their private constructor`);
}

// 6. The security notes travel with the package (its README points at them); the repository's
// SECURITY.md is the one copy in git.
copyFileSync(join(repo, 'SECURITY.md'), join(npmDir, 'SECURITY.md'));

// 7. The API reference (TypeDoc, from the doc comments) into docs/, shipped in the package so that
// it matches the installed version and opens offline; fails on an export without documentation.
run(process.execPath, [join(npmDir, 'scripts', 'docs.mjs')]);

// What a page downloads, and its parts as each gzips alone: the wasm (inside, deflated by
// Zopfli), Emscripten's factory with Embind's JS (minified as in the bundle), the inflater (as
// base64), and the rest, ours.
const esm = readFileSync(join(dist, 'index.js'));
const total = gzipSync(esm, { level: 9 }).length;
const factory = (
  await terser.minify(readFileSync(join(wasmBuild, 'chess960-engine.mjs'), 'utf8'), {
    module: true,
    compress: { passes: 2 },
  })
).code;
const factoryGzip = gzipSync(factory, { level: 9 }).length;
const inflateGzip = gzipSync(inflater.toString('base64'), { level: 9 }).length;
console.log(
  `dist/index.js: ${esm.length} bytes, ${total} gzipped: wasm ${wasm.length} bytes inside (${webWasm.length} deflated by ` +
    `Zopfli), Emscripten's factory and Embind ${factoryGzip} gzipped alone, the inflater (${inflater.length} bytes) ${inflateGzip}, ` +
    `the package's own code the rest (about ${total - webWasm.length - factoryGzip - inflateGzip})`,
);
