// Runs `run` when the page is first idle (at the latest after `timeout` ms), or in the next task where the browser has
// no idle callbacks; the returned function cancels it.
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout });
  return () => cancelIdleCallback(idle);
}
