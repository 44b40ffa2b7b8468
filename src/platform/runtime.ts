// Which JavaScript host we run in. Node (and its worker threads) has process.versions.node;
// browsers and browser workers do not (bundlers must not polyfill `process` for this to hold).
export const isNode: boolean =
  typeof process !== 'undefined' && typeof process.versions === 'object' && typeof process.versions?.node === 'string';

/** SharedArrayBuffer exists and can be posted to a worker (browsers: only when cross-origin isolated). */
export function canShareMemory(): boolean {
  if (typeof SharedArrayBuffer === 'undefined' || typeof Atomics === 'undefined') return false;
  return isNode || (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
}
