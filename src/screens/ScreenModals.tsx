import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import { catalog } from '../content/catalog';
import { useLegalDocument } from '../content/useLegalDocument';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';
import { Markdown } from '../ui/Markdown';
import { Modal } from '../ui/Modal';
import { plainText } from '../ui/plainText';

// A modal named like a legal document (terms, privacy, esign: content/<locale>/screens/<id>.md) shows that document
// in full, in the borrower's language: its date line and text (below the modal's own lead, if its file has one),
// fetched when the modal opens (the modal's title and close button are drawn at once). While it comes, a loading
// line; if it cannot come, a message and Try again.
function LegalModalBody({ id, copy, values }: { id: string; copy: ScreenCopy; values: Record<string, unknown> }) {
  const document = useLegalDocument(id);
  const subtitle = copy.subtitle ?? catalog.screens[id]?.subtitle;
  return (
    <div className="legal-document" data-document={id}>
      {subtitle ? <p className="subtitle">{plainText(subtitle, values)}</p> : null}
      {copy.body.trim() ? <div className="body"><Markdown text={copy.body} values={values} /></div> : null}
      {document.state === 'loading' ? <Loader text={catalog.site.loading.default} /> : null}
      {document.state === 'failed' ? (
        <>
          <Alert>{catalog.errors.legalDocumentUnavailable ?? catalog.errors.errorPageGeneric}</Alert>
          <Button kind="secondary" className="alert-retry" onClick={document.retry}>{catalog.site.network.tryAgain}</Button>
        </>
      ) : null}
      {document.state === 'ready' ? <div className="body"><Markdown text={document.body} values={values} /></div> : null}
    </div>
  );
}

// The screen's modals (flow `modals:`), each from content/<locale>/modals/<id>.md; one is open at a time. The body
// is drawn only while the modal is open (src/ui/Modal.tsx), so a legal document is fetched on opening, not before.
export function ScreenModals({ ids, open, onClose, values }: { ids: readonly string[]; open: string | null; onClose: () => void; values: Record<string, unknown> }) {
  return (
    <>
      {ids.map((id) => {
        const copy = catalog.modals[id];
        if (!copy) return null;
        const isDocument = Object.hasOwn(catalog.lazyBodies, id);
        return (
          <Modal key={id} open={open === id} title={plainText(copy.title, values)} closeLabel={copy.buttons.close ?? catalog.site.header.close} onClose={onClose}>
            {isDocument ? <LegalModalBody id={id} copy={copy} values={values} /> : (
              <>
                {copy.subtitle ? <p className="subtitle">{plainText(copy.subtitle, values)}</p> : null}
                <div className="body"><Markdown text={copy.body} values={values} /></div>
              </>
            )}
          </Modal>
        );
      })}
    </>
  );
}
