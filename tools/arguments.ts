// Command-line values shared by the tools (match, sprt, gen-games, ...): a bad one is one line on stderr and status 2.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
/** What parseArgs makes of `options`: each option's value by name. */
type Values<T extends Options> = ReturnType<typeof parseArgs<{ options: T }>>['values'];

/**
 * The tool's options as parseArgs reads them from the command line. `--help` prints each option with its
 * default and exits; an unknown option, a stray argument or a value missing is named on stderr with that list,
 * status 2 (not a stack trace).
 */
export function toolArguments<T extends Options>(command: string, options: T): Values<T> {
  const usage = `usage: ${command} ${Object.entries(options).map(([name, option]) => optionUsage(name, option)).join(' ')}`;
  if (process.argv.slice(2).some((argument) => argument === '--help' || argument === '-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs<{ options: T }>({ options }).values;
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    console.error(usage);
    process.exit(2);
  }
}

function optionUsage(name: string, option: Options[string]): string {
  if (option.type === 'boolean') return `[--${name}]`;
  const shown = option.default === undefined || (Array.isArray(option.default) && option.default.length === 0) ? '' : `=${String(option.default)}`;
  return `[--${name} <value${shown}>${option.multiple ? ' ...' : ''}]`;
}

/** A bad command line: the message on stderr as one line, status 2 (not a stack trace). */
export function usageError(message: string): never {
  console.error(`error: ${message}`);
  process.exit(2);
}

/** The whole number (at least 1) given for `--name`. */
export function positiveInteger(values: Readonly<Record<string, unknown>>, name: string): number {
  const text = String(values[name]);
  if (!/^\d+$/.test(text) || Number(text) < 1) usageError(`--${name} needs a whole number of at least 1, got '${text}'`);
  return Number(text);
}

/** The value given for `--name`, which must be one of `choices` (named on stderr otherwise, status 2). */
export function oneOf<T extends string>(values: Readonly<Record<string, unknown>>, name: string, choices: readonly T[]): T {
  const text = String(values[name]);
  if (!(choices as readonly string[]).includes(text)) {
    const listed = choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : choices[0];
    usageError(`--${name} must be ${listed}, got '${text}'`);
  }
  return text as T;
}
