import { useEffect, useEffectEvent, useState } from 'react';
import { queries, type DeclineDocuments } from '../../engine/queries/queries';
import { apiErrorText } from '../integrations/apiErrorText';
import { PdfViewer } from '../integrations/truthInLending/PdfViewer';
import { pdfViewerLabels } from '../integrations/truthInLending/pdfViewerLabels';
import type { ScreenProps } from './ScreenProps';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';
import { Markdown } from '../ui/Markdown';
import { Modal } from '../ui/Modal';
import { plainText } from '../ui/plainText';
import { modalCopy } from './PlanPicker/modalCopy';

/** The two documents, each in its modal (content/en/modals/<id>.md) and its field of the documentscontent answer. */
const DOCUMENTS = [
  { id: 'noticeOfAction', field: 'adverseAction' },
  { id: 'creditScore', field: 'h5CreditScoreDisclosure' },
] as const;
type DocumentId = (typeof DOCUMENTS)[number]['id'];
type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; documents: DeclineDocuments };

/** Documents the signing action already fetched (data.documents), when they hold at least one PDF. */
const fetchedBefore = (data: Record<string, unknown>): DeclineDocuments | null => {
  const docs = data.documents as Partial<Record<keyof DeclineDocuments, unknown>> | undefined;
  if (!docs || typeof docs !== 'object') return null;
  const pick = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const found = { adverseAction: pick(docs.adverseAction), h5CreditScoreDisclosure: pick(docs.h5CreditScoreDisclosure) };
  return found.adverseAction || found.h5CreditScoreDisclosure ? found : null;
};

/** A declined prequalification's documents: they come with the prequal itself (GET /prequals/{id}). */
const prequalDocuments = (prequal: ScreenProps['prequal']): DeclineDocuments => ({
  adverseAction: prequal?.adverseAction || null,
  h5CreditScoreDisclosure: prequal?.h5CreditScoreDisclosure || null,
});

// declined and declined_max: the 'Notice of Action' and 'Credit Score Disclosure' links open modals that show the
// adverse action notice and the credit score disclosure PDFs (POST documentscontent, fetched once on arrival),
// each fitted to the screen's width with zoom buttons (PdfViewer). prequal_declined (props: { source: prequal })
// shows the same two documents from the prequalification, which carries them: nothing is fetched.
export default function DeclinedDocuments({ view, copy, site, loan, prequal, deps, data, errors, values }: ScreenProps) {
  const fromPrequal = view.props.source === 'prequal';
  const [fetched, setLoad] = useState<Load>(() => {
    const before = fetchedBefore(data);
    return before ? { state: 'ready', documents: before } : { state: 'loading' };
  });
  const load: Load = fromPrequal ? { state: 'ready', documents: prequalDocuments(prequal) } : fetched;
  const [open, setOpen] = useState<DocumentId | null>(null);
  const alreadyReady = load.state === 'ready';

  // What fetching reads but must not fetch again for: whether the documents came with the signing answer, the loan
  // as it is now, the copy.
  const fetchDocuments = useEffectEvent((isLive: () => boolean) => {
    if (alreadyReady) return;
    if (!loan) { setLoad({ state: 'failed', message: errors.entityIdNotSpecified ?? '' }); return; }
    void queries.documentsContent(deps, loan).then((result) => {
      if (!isLive()) return;
      setLoad(result.ok ? { state: 'ready', documents: result.value } : { state: 'failed', message: apiErrorText(result.error, errors) });
    });
  });
  // Fetched once per application.
  useEffect(() => {
    let live = true;
    fetchDocuments(() => live);
    return () => { live = false; };
  }, [deps, loan?.loanApplicationId]);

  const loadingText = copy.labels.loadingDocument ?? site.loading.default;
  const missingText = copy.labels.documentUnavailable ?? errors.documentNotSpecified ?? '';
  return (
    <>
      <nav className="declined-documents modal-links" aria-label={copy.labels.documents}>
        {DOCUMENTS.map(({ id }) => (
          <Button key={id} kind="link" onClick={() => setOpen(id)}>{plainText(copy.buttons[id], values)}</Button>
        ))}
      </nav>
      {DOCUMENTS.map(({ id, field }) => {
        const modal = modalCopy(id);
        const pdf = load.state === 'ready' ? load.documents[field] : null;
        return (
          <Modal key={id} open={open === id} title={plainText(modal.title, values)} closeLabel={modal.buttons.close ?? site.header.close} onClose={() => setOpen(null)}>
            <div className="body"><Markdown text={modal.body} values={values} /></div>
            <div className="pdf-document" data-document={field}>
              {load.state === 'loading' && <Loader text={loadingText} />}
              {load.state === 'failed' && <Alert>{load.message}</Alert>}
              {load.state === 'ready' && !pdf && <Alert>{missingText}</Alert>}
              {pdf && <PdfViewer base64={pdf} labels={pdfViewerLabels(modal, values)} loadingText={loadingText} errorText={missingText} noDataText={missingText} />}
            </div>
          </Modal>
        );
      })}
    </>
  );
}
