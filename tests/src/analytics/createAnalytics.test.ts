import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../../../src/analytics/createAnalytics';

function setup(maxBatch = 3) {
  const sent: { endpoint: string; body: { events: { event: string; properties: Record<string, unknown>; userId: string | null }[] } }[] = [];
  const timers: (() => void)[] = [];
  const analytics = createAnalytics({
    endpoint: '/api/analytics', maxBatch, now: () => 1,
    send: (endpoint, body) => void sent.push({ endpoint, body: JSON.parse(body) }),
    schedule: (cb) => void timers.push(cb),
  });
  return { analytics, sent, timers };
}

describe('createAnalytics: one adapter, batched, scrubbed, tagged with the short loan id', () => {
  it('sends queued events as one { events } batch when the timer fires', () => {
    const { analytics, sent, timers } = setup();
    analytics.identify('la-1234567890');
    analytics.track('Viewed Page', { page: 'entry' });
    analytics.track('Displayed On-Page Error', { page: 'entry', errorMsg: 'Invalid zip code' });
    expect(sent).toHaveLength(0);
    timers.forEach((t) => t());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.endpoint).toBe('/api/analytics');
    expect(sent[0]?.body.events.map((e) => e.event)).toEqual(['Viewed Page', 'Displayed On-Page Error']);
    expect(sent[0]?.body.events[0]?.userId).toBe('la-12345');
  });

  it('sends at once when the batch is full, and scrubs personal data out', () => {
    const { analytics, sent } = setup(2);
    analytics.track('A', { email: 'pat@example.com', page: 'phone' });
    analytics.track('B', { note: '5551234567' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.events[0]?.properties).toEqual({ page: 'phone' });
    expect(sent[0]?.body.events[1]?.properties).toEqual({});
  });
});
