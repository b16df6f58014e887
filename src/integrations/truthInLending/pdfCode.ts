import { ChunkError } from '../../../engine/runtime/ChunkError';
import { loadOnce } from '../../../engine/runtime/loadOnce';
import { startPdfWorker } from './pdfWorker';

// The PDF viewer's code (PdfDocument.tsx: react-pdf and pdf.js), one download for the whole page: fetched ahead on
// Review and sign (fetchPdfAhead) or when a document is first opened, and again after a download that failed.
export const pdfCode = loadOnce(() => import('./PdfDocument').catch((error: unknown) => {
  throw new ChunkError(error);
}));

/**
 * Fetches the viewer's code and starts pdf.js's worker, both at once, while the borrower reads the screen, so a
 * document they open draws at once. Failures are swallowed: opening the document asks again, with its own message if
 * that fails too.
 */
export function fetchPdfAhead(): void {
  const worker = startPdfWorker();
  pdfCode.load().then((module) => worker.then((ready) => { if (ready) module.adoptPdfWorker(ready); }), () => undefined);
}
