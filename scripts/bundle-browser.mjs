// Bundles the engine API and its worker for browsers into dist/browser/ (engine.js, worker.js,
// release.wasm side by side: engine.js finds worker.js, and worker.js finds release.wasm, by URL).
// The differences from the Node build: the core's wasm is fetched, not read with node:fs, and
// node:worker_threads (only imported behind the Node check) is a stub, so that a front end's bundler
// (Vite, esbuild, ...) never meets a Node module. The package exports these files (cauldron/browser,
// cauldron/worker.js, cauldron/release.wasm; README, "Browsers and bundlers").
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

/** Never reached in a browser (src/platform/runtime.ts's isNode is false there). */
const noWorkerThreads = {
  name: 'no-worker-threads',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^node:worker_threads$/ }, () => ({ path: 'worker_threads', namespace: 'browser-stub' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'browser-stub' }, () => ({
      contents: "const nodeOnly = () => { throw new Error('worker threads exist only in Node'); };\n" +
        'export const Worker = nodeOnly;\nexport const parentPort = null;\n',
      loader: 'js',
    }));
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
  plugins: [browserWasmModule, noWorkerThreads],
  logLevel: 'warning',
});
await copyFile(`${root}build/release.wasm`, `${outdir}/release.wasm`);
console.log(`browser bundle: ${outdir}/{engine.js,worker.js,release.wasm}`);
