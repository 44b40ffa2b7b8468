import { expect } from 'vitest';
import { CauldronError } from '../../src/errors.js';

/** The message of the CauldronError `action` throws; fails the test if it throws nothing or something else. */
export function cauldronErrorOf(action: () => unknown, what: string): string {
  try {
    action();
  } catch (caught) {
    expect(caught).toBeInstanceOf(CauldronError);
    return (caught as Error).message;
  }
  throw new Error(`${what} was accepted`);
}
