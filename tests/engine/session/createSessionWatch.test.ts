import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionWatch, type SessionWatchOptions } from '../../../engine/session/createSessionWatch';
import { SESSION_LIMITS } from '../../../engine/session/sessionConstants';

const MIN = 60_000;

function watch(extra: Partial<SessionWatchOptions> = {}) {
  const onIdle = vi.fn();
  const onAbsolute = vi.fn();
  const onWarn = vi.fn();
  const onAbsoluteWarn = vi.fn();
  const session = createSessionWatch({
    now: () => Date.now(),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle),
    onIdle,
    onAbsolute,
    onWarn,
    onAbsoluteWarn,
    ...extra,
  });
  return { session, onIdle, onAbsolute, onWarn, onAbsoluteWarn };
}

describe('createSessionWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec limits', () => {
    expect(SESSION_LIMITS).toEqual({ IDLE_MS: 1_800_000, ABSOLUTE_MS: 3_600_000, CHECK_EVERY_MS: 10_000, WARN_BEFORE_MS: 60_000, ABSOLUTE_WARN_BEFORE_MS: 120_000, TOKEN_TTL_MS: 82_800_000 });
  });

  it('ends an idle session at 30 min exactly, after warning once at 29 min', () => {
    const { onIdle, onWarn, onAbsolute } = watch();
    vi.advanceTimersByTime(29 * MIN - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MIN - 1);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * 60 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onAbsolute).not.toHaveBeenCalled();
  });

  it('restarts the idle clock and re-arms the warning on touch', () => {
    const { session, onIdle, onWarn } = watch();
    vi.advanceTimersByTime(29 * MIN + 30_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    session.touch();
    vi.advanceTimersByTime(29 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onWarn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('ends the session 1 h after it started even while the borrower is active', () => {
    const { session, onAbsolute, onIdle } = watch();
    for (let minute = 1; minute < 60; minute += 1) {
      vi.advanceTimersByTime(MIN);
      session.touch();
    }
    vi.advanceTimersByTime(MIN - 1);
    expect(onAbsolute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAbsolute).toHaveBeenCalledTimes(1);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('tells an active borrower, once, 2 min before the 1 h limit when the session ends, and still ends it at 1 h', () => {
    const startedAt = Date.now();
    const { session, onAbsoluteWarn, onAbsolute, onWarn } = watch();
    for (let minute = 1; minute < 58; minute += 1) {
      vi.advanceTimersByTime(MIN);
      session.touch();
    }
    vi.advanceTimersByTime(MIN - 1);
    expect(onAbsoluteWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAbsoluteWarn).toHaveBeenCalledTimes(1);
    expect(onAbsoluteWarn).toHaveBeenCalledWith(startedAt + 60 * MIN);
    session.touch();
    vi.advanceTimersByTime(2 * MIN - 1);
    expect(onAbsoluteWarn).toHaveBeenCalledTimes(1);
    expect(onAbsolute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAbsolute).toHaveBeenCalledTimes(1);
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('tells a borrower who reloads after 58 min on the first check', () => {
    const startedAt = Date.now() - 59 * MIN;
    const { onAbsoluteWarn, onAbsolute } = watch({ sessionStartedAt: startedAt });
    vi.advanceTimersByTime(10_000);
    expect(onAbsoluteWarn).toHaveBeenCalledWith(startedAt + 60 * MIN);
    expect(onAbsolute).not.toHaveBeenCalled();
  });

  it('counts the absolute limit from the saved session start (a reload does not reset it)', () => {
    const { onAbsolute } = watch({ sessionStartedAt: Date.now() - 50 * MIN });
    vi.advanceTimersByTime(10 * MIN - 10_000);
    expect(onAbsolute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onAbsolute).toHaveBeenCalledTimes(1);
  });

  it('notices the idle limit on the next 10 s check, then stops checking', () => {
    const { session, onIdle } = watch();
    vi.advanceTimersByTime(5_000);
    session.touch();
    // Idle limit reached at 30 min 5 s; the checks run at whole 10 s marks.
    vi.advanceTimersByTime(30 * MIN + 5_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fires nothing after stop', () => {
    const { session, onIdle, onAbsolute, onWarn, onAbsoluteWarn } = watch();
    session.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(2 * 60 * MIN);
    for (const callback of [onIdle, onAbsolute, onWarn, onAbsoluteWarn]) expect(callback).not.toHaveBeenCalled();
  });
});
