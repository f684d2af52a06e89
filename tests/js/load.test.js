// Loading the engine: load(), its default export, the chess960 instance it resolves to, and the
// engine made on first use: importing compiles nothing, the first synchronous call compiles the
// wasm on this thread, load() compiles it asynchronously, and all of them share one instance. And a
// browser that refuses synchronous compilation (Chrome 93-113 on a page's main thread), faked here
// as it behaves: one clear error naming `await load()`, after which everything works synchronously.
// Each of those cases runs in a fresh Node process (a fresh copy of the package's module state).
// Last, a bundle that imports the package but never uses `chess960` leaves the engine out.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import defaultLoad, {
  Chess960,
  POSITION_COUNT,
  STANDARD_FEN,
  STANDARD_POSITION_NUMBER,
  chess960,
  load,
} from 'chess960';
import { REPO, START, browserBundle } from './helpers.js';
import { REFUSE_SYNC_WASM } from './fixtures/refuse-sync-wasm.js';

const chess = await load();

describe('load()', () => {
  it('instantiates once: later calls (and concurrent ones) return the same instance', async () => {
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(chess);
    expect(b).toBe(chess);
    expect(await load()).toBe(chess);
  });

  it('resolves to the chess960 export, the one instance', () => {
    expect(chess).toBe(chess960);
    expect(chess960).toBeInstanceOf(Chess960);
  });

  it('is also the default export', async () => {
    expect(defaultLoad).toBe(load);
    expect(await defaultLoad()).toBe(chess);
  });

  it('exports the documented constants', () => {
    expect(STANDARD_FEN).toBe(START);
    expect(POSITION_COUNT).toBe(960);
    expect(STANDARD_POSITION_NUMBER).toBe(518);
  });
});

// ---- the engine made on first use ----

const DIST = join(REPO, 'npm', 'dist');
// The browser build (wasm deflated inside, what pages and bundlers get) and Node's ESM build.
const BUILDS = [
  ['dist/index.js', 'index.js', 'chess-js.js'],
  ['dist/node.js', 'node.js', 'chess-js.node.js'],
];

// Counts each way of compiling or instantiating the engine, by wrapping WebAssembly's own. (Only
// the engine's: Node's own fetch code, which DecompressionStream's Response loads, compiles a wasm
// of its own, well under the engine's 122 KB.)
const COUNT_WASM = `
const counts = { Module: 0, Instance: 0, compile: 0, instantiate: 0 };
const engineModules = new WeakSet();
const isEngine = (source) => source?.byteLength > 100_000 || engineModules.has(source);
const { Module, Instance, compile, instantiate } = WebAssembly;
WebAssembly.Module = new Proxy(Module, {
  construct(target, args) {
    const module = Reflect.construct(target, args);
    if (isEngine(args[0])) (counts.Module++, engineModules.add(module));
    return module;
  },
});
WebAssembly.Instance = new Proxy(Instance, {
  construct: (target, args) => (isEngine(args[0]) && counts.Instance++, Reflect.construct(target, args)),
});
WebAssembly.compile = async (source) => {
  const module = await compile(source);
  if (isEngine(source)) (counts.compile++, engineModules.add(module));
  return module;
};
WebAssembly.instantiate = (source, imports) => (isEngine(source) && counts.instantiate++, instantiate(source, imports));
const snapshot = () => ({ ...counts });
`;

// What Chrome 93-113 does on a page's main thread (fixtures/refuse-sync-wasm.js); and, as Chrome
// 93-102, DecompressionStream without raw deflate (load() then unpacks the browser build in JS).
const REFUSE_SYNC = `
const NativeDecompressionStream = DecompressionStream;
globalThis.DecompressionStream = class extends NativeDecompressionStream {
  constructor(format) {
    if (format === 'deflate-raw') throw new TypeError("Failed to construct 'DecompressionStream': Unsupported format");
    super(format);
  }
};
${REFUSE_SYNC_WASM}`;

function runChild(script, ...args) {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, ...args], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`child failed (${child.status}):\n${child.stderr}`);
  return { result: JSON.parse(child.stdout.trim().split('\n').pop()), stderr: child.stderr };
}

const url = (file) => pathToFileURL(join(DIST, file)).href;

describe.each(BUILDS)('%s', (_, bundle, chessJsBundle) => {
  it('importing compiles nothing; the first use compiles on this thread, once; load() then resolves to it', () => {
    const { result, stderr } = runChild(
      `${COUNT_WASM}
const pkg = await import(process.argv[1]);
const atImport = snapshot();
const moves = pkg.chess960.game().legalMoves().length;
const afterFirstUse = snapshot();
const nodes = pkg.chess960.game(pkg.chess960.startFen(0)).perft(3);
const same = (await pkg.load()) === pkg.chess960;
console.log(JSON.stringify({ atImport, moves, afterFirstUse, nodes, same, atEnd: snapshot() }));`,
      url(bundle),
    );
    const none = { Module: 0, Instance: 0, compile: 0, instantiate: 0 };
    const once = { Module: 1, Instance: 1, compile: 0, instantiate: 0 };
    expect(result).toEqual({ atImport: none, moves: 20, afterFirstUse: once, nodes: 9006, same: true, atEnd: once });
    expect(stderr).toBe('');
  });

  it('load() first compiles asynchronously, once for concurrent calls; the synchronous API then shares it', () => {
    const { result } = runChild(
      `${COUNT_WASM}
const pkg = await import(process.argv[1]);
const [a, b] = await Promise.all([pkg.load(), pkg.load()]);
const afterLoad = snapshot();
const moves = pkg.chess960.game().legalMoves().length;
console.log(JSON.stringify({ same: a === pkg.chess960 && b === a, afterLoad, moves, atEnd: snapshot() }));`,
      url(bundle),
    );
    const async = { Module: 0, Instance: 0, compile: 1, instantiate: 1 };
    expect(result).toEqual({ same: true, afterLoad: async, moves: 20, atEnd: async });
  });

  it('where synchronous compilation is refused: one sentence naming await load(), then everything works', () => {
    const { result, stderr } = runChild(
      `${REFUSE_SYNC}
const pkg = await import(process.argv[1]);
const chessJs = await import(process.argv[2]);
const attempt = (use) => {
  try {
    use();
    return 'no error';
  } catch (error) {
    return { name: error.name, message: error.message, cause: error.cause?.constructor.name };
  }
};
const first = attempt(() => pkg.chess960.game());
const second = attempt(() => pkg.chess960.startFen(518));
const chessJsFirst = attempt(() => new chessJs.Chess());
await chessJs.ready(); // chess.js's name for it; load() is the same
const same = (await pkg.load()) === pkg.chess960;
const moves = pkg.chess960.game().legalMoves().length;
const castling = new chessJs.Chess('4k3/8/8/8/8/8/8/RK5R w KQ - 0 1').move({ from: 'b1', to: 'a1' }).san;
console.log(JSON.stringify({ first, second, chessJsFirst, same, moves, castling }));`,
      url(bundle),
      url(chessJsBundle),
    );
    const refused = {
      name: 'Error',
      message:
        'chess960: this browser does not compile WebAssembly synchronously on the main thread (Chrome before 114): ' +
        'call await load() once before the first synchronous use',
      cause: 'RangeError',
    };
    expect(result).toEqual({
      first: refused,
      second: refused,
      chessJsFirst: refused,
      same: true,
      moves: 20,
      castling: 'O-O-O',
    });
    expect(stderr).toBe(''); // nothing logged by Emscripten's loader
  });
});

describe('a bundle of the browser build', () => {
  const bundledBytes = async (code) => (await browserBundle(code, DIST)).length;

  it('leaves the engine out when it imports the package but never uses chess960', async () => {
    const unused = await bundledBytes(
      "import { STANDARD_FEN, chess960 } from './index.js';\nconsole.log(STANDARD_FEN);",
    );
    const used = await bundledBytes("import { chess960 } from './index.js';\nconsole.log(chess960.startFen(0));");
    expect(used).toBeGreaterThan(100_000); // the wasm alone is 70 KB of base64
    expect(unused).toBeLessThan(40_000);
  });
});
