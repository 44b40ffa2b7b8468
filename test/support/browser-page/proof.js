// Runs in the page: the same engine API as in Node, here with a module Web Worker.
import { createEngine } from './engine.js';

window.runProof = async () => {
  const engine = await createEngine({ variant: 'grand', hashMB: 16 });
  try {
    const depths = [];
    const analysis = engine.analyse({ depth: 5 });
    for await (const info of analysis) depths.push(info.depth);
    const result = await analysis;
    const legalMoves = await engine.legalMoves();

    // stop() during infinite searches, three in a row: without SharedArrayBuffer each stop switches
    // to a spare worker. A call made during a search waits for it (or is replayed on the spare).
    const stopMs = [];
    const stoppedBestMoves = [];
    let queued;
    for (let trial = 0; trial < 3; trial++) {
      // Timed from a running search: the first info line says the worker is searching.
      await new Promise((resolve) => engine.analyse({ infinite: true }, resolve));
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (trial === 2) queued = engine.legalMoves({ moves: ['e3e5'] });
      const stopCalled = performance.now();
      const stopped = await engine.stop();
      stopMs.push(performance.now() - stopCalled);
      stoppedBestMoves.push(stopped?.bestMove ?? null);
    }
    const queuedMoves = await queued;
    const afterStop = await engine.bestMove({ depth: 3 });

    return {
      crossOriginIsolated: globalThis.crossOriginIsolated,
      sharedStop: engine.sharedStop,
      depths,
      bestMove: result.bestMove,
      legalMoves,
      stopMs,
      stoppedBestMoves,
      queuedMoves,
      afterStop,
    };
  } finally {
    await engine.terminate();
  }
};
window.proofReady = true;
