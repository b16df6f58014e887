import { whenIdle } from './schedule';

/**
 * The User Timing mark made each time a fetch ahead starts (DevTools shows it in the Timings track): what the page
 * asks for from then on is for screens the borrower may go to, not for the one on screen. `npm run bench:journey`
 * lists the chunks a step fetched after its tap apart from the ones its new screen fetched ahead from this mark on.
 */
export const FETCH_AHEAD_MARK = 'fetch-ahead';

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

/**
 * Resolves at once when none of the borrower's own calls is under way, else once they are answered and the page is
 * next idle (the answer drawn: a tap's call has taken the borrower to their next screen). A fetch ahead starts each
 * screen's downloads only then, so a tap's call (SEND CODE, APPLY) never shares the phone's bandwidth with code for a
 * screen further on, and a screen the call took the borrower away from starts nothing more.
 */
export function callsAnswered(): Promise<void> {
  if (callsInFlight === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    // A call that follows another (APPLY's zip, consent, PATCH, read) is waited for too.
    const check = () => {
      if (callsInFlight > 0) waiting.push(afterCalls);
      else resolve();
    };
    const afterCalls = () => void whenIdle(check, AHEAD_TIMEOUT_MS);
    waiting.push(afterCalls);
  });
}

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
  // The screen's own calls first (its plans, its token): after them, in the first idle moment.
  cancelIdle = whenIdle(() => {
    void callsAnswered().then(() => {
      if (!live) return;
      cancelIdle = whenIdle(() => {
        if (!live) return;
        performance.mark(FETCH_AHEAD_MARK);
        run();
      }, AHEAD_TIMEOUT_MS);
    });
  }, AHEAD_TIMEOUT_MS);
  return () => {
    live = false;
    cancelIdle();
  };
}
