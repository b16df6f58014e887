// The truth-in-lending disclosure as a real PDF (the LoanOffer's truthInLending, base64-encoded by the server).
import { docFormat } from './docFormat';
import { documentTexts } from './documentTexts';
import { renderDocPdf } from './renderDocPdf';
import { truthInLendingLines, type TruthInLendingInput } from './truthInLendingLines';

export { renderAdverseActionNotice } from './adverseActionNoticePdf';
export { renderCreditScoreDisclosure } from './creditScoreDisclosurePdf';

/** Why: the borrower signs against this document, so it is drawn from the same numbers as the plan they picked. */
export async function renderTruthInLending(input: TruthInLendingInput): Promise<Uint8Array> {
  const texts = documentTexts();
  const footer = docFormat.fill(texts.footer, { document: `${texts.truthInLending.document} ${input.loanAppId}`, page: '{page}', pages: '{pages}' });
  return renderDocPdf(truthInLendingLines(input, texts), {
    title: texts.truthInLending.document, author: input.lenderName, footer, date: input.issuedAt,
  });
}
