import { SESSION_LIMITS } from './sessionConstants';

type IntervalHandle = ReturnType<typeof setInterval> | number;

export interface SessionWatchOptions {
  now: () => number;
  setInterval: (callback: () => void, ms: number) => IntervalHandle;
  clearInterval: (handle: IntervalHandle) => void;
  /** 30 min passed since the last touch: show the inactivity expiration page. Fires once, then the watch stops. */
  onIdle: () => void;
  /** 1 h passed since the session started, active or not: show the absolute expiration page. Fires once, then stops. */
  onAbsolute: () => void;
  /** 60 s before the idle limit: offer 'Stay signed in'. Fires once per idle stretch. */
  onWarn?: () => void;
  /** ABSOLUTE_WARN_BEFORE_MS before the absolute limit: tell the borrower when the session ends (`endsAt`, on the
   * `now` clock). Fires once per watch; activity does not re-arm it, as nothing moves the absolute limit. */
  onAbsoluteWarn?: (endsAt: number) => void;
  /** When the session started (from the session marker, so a reload keeps the absolute limit); defaults to now. */
  sessionStartedAt?: number;
}

export interface SessionWatch {
  /** Borrower activity: restarts the idle clock (and re-arms the warning). */
  touch(): void;
  /** Stops checking; no callback fires afterwards. */
  stop(): void;
}

// Ends a borrower session after 30 min idle or 1 h in total, checked on a 10 s tick, with a warning a minute
// before the idle limit and a notice two minutes before the absolute one; clocks and timers are injected so the
// limits can be tested to the millisecond.
export function createSessionWatch(options: SessionWatchOptions): SessionWatch {
  const { now, onIdle, onAbsolute, onWarn, onAbsoluteWarn } = options;
  const startedAt = options.sessionStartedAt ?? now();
  const endsAt = startedAt + SESSION_LIMITS.ABSOLUTE_MS;
  let lastActivity = now();
  let warned = false;
  let absoluteWarned = false;
  let handle: IntervalHandle | undefined;

  const stop = (): void => {
    if (handle === undefined) return;
    options.clearInterval(handle);
    handle = undefined;
  };

  const check = (): void => {
    const at = now();
    if (at >= endsAt) {
      stop();
      onAbsolute();
      return;
    }
    if (!absoluteWarned && at >= endsAt - SESSION_LIMITS.ABSOLUTE_WARN_BEFORE_MS) {
      absoluteWarned = true;
      onAbsoluteWarn?.(endsAt);
    }
    const idleFor = at - lastActivity;
    if (idleFor >= SESSION_LIMITS.IDLE_MS) {
      stop();
      onIdle();
      return;
    }
    if (!warned && idleFor >= SESSION_LIMITS.IDLE_MS - SESSION_LIMITS.WARN_BEFORE_MS) {
      warned = true;
      onWarn?.();
    }
  };

  handle = options.setInterval(check, SESSION_LIMITS.CHECK_EVERY_MS);

  return {
    touch() {
      if (handle === undefined) return;
      lastActivity = now();
      warned = false;
    },
    stop,
  };
}
