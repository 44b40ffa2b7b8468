// The evaluation networks shipped with Cauldron, by variant id: each the bytes of network-format.ts as a base64
// string in a module of its own (src/eval-weights/nets/<variant>.ts, written by tools/train-net.ts), so the
// browser build carries them without a file system. A Game loads its variant's network unless told otherwise.
import { network as grand } from './grand.js';

export const networks: Readonly<Record<string, string>> = { grand };
