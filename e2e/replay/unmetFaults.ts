/** A sandbox fault as GET /api/__sandbox/faults lists it (the fields the replay reads). */
interface PendingFault { id: string; left?: number; times?: number }

type Control = (method: 'GET', path: string) => Promise<unknown>;

// A fault step that no call met would let a replay pass without the bad network it was written for (an `on:` that
// names a call the app does not make there, a fault placed after the call). Once the steps are done, the faults they
// queued must be used up: says which step's fault is still waiting, and how much of it, or nothing.
// `queued`: the sandbox's fault id -> the index of the step that queued it.
export async function unmetFaults(queued: ReadonlyMap<string, number>, control: Control): Promise<string | undefined> {
  if (queued.size === 0) return undefined;
  const { faults = [] } = (await control('GET', '/api/__sandbox/faults')) as { faults?: PendingFault[] };
  const unmet = faults.filter((f) => queued.has(f.id)).map((f) => {
    const step = `the fault of step ${(queued.get(f.id) as number) + 1}`;
    const met = f.times !== undefined && f.left !== undefined ? f.times - f.left : 0;
    return met > 0 ? `${step} met ${met} of its ${f.times} calls (the app made no more)` : `${step} met no call (does its on: name a call the app makes after it?)`;
  });
  return unmet.length ? unmet.join('; ') : undefined;
}
