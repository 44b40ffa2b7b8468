// The squeezed diagonal step (Dreierschach, VARIANT_SQUEEZE): a diagonal step passes between two cells
// and is shut while both are occupied. The host writes each step's between cells (gates); at
// configuration the core lists, per ray cell, the between cells of the step into it (rayGates) and which
// vectors have such steps at all (gatedVectors). The generators and the attack test are compiled a
// second time with these tests ("general" copies), so other games pay nothing; those copies, the pin scan
// (attacks/pins.ts, scanGatedLine) and the evasions (gen/legality.ts, allowLine) ask the helpers here.
import { NO_CELL, VARIANT_SQUEEZE } from "../abi";
import { pieceAt } from "../core/position";
import { allocate, cellCount, vectorCount, rayStride, rays, rayBase, variantFlags, ownerOf } from "../core/tables";

export let gates: usize = 0; // u8[cell][vector][2]: the two cells a diagonal step passes between, else NO_CELL (host)
let rayGates: usize = 0; // u16[cell][vector][stride]: the between cells of the step into each ray cell (derived)
let gatedVectors: usize = 0; // u8[vector]: 1 when some step along the vector has gates (derived), so others skip the test

export function allocateSqueeze(): void {
  gates = allocate(cellCount * vectorCount * 2);
  memory.fill(gates, <u8>NO_CELL, cellCount * vectorCount * 2);
}

export function deriveSqueeze(): void {
  gatedVectors = allocate(vectorCount);
  for (let vector = 0; vector < vectorCount; vector++) {
    for (let cell = 0; cell < cellCount; cell++) {
      if (hasGates(cell, vector)) store<u8>(gatedVectors + vector, 1);
    }
  }
  if (variantFlags & VARIANT_SQUEEZE) listRayGates();
}

/** Fills rayGates: walking a ray, each step's between cells are then one load away. */
function listRayGates(): void {
  rayGates = allocate(cellCount * vectorCount * rayStride * 2);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let vector = 0; vector < vectorCount; vector++) {
      const ray = rayBase(cell, vector);
      let previous = cell;
      for (let distance = 0; distance < rayStride; distance++) {
        const to = <i32>load<u8>(ray + distance);
        if (to == NO_CELL) break;
        store<u16>(rayGates + ((ray + distance - rays) << 1), packedGateOf(previous, vector));
        previous = to;
      }
    }
  }
}

/** Whether any step along `vector` passes between two cells (others are never shut). */
// @ts-ignore: decorator
@inline export function gated(vector: i32): bool { return load<u8>(gatedVectors + vector) != 0; }

/** The between cells of the step into `ray`'s cell (a pointer into the rays), packed as rayGates holds them. */
// @ts-ignore: decorator
@inline export function gateInto(ray: usize): i32 { return load<u16>(rayGates + ((ray - rays) << 1)); }

/** Whether a step with these packed between cells is shut (NO_CELL in both bytes when it has none). */
// @ts-ignore: decorator
@inline export function shut(gate: i32): bool {
  return (gate & 0xff) != NO_CELL && pieceAt(gate & 0xff) != 0 && pieceAt(gate >> 8) != 0;
}

/** The two between cells (u8 each, NO_CELL when none) of the step from `cell` along `vector`. */
// @ts-ignore: decorator
@inline function gateOf(cell: i32, vector: i32): usize { return gates + <usize>((cell * vectorCount + vector) << 1); }

/** Whether the step from `cell` along `vector` is shut, both cells it passes between occupied. */
// @ts-ignore: decorator
@inline export function squeezed(cell: i32, vector: i32): bool {
  const gate = gateOf(cell, vector);
  const first = <i32>load<u8>(gate);
  return first != NO_CELL && pieceAt(first) != 0 && pieceAt(<i32>load<u8>(gate + 1)) != 0;
}

/** Whether the step from `cell` along `vector` passes between two cells. */
export function hasGates(cell: i32, vector: i32): bool { return <i32>load<u8>(gateOf(cell, vector)) != NO_CELL; }

/** The step's two between cells packed in one u16 as rayGates and the target lists hold them (first in the low byte). */
export function packedGateOf(cell: i32, vector: i32): i32 { return load<u16>(gateOf(cell, vector)); }

/** The first of the ray's steps `from` to `to` (into those ray cells) that is shut, or -1. */
// @ts-ignore: decorator
@inline export function firstShut(ray: usize, from: i32, to: i32): i32 {
  for (let step = from; step <= to; step++) if (shut(gateInto(ray + step))) return step;
  return -1;
}

/** Whether a piece of `player` stands on one of a step's two between cells (packed, both occupied). */
export function ownsGate(gate: i32, player: i32): bool {
  return ownerOf(pieceAt(gate & 0xff)) == player || ownerOf(pieceAt(gate >> 8)) == player;
}
