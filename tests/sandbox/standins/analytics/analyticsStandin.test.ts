import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { standinApp } from '../support/standinApp';

let app: FastifyInstance;
beforeEach(async () => {
  ({ app } = await standinApp());
});
afterEach(async () => {
  await app.close();
});

const send = (payload: unknown, contentType = 'application/json') => app.inject({
  method: 'POST', url: '/api/analytics', headers: { 'content-type': contentType },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});
const listed = async () => (await app.inject({ method: 'GET', url: '/api/__sandbox/analytics' })).json() as { events: unknown[] };

describe('analytics sink', () => {
  it('stores a batch and a single event, in order, and lists them back', async () => {
    const error = { event: 'Displayed On-Page Error', properties: { page: '/phone', errorMsg: 'Enter a valid verification code' }, userId: 'a1b2c3d4' };
    const res = await send({ events: [{ event: 'Page Viewed', properties: { page: '/choose_plan' } }, error] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: 2 });
    expect((await send({ event: 'Identity Launched' })).json()).toEqual({ received: 1 });
    expect((await listed()).events).toEqual([{ event: 'Page Viewed', properties: { page: '/choose_plan' } }, error, { event: 'Identity Launched' }]);
  });

  it('accepts a beacon sent as text/plain JSON', async () => {
    expect((await send(JSON.stringify({ event: 'Beacon' }), 'text/plain')).statusCode).toBe(200);
    expect((await listed()).events).toEqual([{ event: 'Beacon' }]);
  });

  it.each([[[1, 2]], [{ events: [] }], [{ events: ['x'] }], ['not json']])('answers 400 for %j', async (payload) => {
    const res = await send(payload, typeof payload === 'string' ? 'text/plain' : 'application/json');
    expect(res.statusCode).toBe(400);
    expect((await listed()).events).toEqual([]);
  });

  it('refuses bodies over 64 KB with 413 and keeps nothing', async () => {
    const padding = 'x'.repeat(64 * 1024);
    const res = await send({ event: 'Too big', properties: { padding } });
    expect(res.statusCode).toBe(413);
    expect((await listed()).events).toEqual([]);
    const events = Array.from({ length: 16 }, (_, index) => ({ event: `Fits ${index}`, p: 'y'.repeat(3900) }));
    expect(JSON.stringify({ events }).length).toBeLessThan(64 * 1024);
    expect((await send({ events })).statusCode).toBe(200);
  });

  it('refuses an event over 4 KB and more than 100 events in a body, naming the limit', async () => {
    const big = await send({ event: 'Big', p: 'z'.repeat(5000) });
    expect([big.statusCode, big.json().errorMessage]).toEqual([400, 'analytics: event 0 is larger than 4096 characters']);
    const many = await send({ events: Array.from({ length: 101 }, () => ({ event: 'x' })) });
    expect([many.statusCode, many.json().errorMessage]).toEqual([400, 'analytics: at most 100 events per body (got 101)']);
    expect((await listed()).events).toEqual([]);
  });
});
