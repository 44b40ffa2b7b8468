// A small deterministic generator (xorshift64*) for Zobrist keys and seeded random games.
let state: u64 = 1;

export function seedRandom(seed: u64): void { state = seed ? seed : 0x2545f4914f6cdd1d; }

export function nextRandom(): u64 {
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * 0x2545f4914f6cdd1d;
}

/** A uniform integer in [0, bound). */
export function randomBelow(bound: i32): i32 {
  return <i32>((nextRandom() >> 33) % <u64>bound);
}
