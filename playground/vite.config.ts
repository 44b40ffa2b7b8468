// The playground page, bundled by Vite. It uses the package exactly as a front end that installed it
// would (README, "Browsers and bundlers"): `cauldron/browser`, and `cauldron/worker.js` and
// `cauldron/release.wasm` as URLs. Here the package is this repository: each import goes to the file its
// package.json "exports" names (dist/browser/, built by `npm run build`).
import { defineConfig, type Alias } from 'vite';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}dist/browser/engine.js`)) throw new Error("dist/browser is missing: run 'npm run build' first");

type ExportEntry = string | { default: string };
const { name, exports } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { name: string; exports: Record<string, ExportEntry> };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `cauldron/<subpath>` (a `?url` query kept) to the exported file. */
const packageExports: Alias[] = Object.entries(exports)
  .filter(([subpath]) => subpath.startsWith('./') && subpath !== './package.json')
  .map(([subpath, entry]) => ({
    find: new RegExp(`^${escaped(`${name}/${subpath.slice(2)}`)}(?=\\?|$)`),
    replacement: `${root}${(typeof entry === 'string' ? entry : entry.default).slice(2)}`,
  }));

/** SharedArrayBuffer, so stop() ends a search through the shared flag instead of restarting the worker. */
const isolation = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './', // relative URLs: the built folder works from any path of a static host
  resolve: { alias: packageExports },
  // The API reaches node:* only behind its Node check: left as they are, not shimmed.
  build: { rollupOptions: { external: [/^node:/] }, outDir: `${root}dist/playground`, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1000 },
  server: { host: '127.0.0.1', headers: isolation },
  preview: { host: '127.0.0.1', headers: isolation },
  logLevel: 'warn',
});
