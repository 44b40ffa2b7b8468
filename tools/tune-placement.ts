// tune-eval --fit placement: fits each piece's material value and its placement table (EvalWeights.pieces, compiled
// into the core's incremental material plus placement, so free per node), with the royal shelter, to
// positions labelled by Fairy-Stockfish (tools/label-positions.ts): distillation of its judgement, far denser
// than game results. The model is the core's evaluation with the default weights: each player's score is the sum
// of its pieces' value plus placement plus shelter·(pieces sheltering its royal piece), the side to move's less the
// strongest other's (with parties, blended with their mean by the variant's othersMean, as the core does), plus
// tempo. A pawn taken over with its party's army counts with that party's facing. Both the label and our score become win probabilities (the label's scale fitted
// to the games' results, ours fitted with the starting tables) and the mean squared error between them is
// minimized by Adam, with a pull toward the starting values (cells where pieces are seldom stay near them).
// Tables are folded left to right (one value for a cell and its mirror) unless --no-fold; on hexagons and the
// Dreierschach board they are written from the first player's view and turned for the others (piece-tables.ts). The variant's other
// terms count as they are weighted, unless named by --also (fitted with the tables, as shelter is).
import { readFileSync } from 'node:fs';
import type { Game } from '../src/game.js';
import { TERM_NAMES, weightsFor, type EvalWeights, type PieceTable } from '../src/eval-weights/index.js';
import { tableLayout } from '../src/eval-weights/piece-tables.js';
import { Adam, bestScale, expectedPoints } from './logistic-fit.js';
import { forEachQuietPosition, type GameRecord } from './quiet-positions.js';

/** A line of tools/label-positions.ts. */
export interface LabelledPosition {
  /** Its game's index in the labelled files: every tenth game is held out to check the fit. */
  game?: number;
  moves: string[];
  side: number;
  points: number[];
  eval: number;
  search?: number;
}

export interface PlacementOptions {
  target: 'eval' | 'search';
  /** Weight of the game's result in the label (the rest is Fairy-Stockfish's score as a win probability). */
  blend: number;
  /** Positions whose search and static scores differ by more than this (cp) are left out: tactics, not placement. */
  maxGap: number;
  iterations: number;
  rate: number;
  pull: number;
  fold: boolean;
  /** Terms (TERM_NAMES) fitted with the tables besides shelter, e.g. Wey's captureSetTaken. */
  also: readonly string[];
}

/**
 * Labels from the games' results alone (for games Fairy-Stockfish does not play): every quiet position with a score
 * of 0, to be fitted with blend 1 (the label is then the result).
 */
export function resultLabels(game: Game, records: readonly GameRecord[], skipPlies: number): LabelledPosition[] {
  const positions: LabelledPosition[] = [];
  records.forEach((record, index) => forEachQuietPosition(game, record, skipPlies, (ply, side) =>
    positions.push({ game: index, moves: record.moves.slice(0, ply), side, points: record.points, eval: 0, search: 0 })));
  return positions;
}

export function readLabels(files: readonly string[]): LabelledPosition[] {
  return files.flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as LabelledPosition));
}

interface Sample {
  side: number;
  /** Per player, the parameter indices of its pieces (a value and a placement cell each). */
  pieces: Int32Array[];
  /** Per fitted term (shelter, then --also's), per player, its feature. */
  terms: number[][];
  /** Per player, the variant's other weighted terms (e.g. Wey's capture set), held fixed in the fit. */
  fixed: number[];
  cp: number;
  points: number;
  /** Parties still holding pieces (the others were taken over): the expected points are shared among them. */
  parties: number;
  /** Whether it has a label to fit (else it only serves the held-out check against results). */
  fitted: boolean;
  heldOut: boolean;
}

const TEMPO = 0;
const FIRST_TERM = 1;

export function fitPlacement(game: Game, positions: readonly LabelledPosition[], options: PlacementOptions): EvalWeights {
  const variant = game.variant;
  const { definition, geometry } = variant;
  const layout = tableLayout(definition, geometry, variant.facingNames);
  // Parameters: tempo, the fitted terms (shelter and --also's), then per letter its value and its cells (a cell
  // and its mirror one parameter when folded).
  const fittedTerms = ['shelter', ...options.also].map((name) => TERM_NAMES.indexOf(name as (typeof TERM_NAMES)[number]));
  const firstPiece = FIRST_TERM + fittedTerms.length;
  const players = definition.players.length;
  const letters = definition.pieces.map((piece) => piece.letter);
  const royal = definition.pieces.map((piece) => piece.royal === true);
  const rowStart = layout.rowLengths.map((_, rank) => layout.rowLengths.slice(0, rank).reduce((sum, length) => sum + length, 0));
  const placeIndex = ({ rank, file }: { rank: number; file: number }) => rowStart[rank]! + file;
  const places = layout.rowLengths.flatMap((length, rank) => Array.from({ length }, (_, file) => ({ rank, file })));
  const slotOfPlace = new Array<number>(places.length);
  let slots = 0;
  places.forEach((place, index) => {
    const mirrored = options.fold ? placeIndex(layout.mirror(place)) : index;
    slotOfPlace[index] = mirrored < index ? slotOfPlace[mirrored]! : slots++;
  });
  const stride = 1 + slots; // per letter: its value, then its cells
  const base = (letterIndex: number) => firstPiece + letterIndex * stride;
  const cellParameter = (letterIndex: number, place: { rank: number; file: number }) => base(letterIndex) + 1 + slotOfPlace[placeIndex(place)]!;
  const letterIndexOf = new Map(letters.map((letter, index) => [letter, index]));
  // The variant's terms other than tempo and those fitted here stay as they are: a player's score counts them.
  const heldTerms = Array.from(variant.tables.evalWeights, (weight, index) =>
    [TERM_NAMES.indexOf('tempo'), TERM_NAMES.indexOf('othersMean'), ...fittedTerms].includes(index) ? 0 : weight / 16);
  const size = firstPiece + letters.length * stride;

  // Starting values: the variant's own (derived from movement, or its tables), averaged over mirrored cells.
  const start = new Array<number>(size).fill(0);
  start[TEMPO] = variant.tables.evalWeights[TERM_NAMES.indexOf('tempo')]! / 16;
  fittedTerms.forEach((term, index) => (start[FIRST_TERM + index] = variant.tables.evalWeights[term]! / 16));
  const sums = new Array<number>(size).fill(0);
  const counts = new Array<number>(size).fill(0);
  letters.forEach((_, index) => {
    const type = index + 1;
    const value = royal[index] ? 0 : variant.values.material[type]!;
    start[base(index)] = value;
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      const parameter = cellParameter(index, layout.place(variant.facingNames[variant.facingOf(0, cell)]!, cell));
      sums[parameter]! += variant.values.placement[0]![type]![cell]! - value;
      counts[parameter]!++;
    }
  });
  for (let index = 0; index < size; index++) if (counts[index]) start[index] = sums[index]! / counts[index]!;

  // Samples: each position's pieces as parameter indices, per player.
  const samples: Sample[] = [];
  let skipped = 0;
  let worstMismatch = 0;
  for (const position of positions) {
    const cp = options.target === 'eval' ? position.eval : position.search;
    const heldOut = position.game !== undefined && position.game % 10 === 9;
    const fitted = cp !== undefined && !(position.search !== undefined && Math.abs(position.search - position.eval) > options.maxGap);
    if (!fitted) skipped++;
    if (!fitted && !heldOut) continue;
    game.setPosition(undefined, position.moves);
    const perPlayer: number[][] = Array.from({ length: players }, () => []);
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      const piece = game.pieceOn(geometry.names[cell]!);
      if (!piece) continue;
      const index = letterIndexOf.get(piece.letter)!;
      // A pawn taken over with its party's army keeps that party's facing, and is valued by it.
      const facing = variant.facingNames[variant.facingOf(piece.takenFrom ?? piece.player, cell)]!;
      if (!royal[index]) perPlayer[piece.player]!.push(base(index));
      perPlayer[piece.player]!.push(cellParameter(index, layout.place(facing, cell)));
    }
    const { material, features } = game.evaluationFeatures();
    const sample: Sample = {
      side: position.side, pieces: perPlayer.map((list) => Int32Array.from(list)),
      terms: fittedTerms.map((term) => features.map((list) => list[term]!)),
      fixed: features.map((list) => list.reduce((sum, count, index) => sum + count * heldTerms[index]!, 0)),
      cp: cp ?? 0, points: position.points[position.side]!, parties: perPlayer.filter((list) => list.length > 0).length,
      fitted, heldOut,
    };
    // The model must be the core's: with the starting values each player's sum is its material plus placement.
    for (let player = 0; player < players; player++) {
      let sum = 0;
      for (const parameter of sample.pieces[player]!) sum += start[parameter]!;
      worstMismatch = Math.max(worstMismatch, Math.abs(sum - material[player]!));
    }
    samples.push(sample);
  }
  console.log(`${positions.length} labelled positions, ${skipped} not fitted (no ${options.target} score, or search and static scores over ${options.maxGap} cp apart); starting tables reproduce the core's material within ${worstMismatch.toFixed(1)} cp`);

  const expected = (sample: Sample, value: number, k: number) => expectedPoints(value, k, sample.parties);
  // The label's scale: the k that best predicts the games' results from Fairy-Stockfish's scores.
  const labelled = samples.filter((sample) => sample.fitted);
  const labelK = bestScale((k) => labelled.reduce((sum, sample) => sum + (sample.points - expected(sample, sample.cp, k)) ** 2, 0) / labelled.length).k;
  const targets = samples.map((sample) => (1 - options.blend) * expected(sample, sample.cp, labelK) + options.blend * sample.points);
  console.log(`label scale k ${labelK.toFixed(4)} (results predicted from ${options.target} scores)`);

  const own = (sample: Sample, player: number, vector: number[]) => {
    let sum = sample.fixed[player]!;
    sample.terms.forEach((features, index) => (sum += vector[FIRST_TERM + index]! * features[player]!));
    for (const parameter of sample.pieces[player]!) sum += vector[parameter]!;
    return sum;
  };
  // With parties, the side to move plays against the strongest other blended with the others' mean (the
  // variant's othersMean share, as evaluation.ts viewerAgainstOthers; not fitted).
  const meanShare = variant.tables.evalWeights[TERM_NAMES.indexOf('othersMean')]! / 16;
  /** The side to move's score, and each player's coefficient in it (its own +1, the others' shares negative). */
  const score = (sample: Sample, vector: number[]) => {
    const coefficients = new Array<number>(players).fill(0);
    coefficients[sample.side] = 1;
    let against = -1;
    let strongest = -Infinity;
    let sum = 0;
    const others: number[] = [];
    for (let player = 0; player < players; player++) {
      if (player === sample.side || sample.pieces[player]!.length === 0) continue;
      const value = own(sample, player, vector);
      sum += value;
      others.push(player);
      if (value > strongest) [strongest, against] = [value, player];
    }
    if (against < 0) return { value: own(sample, sample.side, vector) + vector[TEMPO]!, coefficients };
    const share = others.length > 1 ? meanShare : 0;
    coefficients[against]! -= 1 - share;
    for (const player of others) coefficients[player]! -= share / others.length;
    const opposing = strongest + (sum / others.length - strongest) * share;
    return { value: own(sample, sample.side, vector) - opposing + vector[TEMPO]!, coefficients };
  };
  const train = samples.flatMap((sample, index) => (sample.fitted && !sample.heldOut ? [index] : []));
  const heldOut = samples.flatMap((sample, index) => (sample.fitted && sample.heldOut ? [index] : []));
  const heldOutAll = samples.flatMap((sample, index) => (sample.heldOut ? [index] : []));
  const lossOver = (set: readonly number[], vector: number[], k: number, label: (index: number) => number) =>
    set.reduce((sum, index) => sum + (label(index) - expected(samples[index]!, score(samples[index]!, vector).value, k)) ** 2, 0) / Math.max(1, set.length);
  const loss = (vector: number[], k: number) => lossOver(train, vector, k, (index) => targets[index]!);
  const k = bestScale((candidate) => loss(start, candidate)).k;
  /** The held-out games' positions: the loss against the labels, and against the results (at its own best scale). */
  const check = (vector: number[]) => {
    const labels = lossOver(heldOut, vector, k, (index) => targets[index]!);
    const results = bestScale((candidate) => lossOver(heldOutAll, vector, candidate, (index) => samples[index]!.points)).loss;
    return `held out: label loss ${labels.toFixed(6)} (${heldOut.length} positions), result loss ${results.toFixed(6)} (all ${heldOutAll.length} of their games' positions)`;
  };
  console.log(`${train.length} positions to fit; our scale k ${k.toFixed(4)}; loss with the starting tables ${loss(start, k).toFixed(6)}; ${check(start)}`);

  const vector = [...start];
  const adam = new Adam(vector.length, options.rate);
  const gradient = vector.map(() => 0);
  for (let step = 1; step <= options.iterations; step++) {
    gradient.fill(0);
    train.forEach((index) => {
      const sample = samples[index]!;
      const { value, coefficients } = score(sample, vector);
      const p = expected(sample, value, k);
      const common = (-2 * (targets[index]! - p) * k * p * (1 - p)) / train.length;
      gradient[TEMPO]! += common;
      coefficients.forEach((coefficient, player) => {
        if (!coefficient) return;
        sample.terms.forEach((features, term) => (gradient[FIRST_TERM + term]! += common * coefficient * features[player]!));
        for (const parameter of sample.pieces[player]!) gradient[parameter]! += common * coefficient;
      });
    });
    // Tempo stays: quiet positions leave it undetermined (fits of it ranged from -9 to +20 cp).
    for (let index = TEMPO + 1; index < size; index++) {
      vector[index]! += adam.change(index, gradient[index]! + 2 * options.pull * (vector[index]! - start[index]!), step);
    }
    if (step % 100 === 0 || step === options.iterations) console.log(`iteration ${step}: loss ${loss(vector, k).toFixed(6)}`);
  }

  // Each value is the average of its piece's value plus placement over where the pieces stood in the data (what
  // move ordering and pruning count a piece as); the table holds the rest.
  const occurrences = new Array<number>(size).fill(0);
  for (const index of train) for (const list of samples[index]!.pieces) for (const parameter of list) occurrences[parameter]!++;
  const pieces: Record<string, PieceTable> = {};
  letters.forEach((letter, index) => {
    const cells = Array.from({ length: slots }, (_, slot) => base(index) + 1 + slot);
    const seen = cells.reduce((sum, parameter) => sum + occurrences[parameter]!, 0);
    const mean = seen ? cells.reduce((sum, parameter) => sum + occurrences[parameter]! * vector[parameter]!, 0) / seen : 0;
    const value = royal[index] ? 0 : Math.round(vector[base(index)]! + mean);
    const placement = layout.rowLengths.map((length, rank) => Array.from({ length }, (_, file) =>
      Math.round((royal[index] ? 0 : vector[base(index)]!) + vector[cellParameter(index, { rank, file })]! - value)));
    pieces[letter] = { value, placement };
  });
  const round = (value: number) => Math.round(value * 16) / 16;
  const kept = weightsFor(definition.id); // its other terms, material corrections and mobility kept as they were
  const result: EvalWeights = {
    ...kept,
    terms: {
      ...kept.terms, tempo: round(vector[TEMPO]!),
      ...Object.fromEntries(fittedTerms.map((term, index) => [TERM_NAMES[term]!, round(vector[FIRST_TERM + index]!)])),
    },
    pieces,
  };
  // The loss of what is written (whole centipawns), with the fitted scale.
  const written = [...vector];
  letters.forEach((letter, index) => {
    const table = pieces[letter]!;
    written[base(index)] = table.value;
    places.forEach((place) => (written[cellParameter(index, place)] = table.placement[place.rank]![place.file]!));
  });
  written[TEMPO] = result.terms.tempo;
  fittedTerms.forEach((term, index) => (written[FIRST_TERM + index] = result.terms[TERM_NAMES[term]!]));
  console.log(`loss of the written tables ${loss(written, k).toFixed(6)}; ${check(written)}`);
  return result;
}
