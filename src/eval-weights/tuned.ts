// Weights per variant id, written by tools/tune-eval.ts (docs/evaluation.md). tunedWeights are in use: each
// entry was adopted after an SPRT against the evaluation before it. trialWeights are the tuner's output waiting
// for that test (tune-eval --write puts them there; move an entry up once the SPRT accepts it).
import type { EvalWeights } from './index.js';

/**
 * Grand Chess: material and placement tables (free per node: the core's incremental material plus placement) and
 * the royal shelter, distilled from Fairy-Stockfish (tune-eval --fit placement; docs/evaluation.md): 40,077 quiet
 * positions of 673 of its self-play games and 16 of Cauldron's games against it, each labelled with its depth-6
 * score; fitted on the 22,204 whose score is within 150 cp of its static evaluation (held-out games aside), the label
 * half its score as a win probability and half the game's result. Tempo stays 10; no term that walks the pieces.
 * Witch's Chess: the walk-free terms with royalExposed and the pawn terms (tune-eval --fit walk-free --also ...),
 * fitted on 57,133 quiet positions of 1046 games at 4000 nodes a move (an SPRT run's, --games-out), loss 0.1512 ->
 * 0.1419 (walk-free alone 0.1479); 11,101 instructions a node against 9,181 (1.21x). Against the walk-free table
 * at 3308 against 4000 nodes: +62.7 ± 40.3 Elo in 252 games, H1 (docs/strength.md, "The other games").
 * Wey: material and placement tables (free per node) fitted to self-play results alone (tune-eval --fit placement
 * --games ... --blend 1; Fairy-Stockfish does not play Wey), captureSetTaken -20 held in the model: 35,796 quiet
 * positions of 370 games at 4000 nodes a move (SPRT runs' --games-out), held-out result loss 0.0705 -> 0.0619
 * (+79.7 ± 45.4 Elo); then refitted from those tables on 1061 games (111,746 positions; SPRT runs with those tables),
 * held-out 0.0673 -> 0.0642 (with captureSetTaken fitted too, -35: 0.0654, so it stays at -20).
 * Refitted again from those tables on 1,527 games of e82257f (169,612 positions; /work/notes/data/wey-e82257f.jsonl),
 * held-out 0.05820 -> 0.05711.
 * Tables are read by facing (toward the river), so a row is a distance from the board's edge, both halves alike.
 */
export const tunedWeights: Record<string, EvalWeights> = {
  "grand": {
    "terms": {
      "tempo": 10,
      "shelter": 11.25,
      "kingAttacks": 0,
      "kingAttacksSquared": 0,
      "hanging": 0,
      "threatenedByLesser": 0,
      "passed": 0,
      "passedAdvance": 0,
      "doubled": 0,
      "pawnSupported": 0,
      "control": 0,
      "royalExposed": 0,
      "captureSetTaken": -40,
      "othersMean": 0,
      "kingTropism": 0,
      "nextThreat": 0,
      "kingAttacksScaled": 0
    },
    "material": {},
    "mobility": {},
    "mobilityDefault": 0,
    "pieces": {
      "P": {
        "value": 133,
        "placement": [
          [-12, -12, -12, -12, -12, -12, -12, -12, -12, -12],
          [-11, -11, -11, -11, -11, -11, -11, -11, -11, -11],
          [-7, -7, 0, -21, 4, 4, -21, 0, -7, -7],
          [0, -2, 9, -19, -6, -6, -19, 9, -2, 0],
          [-6, -21, 6, 24, 12, 12, 24, 6, -21, -6],
          [27, 31, 7, 31, 30, 30, 31, 7, 31, 27],
          [34, 35, 47, 39, 44, 44, 39, 47, 35, 34],
          [49, 48, 50, 50, 49, 49, 50, 50, 48, 49],
          [68, 68, 68, 68, 68, 68, 68, 68, 68, 68],
          [68, 68, 68, 68, 68, 68, 68, 68, 68, 68]
        ]
      },
      "N": {
        "value": 322,
        "placement": [
          [-6, -1, 2, 7, 0, 0, 7, 2, -1, -6],
          [-3, -22, 8, 11, 12, 12, 11, 8, -22, -3],
          [1, 10, 16, 21, 14, 14, 21, 16, 10, 1],
          [4, 11, 16, 18, 28, 28, 18, 16, 11, 4],
          [1, 13, 20, 20, 22, 22, 20, 20, 13, 1],
          [6, 10, 22, 29, 21, 21, 29, 22, 10, 6],
          [3, 13, 19, 18, 19, 19, 18, 19, 13, 3],
          [1, 10, 17, 19, 20, 20, 19, 17, 10, 1],
          [-2, 3, 11, 12, 10, 10, 12, 11, 3, -2],
          [-5, -2, 3, 3, 2, 2, 3, 3, -2, -5]
        ]
      },
      "B": {
        "value": 446,
        "placement": [
          [-14, -11, -9, -11, -9, -9, -11, -9, -11, -14],
          [-10, 0, -5, -1, 6, 6, -1, -5, 0, -10],
          [-8, 11, 4, 4, 14, 14, 4, 4, 11, -8],
          [-12, -4, 13, 16, 13, 13, 16, 13, -4, -12],
          [-4, 3, 13, 15, 27, 27, 15, 13, 3, -4],
          [-5, 4, 8, 13, 16, 16, 13, 8, 4, -5],
          [-5, 2, 12, 14, 11, 11, 14, 12, 2, -5],
          [-8, -3, 8, 10, 8, 8, 10, 8, -3, -8],
          [-9, 0, 1, 1, 3, 3, 1, 1, 0, -9],
          [-13, -10, -8, -6, -4, -4, -6, -8, -10, -13]
        ]
      },
      "R": {
        "value": 601,
        "placement": [
          [-12, 20, 24, 11, 9, 9, 11, 24, 20, -12],
          [13, 15, 17, 21, 22, 22, 21, 17, 15, 13],
          [12, 14, 22, 25, 23, 23, 25, 22, 14, 12],
          [25, 20, 19, 21, 21, 21, 21, 19, 20, 25],
          [18, 23, 20, 26, 22, 22, 26, 20, 23, 18],
          [16, 23, 23, 24, 24, 24, 24, 23, 23, 16],
          [17, 21, 22, 22, 25, 25, 22, 22, 21, 17],
          [19, 19, 21, 22, 23, 23, 22, 21, 19, 19],
          [12, 14, 18, 19, 19, 19, 19, 18, 14, 12],
          [9, 11, 15, 16, 16, 16, 16, 15, 11, 9]
        ]
      },
      "Q": {
        "value": 1253,
        "placement": [
          [-35, -30, -25, -24, -21, -21, -24, -25, -30, -35],
          [-29, -9, -14, 7, 0, 0, 7, -14, -9, -29],
          [-24, -12, -7, -6, 0, 0, -6, -7, -12, -24],
          [-21, -18, 4, 3, 13, 13, 3, 4, -18, -21],
          [-18, -4, 0, 9, 13, 13, 9, 0, -4, -18],
          [-16, -5, 1, 9, 12, 12, 9, 1, -5, -16],
          [-19, -6, 1, 7, 7, 7, 7, 1, -6, -19],
          [-20, -8, -1, 1, 2, 2, 1, -1, -8, -20],
          [-26, -14, -10, -6, -5, -5, -6, -10, -14, -26],
          [-34, -26, -22, -19, -16, -16, -19, -22, -26, -34]
        ]
      },
      "C": {
        "value": 1122,
        "placement": [
          [-29, -22, -13, -7, -12, -12, -7, -13, -22, -29],
          [-20, -17, -7, -2, -1, -1, -2, -7, -17, -20],
          [-14, -4, 4, 2, 2, 2, 2, 4, -4, -14],
          [-16, -13, 4, 14, 4, 4, 14, 4, -13, -16],
          [-12, -1, 9, 11, 12, 12, 11, 9, -1, -12],
          [-14, -1, 11, 10, 12, 12, 10, 11, -1, -14],
          [-14, -2, 7, 11, 12, 12, 11, 7, -2, -14],
          [-15, -1, 8, 8, 10, 10, 8, 8, -1, -15],
          [-22, -13, -3, -1, -1, -1, -1, -3, -13, -22],
          [-30, -22, -15, -14, -12, -12, -14, -15, -22, -30]
        ]
      },
      "A": {
        "value": 992,
        "placement": [
          [-40, -33, -27, -25, -21, -21, -25, -27, -33, -40],
          [-34, -21, -7, -4, -7, -7, -4, -7, -21, -34],
          [-24, -10, 14, 0, 4, 4, 0, 14, -10, -24],
          [-25, -9, 15, 10, 8, 8, 10, 15, -9, -25],
          [-27, -5, 11, 10, 14, 14, 10, 11, -5, -27],
          [-20, -4, 4, 10, 14, 14, 10, 4, -4, -20],
          [-24, -9, 9, 8, 10, 10, 8, 9, -9, -24],
          [-27, -11, 4, 5, 6, 6, 5, 4, -11, -27],
          [-32, -20, -11, -9, -7, -7, -9, -11, -20, -32],
          [-40, -33, -27, -25, -24, -24, -25, -27, -33, -40]
        ]
      },
      "K": {
        "value": 0,
        "placement": [
          [-2, 7, 10, -8, -7, -7, -8, 10, 7, -2],
          [-14, -4, -10, -8, -39, -39, -8, -10, -4, -14],
          [-25, -20, -17, -22, -25, -25, -22, -17, -20, -25],
          [-35, -35, -34, -38, -35, -35, -38, -34, -35, -35],
          [-47, -47, -49, -46, -49, -49, -46, -49, -47, -47],
          [-61, -60, -61, -61, -59, -59, -61, -61, -60, -61],
          [-73, -72, -72, -71, -72, -72, -71, -72, -72, -73],
          [-84, -84, -84, -84, -84, -84, -84, -84, -84, -84],
          [-96, -96, -96, -96, -96, -96, -96, -96, -96, -96],
          [-108, -108, -108, -108, -108, -108, -108, -108, -108, -108]
        ]
      }
    }
  },
  "witch": {
    "terms": {
      "tempo": 8.125,
      "shelter": 8.125,
      "kingAttacks": 0,
      "kingAttacksSquared": 0,
      "hanging": 0,
      "threatenedByLesser": 0,
      "passed": 4.375,
      "passedAdvance": 7.75,
      "doubled": -2.625,
      "pawnSupported": 7.375,
      "control": 0,
      "royalExposed": -3.75,
      "captureSetTaken": -40,
      "othersMean": 0,
      "kingTropism": 0,
      "nextThreat": 0,
      "kingAttacksScaled": 0
    },
    "material": {
      "P": 6.3125,
      "N": 11.25,
      "B": -16.9375,
      "T": 5.6875,
      "W": -1.6875
    },
    "mobility": {},
    "mobilityDefault": 0
  },
  "wey": {
    "terms": {
      "tempo": 10,
      "shelter": 10,
      "kingAttacks": 0,
      "kingAttacksSquared": 0,
      "hanging": 0,
      "threatenedByLesser": 0,
      "passed": 0,
      "passedAdvance": 0,
      "doubled": 0,
      "pawnSupported": 0,
      "control": 0,
      "royalExposed": 0,
      "captureSetTaken": -20,
      "othersMean": 0,
      "kingTropism": 0,
      "nextThreat": 0,
      "kingAttacksScaled": 0
    },
    "material": {},
    "mobility": {},
    "mobilityDefault": 0,
    "pieces": {
      "P": {
        "value": 77,
        "placement": [
          [-40, -40, -40, -40, -40, -40, -40, -40],
          [-13, -16, -4, -33, -33, -4, -16, -13],
          [-1, 11, -12, 20, 20, -12, 11, -1],
          [-6, -5, 23, 4, 4, 23, -5, -6],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0]
        ]
      },
      "W": {
        "value": 85,
        "placement": [
          [-3, -1, -1, -1, -1, -1, -1, -3],
          [-2, -7, -2, 1, 1, -2, -7, -2],
          [3, -8, -10, -8, -8, -10, -8, 3],
          [4, -7, 0, 0, 0, 0, -7, 4],
          [-2, -2, -2, -2, -2, -2, -2, -2],
          [-2, -2, -2, -2, -2, -2, -2, -2],
          [-2, -2, -2, -2, -2, -2, -2, -2],
          [-2, -2, -2, -2, -2, -2, -2, -2]
        ]
      },
      "B": {
        "value": 360,
        "placement": [
          [-19, -16, -35, -29, -29, -35, -16, -19],
          [-16, 11, -3, -3, -3, -3, 11, -16],
          [-9, 3, 17, 15, 15, 17, 3, -9],
          [-12, 3, 16, 15, 15, 16, 3, -12],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0]
        ]
      },
      "M": {
        "value": 970,
        "placement": [
          [-13, -21, -5, 2, 2, -5, -21, -13],
          [-11, -7, 4, 15, 15, 4, -7, -11],
          [-7, 4, 16, 14, 14, 16, 4, -7],
          [-8, 11, 11, 10, 10, 11, 11, -8],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0]
        ]
      },
      "O": {
        "value": 590,
        "placement": [
          [-21, -10, -10, 7, 7, -10, -10, -21],
          [-12, -10, -1, -9, -9, -1, -10, -12],
          [-12, -1, 7, 8, 8, 7, -1, -12],
          [-9, -2, 2, 8, 8, 2, -2, -9],
          [1, 1, 1, 1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1, 1, 1, 1]
        ]
      },
      "I": {
        "value": 335,
        "placement": [
          [-27, -25, -14, -13, -13, -14, -25, -27],
          [-12, -1, 7, 11, 11, 7, -1, -12],
          [-20, -4, 3, 20, 20, 3, -4, -20],
          [-12, -9, 2, 1, 1, 2, -9, -12],
          [-4, -4, -4, -4, -4, -4, -4, -4],
          [-4, -4, -4, -4, -4, -4, -4, -4],
          [-4, -4, -4, -4, -4, -4, -4, -4],
          [-4, -4, -4, -4, -4, -4, -4, -4]
        ]
      },
      "Q": {
        "value": 1228,
        "placement": [
          [-1, -15, -13, -7, -7, -13, -15, -1],
          [-27, 7, 5, 7, 7, 5, 7, -27],
          [-19, 0, 9, 4, 4, 9, 0, -19],
          [-19, -3, -1, 0, 0, -1, -3, -19],
          [-4, -4, -4, -4, -4, -4, -4, -4],
          [-4, -4, -4, -4, -4, -4, -4, -4],
          [-4, -4, -4, -4, -4, -4, -4, -4],
          [-4, -4, -4, -4, -4, -4, -4, -4]
        ]
      }
    }
  }
};

/**
 * Grand Chess: fitted on 17,016 quiet positions of 286 Fairy-Stockfish self-play games (4000 nodes a move).
 * Not adopted yet: at 50 ms a move against the evaluation before it, +42.6 ± 51.9 Elo in 164 games (seed 1) and
 * about even in a second run (seed 2), both undecided (docs/strength.md). The same fit without the terms that
 * need the walk (tune-eval --drop, so a node costs 7% more instead of 95%) lost its SPRT: −9.7 ± 30.9 in 432 games.
 * The other games: fitted on the games of the SPRT runs 1fecec3 against 63c44ef (4000 nodes a move, seed 1;
 * `npm run sprt -- ... --games-out`), not adopted (docs/strength.md, the other games):
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
      "royalExposed": -3.25,
      "captureSetTaken": -40,
      "othersMean": 0,
      "kingTropism": 0,
      "nextThreat": 0,
      "kingAttacksScaled": 0
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
      "royalExposed": -3,
      "captureSetTaken": -40,
      "othersMean": 0,
      "kingTropism": 0,
      "nextThreat": 0,
      "kingAttacksScaled": 0
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
      "royalExposed": -2.5625,
      "captureSetTaken": -40,
      "othersMean": 0,
      "kingTropism": 0,
      "nextThreat": 0,
      "kingAttacksScaled": 0
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
