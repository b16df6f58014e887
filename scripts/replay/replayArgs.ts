/** Playwright Test options that take the next argument as their value when written without `=`. */
const TAKES_VALUE = new Set(['-g', '--grep', '--grep-invert', '--shard', '-j', '--workers', '--retries', '--project', '--reporter', '--timeout', '--repeat-each', '--max-failures', '--output', '--trace', '-c', '--config']);

/** Splits the command line into fixture names and the options Playwright Test reads. */
export function replayArgs(argv: readonly string[]): { names: string[]; options: string[] } {
  const names: string[] = [];
  const options: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('-')) names.push(arg);
    else {
      options.push(arg);
      if (TAKES_VALUE.has(arg) && i + 1 < argv.length) options.push(argv[++i] as string);
    }
  }
  return { names, options };
}
