// A fake fetch for API client tests: answers from a script of handlers, records what was sent, and honours
// the request's abort signal like a real fetch does.

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** An answer the server sends only after `ms` (a slow lender), unless the request is aborted first. */
export interface Later { after: number; answer: Response }
export type Answer = Response | 'hang' | Error | Later;
export type Handler = (request: SentRequest, index: number) => Answer;

export function fakeFetch(handler: Handler): { fetch: typeof fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const record: SentRequest = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    };
    sent.push(record);
    const answer = handler(record, sent.length - 1);
    const signal = request.signal;
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return new Promise<Response>((resolve, reject) => {
      const timer = answer === 'hang' ? undefined : setTimeout(() => resolve(answer.answer), answer.after);
      const abort = (): void => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      };
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    });
  };
  return { fetch: fetchImpl as typeof fetch, sent };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A real, unsigned JWT (alg none) carrying the given claims. */
export const unsignedJwt = (claims: Record<string, unknown>): string => {
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
};
