// Stockfish in a Web Worker, spoken to in UCI with UCI_Chess960 on (castling as king takes rook,
// as the chess960 package writes it). Started on first use: nothing of the engine is downloaded
// before. Only the lite single-threaded build is shipped (vite.config.js copies it to engine/).
// No DOM here.

export const ENGINE_URL = 'engine/stockfish-19-lite-single.js';

/** Parses a UCI "info" line with a pv: { depth, score: { cp } | { mate }, pv: [uci] }, or null. */
export function parseInfo(line) {
  if (!line.startsWith('info ') || !line.includes(' pv ')) return null;
  const depth = Number(line.match(/ depth (\d+)/)?.[1]);
  const score = line.match(/ score (cp|mate) (-?\d+)/);
  if (!depth || !score || / (lowerbound|upperbound)/.test(line)) return null;
  const pv = line
    .slice(line.indexOf(' pv ') + 4)
    .trim()
    .split(/\s+/);
  return { depth, score: { [score[1]]: Number(score[2]) }, pv };
}

/**
 * An engine that analyses one position at a time: `analyse({ fen, moves, key })` replaces what
 * it is doing; `onInfo(info, key)` gets each depth's best line; `onError(error)` a failure.
 */
export function createEngine({ url, depth = 22, onInfo, onError }) {
  const worker = new Worker(url);
  let ready = false;
  let running = null; // the position being searched
  let pending = null; // the position to search once the engine is free
  const send = (command) => worker.postMessage(command);

  function start(position) {
    running = position;
    pending = null;
    send(`position fen ${position.fen}${position.moves.length ? ` moves ${position.moves.join(' ')}` : ''}`);
    send(`go depth ${depth}`);
  }

  worker.addEventListener('message', ({ data }) => {
    const line = String(data);
    if (line === 'readyok') {
      ready = true;
      if (pending) start(pending);
    } else if (line.startsWith('bestmove')) {
      running = null;
      if (pending) start(pending);
    } else if (running && !pending) {
      const info = parseInfo(line);
      if (info) onInfo(info, running.key);
    }
  });
  worker.addEventListener('error', (event) => onError(new Error(event.message || 'the engine could not start')));
  send('uci');
  send('setoption name UCI_Chess960 value true');
  send('isready');

  return {
    analyse(position) {
      pending = position;
      if (!ready) return;
      if (running) send('stop');
      else start(position);
    },
    stop() {
      worker.terminate();
    },
  };
}
