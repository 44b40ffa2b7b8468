// Bundles the engine API and its worker for browsers into dist/browser/ (engine.js, worker.js,
// release.wasm side by side: engine.js finds worker.js, and worker.js finds release.wasm, by URL).
// The only difference from the Node build: the core's wasm is fetched, not read with node:fs.
import { build } from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/browser`;

/** core.ts imports './wasm-module.js' (node:fs); the browser gets src/platform/wasm-module-browser.ts. */
const browserWasmModule = {
  name: 'browser-wasm-module',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\/wasm-module\.js$/ }, () => ({ path: `${root}src/platform/wasm-module-browser.ts` }));
  },
};

await mkdir(outdir, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: { engine: 'src/engine.ts', worker: 'src/worker.ts' },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  // Only reached behind the Node check (src/platform/runtime.ts): left as dynamic imports.
  external: ['node:*'],
  plugins: [browserWasmModule],
  sourcemap: true,
  logLevel: 'warning',
});
await copyFile(`${root}build/release.wasm`, `${outdir}/release.wasm`);
console.log(`browser bundle: ${outdir}/{engine.js,worker.js,release.wasm}`);
