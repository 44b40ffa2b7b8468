// Weights per variant id, written by tools/tune-eval.ts (README "Evaluation"). tunedWeights are in use: each
// entry was adopted after an SPRT against the evaluation before it. trialWeights are the tuner's output waiting
// for that test (tune-eval --write puts them there; move an entry up once the SPRT accepts it).
import type { EvalWeights } from './index.js';

export const tunedWeights: Record<string, EvalWeights> = {};

/**
 * Grand Chess: fitted on 17,016 quiet positions of 286 Fairy-Stockfish self-play games (4000 nodes a move).
 * Not adopted yet: at 50 ms a move against the evaluation before it, +42.6 ± 51.9 Elo in 164 games (seed 1) and
 * about even in a second run (seed 2), both undecided (README "Strength").
 * The other games: fitted on the games of the SPRT runs 1fecec3 against 63c44ef (4000 nodes a move, seed 1;
 * `npm run sprt -- ... --games-out`), not adopted (README "Strength", the other games):
 * - witch, `--fit walk-free` (tempo, shelter, material corrections: 1.17x the instructions per node): 13,199
 *   positions of 240 games, loss 0.1403 -> 0.1378; against the untuned evaluation at 4000 nodes against 3427,
 *   +28.8 ± 41.1 Elo in 242 games, undecided. (The full terms, loss 0.1403 -> 0.1301 but 1.86x per node, were
 *   +1.3 ± 29.4 in 542 games at 4000 against 2152 nodes, undecided: not kept.)
 * - wey, all terms: 18,508 positions of 184 games, loss 0.0649 (untuned) -> 0.0606; not tested yet (about 2x per node).
 * - jacks84, all terms: 9,334 positions of 164 games, loss 0.1862 (untuned) -> 0.1724; not tested yet.
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
  },
  "witch": {
    "terms": {
      "tempo": 8.3125,
      "shelter": 14.5625,
      "kingAttacks": 0,
      "kingAttacksSquared": 0,
      "hanging": 0,
      "threatenedByLesser": 0,
      "passed": 0,
      "passedAdvance": 0,
      "doubled": 0,
      "pawnSupported": 0,
      "control": 0,
      "royalExposed": 0
    },
    "material": {
      "P": 13.4375,
      "N": 11.3125,
      "B": -13.625,
      "T": 2.3125,
      "W": -1
    },
    "mobility": {},
    "mobilityDefault": 0
  },
  "wey": {
    "terms": {
      "tempo": 9.5625,
      "shelter": 10,
      "kingAttacks": -6,
      "kingAttacksSquared": -1,
      "hanging": -30.8125,
      "threatenedByLesser": -25.25,
      "passed": 9,
      "passedAdvance": -8.5,
      "doubled": -10.375,
      "pawnSupported": 5.4375,
      "control": 1.5,
      "royalExposed": -3
    },
    "material": {
      "P": -2.125,
      "W": -4,
      "B": 0.875,
      "M": 0,
      "O": -1.875,
      "I": 1.125,
      "Q": 1.25
    },
    "mobility": {
      "W": -11.5625,
      "B": 7.9375,
      "M": 1.75,
      "O": 2,
      "I": -2.4375,
      "Q": 11.5
    },
    "mobilityDefault": 2
  },
  "jacks84": {
    "terms": {
      "tempo": 9.125,
      "shelter": 9.1875,
      "kingAttacks": -4.5625,
      "kingAttacksSquared": 4.3125,
      "hanging": -28.5,
      "threatenedByLesser": -21.25,
      "passed": 11.0625,
      "passedAdvance": 5.4375,
      "doubled": -9.1875,
      "pawnSupported": 9.3125,
      "control": 7.8125,
      "royalExposed": -2.5625
    },
    "material": {
      "P": 8.125,
      "N": 0.875,
      "B": 0.5625,
      "R": 0.75,
      "L": -3.375,
      "C": -3,
      "V": -0.0625,
      "W": 3,
      "J": 1.4375
    },
    "mobility": {
      "N": 1.8125,
      "B": 13.625,
      "R": 3,
      "L": -9.25,
      "C": -8.1875,
      "V": 1.9375,
      "W": 34.25,
      "J": 2
    },
    "mobilityDefault": 2
  }
};
