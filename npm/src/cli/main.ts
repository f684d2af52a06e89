// The `chess960` command of the npm package (npx chess960 ...). Every command of the native tool
// is the native tool: cpp/cli compiled to wasm for Node (CMake target chess960_cli_wasm, shipped
// as dist/chess960-cli.cjs + .wasm, never part of what a page downloads), run here with the
// arguments; it reads and writes the real files and streams and exits with its own code.
// check-engine, which drives another process, is TypeScript over the package's Node entry.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { runCheckEngine, type Output } from './check-engine.js';

// What Emscripten's factory takes (-sINCOMING_MODULE_JS_API in CMakeLists.txt).
type CreateCli = (module: { arguments: string[]; thisProgram: string; wasmBinary: Uint8Array }) => Promise<unknown>;

const require = createRequire(import.meta.url);

// The wasm reads and writes fds 0-2 with fs.readSync / fs.writeSync (NODERAWFS). On a non-blocking
// pipe those say EAGAIN where a native read or write would wait: wait too, a millisecond at a time.
// (Node makes a pipe non-blocking once process.stdout or .stderr is touched: this path never does.)
function waitOnFullPipes(): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const patient =
    <A extends unknown[]>(call: (...args: A) => number) =>
    (...args: A): number => {
      for (;;) {
        try {
          return call(...args);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
          Atomics.wait(pause, 0, 0, 1);
        }
      }
    };
  fs.readSync = patient(fs.readSync) as typeof fs.readSync;
  fs.writeSync = patient(fs.writeSync) as typeof fs.writeSync;
}

// The native tool's commands, run by the C++ itself; main's return value ends the process.
function runNative(args: string[]): Promise<unknown> {
  waitOnFullPipes();
  const createCli = require('./chess960-cli.cjs') as CreateCli;
  const wasmBinary = fs.readFileSync(new URL('./chess960-cli.wasm', import.meta.url));
  return createCli({ arguments: args, thisProgram: 'chess960', wasmBinary });
}

async function main(args: string[]): Promise<number | null> {
  // The package's "engines" field, checked here too: npx runs the command on any Node.
  const manifest = require('../package.json') as { engines?: { node?: string } };
  const engines = manifest.engines?.node ?? '';
  const required = Number(/^>=(\d+)/.exec(engines)?.[1] ?? 0);
  if (Number(process.versions.node.split('.')[0]) < required) {
    process.stderr.write(`chess960: this command needs Node ${engines}; this is Node ${process.versions.node}\n`);
    return 1;
  }
  if (args[0] !== 'check-engine') {
    await runNative(args);
    return null; // the wasm's exit() sets the code
  }
  // A reader that stops early (| head) closes the pipe: stop quietly, as a native tool would.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  const output: Output = {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
  };
  return runCheckEngine(args, output);
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== null) process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`chess960: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
