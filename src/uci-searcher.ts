// The protocol thread's handle on the search worker: one job at a time, a shared stop flag,
// and a fresh worker if the old one dies.
import { Worker } from 'node:worker_threads';
import type { SearchInfo, SearchResult } from './search.js';
import type { PrepareJob, SearchJob, WorkerReply } from './uci-search-worker.js';

type Job = Omit<PrepareJob, 'id'> | Omit<SearchJob, 'id'>;

interface Pending {
  id: number;
  onInfo: (info: SearchInfo) => void;
  resolve: (result: SearchResult | undefined) => void;
  reject: (error: Error) => void;
}

export class Searcher {
  private readonly stopFlag = new Int32Array(new SharedArrayBuffer(4));
  private worker: Worker | undefined;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  /** Runs a job; resolves with the search result (undefined for `prepare`). */
  run(job: Job, onInfo: (info: SearchInfo) => void = () => {}): Promise<SearchResult | undefined> {
    const id = this.nextId++;
    if (job.type === 'search') Atomics.store(this.stopFlag, 0, 0);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { id, onInfo, resolve, reject });
      const worker = this.start();
      worker.ref(); // a job keeps the process alive (stdin may already be closed)
      worker.postMessage({ ...job, id });
    });
  }

  /** Asks the running search to end; it answers with its best move within a few milliseconds. */
  stop(): void {
    Atomics.store(this.stopFlag, 0, 1);
  }

  async terminate(): Promise<void> {
    this.stop();
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./uci-search-worker.js', import.meta.url), { workerData: { stopFlag: this.stopFlag.buffer } });
    worker.on('message', (reply: WorkerReply) => this.receive(reply));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the search thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private receive(reply: WorkerReply): void {
    const job = this.pending.get(reply.id);
    if (!job) return;
    if (reply.type === 'info') return job.onInfo(reply.info);
    this.pending.delete(reply.id);
    // An idle worker must not keep the process alive.
    if (this.pending.size === 0) this.worker?.unref();
    if (reply.type === 'done') job.resolve(reply.result);
    else job.reject(new Error(reply.message));
  }
}
