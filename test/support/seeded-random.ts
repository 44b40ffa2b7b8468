// mulberry32 for tests: the same generator the set-up options use (src/seeded-random.ts).
export { seededRandom } from '../../src/seeded-random.js';
