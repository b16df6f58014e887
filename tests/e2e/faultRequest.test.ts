import { describe, expect, it } from 'vitest';
import { fieldHolds } from '../../e2e/replay/fieldHolds';
import { callMatch, faultRequest, faultStepOf, matchesCall, type QueuedFault } from '../../e2e/replay/faultRequest';

describe('faultRequest: a fault step as the sandbox control API takes it', () => {
  it('sends a status with its Retry-After, a drop with its moment, a stall with its seconds, each aimed and counted', () => {
    expect(faultRequest({ status: 503, retryAfter: 2, on: 'PATCH /loanapplications', times: 3 }))
      .toEqual({ kind: 'status', status: 503, retryAfter: 2, times: 3, match: { method: 'PATCH', path: '/loanapplications' } });
    expect(faultRequest({ status: 503, retryAfter: 1, message: 'Service Unavailable', on: 'PATCH' }))
      .toEqual({ kind: 'status', status: 503, retryAfter: 1, message: 'Service Unavailable', match: { method: 'PATCH' } });
    expect(faultRequest({ drop: 'after', on: 'patch /offers/' })).toEqual({ kind: 'drop', when: 'after', match: { method: 'PATCH', path: '/offers/' } });
    expect(faultRequest({ drop: 'before' })).toEqual({ kind: 'drop', when: 'before' });
    expect(faultRequest({ stall: 20, on: '/zip' })).toEqual({ kind: 'stall', seconds: 20, match: { path: '/zip' } });
  });

  it('leaves offline to the browser (nothing for the sandbox)', () => {
    expect(faultRequest({ offline: 5 })).toBeNull();
  });

  it('reads on: as a method, a path part or both, and refuses anything else', () => {
    expect(callMatch('GET')).toEqual({ method: 'GET' });
    expect(callMatch('FETCH /zip')).toBeNull();
    expect(callMatch('loanapplications')).toBeNull();
  });

  it('aims an offline window as the sandbox aims its faults: a part of the path, never the control API', () => {
    expect(matchesCall({ method: 'PATCH', path: '/loanapplications' }, 'patch', '/loanapplications/abc/offers/o1')).toBe(true);
    expect(matchesCall({ method: 'PATCH', path: '/loanapplications' }, 'GET', '/loanapplications/abc')).toBe(false);
    expect(matchesCall(null, 'POST', '/analytics')).toBe(false);
    expect(matchesCall({ path: '/analytics' }, 'POST', '/analytics')).toBe(true);
    expect(matchesCall({ path: '/' }, 'GET', '/__sandbox/faults')).toBe(false);
  });
});

describe('faultStepOf: a fault QA queued while recording, as the fixture step that queues it again', () => {
  // What the sandbox answers POST /api/__sandbox/faults with (its id, calls left), as the recorder hears it.
  const queued: QueuedFault[] = [
    { kind: 'status', status: 500, times: 5, match: { method: 'PATCH', path: '/offers/' } },
    { kind: 'status', status: 503, retryAfter: 2, message: 'Service Unavailable', times: 1, match: { method: 'PATCH' } },
    { kind: 'drop', when: 'before', times: 2, match: { path: '/loanapplications' } },
    { kind: 'stall', seconds: 20, times: 1 },
  ];

  it('writes each kind in the words QA writes: status, drop, stall, on: as METHOD /path, times only past one', () => {
    expect(queued.map(faultStepOf)).toEqual([
      { status: 500, times: 5, on: 'PATCH /offers/' },
      { status: 503, retryAfter: 2, message: 'Service Unavailable', on: 'PATCH' },
      { drop: 'before', times: 2, on: '/loanapplications' },
      { stall: 20 },
    ]);
  });

  it('gives back the same fault when the replay queues the step (one call being the default)', () => {
    for (const fault of queued) {
      const { times, ...rest } = fault as QueuedFault & { times?: number };
      expect(faultRequest(faultStepOf(fault))).toEqual({ ...rest, ...(times !== 1 ? { times } : {}) });
    }
  });

  it("turns the sandbox's offline window into the browser offline for as many seconds", () => {
    expect(faultStepOf({ kind: 'offline', seconds: 5 })).toEqual({ offline: 5 });
    expect(faultStepOf({ kind: 'offline', seconds: 3, match: { method: 'PATCH', path: '/loanapplications' } })).toEqual({ offline: 3, on: 'PATCH /loanapplications' });
  });
});

describe('fieldHolds: what a field shows still holds what fill typed', () => {
  it('reads a masked SSN, a formatted income and a phone by their digits', () => {
    expect(fieldHolds('•••-••-1111', '1111')).toBe(true);
    expect(fieldHolds('$65,000', '65000')).toBe(true);
    expect(fieldHolds('(555) 555-0100', '5555550100')).toBe(true);
    expect(fieldHolds('•••-••-111', '1111')).toBe(false);
  });

  it('reads words as typed, any case, and an empty field as holding nothing', () => {
    expect(fieldHolds('IL', 'il')).toBe(true);
    expect(fieldHolds(' Ana ', 'Ana')).toBe(true);
    expect(fieldHolds('', 'Ana')).toBe(false);
    expect(fieldHolds('12 Main St', '12 Main Street')).toBe(false);
  });
});
