import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SAMPLE_ADDRESSES } from '../../../../sandbox/standins/autocomplete/sampleAddresses';
import { standinApp } from '../support/standinApp';

let app: FastifyInstance;
beforeEach(async () => {
  ({ app } = await standinApp());
});
afterEach(async () => {
  await app.close();
});

interface Suggestion { street_line: string; secondary: string; city: string; state: string; zipcode: string }
const get = async (query: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `/api/autocomplete?${query}`, headers });
  return { status: res.statusCode, body: res.json() as { suggestions?: Suggestion[]; errorMessage?: string } };
};

describe('GET /api/autocomplete', () => {
  it('has at least 30 sample addresses across many states', () => {
    expect(SAMPLE_ADDRESSES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SAMPLE_ADDRESSES.map((a) => a.state)).size).toBeGreaterThanOrEqual(20);
    for (const a of SAMPLE_ADDRESSES) {
      expect(a.state).toMatch(/^[A-Z]{2}$/);
      expect(a.zipcode).toMatch(/^\d{5}$/);
    }
  });

  it('suggests addresses that start with the text first, case-insensitively, in the service shape', async () => {
    const { status, body } = await get('search=123%20MAIN&max_results=7&key=sandbox');
    expect(status).toBe(200);
    expect(body.suggestions).toEqual([
      { street_line: '123 Main St', secondary: '', city: 'Springfield', state: 'IL', zipcode: '62701' },
      { street_line: '123 Main St', secondary: 'Apt 2', city: 'Boise', state: 'ID', zipcode: '83702' },
    ]);
  });

  it('also finds text inside the address (city, state, zip)', async () => {
    const { body } = await get('search=portland');
    expect(body.suggestions?.map((s) => s.city)).toEqual(['Portland']);
    expect((await get('search=48226')).body.suggestions?.[0]?.street_line).toBe('225 Woodward Ave');
  });

  it('never returns more than 7, and honours a smaller max_results', async () => {
    expect((await get('search=a&max_results=10')).body.suggestions).toHaveLength(7);
    expect((await get('search=a')).body.suggestions).toHaveLength(7);
    expect((await get('search=a&max_results=3')).body.suggestions).toHaveLength(3);
  });

  it('answers an empty list for blank or unmatched text', async () => {
    expect((await get('search=%20%20')).body.suggestions).toEqual([]);
    expect((await get('search=zzzz%20nowhere')).body.suggestions).toEqual([]);
  });

  it('answers 402 for the search text "quota" or the X-Sandbox-Quota header', async () => {
    const byText = await get('search=Quota&max_results=7');
    expect(byText.status).toBe(402);
    expect(byText.body.errorMessage).toMatch(/quota/);
    expect((await get('search=123%20main', { 'X-Sandbox-Quota': 'exceeded' })).status).toBe(402);
    expect((await get('search=123%20main', { 'X-Sandbox-Quota': 'ok' })).status).toBe(200);
  });

  it.each(['max_results=7', 'search=main&max_results=0', 'search=main&max_results=11', 'search=main&max_results=two'])(
    'answers 400 for %s',
    async (query) => {
      expect((await get(query)).status).toBe(400);
    },
  );
});
