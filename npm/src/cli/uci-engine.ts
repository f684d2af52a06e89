// A UCI engine as a child process: lines in, lines out, every wait bounded by a deadline, and a
// clear error when the engine cannot start, exits, or does not answer in time.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/** The engine failed: it did not start, exited, timed out, or spoke something else than UCI. */
export class EngineError extends Error {}

const PERFT_LINE = /^([a-h][1-8][a-h][1-8][nbrqNBRQ]?):?\s+(\d+)$/;
const NODES_LINE = /^Nodes searched\s*:?\s*(\d+)/i;

export class UciEngine {
  readonly #process: ChildProcessWithoutNullStreams;
  readonly #lines: string[] = [];
  #partial = '';
  #exit: string | null = null;
  #stderr = '';
  #wake: (() => void) | null = null;
  readonly #deadline: number;
  name = '';
  offersChess960 = false;

  private constructor(process: ChildProcessWithoutNullStreams, deadline: number) {
    this.#process = process;
    this.#deadline = deadline;
    process.stdout.setEncoding('utf8');
    process.stdout.on('data', (chunk: string) => {
      const parts = (this.#partial + chunk).split('\n');
      this.#partial = parts.pop() ?? '';
      for (const line of parts) this.#lines.push(line.replace(/\r$/, '').trim());
      this.#wake?.();
    });
    process.stderr.setEncoding('utf8');
    process.stderr.on('data', (chunk: string) => {
      this.#stderr = (this.#stderr + chunk).slice(-2000);
    });
    process.on('exit', (code, signal) => {
      this.#exit = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      this.#wake?.();
    });
    process.stdin.on('error', () => {}); // writing to an engine that died: reported by the exit
  }

  /** Starts the engine and completes the handshake (uci/uciok, UCI_Chess960, isready/readyok). */
  static async start(command: string, args: string[], deadline: number): Promise<UciEngine> {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error) => reject(new EngineError(`cannot start the engine '${command}': ${error.message}`)));
    });
    const engine = new UciEngine(child, deadline);
    try {
      engine.send('uci');
      for (const line of await engine.#readUntil((l) => l === 'uciok', "'uci' (expected 'uciok')")) {
        if (line.startsWith('id name ')) engine.name = line.slice(8);
        if (/^option name UCI_Chess960 type check\b/.test(line)) engine.offersChess960 = true;
      }
      if (engine.offersChess960) engine.send('setoption name UCI_Chess960 value true');
      await engine.ready();
      return engine;
    } catch (error) {
      engine.kill();
      throw error;
    }
  }

  send(line: string): void {
    if (this.#exit === null) this.#process.stdin.write(`${line}\n`);
  }

  async ready(): Promise<void> {
    this.send('isready');
    await this.#readUntil((l) => l === 'readyok', "'isready' (expected 'readyok')");
  }

  /** The engine's divide: `position fen <fen> [moves ...]`, `go perft <depth>`. */
  async perft(
    fen: string,
    moves: readonly string[],
    depth: number,
  ): Promise<{ divide: Map<string, number>; total: number }> {
    this.send(positionCommand(fen, moves));
    this.send(`go perft ${depth}`);
    const lines = await this.#readUntil(
      (l) => NODES_LINE.test(l),
      `'go perft ${depth}' after '${positionCommand(fen, moves)}'`,
    );
    const divide = new Map<string, number>();
    for (const line of lines) {
      const match = PERFT_LINE.exec(line);
      if (match) divide.set(match[1].toLowerCase(), Number(match[2]));
    }
    const total = Number(NODES_LINE.exec(lines[lines.length - 1])![1]);
    return { divide, total };
  }

  /** The engine's bestmove after a shallow search. */
  async bestMove(fen: string, moves: readonly string[]): Promise<string> {
    this.send(positionCommand(fen, moves));
    this.send('go depth 1');
    const lines = await this.#readUntil((l) => l.startsWith('bestmove'), `'go depth 1' (expected 'bestmove')`);
    return lines[lines.length - 1].split(/\s+/)[1] ?? '';
  }

  /** Asks the engine to quit, and ends it if it does not within a second. */
  async quit(): Promise<void> {
    if (this.#exit !== null) return;
    this.send('quit');
    const killer = setTimeout(() => this.#process.kill('SIGKILL'), 1000);
    await new Promise<void>((resolve) => {
      if (this.#exit !== null) resolve();
      else this.#process.once('exit', () => resolve());
    });
    clearTimeout(killer);
  }

  /** Ends the engine now (after a failure). */
  kill(): void {
    if (this.#exit === null) this.#process.kill('SIGKILL');
  }

  // The lines up to and including the first that `done` accepts.
  async #readUntil(done: (line: string) => boolean, what: string): Promise<string[]> {
    const lines: string[] = [];
    for (;;) {
      while (this.#lines.length > 0) {
        const line = this.#lines.shift()!;
        lines.push(line);
        if (done(line)) return lines;
      }
      if (this.#exit !== null)
        throw new EngineError(`the engine ${this.#exit} while answering ${what}${this.#stderrTail()}`);
      const left = this.#deadline - Date.now();
      if (left <= 0)
        throw new EngineError(
          `time limit reached: no answer to ${what} (the engine hangs or does not know the command; if it is only slow, raise --time-limit)`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = null;
    }
  }

  #stderrTail(): string {
    const tail = this.#stderr.trim().split('\n').slice(-3).join(' / ');
    return tail === '' ? '' : `; its last words on stderr: ${tail}`;
  }
}

export function positionCommand(fen: string, moves: readonly string[]): string {
  return `position fen ${fen}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`;
}
