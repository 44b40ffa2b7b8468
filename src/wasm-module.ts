// Finds and compiles the core's WebAssembly build once per process.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type CoreBuild = 'release' | 'debug';

const compiled = new Map<CoreBuild, WebAssembly.Module>();

/**
 * The build directory sits at the repository root: one level up from src/, two from dist/src/. The npm
 * package ships no build/ but the release core once, beside the browser bundle (dist/browser/).
 */
export function wasmPath(build: CoreBuild): string {
  for (const relative of ['../build/', '../../build/', '../browser/']) {
    const path = fileURLToPath(new URL(`${relative}${build}.wasm`, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`the core's ${build} build is missing: run 'npm run build:wasm' (the npm package ships the release build only)`);
}

export function coreModule(build: CoreBuild): WebAssembly.Module {
  let module = compiled.get(build);
  if (!module) {
    module = new WebAssembly.Module(readFileSync(wasmPath(build)));
    compiled.set(build, module);
  }
  return module;
}
