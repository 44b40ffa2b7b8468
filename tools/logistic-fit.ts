// The numeric pieces both evaluation tuners share (tools/tune-eval.ts fits weights to game results,
// tools/tune-placement.ts fits placement tables to Fairy-Stockfish's scores): the logistic model of a score's
// expected points, the search for its scale, and Adam's per-parameter step.

/** Expected points of a score with `players` players: 1 / (1 + (players − 1)·e^(−k·score)). */
export function expectedPoints(score: number, k: number, players: number): number {
  return 1 / (1 + (players - 1) * Math.exp(-k * score));
}

/** The scale k on a grid of 0.0005 up to 0.02 at which `lossOf` is least, and that loss. */
export function bestScale(lossOf: (k: number) => number): { k: number; loss: number } {
  let best = { k: 0.005, loss: Infinity };
  for (let step = 1; step <= 40; step++) {
    const k = 0.0005 * step;
    const loss = lossOf(k);
    if (loss < best.loss) best = { k, loss };
  }
  return best;
}

/** Adam (β1 0.9, β2 0.999): the moments of each parameter, and the change a gradient asks of it. */
export class Adam {
  private readonly moment: number[];
  private readonly second: number[];

  constructor(size: number, private readonly rate: number) {
    this.moment = new Array<number>(size).fill(0);
    this.second = new Array<number>(size).fill(0);
  }

  /** The change to parameter `index` for `gradient` at iteration `step` (counted from 1). */
  change(index: number, gradient: number, step: number): number {
    this.moment[index] = 0.9 * this.moment[index]! + 0.1 * gradient;
    this.second[index] = 0.999 * this.second[index]! + 0.001 * gradient * gradient;
    const mHat = this.moment[index]! / (1 - 0.9 ** step);
    const vHat = this.second[index]! / (1 - 0.999 ** step);
    return -(this.rate * mHat) / (Math.sqrt(vHat) + 1e-9);
  }
}
