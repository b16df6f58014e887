// The only module that imports react-pdf (and so pdf.js): its users load it through pdfCode.ts, so the PDF library is
// fetched on Review and sign (ahead of the disclosure) or when a borrower opens a document, and on no other screen.
import { useMemo, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { base64ToBytes } from './base64ToBytes';
import { PDF_WORKER_SRC } from './pdfWorker';

// Self-hosted worker (pdfWorker.ts), and no eval inside pdf.js: the app runs under a CSP without 'unsafe-eval'.
pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_SRC;
const OPTIONS = { isEvalSupported: false } as const;

/** Makes a worker started ahead (pdfWorker.ts: Review and sign) the one every document uses, unless one already is. */
export function adoptPdfWorker(worker: Worker): void {
  if (!pdfjs.GlobalWorkerOptions.workerPort) pdfjs.GlobalWorkerOptions.workerPort = worker;
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
