// The only module that imports react-pdf (and so pdf.js): its users load it through pdfCode.ts, so the PDF library is
// fetched on Review and sign (ahead of the disclosure) or when a borrower opens a document, and on no other screen.
import { useMemo, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { base64ToBytes } from './base64ToBytes';

// Self-hosted worker (no CDN), and no eval inside pdf.js: the app runs under a CSP without 'unsafe-eval'.
const WORKER_SRC = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
pdfjs.GlobalWorkerOptions.workerSrc = WORKER_SRC;
const OPTIONS = { isEvalSupported: false } as const;

let workerStarted = false;
/**
 * Starts pdf.js's worker before a document is opened (src/integrations/truthInLending/pdfCode.ts: Review and sign
 * fetches it ahead): once it has said it is ready, every document uses it, so opening one waits for no download.
 * A worker that fails to load is dropped and pdf.js starts its own when a document opens, as without this.
 */
export function startPdfWorker(): void {
  if (workerStarted || typeof Worker !== 'function' || pdfjs.GlobalWorkerOptions.workerPort) return;
  workerStarted = true;
  let worker: Worker;
  try {
    worker = new Worker(WORKER_SRC, { type: 'module' });
  } catch {
    workerStarted = false;
    return;
  }
  const ready = (event: MessageEvent) => {
    if ((event.data as { action?: unknown } | null)?.action !== 'ready') return;
    worker.removeEventListener('message', ready);
    worker.removeEventListener('error', failed);
    if (!pdfjs.GlobalWorkerOptions.workerPort) pdfjs.GlobalWorkerOptions.workerPort = worker;
  };
  const failed = () => {
    worker.removeEventListener('message', ready);
    worker.terminate();
    workerStarted = false;
  };
  worker.addEventListener('message', ready);
  worker.addEventListener('error', failed);
}

export interface PdfDocumentProps {
  base64: string;
  /** The PDF scale the pages are drawn at (1: a 612 pt page is 612 CSS px wide); null until the viewer knows it. */
  scale: number | null;
  /** Told the first page's width at scale 1, so the viewer can fit the document to its box. */
  onPageWidth?: (width: number) => void;
  loadingText: string;
  errorText: string;
  noDataText: string;
}

/** Why: lender documents are PDFs (base64), shown page by page at the borrower's zoom with their text selectable. */
export default function PdfDocument({ base64, scale, onPageWidth, loadingText, errorText, noDataText }: PdfDocumentProps) {
  // pdf.js takes the bytes to its worker: build them once per document, not on every zoom.
  const file = useMemo(() => ({ data: base64ToBytes(base64) }), [base64]);
  const [pages, setPages] = useState(0);
  return (
    <div className="til-pdf">
      <Document
        file={file} options={OPTIONS} loading={loadingText} error={errorText} noData={noDataText}
        onLoadSuccess={(pdf) => {
          setPages(pdf.numPages);
          void pdf.getPage(1).then((page) => onPageWidth?.(page.getViewport({ scale: 1 }).width), () => undefined);
        }}
      >
        {/* The text layer stays on (react-pdf's default): the words can be selected, copied and read aloud. */}
        {scale !== null && Array.from({ length: pages }, (_, index) => (
          <Page key={index} pageNumber={index + 1} scale={scale} loading={loadingText} error={errorText} noData={noDataText} />
        ))}
      </Document>
    </div>
  );
}
