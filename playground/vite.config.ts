// The playground page, bundled by Vite. It uses the package's browser API exactly as a front end
// would: `cauldron/browser` (dist/browser/engine.js, built by `npm run build`), with the worker and the
// core's wasm as files next to the page.
import { defineConfig } from 'vite';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}dist/browser/`;
if (!existsSync(`${bundle}engine.js`)) throw new Error("dist/browser is missing: run 'npm run build' first");

/** SharedArrayBuffer, so stop() ends a search through the shared flag instead of restarting the worker. */
const isolation = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './', // relative URLs: the built folder works from any path of a static host
  resolve: {
    alias: [
      { find: /^cauldron\/browser$/, replacement: `${bundle}engine.js` },
      { find: /^cauldron\/browser\/(.*)$/, replacement: `${bundle}$1` },
    ],
  },
  // The API reaches node:* only behind its Node check: left as they are, not shimmed.
  build: { rollupOptions: { external: [/^node:/] }, outDir: `${root}dist/playground`, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1000 },
  server: { host: '127.0.0.1', headers: isolation },
  preview: { host: '127.0.0.1', headers: isolation },
  logLevel: 'warn',
});
