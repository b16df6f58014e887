import { Suspense, use, useEffect, useRef, useState } from 'react';
import type { PdfDocumentProps } from './PdfDocument';
import { pdfCode } from './pdfCode';
import { Loader } from '../../ui/Loader';
import { plainText } from '../../ui/plainText';
import { fitScale, startZoom, stepZoom, zoomBounds } from './zoom';
import { useWidthOf } from './useWidthOf';

// The document, drawn at once when the viewer's code is in (fetched ahead on Review and sign), else once it arrives:
// the download is asked for when the viewer opens (again after one ahead that failed), and a failure reaches the
// screen's boundary, with its network message.
function PdfDocument({ download, ...props }: PdfDocumentProps & { download: Promise<typeof import('./PdfDocument')> | null }) {
  const { default: Document } = pdfCode.value() ?? use(download ?? pdfCode.pending());
  return <Document {...props} />;
}

/** The viewer's words, from the modal that shows the document (content/en/modals/<id>.md). */
export interface PdfViewerLabels {
  /** Names the document's box (it scrolls, so a keyboard can focus it and move the page with the arrow keys). */
  document: string;
  zoomIn: string;
  zoomOut: string;
  /** Names the zoom buttons' group. */
  zoom: string;
  /** The zoom level shown between the buttons and announced: '{percent}%'. */
  zoomLevel: string;
}

export interface PdfViewerProps {
  base64: string;
  labels: PdfViewerLabels;
  loadingText: string;
  errorText: string;
  noDataText: string;
}

const ZoomOutIcon = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false"><path d="M4 10h12" stroke="currentColor" strokeWidth="2" /></svg>
);
const ZoomInIcon = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false"><path d="M4 10h12M10 4v12" stroke="currentColor" strokeWidth="2" /></svg>
);

// A lender's PDF in a box as wide as the screen allows: it opens fitted to that width (the whole page, never cut
// off), the zoom buttons enlarge it (the box then scrolls, not the screen) and the level is announced. Turning the
// phone re-fits it. pdf.js itself loads only when a document is shown.
export function PdfViewer({ base64, labels, loadingText, errorText, noDataText }: PdfViewerProps) {
  // Asked for once per opening (the viewer itself never suspends, so this is kept while the document waits).
  const [download] = useState(() => (pdfCode.ready() ? null : pdfCode.load()));
  const box = useRef<HTMLDivElement>(null);
  const boxWidth = useWidthOf(box);
  const [pageWidth, setPageWidth] = useState<number | null>(null);
  // null: fitted (follows the box); a number: the borrower's own zoom.
  const [chosen, setChosen] = useState<number | null>(null);

  useEffect(() => {
    // A rotation (or any change of the window's width) starts again from 'fitted'. Only the width counts: a phone's
    // address bar showing or hiding changes the height, and must not undo the borrower's zoom.
    let lastWidth = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === lastWidth) return;
      lastWidth = window.innerWidth;
      setChosen(null);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const fit = pageWidth !== null && boxWidth > 0 ? fitScale(pageWidth, boxWidth) : null;
  const zoom = fit === null ? null : (chosen ?? startZoom(fit));
  const bounds = fit === null ? null : zoomBounds(fit);
  const step = (direction: 1 | -1) => { if (zoom !== null && fit !== null) setChosen(stepZoom(zoom, direction, fit)); };

  return (
    <div className="pdf-viewer">
      <div className="til-zoom" role="group" aria-label={labels.zoom}>
        <button type="button" className="til-zoom-btn" aria-label={labels.zoomOut} disabled={!bounds || zoom === null || zoom <= bounds.min} onClick={() => step(-1)}>
          <ZoomOutIcon />
        </button>
        <output className="til-zoom-level" aria-live="polite">{zoom === null ? '' : plainText(labels.zoomLevel, { percent: Math.round(zoom * 100) })}</output>
        <button type="button" className="til-zoom-btn" aria-label={labels.zoomIn} disabled={!bounds || zoom === null || zoom >= bounds.max} onClick={() => step(1)}>
          <ZoomInIcon />
        </button>
      </div>
      {/* The box scrolls once the page is zoomed past its width: focusable, so arrow keys move the page too. */}
      <div ref={box} className="til-document" role="region" aria-label={labels.document} tabIndex={0} data-zoom={zoom ?? undefined}>
        <Suspense fallback={<Loader text={loadingText} />}>
          <PdfDocument download={download} base64={base64} scale={zoom} onPageWidth={setPageWidth} loadingText={loadingText} errorText={errorText} noDataText={noDataText} />
        </Suspense>
      </div>
    </div>
  );
}
