// Serves the proof page and the browser bundle on 127.0.0.1. Under /isolated/ the responses carry
// COOP/COEP headers (the page is cross-origin isolated, SharedArrayBuffer exists); under /plain/ not.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';

const pageDir = fileURLToPath(new URL('./', import.meta.url));
const bundleDir = fileURLToPath(new URL('../../../dist/browser/', import.meta.url));
const files: Record<string, { dir: string; type: string }> = {
  'index.html': { dir: pageDir, type: 'text/html' },
  'proof.js': { dir: pageDir, type: 'text/javascript' },
  'engine.js': { dir: bundleDir, type: 'text/javascript' },
  'worker.js': { dir: bundleDir, type: 'text/javascript' },
  'release.wasm': { dir: bundleDir, type: 'application/wasm' },
};
const isolation = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export interface PageServer {
  url(mode: 'isolated' | 'plain'): string;
  close(): Promise<void>;
}

export async function servePage(): Promise<PageServer> {
  const server: Server = createServer(async (request, response) => {
    const [, mode, name] = /^\/(isolated|plain)\/([\w.]+)$/.exec(request.url ?? '') ?? [];
    const file = name === undefined ? undefined : files[name];
    if (request.url === '/favicon.ico') return void response.writeHead(204).end(); // no error in the console
    if (!file) return void response.writeHead(404).end();
    try {
      const body = await readFile(file.dir + name);
      response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store', ...(mode === 'isolated' ? isolation : {}) });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (mode) => `http://127.0.0.1:${port}/${mode}/index.html`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
