// Starts the worker as a Node worker thread. node:worker_threads is imported dynamically so that
// the browser bundle, which contains this file, never loads it.
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { endSignal, type WorkerHandle } from './worker-handle.js';

export async function startNodeWorker(url: URL): Promise<WorkerHandle> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(url, { execArgv: workerExecArgv(process.execArgv) });
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

/** Options about the main script's own input or run mode: they make no sense for the worker (Node refuses some). */
const SCRIPT_FLAGS_WITH_VALUE = new Set(['-e', '--eval', '-p', '--print']);
const SCRIPT_FLAGS = /^(--input-type(=.*)?|-i|--interactive|-c|--check|--test(-.*)?(=.*)?|--watch(-.*)?(=.*)?|--eval=.*|--print=.*)$/;

/**
 * The parent's execArgv without the options above, so that a script run as `node --input-type=module
 * -e ...` can start an engine; the rest (--import loaders, --conditions, memory flags) is kept.
 */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < execArgv.length; at++) {
    const flag = execArgv[at]!;
    if (SCRIPT_FLAGS_WITH_VALUE.has(flag)) at++;
    else if (!SCRIPT_FLAGS.test(flag)) kept.push(flag);
  }
  return kept;
}
