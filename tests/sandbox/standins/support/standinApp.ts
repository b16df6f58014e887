import Fastify, { type FastifyInstance } from 'fastify';
import { createMemoryStandinDeps, type MemoryStandinDeps } from '../../../../sandbox/standins/createMemoryStandinDeps';
import { registerStandins } from '../../../../sandbox/standins/registerStandins';

/** A Fastify app with every stand-in registered on in-memory deps, as the sandbox server would. */
export async function standinApp(now: () => number = () => Date.UTC(2025, 0, 15, 12)): Promise<{ app: FastifyInstance; deps: MemoryStandinDeps }> {
  const deps = createMemoryStandinDeps({ now });
  const app = Fastify({ logger: false });
  await app.register(registerStandins, { deps });
  await app.ready();
  return { app, deps };
}

/** A browser fetch that answers from app.inject(), so scripts running in jsdom reach the real routes. */
export function injectFetch(app: FastifyInstance, calls: { method: string; url: string; body: unknown }[] = []) {
  return async (input: string | URL, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase() as 'GET' | 'POST';
    calls.push({ method, url: url.pathname + url.search, body: init.body === undefined ? undefined : JSON.parse(init.body) });
    const res = await app.inject({ method, url: url.pathname + url.search, headers: init.headers, payload: init.body });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
