// How a benchmark script runs: its work under a deadline, with Ctrl-C and SIGTERM handled, and whatever it started
// (browsers, sandboxes) released on every way out, so nothing outlives the script. Only the first reason to stop
// is printed: a signal or the deadline makes the measurement in flight fail too. Exits 0 when the work finished,
// 1 when it could not run.
export interface BenchRun {
  /** The script's name, for its messages (`bench-keys: could not run: ...`). */
  name: string;
  deadlineMs: number;
  /** How the deadline reads in a message: 'within 3 min'. */
  deadlineText: string;
  work: () => Promise<void>;
  release: () => Promise<void>;
  /** Also stop on a promise rejected with nobody listening (libraries that keep their own promises in flight). */
  stopOnUnhandledRejection?: boolean;
}

export async function runBench(run: BenchRun): Promise<never> {
  let stopping = false;
  const fail = async (message: string): Promise<never> => {
    if (stopping) return new Promise<never>(() => undefined);
    stopping = true;
    console.error(`${run.name}: could not run: ${message}`);
    await run.release();
    process.exit(1);
  };
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const deadline = setTimeout(() => void fail(`did not finish ${run.deadlineText}`), run.deadlineMs);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fail(`stopped by ${signal}`));
  if (run.stopOnUnhandledRejection) process.on('unhandledRejection', (error) => void fail(reason(error)));
  try {
    await run.work();
  } catch (error) {
    clearTimeout(deadline);
    await fail(reason(error));
  }
  clearTimeout(deadline);
  await run.release();
  process.exit(0);
}
