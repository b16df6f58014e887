import { scrubProperties, type AnalyticsValue } from './scrubProperties';

export interface AnalyticsEvent { event: string; properties: Record<string, AnalyticsValue>; userId: string | null; timestamp: number }

export interface Analytics {
  /** Queues one event; its properties pass the scrubber first. */
  track(event: string, properties?: Record<string, unknown>): void;
  /** The analytics user: the first 8 characters of the loan id (null to forget). */
  identify(loanId: string | null): void;
  /** Sends what is queued now (also on page hide). */
  flush(): void;
}

export interface AnalyticsOptions {
  endpoint: string;
  send: (endpoint: string, body: string) => void;
  now: () => number;
  schedule: (callback: () => void, ms: number) => unknown;
  /** Sends once this many events are queued (default 10). */
  maxBatch?: number;
  /** Sends this long after the first queued event (default 2 s). */
  delayMs?: number;
  /** The page's language (a locale code such as 'es-US'), added to every event so product can compare by language. */
  locale?: () => string;
}

// The one analytics adapter: events are scrubbed of personal data, tagged with the short loan id, and POSTed in
// batches ({ events: [...] }) so a screen change costs no request of its own. Analytics failures never reach the borrower.
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const maxBatch = options.maxBatch ?? 10;
  const delayMs = options.delayMs ?? 2000;
  let queue: AnalyticsEvent[] = [];
  let userId: string | null = null;
  let scheduled = false;

  const flush = (): void => {
    scheduled = false;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    try {
      options.send(options.endpoint, JSON.stringify({ events }));
    } catch {
      // Analytics is best effort.
    }
  };

  return {
    track(event, properties = {}) {
      const locale = options.locale?.();
      queue.push({ event, properties: scrubProperties({ ...(locale ? { locale } : {}), ...properties }), userId, timestamp: options.now() });
      if (queue.length >= maxBatch) flush();
      else if (!scheduled) {
        scheduled = true;
        options.schedule(flush, delayMs);
      }
    },
    identify(loanId) {
      userId = loanId ? loanId.slice(0, 8) : null;
    },
    flush,
  };
}
