// Weights per variant id, written by tools/tune-eval.ts (README "Evaluation"). tunedWeights are in use: each
// entry was adopted after an SPRT against the evaluation before it. trialWeights are the tuner's output waiting
// for that test (tune-eval --write puts them there; move an entry up once the SPRT accepts it).
import type { EvalWeights } from './index.js';

export const tunedWeights: Record<string, EvalWeights> = {};

/**
 * Grand Chess: fitted on 17,016 quiet positions of 286 Fairy-Stockfish self-play games (4000 nodes a move).
 * Not adopted yet: at 50 ms a move against the evaluation before it, +42.6 ± 51.9 Elo in 164 games (seed 1) and
 * about even in a second run (seed 2), both undecided (README "Strength"). The same fit without the terms that
 * need the walk (tune-eval --drop, so a node costs 7% more instead of 95%) lost its SPRT: −9.7 ± 30.9 in 432 games.
 */
export const trialWeights: Record<string, EvalWeights> = {
  "grand": {
    "terms": {
      "tempo": 9.125,
      "shelter": 15.0625,
      "kingAttacks": -6.0625,
      "kingAttacksSquared": -5.875,
      "hanging": -30.25,
      "threatenedByLesser": -26.5625,
      "passed": 10.625,
      "passedAdvance": 10.3125,
      "doubled": -7.3125,
      "pawnSupported": 0.3125,
      "control": 1.875,
      "royalExposed": -3.25
    },
    "material": {
      "P": -0.5,
      "N": -0.25,
      "B": 0.125,
      "R": -4.5,
      "Q": 0.4375,
      "C": -0.9375,
      "A": 3.5625
    },
    "mobility": {
      "N": 7.6875,
      "B": 3.5,
      "R": 0.875,
      "Q": 2.625,
      "C": -2.8125,
      "A": 9.5625
    },
    "mobilityDefault": 2
  }
};
