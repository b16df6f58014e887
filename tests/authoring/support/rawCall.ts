import { request, type IncomingHttpHeaders } from 'node:http';

export interface Answer { status: number; headers: IncomingHttpHeaders; body: string }

/** One HTTP request to the dev server with exactly these headers (a browser's, or an attacker's): node:http sends
 * Origin, Host and Sec-Fetch-* as given. */
export function rawCall(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', fail);
    req.end(body);
  });
}
