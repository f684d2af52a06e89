// The `chess960` command of the npm package (npx chess960 ...): the native CLI's commands over
// the wasm engine, plus check-engine. Each command is one entry of COMMANDS; the bundled file
// imports the package's own Node entry, so the engine is not embedded twice.
import { createRequire } from 'node:module';
import { runCheckEngine } from './check-engine.js';
import { runDrawCommand } from './draw-command.js';
import { NATIVE_COMMANDS, usageError, type Output } from './native-commands.js';
import { runPgnCommand } from './pgn-command.js';

type Command = (args: string[], output: Output) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  ...NATIVE_COMMANDS,
  'check-engine': runCheckEngine,
  pgn: runPgnCommand,
  draw: runDrawCommand,
};

async function main(args: string[]): Promise<number> {
  // The package's "engines" field (">=18"), checked here too: npx runs the command on any Node.
  const manifest = createRequire(import.meta.url)('../package.json') as { engines?: { node?: string } };
  const engines = manifest.engines?.node ?? '';
  const required = Number(/^>=(\d+)/.exec(engines)?.[1] ?? 0);
  if (Number(process.versions.node.split('.')[0]) < required) {
    process.stderr.write(`chess960: this command needs Node ${engines}; this is Node ${process.versions.node}\n`);
    return 1;
  }
  const output: Output = {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    // A full pipe buffer: wait for it to drain (pgn writes as it reads, in constant memory).
    drain: () => (process.stdout.writableNeedDrain ? new Promise((resolve) => process.stdout.once('drain', () => resolve())) : Promise.resolve()),
  };
  if (args.length === 0) return usageError(output, 'missing command');
  const command = Object.hasOwn(COMMANDS, args[0]) ? COMMANDS[args[0]] : undefined;
  if (command === undefined) return usageError(output, `unknown command '${args[0]}'`);
  return command(args, output);
}

// A reader that stops early (| head) closes the pipe: stop quietly, as a native tool would.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`chess960: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
