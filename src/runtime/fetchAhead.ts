import { whenIdle } from '../ui/whenIdle';

/** How long a fetch ahead waits for the page to be idle before it starts anyway. */
const AHEAD_TIMEOUT_MS = 3_000;

interface NetworkInformation { saveData?: boolean }

/** Whether the borrower's browser asks to save data (Data Saver, Lite mode): then nothing is fetched ahead. */
export function savesData(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  return connection?.saveData === true;
}

// What the borrower may need next is fetched while they read the screen (docs/adr/0010): once the page is idle, never
// when the browser asks to save data. `run` starts downloads and must swallow their failures: a fetch ahead that
// fails is fetched again when the borrower gets there, with the screen's own message and Try again then. Returns a
// cancel for a screen left before the page was idle.
export function fetchAheadWhenIdle(run: () => void): () => void {
  if (savesData()) return () => undefined;
  return whenIdle(run, AHEAD_TIMEOUT_MS);
}
