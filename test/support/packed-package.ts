// The npm package as a consumer gets it: `npm pack` of this build (dist/ from `npm run build`), installed
// with `npm install --omit=dev <tarball>` in a new empty project in a temporary directory.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** npm runs our tests with npm_* variables set (npm test); the nested npm must not inherit them. */
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

export interface PackedFile {
  path: string;
  size: number;
}

export interface InstalledPackage {
  /** The tarball's files, as `npm pack --json` lists them. */
  files: PackedFile[];
  /** The consumer project; node_modules/cauldron is the installed package. */
  project: string;
  /** Runs a command in the consumer project; rejects on a non-zero exit, with its output in the message. */
  exec(command: string, args: string[], timeoutMs?: number): Promise<{ stdout: string; stderr: string }>;
  /** Deletes the temporary directory (tarball and project). */
  remove(): Promise<void>;
}

export async function packAndInstall(): Promise<InstalledPackage> {
  const built = join(repoRoot, 'dist/browser/release.wasm');
  if (!existsSync(built) || !existsSync(join(repoRoot, 'dist/src/index.js'))) {
    throw new Error("dist/ is missing: run 'npm run build'");
  }
  // A package older than the core would ship stale tables: fail fast instead.
  if (!readFileSync(built).equals(readFileSync(join(repoRoot, 'build/release.wasm')))) {
    throw new Error("dist/ is older than build/release.wasm: run 'npm run build'");
  }
  const dir = await mkdtemp(join(tmpdir(), 'cauldron-package-'));
  const project = join(dir, 'consumer');
  await mkdir(project);
  const exec = async (command: string, args: string[], timeoutMs = 90_000, cwd = project) => {
    try {
      return await run(command, args, { cwd, env: cleanEnv, timeout: timeoutMs, maxBuffer: 16 << 20 });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${command} ${args.join(' ')} failed: ${String(error)}\n${stdout ?? ''}\n${stderr ?? ''}`);
    }
  };
  try {
    // --ignore-scripts: pack the build under test as it is (prepare would build it again).
    const packed = await exec('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], 90_000, repoRoot);
    const [report] = JSON.parse(packed.stdout) as { filename: string; files: PackedFile[] }[];
    if (!report) throw new Error(`npm pack printed no report: ${packed.stdout}`);
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    // --prefer-offline: the dependencies are in npm's cache since the repository's own install.
    await exec('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', join(dir, report.filename)]);
    return { files: report.files, project, exec, remove: () => rm(dir, { recursive: true, force: true }) };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A fenced code block of README.md whose first line is `// <name>` (optionally followed by a comment). */
export function readmeBlock(name: string): string {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  for (const [, body] of readme.matchAll(/```js\n([\s\S]*?)```/g)) {
    if (body!.startsWith(`// ${name}`)) return body!;
  }
  throw new Error(`README.md has no js block starting with '// ${name}'`);
}
