// The evaluation's terms (assembly/search/eval-terms.ts) and its weights as data (src/eval-weights/).
import { describe, expect, it } from 'vitest';
import { Game } from '../src/game.js';
import type { CoreExports } from '../src/core.js';
import { DEFAULT_WEIGHTS, FEATURE_WEIGHTS, STARTING_WEIGHTS, TERM_NAMES, weightTable, weightsFor, type EvalWeights } from '../src/eval-weights/index.js';
import { trialWeights, tunedWeights } from '../src/eval-weights/tuned.js';

const term = (name: (typeof TERM_NAMES)[number]) => TERM_NAMES.indexOf(name);
/** Grand Chess positions after seeded random games: seeds 1 to `count`, `plies` + 4 · seed plies each. */
function randomGrandPositions(count: number, plies: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const game = new Game('grand', { network: false });
    game.playRandom(index + 1, plies + 4 * (index + 1));
    return game.fen();
  });
}

/** A Grand Chess game whose evaluation walks the pieces (the default weights need no walk, and leave those terms at 0). */
function walking(fen?: string): Game {
  const game = new Game('grand', fen ? { fen, network: false } : { network: false });
  game.setEvaluationWeights(weightTable(FEATURE_WEIGHTS, game.variant.pieceTypes));
  return game;
}

describe('evaluation terms', () => {
  it('are the same for both sides in the symmetric Grand Chess start', () => {
    const { features, material } = walking().evaluationFeatures();
    expect(features[0]).toEqual(features[1]);
    expect(material[0]).toBe(material[1]);
    expect(features[0]![term('shelter')]).toBe(3);
    expect(features[0]![term('passed')]).toBe(0);
  });

  it('count a passed pawn, and not once an enemy pawn guards its way', () => {
    // Black has no pawns on the a- and b-files: White's a-pawn is passed; the b-pawn is not (c8 guards b7).
    const passed = walking('r8r/1nbqkcabn1/2pppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1');
    expect(passed.evaluationFeatures().features[0]![term('passed')]).toBe(1);
    // With a black pawn on b8 the a-pawn's way is guarded too (b8 attacks a7).
    const guarded = walking('r8r/1nbqkcabn1/1ppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1');
    expect(guarded.evaluationFeatures().features[0]![term('passed')]).toBe(0);
  });

  it('count a piece attacked by a cheaper one and left undefended', () => {
    // A white knight on e7 attacked by the black d8 pawn, defended by nothing.
    const game = walking('r8r/1nbqkcabn1/pppp1ppppp/4N5/10/10/10/PPPPPPPPPP/1NBQKCAB2/R8R w - - 0 1');
    const white = game.evaluationFeatures().features[0]!;
    expect(white[term('hanging')]).toBe(1);
    expect(white[term('threatenedByLesser')]).toBe(1);
  });
  it('count, with three players, what the next mover could take from the player after it (Dreierschach)', () => {
    // Gray's Knight d7 attacks Black's Rook e5. White to move: Gray moves next, before Black, and could take the
    // Rook (its derived value, 1014). Gray or Black to move: the victim moves before the attacker, or is to move.
    const threat = (side: string, blackKing = 'gK4bK', rank6 = '13') => {
      const game = new Game('dreierschach', { fen: `${blackKing}/7/8/9/10/11/2gN9/${rank6}/4bR7/11/10/9/wK7 ${side} - - 0 1` });
      game.setEvaluationWeights(weightTable(FEATURE_WEIGHTS, game.variant.pieceTypes));
      return game.evaluationFeatures().features.map((list) => list[term('nextThreat')]);
    };
    expect(threat('w')).toEqual([0, 0, 1014]);
    expect(threat('g')).toEqual([0, 0, 0]);
    expect(threat('b')).toEqual([0, 0, 0]);
    // Defended by Black's King on f6, the Rook is worth to the Knight what it is worth more than the Knight.
    const defended = threat('w', 'gK5', '5bK7')[2]!;
    expect(defended).toBeGreaterThan(0);
    expect(defended).toBeLessThan(1014);
    expect(new Game('grand', { network: false }).evaluationFeatures().features.map((list) => list[term('nextThreat')])).toEqual([0, 0]);
  });
});

describe('evaluation weights', () => {
  it('are data: with every weight zero the evaluation is material and placement alone', () => {
    const game = new Game('grand', { network: false, moves: ['e3e4', 'e8e6', 'b2c4'] });
    const zero = new Int32Array(weightTable(DEFAULT_WEIGHTS, game.variant.pieceTypes).length);
    game.setEvaluationWeights(zero);
    const { material } = game.evaluationFeatures();
    expect(game.evaluate()).toBe(material[1]! - material[0]!); // Black to move
    const tempo = Int32Array.from(zero);
    tempo[term('tempo')] = 16 * 25;
    game.setEvaluationWeights(tempo);
    expect(game.evaluate()).toBe(material[1]! - material[0]! + 25);
  });

  it('default to material and placement, the royal shelter, tempo and the capture set taken (Wey: its own weight)', () => {
    expect(weightsFor('wey').terms).toEqual({ ...DEFAULT_WEIGHTS.terms, captureSetTaken: -20 });
    const game = new Game('wey');
    game.playRandom(1, 3); // c1a6 f1b1 d1e2: Black's Rose takes a Marshal, one type of White's capture set
    const { material, features } = game.evaluationFeatures();
    expect(features.map((list) => list[term('captureSetTaken')])).toEqual([1, 0]);
    const side = game.status().turnIndex;
    const terms = (player: number) => 10 * features[player]![term('shelter')]! - 20 * features[player]![term('captureSetTaken')]!;
    expect(game.evaluate()).toBe(material[side]! + terms(side) - material[1 - side]! - terms(1 - side) + 10);
  });

  it('count the types of a capture set taken, squared: the last items of the set weigh most (Wey)', () => {
    // White has lost its Queen and Prince (two types of its set), Black nothing.
    const game = new Game('wey', { fen: 'imboOBM1/ppppPPPP/8/8/8/8/PPPPpppp/1MOBbomq w - - 0 1' });
    expect(game.evaluationFeatures().features.map((list) => list[term('captureSetTaken')])).toEqual([4, 0]);
    expect(new Game('grand', { network: false }).evaluationFeatures().features.map((list) => list[term('captureSetTaken')])).toEqual([0, 0]);
  });

  it('with three players weigh the other parties by the strongest and, as othersMean says, their mean (Dreierschach)', () => {
    expect(weightsFor('dreierschach').terms.othersMean).toBe(1);
    // and the hand-set terms that walk the pieces (chosen by SPRT at equal time: docs/strength.md, "The other games")
    expect(weightsFor('dreierschach').terms).toEqual({ ...STARTING_WEIGHTS.terms, othersMean: 1 });
    const game = new Game('dreierschach');
    game.playRandom(2, 6);
    const { material, features } = game.evaluationFeatures();
    const score = (player: number) => material[player]! + 10 * features[player]![term('shelter')]!;
    // The default terms (tempo and shelter), so that each player's score is known here; othersMean set below.
    const table = weightTable(DEFAULT_WEIGHTS, game.variant.pieceTypes);
    for (const mean of [0, 0.5, 1]) {
      table[term('othersMean')] = mean * 16;
      game.setEvaluationWeights(table);
      const side = game.status().turnIndex;
      const others = [0, 1, 2].filter((player) => player !== side).map(score);
      const strongest = Math.max(...others);
      const against = strongest + Math.floor(((Math.trunc((others[0]! + others[1]!) / 2) - strongest) * mean * 16) / 16); // the core's rounding
      expect(game.evaluate(), `othersMean ${mean}`).toBe(score(side) - against + 10);
    }
  });

  it('for Grand Chess are tuned material and placement tables with the walk-free terms; its full terms wait as a trial table', () => {
    const inUse = weightsFor('grand');
    expect(Object.keys(inUse.pieces ?? {}).sort()).toEqual(['A', 'B', 'C', 'K', 'N', 'P', 'Q', 'R']);
    // The attacks near the royal piece are counted without the walk (backwards from its zone).
    const walkFree = new Set(['tempo', 'shelter', 'captureSetTaken', 'kingAttacks', 'kingAttacksSquared', 'kingTropism', 'kingAttacksScaled']);
    for (const name of TERM_NAMES) if (!walkFree.has(name)) expect(inUse.terms[name], name).toBe(0);
    expect(inUse.material).toEqual({});
    expect(inUse.mobility).toEqual({});
    expect(inUse.mobilityDefault).toBe(0);
    const grand = trialWeights['grand']!;
    expect(Object.keys(grand.terms).sort()).toEqual([...TERM_NAMES].sort());
    expect(Object.keys(grand.mobility).sort()).toEqual(['A', 'B', 'C', 'N', 'Q', 'R']);
    const game = new Game('grand', { network: false, moves: ['e3e4', 'e8e6', 'b2c4'] });
    const untuned = game.evaluate();
    game.setEvaluationWeights(weightTable(grand, game.variant.pieceTypes));
    expect(game.evaluate()).not.toBe(untuned);
    expect(STARTING_WEIGHTS.terms.hanging).toBeLessThan(0);
  });

  it('tuned for Wey and Jacks and Witches wait as trial tables; Witch\'s Chess\'s is in use and sets no weight that walks the pieces', () => {
    expect(weightsFor('jacks84')).toBe(DEFAULT_WEIGHTS);
    expect(weightsFor('wey')).not.toBe(trialWeights['wey']);
    for (const id of ['wey', 'jacks84']) expect(Object.keys(trialWeights[id]!.terms).sort()).toEqual([...TERM_NAMES].sort());
    expect(weightsFor('witch')).toBe(tunedWeights['witch']);
    // --fit walk-free --also royalExposed and the pawn terms: nothing read off the attack maps, no mobility.
    const game = new Game('witch');
    const table = weightTable(tunedWeights['witch']!, game.variant.pieceTypes);
    game.setEvaluationWeights(weightTable(DEFAULT_WEIGHTS, game.variant.pieceTypes));
    const countSlots = (table.length - TERM_NAMES.length) / 2;
    const walking = (['kingAttacks', 'kingAttacksSquared', 'hanging', 'threatenedByLesser', 'control'] as const).map((name) => term(name));
    table.forEach((weight, index) => {
      if (walking.includes(index) || index >= TERM_NAMES.length + countSlots) expect(weight, `slot ${index}`).toBe(0);
    });
    expect(table[term('royalExposed')]).not.toBe(0);
    expect(table[term('passedAdvance')]).not.toBe(0);
    const untuned = game.evaluate();
    game.setEvaluationWeights(table);
    expect(game.evaluate()).not.toBe(untuned);
  });

  it('that need no walk of the pieces score as the full features weighted by them (pawn cache and all)', () => {
    // A passed white a-pawn, doubled pawns, a moved king: every term the walk-free evaluation fills.
    const fen = 'r8r/1nbqkcabn1/2pppppppp/10/P9/10/P9/2PPPPPPPP/1NBQ1CABN1/R3K4R b - - 0 1';
    // The trial table without the terms read off the attack maps.
    const trial = trialWeights['grand']!;
    const light: EvalWeights = {
      terms: { ...trial.terms, kingAttacks: 0, kingAttacksSquared: 0, hanging: 0, threatenedByLesser: 0, control: 0 },
      material: trial.material, mobility: {}, mobilityDefault: 0,
    };
    const model = (game: Game) => {
      const { features, material } = walking(fen).evaluationFeatures();
      const table = weightTable(light, game.variant.pieceTypes);
      // In sixteenths of a centipawn, each player's sum rounded down as the core does.
      const terms = (player: number) => Math.floor(features[player]!.reduce((sum, value, index) => sum + (index ? value * table[index]! : 0), 0) / 16);
      return material[1]! + terms(1) - material[0]! - terms(0) + Math.floor(table[0]! / 16); // Black to move
    };
    const game = new Game('grand', { fen, network: false });
    game.setEvaluationWeights(weightTable(light, game.variant.pieceTypes));
    expect(game.evaluationFeatures().features[0]![term('passed')]).toBe(1);
    expect(game.evaluationFeatures().features[0]![term('doubled')]).toBe(1);
    expect(game.evaluationFeatures().features[0]![term('control')]).toBe(0); // not walked
    expect(game.evaluate()).toBe(model(game));
    // Again, the pawn terms now from the pawn cache.
    expect(game.evaluate()).toBe(model(game));
  });

  it('count the attacks near the royal piece without the walk as the walk counts them', () => {
    // Weights with no term read off the attack maps count them backwards from the royal zone (no walk of the pieces).
    const tuned = weightsFor('grand');
    const zoneOnly: EvalWeights = { ...tuned, terms: { ...tuned.terms, kingAttacks: -1, kingAttacksSquared: -1 } };
    const counting = (fen: string) => {
      const game = new Game('grand', { fen, network: false });
      game.setEvaluationWeights(weightTable(zoneOnly, game.variant.pieceTypes));
      return game;
    };
    const fens = [
      '10/4kc1b2/2p2q2p1/R2n4p1/2Qpp1p2r/8pP/5P4/3NP2P2/2B3KB2/9R b - - 0 36', 'r8r/1nbqkcabn1/pppp1ppppp/4N5/10/10/10/PPPPPPPPPP/1NBQKCAB2/R8R w - - 0 1',
      ...randomGrandPositions(8, 20),
    ];
    let attacked = 0;
    for (const fen of fens) {
      const walked = walking(fen).evaluationFeatures().features;
      const zone = counting(fen).evaluationFeatures().features;
      for (const player of [0, 1]) {
        expect(zone[player]![term('kingAttacks')], `${fen} player ${player}`).toBe(walked[player]![term('kingAttacks')]);
        expect(zone[player]![term('kingAttacksSquared')]).toBe(walked[player]![term('kingAttacksSquared')]);
        expect(zone[player]![term('control')]).toBe(0); // not walked
        if (zone[player]![term('kingAttacks')]! > 0) attacked++;
      }
    }
    expect(attacked).toBeGreaterThanOrEqual(3);
  });

  it('count the attacks near the royal piece forwards from the other players\' pieces as collectAttackers counts them backwards', () => {
    // assembly/search/royal-zone.ts against the backward count from each zone cell, on random positions of every game
    // whose attacks the look lists tell alone; the others keep the backward count (-1: the table does not apply).
    const zoneAttacks = (game: Game, player: number, forward: boolean): number =>
      (game as unknown as { core: CoreExports }).core.royalZoneAttacksFor(player, forward ? 1 : 0);
    for (const id of ['grand', 'witch', 'witch3']) {
      let counts = 0;
      let attacked = 0;
      for (let seed = 1; seed <= 60; seed++) {
        const game = new Game(id);
        game.playRandom(seed, 6 + 2 * seed);
        for (let player = 0; player < game.variant.definition.players.length; player++) {
          const backward = zoneAttacks(game, player, false);
          expect(zoneAttacks(game, player, true), `${id} ${game.fen()} player ${player}`).toBe(backward);
          counts++;
          if (backward > 0) attacked++;
        }
      }
      expect(attacked, id).toBeGreaterThan(counts / 4);
    }
    for (const id of ['dreierschach', 'jacks84']) expect(zoneAttacks(new Game(id), 0, true), id).toBe(-1);
  });

  it('weighted, score the attacks near the royal piece counted forwards, from the cache too', () => {
    const tuned = weightsFor('grand');
    const zone: EvalWeights = { ...tuned, terms: { ...tuned.terms, kingAttacks: -3, kingAttacksSquared: -8 } };
    // The white queen and knight near the black king, a black rook on the white king's second rank.
    const fen = 'r3k4r/10/3Q6/5N4/10/10/10/10/9r/4K5 b - - 0 1';
    const game = new Game('grand', { fen, network: false });
    game.setEvaluationWeights(weightTable({ ...tuned, terms: { ...tuned.terms, kingAttacks: 0, kingAttacksSquared: 0 } }, game.variant.pieceTypes));
    const none = game.evaluate();
    game.setEvaluationWeights(weightTable(zone, game.variant.pieceTypes));
    const { features } = game.evaluationFeatures();
    const zoneTerm = (player: number) => -3 * features[player]![term('kingAttacks')]! - 8 * features[player]![term('kingAttacksSquared')]!;
    expect(features[1]![term('kingAttacks')]).toBeGreaterThan(2);
    // Black to move: Black's term less White's (each sum rounded down in sixteenths, as the core does).
    const expected = none + zoneTerm(1) - zoneTerm(0);
    expect(Math.abs(game.evaluate() - expected)).toBeLessThanOrEqual(1);
    expect(game.evaluate()).toBe(game.evaluate()); // the second from the cache
  });

  it('scale the zone\'s square by the other players\' pieces against their armies at the start (kingAttacksScaled)', () => {
    // Only where weighted: witch3 and Dreierschach weight the unscaled square and keep it (their searches unchanged).
    for (const id of ['witch3', 'dreierschach', 'witch', 'wey', 'jacks84']) expect(weightsFor(id).terms.kingAttacksScaled, id).toBe(0);
    const tuned = weightsFor('grand');
    const scaledOnly: EvalWeights = { ...tuned, terms: { ...tuned.terms, kingAttacks: 0, kingAttacksSquared: 0, kingAttacksScaled: -8 } };
    // The white queen and knight near the black king, a black rook on the white king's second rank; then the same
    // with more pieces behind the attacks, and random middle games.
    const fens = ['r3k4r/10/3Q6/5N4/10/10/10/10/9r/4K5 b - - 0 1', 'r3k4r/10/3Q6/5N4/10/10/10/10/1NBQ1CAB1r/R3K4R b - - 0 1', ...randomGrandPositions(12, 24)];
    let scaled = 0;
    for (const fen of fens) {
      const game = new Game('grand', { fen, network: false });
      const { pieceValues, armyMaterial, pieceTypes } = { ...game.variant.tables, pieceTypes: game.variant.pieceTypes };
      // Each player's pieces, pawns and royal pieces aside, at the core's values.
      const support = [0, 0];
      for (const piece of fen.split(' ')[0]!.replace(/[^a-zA-Z]/g, '')) {
        const type = pieceTypes.find((candidate) => candidate?.letter === piece.toUpperCase())!;
        if (!type.pawn && !type.royal) support[piece === piece.toUpperCase() ? 0 : 1]! += pieceValues[type.id]!;
      }
      const walked = walking(fen).evaluationFeatures().features;
      game.setEvaluationWeights(weightTable(scaledOnly, game.variant.pieceTypes));
      const counted = game.evaluationFeatures().features;
      for (const player of [0, 1]) {
        const full = Math.round(armyMaterial);
        const behind = Math.min(support[1 - player]!, full);
        const square = walked[player]![term('kingAttacksSquared')]!;
        const expected = behind * 144 < full ? 0 : Math.floor((square * behind) / full);
        expect(walked[player]![term('kingAttacksScaled')], `${fen} player ${player}`).toBe(expected);
        expect(counted[player]![term('kingAttacksScaled')], `${fen} player ${player}`).toBe(expected);
        if (expected > 0 && expected < square) scaled++;
      }
    }
    expect(scaled).toBeGreaterThanOrEqual(2);
    // Weighted alone, counted forwards in the evaluation (and from its cache) as the features say.
    const fen = fens[0]!;
    const game = new Game('grand', { fen, network: false });
    const none = game.evaluate();
    game.setEvaluationWeights(weightTable(scaledOnly, game.variant.pieceTypes));
    const { features } = game.evaluationFeatures();
    expect(features[1]![term('kingAttacksScaled')]).toBeGreaterThan(0);
    const expected = none - 8 * features[1]![term('kingAttacksScaled')]! + 8 * features[0]![term('kingAttacksScaled')]!;
    expect(Math.abs(game.evaluate() - expected)).toBeLessThanOrEqual(1);
    expect(game.evaluate()).toBe(game.evaluate());
  });

  it('count king tropism: the other players\' pieces near the royal piece, by kind and distance, capped and squared', () => {
    const tropism = (fen: string) => walking(fen).evaluationFeatures().features.map((list) => list[term('kingTropism')]);
    // A queen (3 units) a step from the white king, a knight (1 unit) two steps away: (3·3 + 1·2)² for White.
    expect(tropism('k9/10/10/10/10/10/10/6n3/3q6/4K5 w - - 0 1')).toEqual([121, 0]);
    // Pawns and pieces further than three steps do not count; the queen three steps away counts 3·1.
    expect(tropism('k9/10/10/10/10/r9/10/6n3/3q1p4/4K5 w - - 0 1')).toEqual([121, 0]);
    expect(tropism('k9/10/10/10/10/10/3q6/6n3/10/4K5 w - - 0 1')).toEqual([25, 0]);
    // Counted without the walk when it is the only term beside the counts (Grand Chess's tuned weights, which leave it 0).
    const fen = 'k9/10/10/10/10/10/10/6n3/3q6/4K5 w - - 0 1';
    const tuned = weightsFor('grand');
    const weighted = new Game('grand', { fen, network: false });
    weighted.setEvaluationWeights(weightTable({ ...tuned, terms: { ...tuned.terms, kingTropism: -3.25 } }, weighted.variant.pieceTypes));
    const drop = new Game('grand', { fen, network: false }).evaluate(0) - weighted.evaluate(0);
    expect(Math.abs(drop - 3.25 * 121)).toBeLessThanOrEqual(1);
  });

  it('are refused when their count does not match the core', () => {
    expect(() => new Game('grand', { network: false }).setEvaluationWeights(new Int32Array(3))).toThrow(/evaluation features/);
  });
});
