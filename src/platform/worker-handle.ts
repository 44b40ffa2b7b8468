// A started worker as the engine sees it, whatever the host: a comlink endpoint, a promise that
// rejects when the worker ends, and a way to end it.
import type { Endpoint } from 'comlink';

export interface WorkerHandle {
  endpoint: Endpoint;
  /** Rejects when the worker ends: with the reason given to end(), or with its crash or exit. */
  ended: Promise<never>;
  /** Ends the worker; `ended` rejects with `reason`. */
  end(reason: Error): Promise<void>;
  /** Node: whether the worker keeps the process alive (only while calls are in flight). */
  keepAlive(on: boolean): void;
}

/** A promise that rejects once, for `ended`; marked handled so an idle crash is not an unhandled rejection. */
export function endSignal(): { ended: Promise<never>; fail(reason: Error): void } {
  let fail!: (reason: Error) => void;
  const ended = new Promise<never>((_, reject) => (fail = reject));
  ended.catch(() => {});
  return { ended, fail };
}
