import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

// The analysis engine: only Stockfish's lite single-threaded build (its .js and .wasm), copied
// as is to dist/engine/ and loaded by a Worker when analysis is switched on (src/engine.js).
const engineDir = join(here, 'node_modules', 'stockfish', 'bin');
const ENGINE_FILES = ['stockfish-19-lite-single.js', 'stockfish-19-lite-single.wasm'];

function stockfishLite() {
  let outDir;
  return {
    name: 'stockfish-lite',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/engine/', (req, res, next) => {
        const name = req.url.replace(/^\//, '').split('?')[0];
        if (!ENGINE_FILES.includes(name)) return next();
        res.setHeader('Content-Type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        createReadStream(join(engineDir, name)).pipe(res);
      });
    },
    closeBundle() {
      mkdirSync(join(outDir, 'engine'), { recursive: true });
      for (const name of ENGINE_FILES) {
        if (!existsSync(join(engineDir, name))) throw new Error(`${name} is missing: run npm ci in demo/`);
        copyFileSync(join(engineDir, name), join(outDir, 'engine', name));
      }
    },
  };
}

// src/language-boot.js as a script of its own (async: it runs as soon as it is there): it starts
// the download of the page's language while the main script is still on its way (both import the
// same catalogue).
const LANGUAGE_BOOT = join(here, 'src', 'language-boot.js');

function languageFirst() {
  return {
    name: 'language-first',
    buildStart() {
      if (this.environment?.config.command === 'build') this.emitFile({ type: 'chunk', id: LANGUAGE_BOOT });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = bundle && Object.values(bundle).find((file) => file.facadeModuleId === LANGUAGE_BOOT);
        const src = chunk ? `./${chunk.fileName}` : '/src/language-boot.js';
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head' }];
      },
    },
  };
}

// Every text file of dist/ (and the engine's wasm) gzipped and brotli-compressed beside itself,
// for the server to send as it is (npm run serve: sirv's --gzip --brotli).
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json', '.wasm']);

function precompressed() {
  let outDir;
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of files(outDir).filter((name) => COMPRESSED.has(extname(name)))) {
          const bytes = readFileSync(file);
          if (bytes.length < 1024) continue;
          // Brotli's best setting takes seconds on the engine's 1.8 MB wasm for a few per cent.
          const quality = bytes.length > 1 << 20 ? 5 : constants.BROTLI_MAX_QUALITY;
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }),
          );
        }
      },
    },
  };
}

// Relative asset URLs, so that dist/ works from any static file server and any sub-path.
export default defineConfig({
  base: './',
  build: { target: 'es2022', chunkSizeWarningLimit: 1024 },
  plugins: [stockfishLite(), languageFirst(), precompressed()],
});
