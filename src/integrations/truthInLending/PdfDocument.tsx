// The only module that imports react-pdf (and so pdf.js): its users load it (or TruthInLendingPdf) with React.lazy,
// so the PDF library is fetched when a borrower opens a document and never on any other screen.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { base64ToBytes } from './base64ToBytes';

// Self-hosted worker (no CDN), and no eval inside pdf.js: the app runs under a CSP without 'unsafe-eval'.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
const OPTIONS = { isEvalSupported: false } as const;
const FALLBACK_WIDTH = 320;

export interface PdfDocumentProps {
  base64: string;
  scale: number;
  loadingText: string;
  errorText: string;
  noDataText: string;
}

/** Why: lender documents are PDFs (base64), shown page by page at the borrower's zoom with their text selectable. */
export default function PdfDocument({ base64, scale, loadingText, errorText, noDataText }: PdfDocumentProps) {
  // pdf.js takes the bytes to its worker: build them once per document, not on every zoom.
  const file = useMemo(() => ({ data: base64ToBytes(base64) }), [base64]);
  const [pages, setPages] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const measured = box.current?.clientWidth ?? 0;
    if (measured > 0) setWidth(measured);
  }, []);
  return (
    <div ref={box} className="til-pdf">
      <Document file={file} options={OPTIONS} onLoadSuccess={({ numPages }) => setPages(numPages)} loading={loadingText} error={errorText} noData={noDataText}>
        {Array.from({ length: pages }, (_, index) => (
          <Page key={index} pageNumber={index + 1} width={width} scale={scale} loading={loadingText} error={errorText} noData={noDataText} />
        ))}
      </Document>
    </div>
  );
}
