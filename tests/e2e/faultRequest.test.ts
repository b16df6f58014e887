import { describe, expect, it } from 'vitest';
import { fieldHolds } from '../../e2e/replay/fieldHolds';
import { callMatch, faultRequest, matchesCall } from '../../e2e/replay/faultRequest';

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
