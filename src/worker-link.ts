// The main thread's connection to one worker: starts it (host-specific), waits until it listens,
// initialises its Game, and makes every call a promise that also rejects when the worker ends.
import { wrap, type Remote } from 'comlink';
import { CauldronError } from './errors.js';
import type { WorkerApi, WorkerInit } from './worker-api.js';
import { isNode } from './platform/runtime.js';
import type { WorkerHandle } from './platform/worker-handle.js';
import { READY } from './platform/parent-endpoint.js';

export class WorkerLink {
  private inFlight = 0;

  private constructor(
    private readonly handle: WorkerHandle,
    private readonly api: Remote<WorkerApi>,
  ) {
    handle.keepAlive(false);
  }

  /** Starts a worker from `url` and initialises it; on any failure the worker is ended. */
  static async start(url: URL, init: WorkerInit): Promise<WorkerLink> {
    const handle = await startWorker(url);
    try {
      const link = new WorkerLink(handle, wrap<WorkerApi>(handle.endpoint));
      await link.call((api) => api.init(init));
      return link;
    } catch (error) {
      await handle.end(new CauldronError('the engine failed to start'));
      throw asCauldronError(error);
    }
  }

  /** One call into the worker. Errors thrown there come back with their message (and CauldronError type). */
  async call<T>(job: (api: Remote<WorkerApi>) => Promise<T>): Promise<T> {
    if (this.inFlight++ === 0) this.handle.keepAlive(true);
    try {
      return await Promise.race([job(this.api), this.handle.ended]);
    } catch (error) {
      throw asCauldronError(error);
    } finally {
      if (--this.inFlight === 0) this.handle.keepAlive(false);
    }
  }

  /** Ends the worker; calls in flight reject with `reason`. */
  end(reason: Error): Promise<void> {
    return this.handle.end(reason);
  }
}

/** Starts the worker script and waits until it listens; a script that does not load is named in the error. */
async function startWorker(url: URL): Promise<WorkerHandle> {
  let handle: WorkerHandle | undefined;
  try {
    handle = isNode
      ? await (await import('./platform/node-worker.js')).startNodeWorker(url)
      : (await import('./platform/web-worker.js')).startWebWorker(url);
    await Promise.race([listening(handle), handle.ended]);
    return handle;
  } catch (error) {
    await handle?.end(new CauldronError('the engine failed to start'));
    throw new CauldronError(`the engine worker ${url.href} could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Resolves when the worker has exposed its object (it posts READY once it listens). */
function listening(handle: WorkerHandle): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      if (event.data !== READY) return;
      handle.endpoint.removeEventListener('message', listener as EventListener);
      resolve();
    };
    handle.endpoint.addEventListener('message', listener as EventListener);
  });
}

/**
 * comlink rebuilds a thrown Error as a plain Error carrying the original name and message; give
 * input errors their CauldronError type back so callers can tell them from engine failures.
 */
function asCauldronError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'CauldronError' && !(error instanceof CauldronError)) {
    return new CauldronError(error.message);
  }
  return error;
}
