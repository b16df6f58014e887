// The adverse action notice as a small PDF (DocumentsContent.adverseAction, base64-encoded by the server).
import { adverseActionNoticeLines, type AdverseActionInput } from './adverseActionNoticeLines';
import { docFormat } from './docFormat';
import { documentTexts } from './documentTexts';
import { renderDocPdf } from './renderDocPdf';

/** Why: the declined pages offer this notice; it must be a real document the borrower can keep. */
export async function renderAdverseActionNotice(input: AdverseActionInput): Promise<Uint8Array> {
  const texts = documentTexts();
  const footer = docFormat.fill(texts.footer, { document: texts.adverseAction.document, page: '{page}', pages: '{pages}' });
  return renderDocPdf(adverseActionNoticeLines(input, texts), {
    title: texts.adverseAction.document, author: texts.lender.name, footer, date: input.date,
  });
}
