/** How long work waits at most when no frame comes (a page in the background draws no frames). */
const NO_FRAME_MS = 100;

/** Runs scheduled and not yet run, and who waits for them all to be done. */
let scheduled = 0;
let whenDone: Array<() => void> = [];

function settle(): void {
  scheduled -= 1;
  if (scheduled > 0) return;
  const waiting = whenDone;
  whenDone = [];
  waiting.forEach((resolve) => resolve());
}

// Runs `run` once the browser has painted what the current task changed: in a task queued from the next animation
// frame (a message, which queues behind any message posted earlier in that frame, where a timer may run first), or
// after NO_FRAME_MS when no frame comes. Returns a function that cancels it. Without animation frames (a test's
// DOM) it runs in the next task.
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  scheduled += 1;
  const finish = (): boolean => {
    if (done) return false;
    done = true;
    clearTimeout(fallback);
    if (frame !== null) cancelAnimationFrame(frame);
    settle();
    return true;
  };
  const hasFrames = typeof requestAnimationFrame === 'function';
  const fallback = setTimeout(() => {
    if (finish()) run();
  }, hasFrames ? NO_FRAME_MS : 0);
  const frame = hasFrames
    ? requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        if (finish()) run();
      };
      channel.port2.postMessage(null);
    })
    : null;
  return () => {
    finish();
  };
}

/** Resolves once every run scheduled so far has run or been cancelled (a test reading the form after typing). */
export function paintedWorkDone(): Promise<void> {
  if (scheduled === 0) return Promise.resolve();
  return new Promise((resolve) => whenDone.push(resolve));
}
