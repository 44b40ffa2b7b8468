import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import * as abi from '../assembly/abi.js';
import { wasmPath } from '../src/wasm-module.js';
import { pieceCode, typeOfCode, ownerOfCode, moveFrom, moveTo, moveKind, moveExtra } from '../src/piece-code.js';

// assembly/abi.ts is the one definition of the core's constants, compiled into the core and imported by
// src/. The core exports each one as a wasm global: a build made from another version of the file, or a
// constant the core redefines, shows here.
describe('the constants shared by the core and the host', () => {
  for (const build of ['release', 'debug'] as const) {
    it(`the ${build} core exports every constant of abi.ts with the value the host reads`, () => {
      const module = new WebAssembly.Module(readFileSync(wasmPath(build)));
      const instance = new WebAssembly.Instance(module, { host: { shouldStop: () => 0 }, env: { abort: () => {}, trace: () => {}, seed: () => 1 } });
      const names = Object.keys(abi);
      expect(names.length).toBeGreaterThan(50);
      for (const name of names) {
        const global = instance.exports[name] as WebAssembly.Global | undefined;
        expect(global, name).toBeInstanceOf(WebAssembly.Global);
        expect(global!.value, name).toBe((abi as Record<string, number>)[name]);
      }
    });
  }

  it('codes and moves decode as they were packed (src/piece-code.ts)', () => {
    const code = pieceCode(abi.MAX_TYPES, 2);
    expect([typeOfCode(code), ownerOfCode(code)]).toEqual([abi.MAX_TYPES, 2]);
    expect(code).toBeLessThan(1 << 16); // the board holds codes as u16
    const move = 17 | (254 << abi.MOVE_TO_SHIFT) | (abi.KIND_MECHANIC << abi.MOVE_KIND_SHIFT) | (abi.MAX_TYPES << abi.MOVE_EXTRA_SHIFT);
    expect([moveFrom(move), moveTo(move), moveKind(move), moveExtra(move)]).toEqual([17, 254, abi.KIND_MECHANIC, abi.MAX_TYPES]);
    expect(move).toBeGreaterThan(0); // bit 31 stays clear: moves are never negative
  });
});
