// Command-line values shared by the match harnesses: a bad one is one line on stderr and status 2.

/** The whole number (at least 1) given for `--name`. */
export function positiveInteger(values: Readonly<Record<string, unknown>>, name: string): number {
  const text = String(values[name]);
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    console.error(`error: --${name} needs a whole number of at least 1, got '${text}'`);
    process.exit(2);
  }
  return Number(text);
}
