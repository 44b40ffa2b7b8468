// The tools' command lines (tools/arguments.ts toolArguments): a mistyped option is named, with the options the tool
// takes, and status 2 instead of a stack trace; --help lists them.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tools = ['match', 'match3', 'sprt', 'gen-games', 'label-positions', 'tune-eval', 'net-samples', 'train-net'];
const run = (tool: string, ...options: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `tools/${tool}.ts`, ...options], { cwd: root, encoding: 'utf8', timeout: 60_000 });

describe('tool command lines', () => {
  it.each(tools)('%s names an unknown option and lists the ones it takes (status 2)', (tool) => {
    const result = run(tool, '--gmaes', '3');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: Unknown option '--gmaes'/);
    expect(result.stderr).toMatch(/\nusage: .*\[--variant <value=\w+>\]/);
    expect(result.stdout).toBe('');
  }, 60_000);

  it('names an option given without its value, and a stray argument', () => {
    const missing = run('sprt', '--nodes');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^error: Option '--nodes <value>' argument missing/);
    const stray = run('match', 'grand');
    expect(stray.status).toBe(2);
    expect(stray.stderr).toMatch(/^error: Unexpected argument 'grand'/);
  }, 60_000);

  it('names a value outside an option\'s choices, with the choices', () => {
    const schedule = run('train-net', '--schedule', 'linear');
    expect(schedule.status).toBe(2);
    expect(schedule.stderr).toBe("error: --schedule must be step or cosine, got 'linear'\n");
    const algorithm = run('sprt', '--baseline', 'HEAD', '--candidate-algorithm', 'minimax');
    expect(algorithm.status).toBe(2);
    expect(algorithm.stderr).toBe("error: --candidate-algorithm must be paranoid or brs, got 'minimax'\n");
  }, 60_000);

  it('names a required option left out, or a value out of range, in one line (status 2)', () => {
    const out = run('gen-games', '--games', '1');
    expect(out.status).toBe(2);
    expect(out.stderr).toBe('error: --out is required (a .jsonl file; games are appended)\n');
    const sampleFile = run('net-samples', '--out', 'x.bin');
    expect(sampleFile.status).toBe(2);
    expect(sampleFile.stderr).toMatch(/^error: --games <file\.jsonl> .* is required\n$/);
    const clock = run('match', '--tc', '60-1');
    expect(clock.status).toBe(2);
    expect(clock.stderr).toBe("error: --tc needs <seconds>+<increment seconds> (e.g. 60+0.6), got '60-1'\n");
  }, 60_000);

  it('--help lists every option with its default and plays nothing', () => {
    const result = run('sprt', '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run sprt -- /);
    expect(result.stdout).toContain('[--baseline <value>]');
    expect(result.stdout).toContain('[--nodes <value=20000>]');
    expect(result.stdout).toContain('[--rule <value> ...]');
  }, 60_000);
});
