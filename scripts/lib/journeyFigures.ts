// A timed step's traffic in `npm run bench:journey`: the requests the page made from the tap until the screen was
// usable (all of them, and the API calls: paths under /api/), the bytes they took on the wire, and the code chunks
// (scripts and styles) among them: each one is code that idle time on the screen before could have fetched. Pure.
import type { Answered } from './benchSandbox';

/** A request the page made, as DevTools reported it. */
export interface SeenRequest {
  method: string;
  url: string;
  /** When it was sent, ms since the epoch (DevTools' wallTime). */
  sentAt: number;
  /** Bytes received for it, headers included (DevTools' encodedDataLength); null when DevTools never said (a worker's script). */
  bytes: number | null;
}

/** What a timed step cost on the network. */
export interface StepTraffic {
  requests: number;
  api: number;
  bytes: number;
  /** The chunks requested after the tap, by name without the build's hash, in the order asked for. */
  chunks: string[];
}

const HASHED = /^(.+)-[\w-]{8}(\.(?:m?js|css))$/;

/** A script or style's file name without the build's content hash ('SigningForm.js'); null for anything else. */
export function chunkName(url: string): string | null {
  const { pathname } = new URL(url, 'http://x');
  const file = pathname.split('/').at(-1) ?? '';
  if (!/\.(?:m?js|css)$/.test(file)) return null;
  const hashed = HASHED.exec(file);
  return hashed ? `${hashed[1]}${hashed[2]}` : file;
}

const pathAndQuery = (url: string): string => {
  const parsed = new URL(url, 'http://x');
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The traffic of the requests sent between `from` and `to` (ms since the epoch; from -Infinity for the opening step,
 * which has no screen before it, so its chunks are not listed). A request DevTools gave no size for takes the size
 * the sandbox wrote for the same call answered after it was sent.
 */
export function stepTraffic(seen: readonly SeenRequest[], answered: readonly Answered[], from: number, to: number): StepTraffic {
  const inStep = seen.filter((r) => r.sentAt >= from && r.sentAt <= to && /^https?:/.test(r.url));
  const bytes = inStep.reduce((sum, r) => {
    if (r.bytes !== null) return sum + r.bytes;
    const key = pathAndQuery(r.url);
    const served = answered.find((a) => a.method === r.method && a.url === key && a.at >= r.sentAt);
    return sum + (served?.bytes ?? 0);
  }, 0);
  const chunks = Number.isFinite(from) ? inStep.map((r) => chunkName(r.url)).filter((c): c is string => c !== null) : [];
  return {
    requests: inStep.length,
    api: inStep.filter((r) => new URL(r.url).pathname.startsWith('/api/')).length,
    bytes,
    chunks: [...new Set(chunks)],
  };
}
