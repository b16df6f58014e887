import type { ScreenCopy } from '../../../engine/content/ScreenCopy';
import { plainText } from '../../ui/plainText';
import type { PdfViewerLabels } from './PdfViewer';

/**
 * Why: every modal that shows a PDF names its zoom buttons and level in its own front matter (buttons and labels),
 * and the document's scrolling box is named after the modal's title.
 */
export function pdfViewerLabels(copy: ScreenCopy, values: Record<string, unknown> = {}): PdfViewerLabels {
  return {
    document: plainText(copy.title, values),
    zoomIn: copy.buttons.zoomIn ?? '',
    zoomOut: copy.buttons.zoomOut ?? '',
    zoom: copy.labels.zoom ?? '',
    zoomLevel: copy.labels.zoomLevel ?? '',
  };
}
