// Starts the worker as a Node worker thread. node:worker_threads is imported dynamically so that
// the browser bundle, which contains this file, never loads it.
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { endSignal, type WorkerHandle } from './worker-handle.js';

export async function startNodeWorker(url: URL): Promise<WorkerHandle> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(url);
  const { ended, fail } = endSignal();
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`the engine's worker exited (code ${code})`)));
  let ending = false;
  return {
    endpoint: nodeEndpoint(worker),
    ended,
    async end(reason) {
      // Referenced until it has exited, so that awaiting end() keeps the process alive.
      ending = true;
      worker.ref();
      fail(reason);
      await worker.terminate();
    },
    keepAlive: (on) => {
      if (!ending) on ? worker.ref() : worker.unref();
    },
  };
}
