// pdf.js's worker, self-hosted (no CDN). Its address is here, apart from the viewer's code, so Review and sign can
// start downloading it at the same time as that code (pdfCode.ts) rather than after it.
export const PDF_WORKER_SRC = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

let started: Promise<Worker | null> | null = null;

/**
 * Starts pdf.js's worker before a document is opened: resolves with it once it has said it is ready (pdf.js's
 * first message), or with null when it could not load (then pdf.js starts its own when a document opens, as without
 * this, and the next call here tries again). Once per page.
 */
export function startPdfWorker(): Promise<Worker | null> {
  if (started) return started;
  if (typeof Worker !== 'function') return Promise.resolve(null);
  started = new Promise<Worker | null>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(PDF_WORKER_SRC, { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const ready = (event: MessageEvent) => {
      if ((event.data as { action?: unknown } | null)?.action !== 'ready') return;
      worker.removeEventListener('message', ready);
      worker.removeEventListener('error', failed);
      resolve(worker);
    };
    const failed = () => {
      worker.removeEventListener('message', ready);
      worker.terminate();
      resolve(null);
    };
    worker.addEventListener('message', ready);
    worker.addEventListener('error', failed);
  }).then((worker) => {
    if (!worker) started = null;
    return worker;
  });
  return started;
}
