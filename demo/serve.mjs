#!/usr/bin/env node
// Serves the built demo (dist/) on 127.0.0.1 until Ctrl-C. No dependencies.
//   node serve.mjs [--port 5960] [--host 127.0.0.1] [--dir dist]
// PORT and HOST may also come from the environment; --port 0 picks a free port.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, option('dir', 'dist'));
const host = option('host', process.env.HOST ?? '127.0.0.1');
const port = Number(option('port', process.env.PORT ?? 5960));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

try {
  if (!(await stat(join(root, 'index.html'))).isFile()) throw new Error();
} catch {
  console.error(`${join(root, 'index.html')} is missing: run "npm run build" in demo/ first.`);
  process.exit(1);
}

const server = createServer(async (req, res) => {
  const fail = (status, text) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return fail(405, 'method not allowed');
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    return fail(400, 'bad request');
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return fail(403, 'forbidden');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return fail(404, `not found: ${path}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
});

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE' ? `port ${port} on ${host} is in use: try --port <another>` : error.message,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.log(`chess960 demo: http://${shown}:${address.port}/  (Ctrl-C to stop)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections?.();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
