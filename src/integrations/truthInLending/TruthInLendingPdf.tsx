// The Truth in Lending disclosure's PDF: the generic PdfDocument, kept under its own name so TruthInLendingViewer's
// lazy chunk stays one file. Like PdfDocument, load it with React.lazy only.
import PdfDocument, { type PdfDocumentProps } from './PdfDocument';

/** Why: the disclosure is the lender's PDF, shown page by page at the borrower's zoom with its text selectable. */
export default function TruthInLendingPdf(props: PdfDocumentProps) {
  return <PdfDocument {...props} />;
}
