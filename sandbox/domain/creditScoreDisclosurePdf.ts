// The credit score disclosure as a small PDF (DocumentsContent.h5CreditScoreDisclosure, base64 by the server).
import { creditScoreDisclosureLines, type CreditScoreInput } from './creditScoreDisclosureLines';
import { docFormat } from './docFormat';
import { documentTexts } from './documentTexts';
import { renderDocPdf } from './renderDocPdf';

/** Why: the credit score modal shows the borrower's own disclosure; it must be a real document they can keep. */
export async function renderCreditScoreDisclosure(input: CreditScoreInput): Promise<Uint8Array> {
  const texts = documentTexts();
  const footer = docFormat.fill(texts.footer, { document: texts.creditScore.document, page: '{page}', pages: '{pages}' });
  return renderDocPdf(creditScoreDisclosureLines(input, texts), {
    title: texts.creditScore.document, author: texts.lender.name, footer, date: input.date,
  });
}
