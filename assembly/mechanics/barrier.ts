// Barrier-bound pieces (Wey's river): a table of the steps such a piece may not make. The host writes it;
// the ruled generator (gen/ruled.ts) and the traced attack test (attacks/traced.ts) stop a line there.
import { allocate, cellCount, vectorCount } from "../core/tables";

export let barrier: usize = 0; // u8[cell][vector]: 1 where a barrier-bound piece may not step

export function allocateBarrier(): void { barrier = allocate(cellCount * vectorCount); }

// @ts-ignore: decorator
@inline export function stepBlocked(cell: i32, vector: i32): bool {
  return load<u8>(barrier + cell * vectorCount + vector) != 0;
}
