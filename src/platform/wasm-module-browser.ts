// Browser stand-in for src/wasm-module.ts (which reads build/*.wasm with node:fs). The browser bundle
// (scripts/bundle-browser.mjs) resolves core.ts's './wasm-module.js' to this file; the worker fetches
// and compiles the core with loadCoreModule before it creates a Game, so coreModule can stay synchronous.
export type CoreBuild = 'release' | 'debug';

const compiled = new Map<CoreBuild, WebAssembly.Module>();

export function wasmPath(build: CoreBuild): string {
  throw new Error(`the core's ${build} build has no file path in a browser: it is fetched by URL`);
}

export function coreModule(build: CoreBuild): WebAssembly.Module {
  const module = compiled.get(build);
  if (!module) throw new Error(`the core's ${build} build is not loaded yet (loadCoreModule)`);
  return module;
}

/** Fetches and compiles the core once per worker. */
export async function loadCoreModule(build: CoreBuild, url: string | URL): Promise<void> {
  if (compiled.has(build)) return;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load the core from ${String(url)}: HTTP ${response.status}`);
  // compileStreaming needs the application/wasm content type; plain compile works with any server.
  compiled.set(build, await WebAssembly.compile(await response.arrayBuffer()));
}
