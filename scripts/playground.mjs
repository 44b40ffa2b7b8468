// npm run playground [-- --port N]: type-checks and builds the playground page (Vite) into
// dist/playground/, then serves it on 127.0.0.1 with the COOP/COEP headers that give SharedArrayBuffer.
// npm run build:playground: only the build (static files any host serves; without those headers the
// engine's stop() falls back to restarting its worker).
import { build, preview } from 'vite';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = `${root}playground/vite.config.ts`;
export const DEFAULT_PORT = 5180;

export async function buildPlayground() {
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${root}playground/tsconfig.json`], { stdio: 'inherit' });
  await build({ configFile });
  return `${root}dist/playground`;
}

/** Serves dist/playground; port 0 picks a free one. */
export async function servePlayground(port = DEFAULT_PORT) {
  const server = await preview({ configFile, preview: { port, strictPort: true } });
  const address = server.httpServer.address();
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

function portArgument(args) {
  const at = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (at < 0) return DEFAULT_PORT;
  const text = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port takes a port number (0 to 65535), got '${text ?? ''}'`);
    process.exit(2);
  }
  return port;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const port = portArgument(args);
  const out = await buildPlayground();
  if (args.includes('--build-only')) {
    console.log(`playground built: ${out} (serve it with any static file server)`);
  } else {
    const { url } = await servePlayground(port);
    console.log(`playground: ${url} (default port ${DEFAULT_PORT}; choose one with --port N; Ctrl-C ends)`);
  }
}
