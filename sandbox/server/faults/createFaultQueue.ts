import type { Fault, FaultSpec } from './Fault';
import { faultMatches, type FaultCall } from './faultMatches';

export interface FaultQueue {
  /** Queues a fault (an offline window starts now); returns it with its id. */
  add(spec: FaultSpec): Fault;
  /** The faults still to play, oldest first (ended offline windows are gone). */
  list(): Fault[];
  /** Forgets every fault; returns how many there were. */
  clear(): number;
  /** The fault a call meets, if any: an open offline window first, else the oldest matching fault, used up once. */
  take(call: FaultCall): Fault | undefined;
}

// The control API's faults, in memory and first in, first out: a demo's bad network lasts until the sandbox
// restarts or DELETE /api/__sandbox/faults, never in the database. Offline windows run on real time (`now`), not
// the sandbox clock: moving the clock a day must not end a 5-second outage.
export function createFaultQueue(now: () => number = Date.now): FaultQueue {
  let faults: (Fault & { endsAt?: number })[] = [];
  let next = 1;
  const open = () => {
    const at = now();
    faults = faults.filter((fault) => fault.endsAt === undefined || fault.endsAt > at);
    return faults;
  };
  const shown = ({ endsAt: _endsAt, ...fault }: Fault & { endsAt?: number }): Fault => ({ ...fault });
  return {
    add(spec) {
      const id = `fault-${next++}`;
      const endsAt = now() + (spec.kind === 'offline' ? spec.seconds * 1000 : 0);
      const fault = spec.kind === 'offline' ? { id, ...spec, until: new Date(endsAt).toISOString(), endsAt } : { id, ...spec, left: spec.times };
      faults.push(fault);
      return shown(fault);
    },
    list: () => open().map(shown),
    clear() {
      const count = open().length;
      faults = [];
      return count;
    },
    take(call) {
      const pending = open();
      const offline = pending.find((fault) => fault.kind === 'offline' && faultMatches(fault, call));
      if (offline) return shown(offline);
      const fault = pending.find((candidate) => candidate.kind !== 'offline' && faultMatches(candidate, call));
      if (!fault) return undefined;
      fault.left = (fault.left ?? 1) - 1;
      if (fault.left <= 0) faults = faults.filter((candidate) => candidate !== fault);
      return shown(fault);
    },
  };
}
