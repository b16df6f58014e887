// A timed step's traffic in `npm run bench:journey`: the requests the page made from the tap until the screen was
// usable (all of them, and the API calls: paths under /api/), the bytes they took on the wire, and the code chunks
// (scripts and styles) among them. A chunk sent before the new screen started fetching ahead is code the step waited
// for, which idle time on the screen before could have fetched; one sent from then on is the new screen's fetch ahead
// for the screens after it (src/start/fetchAhead.ts marks the moment). Pure.
import type { Answered } from './sandbox';

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
  /** The chunks requested after the tap, before the new screen fetched ahead: by name without the build's hash, in order. */
  chunks: string[];
  /** The chunks the new screen fetched ahead (for the screens after it) before it was usable, the same way. */
  ahead: string[];
  /** The chunks sent after the tap while a fetch ahead the screen before started was still under way, the same way. */
  before: string[];
}

/** A span of ms since the epoch. */
export interface Span { start: number; end: number }

const HASHED = /^(.+)-[\w-]{8}(\.(?:m?js|css))$/;

/** A script or style's file name without the build's content hash ('SigningForm.js'); null for anything else. */
export function chunkName(url: string): string | null {
  const { pathname } = new URL(url, 'http://x');
  const file = pathname.split('/').at(-1) ?? '';
  if (!/\.(?:m?js|css)$/.test(file)) return null;
  const hashed = HASHED.exec(file);
  return hashed ? `${hashed[1]}${hashed[2]}` : file;
}

const pathAndQuery = (url: string): string => { const { pathname, search } = new URL(url, 'http://x'); return `${pathname}${search}`; };

/**
 * The traffic of the requests sent between `from` and `to` (ms since the epoch; from -Infinity for the opening step,
 * which has no screen before it, so its chunks are not listed). Chunks sent from `aheadFrom` on (the new screen's
 * first fetch ahead; Infinity: none before `to`) are listed as fetched ahead; chunks sent before it within one of
 * `underWay` (the screen before's fetches ahead still going at the tap) as that screen's. A request DevTools gave no size for
 * takes the size the sandbox wrote for the same call answered after it was sent.
 */
export function stepTraffic(
  seen: readonly SeenRequest[], answered: readonly Answered[], from: number, to: number, aheadFrom = Number.POSITIVE_INFINITY, underWay: readonly Span[] = [],
): StepTraffic {
  const inStep = seen.filter((r) => r.sentAt >= from && r.sentAt <= to && /^https?:/.test(r.url));
  const bytes = inStep.reduce((sum, r) => {
    if (r.bytes !== null) return sum + r.bytes;
    const key = pathAndQuery(r.url);
    const served = answered.find((a) => a.method === r.method && a.url === key && a.at >= r.sentAt);
    return sum + (served?.bytes ?? 0);
  }, 0);
  const chunksOf = (requests: readonly SeenRequest[]) => [...new Set(requests.map((r) => chunkName(r.url)).filter((c): c is string => c !== null))];
  const listed = Number.isFinite(from) ? inStep : [];
  const beforeTheNew = listed.filter((r) => r.sentAt < aheadFrom);
  const stillUnderWay = (r: SeenRequest) => underWay.some((span) => r.sentAt >= span.start && r.sentAt <= span.end);
  return {
    requests: inStep.length,
    api: inStep.filter((r) => new URL(r.url).pathname.startsWith('/api/')).length,
    bytes,
    chunks: chunksOf(beforeTheNew.filter((r) => !stillUnderWay(r))),
    ahead: chunksOf(listed.filter((r) => r.sentAt >= aheadFrom)),
    before: chunksOf(beforeTheNew.filter(stillUnderWay)),
  };
}
