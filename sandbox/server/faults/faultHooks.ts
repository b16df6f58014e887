import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultQueue } from './createFaultQueue';
import type { FaultCall } from './faultMatches';

/** Where faults never reach: the control API itself, so a fault can always be listed and cleared. */
const CONTROL_API = /^\/api\/__sandbox(\/|$)/;

// The application a Bearer session belongs to, read from the token's claims without checking its signature: it only
// chooses which call a scoped fault hits (a forged token can at most fault its own call).
function sessionLoanAppId(authorization: string | undefined): string | undefined {
  const claims = /^Bearer\s+[\w-]+\.([\w-]+)\.[\w-]+$/i.exec(authorization ?? '')?.[1];
  if (claims === undefined) return undefined;
  try {
    const { loanAppId } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { loanAppId?: unknown };
    return typeof loanAppId === 'string' ? loanAppId : undefined;
  } catch {
    return undefined;
  }
}

function callOf(request: FastifyRequest): FaultCall | undefined {
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/') || CONTROL_API.test(path)) return undefined;
  const { initToken } = (request.query ?? {}) as { initToken?: unknown };
  const loanAppId = sessionLoanAppId(request.headers.authorization);
  return {
    method: request.method, path,
    ...(typeof initToken === 'string' ? { initToken } : {}),
    ...(loanAppId !== undefined ? { sessionLoanAppId: loanAppId } : {}),
  };
}

// The connection goes away with no answer, as when a phone loses its network (app.inject's caller sees an error).
const cut = (reply: FastifyReply): void => {
  reply.raw.destroy();
};

// Holds a call `ms` with its socket's idle timeout off (a silent hold would otherwise trip it), then restores it.
// A body larger than Node's read buffer is not read during the hold, so a hold past the request timeout (28 s) gets
// such a call a 408, as a real server would; the app's bodies are far smaller.
async function hold(request: FastifyRequest, ms: number): Promise<void> {
  const socket = request.raw.socket as { setTimeout?: (ms: number) => void } | null;
  const setIdle = typeof socket?.setTimeout === 'function' ? socket.setTimeout.bind(socket) : undefined;
  setIdle?.(0);
  await new Promise((resolve) => setTimeout(resolve, ms));
  setIdle?.(request.server.server.timeout);
}

// What makes a call a second send of a held one: the same method, path and query, and the same Idempotency-Key.
const sendOf = (request: FastifyRequest): string => {
  const key = request.headers['idempotency-key'];
  return `${request.method} ${request.url}\n${Array.isArray(key) ? key.join(', ') : key ?? ''}`;
};

// Plays the queued faults on API calls, so QA and product can see the app on a bad network: a gateway's status
// before the handler (no effect), a dropped connection before the handler or after it (the effect kept, the answer
// lost), a held call, an offline window. Registered only with the control API on: in production no hook runs.
export function faultHooks(app: FastifyInstance, queue: FaultQueue): void {
  const dropAnswer = new WeakSet<FastifyRequest>();
  // The calls a stall holds now, by sendOf, with the hold's length and how many are held. A stall plays a slow
  // lender: a client that gives up and sends the same call again while it is held (issue 49: the app used to at
  // 25 s) gets no quicker answer, so the second send is held as long, without using up another fault.
  const held = new Map<string, { ms: number; count: number }>();
  const stall = async (request: FastifyRequest, ms: number): Promise<void> => {
    const send = sendOf(request);
    const entry = held.get(send) ?? { ms, count: 0 };
    entry.count += 1;
    held.set(send, entry);
    try {
      await hold(request, ms);
    } finally {
      entry.count -= 1;
      if (entry.count === 0) held.delete(send);
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    const call = callOf(request);
    const fault = call && queue.take(call);
    if (call && !fault) {
      const again = held.get(sendOf(request));
      if (again) await stall(request, again.ms);
      return;
    }
    if (!fault) return;
    if (fault.kind === 'offline' || (fault.kind === 'drop' && fault.when === 'before')) {
      reply.hijack();
      cut(reply);
      return;
    }
    if (fault.kind === 'drop') dropAnswer.add(request);
    else if (fault.kind === 'stall') await stall(request, fault.seconds * 1000);
    else {
      // A gateway's answer: plain text, no server message (the app must not read one into it); or, with `message`,
      // the JSON an API gateway sends ({"message": "Service Unavailable"}), which reads like a server message.
      if (fault.retryAfter !== undefined) reply.header('Retry-After', String(fault.retryAfter));
      if (fault.message !== undefined) return reply.code(fault.status).type('application/json; charset=utf-8').send(JSON.stringify({ message: fault.message }));
      return reply.code(fault.status).type('text/plain; charset=utf-8').send(`${STATUS_CODES[fault.status] ?? 'Error'} (sandbox fault)`);
    }
  });
  // By onSend the handler has run and its writes are committed: cutting the connection here loses only the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (dropAnswer.has(request)) cut(reply);
    return payload;
  });
}
