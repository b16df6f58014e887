// The contract fuzzer's HTTP client: node:http with the path sent exactly as written (bad percent-encoding, 100 kB
// ids and 17,000-character query strings reach the server as a partner's tool would send them; fetch would
// normalise or refuse some), one socket per request, and a deadline: no answer in time is a finding (a hang).
import { request as httpRequest } from 'node:http';
import { orElse } from './orElse';

export interface RawRequest {
  method: string;
  /** Path and query, sent as is. */
  path: string;
  headers: Record<string, string>;
  /** The body as sent (already serialised: malformed JSON is a string like any other). */
  body?: string;
}

export interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; text: string }

/** An answer's body as JSON; undefined when it is not valid JSON. */
export const jsonOf = (answer: RawAnswer): unknown => orElse(() => JSON.parse(answer.text) as unknown, undefined);

/** A request that got no answer: the reason (a reset socket, the deadline). */
export class NoAnswer extends Error {}

export function send(base: URL, raw: RawRequest, deadlineMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...raw.headers, ...(raw.body !== undefined ? { 'content-length': String(Buffer.byteLength(raw.body)) } : {}) };
    const request = httpRequest({ host: base.hostname, port: base.port, method: raw.method, path: raw.path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => reject(new NoAnswer(`the answer broke off: ${error.message}`)));
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new NoAnswer(`no answer within ${deadlineMs} ms`));
    }, deadlineMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(new NoAnswer(`no answer: ${error.message}`));
    });
    request.end(raw.body);
  });
}
