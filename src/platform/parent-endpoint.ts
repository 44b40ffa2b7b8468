// Inside a worker: the comlink endpoint that talks to the thread that started us.
// node:worker_threads is imported dynamically so that the browser bundle never loads it.
import type { Endpoint } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { isNode } from './runtime.js';

/** The first message a worker sends once it listens: the main thread waits for it before calling. */
export const READY = 'cauldron-worker-ready';

export async function parentEndpoint(): Promise<Endpoint> {
  if (isNode) {
    const { parentPort } = await import('node:worker_threads');
    if (!parentPort) throw new Error('the Cauldron worker must run in a worker thread');
    return nodeEndpoint(parentPort);
  }
  return globalThis as unknown as Endpoint; // a Web Worker's global scope is its endpoint
}
