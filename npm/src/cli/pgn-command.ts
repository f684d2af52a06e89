// chess960 pgn [FILE|-] [--fen | --uci | --fens] [--jobs N]: the native tool's pgn command
// (cpp/cli/pgn_command.cpp) over the package's streamPgn, with the same output, messages and exit
// codes. The input is streamed in chunks and the output written as it grows, so memory stays flat
// whatever the file's size. --jobs N is accepted and checked as natively; the wasm engine reads on
// one thread, and the output is in input order either way.
import { createReadStream, openSync } from 'node:fs';
import { load, type InvalidPgnError, type PgnGame, type PgnNode } from '../index.js';
import { INVALID_INPUT, USAGE_ERROR, type Output } from './native-commands.js';

type PerGame = 'fen' | 'uci' | 'fens' | null;

const USAGE = 'usage: chess960 pgn [FILE|-] [--fen | --uci | --fens] [--jobs N]';
// Output is handed on in pieces of about this size (the native tool's buffer too).
const FLUSH_AT = 1 << 16;

function usage(output: Output, message: string): number {
  output.err(`chess960: ${message} (${USAGE})\n`);
  return USAGE_ERROR;
}

// Moves read in a game, variations included (the native PgnGameTree::moveCount).
function moveCount(game: PgnGame): number {
  let count = 0;
  const pending: PgnNode[] = [game.root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    count += node.children.length;
    pending.push(...node.children);
  }
  return count;
}

// What one good game adds to stdout.
function gameText(game: PgnGame, perGame: PerGame): string {
  if (perGame === 'fen') return `${game.game().fen()}\n`;
  const mainline = game.mainline();
  if (perGame === 'uci') return `${mainline.map((node) => node.uci).join(' ')}\n`;
  const replay = game.game(game.root);
  let text = `${replay.fen()}\n`;
  for (const node of mainline) {
    replay.move(node.uci);
    text += `${replay.fen()}\n`;
  }
  return `${text}\n`;
}

// The bytes of FILE (or stdin for '-'), in chunks; `failed` is set if reading fails part way.
function openInput(path: string): { chunks: AsyncIterable<Uint8Array>; failed: () => boolean } | null {
  if (path === '-') return { chunks: process.stdin, failed: () => false };
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  let failed = false;
  const stream = createReadStream('', { fd, highWaterMark: 1 << 20 });
  // A read error (a directory, an I/O error) ends the input, as fread's does natively.
  const chunks = (async function* () {
    try {
      for await (const chunk of stream) yield chunk as Uint8Array;
    } catch {
      failed = true;
    }
  })();
  return { chunks, failed: () => failed };
}

export async function runPgnCommand(args: string[], output: Output): Promise<number> {
  let perGame: PerGame = null;
  let path = '-';
  let havePath = false;
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    const chosen = arg === '--fen' ? 'fen' : arg === '--uci' ? 'uci' : arg === '--fens' ? 'fens' : null;
    if (chosen !== null) {
      if (perGame !== null) return usage(output, 'pgn takes one of --fen, --uci, --fens');
      perGame = chosen;
    } else if (arg === '--jobs') {
      if (i + 1 >= args.length) return usage(output, '--jobs needs a number of threads');
      const jobs = args[++i];
      // As std::from_chars reads an int: an optional minus and digits, nothing else.
      if (!/^-?[0-9]+$/.test(jobs) || Number(jobs) < 1 || Number(jobs) > 256) return usage(output, '--jobs needs a number of threads from 1 to 256');
    } else if (!havePath && (arg === '-' || arg === '' || arg[0] !== '-')) {
      path = arg;
      havePath = true;
    } else {
      return usage(output, `pgn: unexpected argument '${arg}'`);
    }
  }
  const input = openInput(path);
  if (input === null) {
    output.err(`chess960: cannot open ${path}\n`);
    return USAGE_ERROR;
  }

  const chess = await load();
  let games = 0;
  let plies = 0;
  let errors = 0;
  let out = '';
  const onError = (error: InvalidPgnError): void => {
    games++;
    errors++;
    // The package's message is the native one behind a prefix of its own.
    const place = error.message.replace(/^Invalid PGN: /, '');
    output.out(out); // keep stdout and stderr in step for readers of both
    out = '';
    output.err(`chess960: ${place}\n`);
  };
  for await (const game of chess.streamPgn(input.chunks, { onError })) {
    games++;
    plies += moveCount(game);
    if (perGame === null) continue;
    out += gameText(game, perGame);
    if (out.length > FLUSH_AT) {
      output.out(out);
      out = '';
      await output.drain?.();
    }
  }
  output.out(out);
  if (input.failed()) {
    output.err(`chess960: cannot read ${path}\n`);
    return USAGE_ERROR;
  }
  const summary = `games: ${games}\nplies: ${plies}\nerrors: ${errors}\n`;
  if (perGame === null) output.out(summary);
  else output.err(summary);
  return errors === 0 ? 0 : INVALID_INPUT;
}
