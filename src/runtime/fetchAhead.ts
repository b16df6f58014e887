import { whenIdle } from '../ui/whenIdle';

/** How long a fetch ahead waits for the page to be idle before it starts anyway. */
const AHEAD_TIMEOUT_MS = 3_000;

interface NetworkInformation { saveData?: boolean }

/** Whether the borrower's browser asks to save data (Data Saver, Lite mode): then nothing is fetched ahead. */
export function savesData(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  return connection?.saveData === true;
}

// The borrower's own calls to the lender under way (src/runtime/createBrowserDeps.ts counts them through
// `countingCalls`), and what waits for them to end.
let callsInFlight = 0;
let waiting: (() => void)[] = [];
const settled = () => {
  if (callsInFlight > 0) return;
  const run = waiting;
  waiting = [];
  run.forEach((go) => go());
};

/** The API's fetch, counted: a fetch ahead waits until the calls a screen makes for itself have been answered. */
export function countingCalls(fetchFn: typeof fetch): typeof fetch {
  return (input, init) => {
    callsInFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      callsInFlight -= 1;
      settled();
    };
    try {
      const reply = fetchFn(input, init);
      reply.then(done, done);
      return reply;
    } catch (error) {
      done();
      throw error;
    }
  };
}

// What the borrower may need next is fetched while they read the screen (docs/adr/0010): once the screen's own calls
// are answered and the page is idle, never when the browser asks to save data. `run` starts downloads and must
// swallow their failures: a fetch ahead that fails is fetched again when the borrower gets there, with the screen's
// own message and Try again then. Returns a cancel for a screen left before then.
export function fetchAheadWhenIdle(run: () => void): () => void {
  if (savesData()) return () => undefined;
  let cancelIdle: () => void = () => undefined;
  let live = true;
  const start = () => {
    if (live) cancelIdle = whenIdle(() => live && run(), AHEAD_TIMEOUT_MS);
  };
  // The screen's own calls first (its plans, its token): after them, in the first idle moment.
  const afterCalls = () => {
    if (callsInFlight === 0) start();
    else waiting.push(afterCalls);
  };
  cancelIdle = whenIdle(afterCalls, AHEAD_TIMEOUT_MS);
  return () => {
    live = false;
    cancelIdle();
  };
}
