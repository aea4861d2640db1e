// A small flag reader shared by the CLIs: `--name value` and boolean `--flag`.

export class UsageError extends Error {}

export function readFlags(argv: readonly string[], booleans: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const name = arg.slice(2);
    if (booleans.includes(name)) {
      flags.set(name, 'true');
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    flags.set(name, value);
    i++;
  }
  return flags;
}

export function readInteger(
  flags: Map<string, string>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const text = flags.get(name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}
