// Texel-style tuning of the evaluation's weights (src/eval-weights/): a logistic fit of the static evaluation
// to game results over many positions. Positions come from the games of tools/gen-games.ts (one JSON line per
// game); each is labelled with the side to move's points in its game. Only quiet positions are kept (no royal
// piece attacked, neither the move that led to it nor the move played from it a capture), so that the static
// evaluation stands for the quiescence search's.
// The model is the core's own: each player's score is its material plus placement plus the weighted features
// (Game.evaluationFeatures), the side to move's score less the strongest other's, plus tempo; the expected
// points are 1 / (1 + (players − 1)·e^(−k·score)), players being the parties still holding pieces (Witch's Chess
// for three hands a taken party's army over), k fitted first with the starting weights. The weights are
// then fitted by gradient descent (Adam, full batch) on the mean squared error, with a small pull toward the
// starting weights. Prints the loss before and after; --write stores the result in src/eval-weights/tuned.ts.
// --fit walk-free fits only the weights that do not make the core walk the pieces (tempo, the royal shelter and
// the material corrections per piece type, from DEFAULT_WEIGHTS), so a node costs about what it does untuned.
// --also <term> (repeatable) fits that term too in a walk-free fit (royalExposed and the pawn terms need no walk) or
// a placement fit (with the tables, e.g. Wey's captureSetTaken).
//   npx tsx tools/tune-eval.ts --variant grand --games games-grand.jsonl [--games more.jsonl] [--iterations 2000] [--fit all|walk-free] [--write]
//   npx tsx tools/tune-eval.ts --variant grand --games games-grand.jsonl [--games more.jsonl] [--iterations 2000] [--write]
// --drop <term> (repeatable; a TERM_NAMES name, or mobility / material for every type's) fits with that weight held
// at 0: the loss it then reaches, against the full fit's, is what the term is worth.
// --fit placement fits each piece's material value and placement table, tempo and shelter (all free per node) to
// positions labelled by Fairy-Stockfish instead of game results (tools/label-positions.ts; tools/tune-placement.ts):
//   npx tsx tools/tune-eval.ts --variant grand --fit placement --labels labels.jsonl [--target search|eval]
//     [--blend 0] [--max-gap 150] [--no-fold] [--iterations 1500] [--rate 1] [--write [--write-to tuned]]
// or, for a game Fairy-Stockfish does not play, to the games' results alone: --games games.jsonl --blend 1 (no --labels).
// --write-to tuned writes the variant's entry of tunedWeights (in use at once: for an SPRT candidate) instead of trialWeights.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Game } from '../src/game.js';
import { DEFAULT_WEIGHTS, FEATURE_WEIGHTS, STARTING_WEIGHTS, TERM_NAMES, weightTable, weightsFor, type EvalWeights } from '../src/eval-weights/index.js';
import { trialWeights, tunedWeights } from '../src/eval-weights/tuned.js';
import { forEachQuietPosition, readGames } from './quiet-positions.js';
import { fitPlacement, readLabels, resultLabels } from './tune-placement.js';
import { Adam, bestScale, expectedPoints } from './logistic-fit.js';
import { oneOf, toolArguments, usageError } from './arguments.js';

const args = toolArguments('npx tsx tools/tune-eval.ts', {
  variant: { type: 'string', default: 'grand' },
  games: { type: 'string', multiple: true, default: [] },
  iterations: { type: 'string', default: '1500' },
  rate: { type: 'string', default: '0.1' },
  pull: { type: 'string', default: '0.000002' },
  'skip-plies': { type: 'string', default: '8' },
  'from-start': { type: 'boolean', default: false },
  fit: { type: 'string', default: 'all' },
  drop: { type: 'string', multiple: true, default: [] },
  also: { type: 'string', multiple: true, default: [] },
  write: { type: 'boolean', default: false },
  'write-to': { type: 'string', default: 'trial' },
  labels: { type: 'string', multiple: true, default: [] },
  target: { type: 'string', default: 'search' },
  blend: { type: 'string', default: '0' },
  'max-gap': { type: 'string', default: '150' },
  'no-fold': { type: 'boolean', default: false },
});

const variant = args.variant!;
const iterations = Number(args.iterations);
const rate = Number(args.rate);
const pull = Number(args.pull);
const skipPlies = Number(args['skip-plies']);
const fit = oneOf(args, 'fit', ['all', 'walk-free', 'placement']);
const target = oneOf(args, 'target', ['search', 'eval']);
const writeTo = oneOf(args, 'write-to', ['trial', 'tuned']);
const placementFit = fit === 'placement';
if (!placementFit && args.games!.length === 0) usageError('--games <file.jsonl> is required (from tools/gen-games.ts)');
if (placementFit && args.labels!.length === 0 && (args.games!.length === 0 || Number(args.blend) !== 1)) {
  usageError('--fit placement needs --labels <file.jsonl> (from tools/label-positions.ts), or --games with --blend 1 (the results alone)');
}
const walkFree = fit === 'walk-free';
const dropped = new Set(args.drop!);
for (const name of args.also!) {
  if (!(walkFree || placementFit) || !(TERM_NAMES as readonly string[]).includes(name)) usageError(`--also ${name}: a term (${TERM_NAMES.join(', ')}) for --fit walk-free or placement`);
}
for (const name of dropped) {
  if (!(TERM_NAMES as readonly string[]).includes(name) && name !== 'mobility' && name !== 'material') {
    usageError(`--drop ${name}: not a term (${TERM_NAMES.join(', ')}, mobility, material)`);
  }
}

interface Sample {
  side: number;
  label: number;
  material: number[];
  features: number[][];
  alive: boolean[];
  /** The parties still holding pieces. */
  parties: number;
}

const game = new Game(variant, { hashMB: 0 });
const pieceTypes = game.variant.pieceTypes;
game.setEvaluationWeights(weightTable(FEATURE_WEIGHTS, pieceTypes)); // every feature filled: the features are what is read
const typeSlots = pieceTypes.length;
const fixed = TERM_NAMES.length;
const players = game.players().length;
const royalTypes = new Set(pieceTypes.flatMap((type, id) => (type?.royal ? [id] : [])));
const pieceCount = (features: number[]) => features.slice(fixed, fixed + typeSlots).reduce((sum, value) => sum + value, 0);

/** The quiet positions to fit, and those of every tenth game, held out to check the fit. */
function loadSamples(): { samples: Sample[]; heldOut: Sample[] } {
  const samples: Sample[] = [];
  const heldOut: Sample[] = [];
  const records = readGames(args.games!, variant);
  records.forEach((record, index) => {
    forEachQuietPosition(game, record, skipPlies, (_, side) => {
      const { material, features } = game.evaluationFeatures();
      const alive = features.map((list) => pieceCount(list) > 0);
      (index % 10 === 9 ? heldOut : samples).push({ side, label: record.points[side]!, material, features, alive, parties: alive.filter(Boolean).length });
    });
  });
  console.log(`${samples.length + heldOut.length} quiet positions from ${records.length} games`);
  return { samples, heldOut };
}

/** The flat weight vector in centipawns (the core's table order, not yet in sixteenths). */
function toVector(weights: EvalWeights): number[] {
  const vector = new Array<number>(fixed + 2 * typeSlots).fill(0);
  TERM_NAMES.forEach((name, index) => (vector[index] = weights.terms[name] ?? 0));
  pieceTypes.forEach((type, id) => {
    if (!type) return;
    vector[fixed + id] = weights.material[type.letter] ?? 0;
    vector[fixed + typeSlots + id] = weights.mobility[type.letter] ?? weights.mobilityDefault;
  });
  return vector;
}

function fromVector(vector: number[]): EvalWeights {
  const round = (value: number) => Math.round(value * 16) / 16;
  const weights: EvalWeights = {
    terms: Object.fromEntries(TERM_NAMES.map((name, index) => [name, round(vector[index]!)])) as EvalWeights['terms'],
    material: {}, mobility: {}, mobilityDefault: walkFree ? 0 : STARTING_WEIGHTS.mobilityDefault,
  };
  pieceTypes.forEach((type, id) => {
    if (!type || type.takenFrom !== undefined) return;
    if (!type.royal) weights.material[type.letter] = round(vector[fixed + id]!);
    if (!type.royal && !type.pawn && !walkFree) weights.mobility[type.letter] = round(vector[fixed + typeSlots + id]!);
  });
  return weights;
}

/**
 * Which weights are fitted: not the royal piece's count, nor the mobility of pawns and royal pieces (never counted);
 * with --fit walk-free only tempo, shelter, the capture set and the piece counts.
 */
const tuned = toVector(DEFAULT_WEIGHTS).map((_, index) => {
  if (TERM_NAMES[index] === 'othersMean') return false; // a choice of how scores combine, not a feature's weight
  if (index < fixed) return !walkFree || ['tempo', 'shelter', 'captureSetTaken', ...args.also!].includes(TERM_NAMES[index]!);
  if (walkFree && index >= fixed + typeSlots) return false;
  const id = (index - fixed) % typeSlots;
  const type = pieceTypes[id];
  if (!type || type.royal) return false;
  return index < fixed + typeSlots || !type.pawn;
});
/** Whether --drop holds the weight at this index at 0. */
const isDropped = (index: number) =>
  index < fixed ? dropped.has(TERM_NAMES[index]!) : dropped.has(index < fixed + typeSlots ? 'material' : 'mobility');
// Taken-over copies of a type share its weights (they are the same letter): fit them as one.
const shareOf = toVector(DEFAULT_WEIGHTS).map((_, index) => {
  if (index < fixed) return index;
  const block = index < fixed + typeSlots ? fixed : fixed + typeSlots;
  const type = pieceTypes[index - block];
  if (!type) return index;
  const first = pieceTypes.findIndex((other) => other?.letter === type.letter);
  return block + first;
});

const othersMeanIndex = TERM_NAMES.indexOf('othersMean');

// score()'s per-player coefficients and the other parties it counted: filled by each call, read before the next
// (the fit calls it for every sample at every iteration, so nothing is allocated per call).
const coefficients = new Float64Array(players);
const others = new Int32Array(players);

/**
 * The side to move's score, as the core's evaluation takes it (evaluation.ts viewerAgainstOthers): its own less
 * the strongest other party's, blended with the others' mean by othersMean (a share, not fitted); and each
 * player's coefficient in it (own +1, the others negative) in `coefficients`, for the gradient.
 */
function score(sample: Sample, vector: number[]): number {
  const own = (player: number) => {
    let sum = sample.material[player]!;
    const features = sample.features[player]!;
    for (let index = 1; index < vector.length; index++) if (features[index]) sum += vector[index]! * features[index]!;
    return sum;
  };
  coefficients.fill(0);
  coefficients[sample.side] = 1;
  let against = -1;
  let strongest = -Infinity;
  let sum = 0;
  let count = 0;
  for (let player = 0; player < players; player++) {
    if (player === sample.side || !sample.alive[player]) continue;
    const value = own(player);
    sum += value;
    others[count++] = player;
    if (value > strongest) [strongest, against] = [value, player];
  }
  if (against < 0) return own(sample.side) + vector[0]!;
  const share = count > 1 ? vector[othersMeanIndex]! : 0;
  coefficients[against]! -= 1 - share;
  for (let index = 0; index < count; index++) coefficients[others[index]!]! -= share / count;
  const opposing = strongest + (sum / count - strongest) * share;
  return own(sample.side) - opposing + vector[0]!;
}

/** Expected points, shared among the parties still holding pieces (the others were taken over). */
const expected = (sample: Sample, value: number, k: number) => expectedPoints(value, k, sample.parties);

function loss(samples: Sample[], vector: number[], k: number): number {
  let sum = 0;
  for (const sample of samples) sum += (sample.label - expected(sample, score(sample, vector), k)) ** 2;
  return sum / Math.max(1, samples.length);
}

function main(): void {
  const result = placementFit
    ? fitPlacement(game, args.labels!.length ? readLabels(args.labels!) : resultLabels(game, readGames(args.games!, variant), skipPlies), {
      target, blend: Number(args.blend), maxGap: Number(args['max-gap']),
      iterations, rate, pull, fold: !args['no-fold'], also: args.also!,
    })
    : fitTerms();
  console.log(format(result));
  if (args.write) write(result);
}

function fitTerms(): EvalWeights {
  const { samples, heldOut } = loadSamples();
  const check = (vector: number[]) => `held out: loss ${bestScale((candidate) => loss(heldOut, vector, candidate)).loss.toFixed(6)} at its own scale (${heldOut.length} positions of every tenth game)`;
  const from = walkFree ? { ...DEFAULT_WEIGHTS, mobilityDefault: 0 } : args['from-start'] ? STARTING_WEIGHTS : tunedWeights[variant] ?? trialWeights[variant] ?? STARTING_WEIGHTS;
  // The variant's way of combining the others' scores is kept whatever table the fit starts from.
  const start = toVector({ ...from, terms: { ...from.terms, othersMean: weightsFor(variant).terms.othersMean } })
    .map((weight, index) => (isDropped(index) ? 0 : weight));
  const k = bestScale((candidate) => loss(samples, start, candidate)).k;
  console.log(`k ${k.toFixed(4)}; loss with the starting weights ${loss(samples, start, k).toFixed(6)}`);
  console.log(check(start));
  const vector = [...start];
  const adam = new Adam(vector.length, rate);
  for (let step = 1; step <= iterations; step++) {
    const gradient = vector.map(() => 0);
    for (const sample of samples) {
      const p = expected(sample, score(sample, vector), k);
      const common = (-2 * (sample.label - p) * k * p * (1 - p)) / samples.length;
      gradient[0]! += common;
      for (let player = 0; player < players; player++) {
        const coefficient = coefficients[player]!;
        if (!coefficient) continue;
        const features = sample.features[player]!;
        for (let index = 1; index < vector.length; index++) {
          if (features[index]) gradient[shareOf[index]!]! += common * coefficient * features[index]!;
        }
      }
    }
    for (let index = 0; index < vector.length; index++) {
      if (!tuned[index] || isDropped(index) || shareOf[index] !== index) continue;
      vector[index]! += adam.change(index, gradient[index]! + 2 * pull * (vector[index]! - start[index]!), step);
    }
    for (let index = 0; index < vector.length; index++) vector[index] = vector[shareOf[index]!]!;
    if (step % 250 === 0 || step === iterations) console.log(`iteration ${step}: loss ${loss(samples, vector, k).toFixed(6)}`);
  }
  console.log(check(vector));
  return fromVector(vector);
}

/** JSON with each placement row on one line. */
function format(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\[\s*(-?[\d.]+(?:,\s*-?[\d.]+)*)\s*\]/g, (_, numbers: string) => `[${numbers.split(/,\s*/).join(', ')}]`);
}

/** Stores the weights in src/eval-weights/tuned.ts: trialWeights, or with --write-to tuned the weights in use. */
function write(result: EvalWeights): void {
  const table = writeTo === 'tuned' ? 'tunedWeights' : 'trialWeights';
  const all = { ...(table === 'tunedWeights' ? tunedWeights : trialWeights), [variant]: result };
  const file = fileURLToPath(new URL('../src/eval-weights/tuned.ts', import.meta.url));
  const declaration = `export const ${table}: Record<string, EvalWeights> = `;
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(declaration);
  const end = text.indexOf('};\n', at) + 3; // the object literal ends at the first '};' (JSON never holds one)
  writeFileSync(file, `${text.slice(0, at)}${declaration}${format(all)};\n${text.slice(end)}`);
  console.log(`wrote ${variant}'s weights to ${file} (${table})`);
}

main();
