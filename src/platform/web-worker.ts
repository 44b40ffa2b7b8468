// Starts the worker as a module Web Worker (browsers).
import type { Endpoint } from 'comlink';
import { endSignal, type WorkerHandle } from './worker-handle.js';

export function startWebWorker(url: URL): WorkerHandle {
  const worker = new Worker(url, { type: 'module', name: 'cauldron' });
  const { ended, fail } = endSignal();
  // A script that fails to load or throws at the top level reports here (often without a message).
  worker.addEventListener('error', (event) => fail(new Error(event.message || 'the script failed to load or threw while loading')));
  return {
    endpoint: worker as unknown as Endpoint,
    ended,
    async end(reason) {
      fail(reason);
      worker.terminate();
    },
    keepAlive: () => {},
  };
}
