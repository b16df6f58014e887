// The app's one scheduler: every piece of work that waits for the browser (a task of its own, an idle moment, the
// frame after a paint) is put off through here, so how the start and the screens share the page's thread is read
// in one place (docs/architecture.md, "where start-up work goes"). Nothing in src/ calls setTimeout(0) itself.

/** A task boundary: what follows runs in a task of its own, after the browser has had a chance to paint and take input. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

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

// One channel for every run: opening a MessageChannel is a round of work for the browser (a pipe of its own), which a
// keystroke's frame should not pay each time. Messages arrive in the order they were posted, one task each.
let channel: MessageChannel | null = null;
const posted: Array<() => void> = [];
function postTask(task: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => posted.shift()?.();
    // Node's ports (a test's DOM) would keep the process alive; a browser's have no unref.
    (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  }
  posted.push(task);
  channel.port2.postMessage(null);
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
    ? requestAnimationFrame(() => postTask(() => {
      if (finish()) run();
    }))
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
