// comlink ships this adapter's types as node-adapter.d.ts, which TypeScript does not pair with the
// .mjs file under NodeNext resolution; this declares the same signature.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  export interface NodeEndpoint {
    postMessage(message: unknown, transfer?: readonly unknown[]): void;
    on(type: string, listener: (value: unknown) => void): unknown;
    off(type: string, listener: (value: unknown) => void): unknown;
    start?: () => void;
  }
  export default function nodeEndpoint(endpoint: NodeEndpoint): Endpoint;
}
