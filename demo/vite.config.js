import { copyFileSync, createReadStream, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The analysis engine: only Stockfish's lite single-threaded build (its .js and .wasm), copied
// as is to dist/engine/ and loaded by a Worker when analysis is switched on (src/engine.js).
const here = dirname(fileURLToPath(import.meta.url));
const engineDir = join(here, 'node_modules', 'stockfish', 'bin');
const ENGINE_FILES = ['stockfish-19-lite-single.js', 'stockfish-19-lite-single.wasm'];

function stockfishLite() {
  let outDir;
  return {
    name: 'stockfish-lite',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
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

// Relative asset URLs, so that dist/ works from any static file server and any sub-path.
export default defineConfig({
  base: './',
  build: { target: 'es2022', chunkSizeWarningLimit: 1024 },
  plugins: [stockfishLite()],
});
