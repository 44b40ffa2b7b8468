// The thread that searches for `cauldron uci`, so the protocol thread stays free to answer `stop` and
// `isready`. It holds one Game; the stop flag is shared memory, read when the core polls every 1024 nodes.
import { parentPort, workerData } from 'node:worker_threads';
import { Game } from './game.js';
import type { SearchInfo, SearchLimits, SearchResult } from './search.js';

/** Makes the Game for a variant and hash size ready, so the first search starts at once. */
export interface PrepareJob {
  type: 'prepare';
  id: number;
  variant: string;
  hashMB: number;
}

export interface SearchJob {
  type: 'search';
  id: number;
  variant: string;
  hashMB: number;
  /** Forget the previous game's transposition table and history first. */
  newGame: boolean;
  fen: string;
  moves: string[];
  limits: SearchLimits;
}

export type WorkerReply =
  | { type: 'info'; id: number; info: SearchInfo }
  | { type: 'done'; id: number; result?: SearchResult }
  | { type: 'error'; id: number; message: string };

const port = parentPort!;
const stopFlag = new Int32Array(workerData.stopFlag as SharedArrayBuffer);
let game: Game | undefined;
let hashMB = 0;

function gameFor(variant: string, wantedHashMB: number): Game {
  if (!game || game.id !== variant) {
    game = new Game(variant, { hashMB: wantedHashMB });
    hashMB = 0;
  }
  if (hashMB !== wantedHashMB) {
    game.setHashSize(wantedHashMB);
    hashMB = wantedHashMB;
  }
  return game;
}

port.on('message', (job: PrepareJob | SearchJob) => {
  const reply = (message: WorkerReply) => port.postMessage(message);
  try {
    const current = gameFor(job.variant, job.hashMB);
    if (job.type === 'prepare') return reply({ type: 'done', id: job.id });
    if (job.newGame) current.clearSearchMemory();
    current.setPosition(job.fen, job.moves);
    const result = current.search(job.limits, {
      onInfo: (info) => reply({ type: 'info', id: job.id, info }),
      shouldStop: () => Atomics.load(stopFlag, 0) === 1,
    });
    reply({ type: 'done', id: job.id, result });
  } catch (error) {
    game = undefined; // after a failure (even a trap in the core) start from a fresh instance
    reply({ type: 'error', id: job.id, message: error instanceof Error ? error.message : String(error) });
  }
});
