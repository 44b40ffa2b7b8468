import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Game } from '../src/game.js';

// README's quick start: two indented command lines, the main job and the tests. The main job must run the
// clone's own build: `npx cauldron` in a clone installs a copy of the clone in npx's cache and builds it
// again there, silently, and a run killed part way breaks every later one.
const root = fileURLToPath(new URL('../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
const commandLines = quickStart.split('\n').filter((line) => line.startsWith('    ')).map((line) => line.trim());
/** npm runs our tests with npm_* variables set (npm test); the nested npm must not inherit them. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

describe("README's quick start", () => {
  it('has two command lines: install, build and run the main job; install, build and run the tests (as .ci/run reads it)', () => {
    expect(commandLines).toHaveLength(2);
    expect(commandLines[0]).toMatch(/^npm install && /);
    expect(commandLines[0]).not.toMatch(/\bnpx\b|npm exec/);
    expect(commandLines[1]).toBe('npm ci && npm test');
    expect(readFileSync(`${root}.ci/run`, 'utf8')).toContain("sed -n 's/^    \\(npm ci && npm test\\)$/\\1/p' README.md");
  });

  it("the main job's run part starts the built command line's analysis at once: a header, a row per depth, the best move", () => {
    const runPart = commandLines[0]!.replace(/^npm install && /, '');
    // With a depth limit (npm passes the arguments after -- on) instead of the default 5 s.
    const result = spawnSync('bash', ['-c', `${runPart} -- --depth 3`], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('>'));
    expect(lines[0]).toMatch(/^Analysing grand, white to move, to depth 3: /);
    expect(lines.filter((line) => /^\s+\d+\/\d+\s/.test(line))).toHaveLength(3);
    expect(new Game('grand').legalMoves()).toContain(/^bestmove (\S+)/.exec(lines.at(-1)!)?.[1]);
  });
});
