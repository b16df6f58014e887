import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import type { ApiError } from '../../../engine/api/ApiError';
import type { LoanOffer } from '../../../engine/api/normalizeOffers';
import type { ScreenCopy } from '../../../engine/content/ScreenCopy';
import { messageFor } from '../../../engine/fields/messageFor';
import { emailAddressIssue } from '../../../engine/forms/formIssues';
import { queries } from '../../../engine/queries/queries';
import { disclosureReadAhead, readDisclosure } from './disclosureAhead';
import type { LoanApplication } from '../../../engine/state/LoanApplication';
import { apiErrorText } from '../apiErrorText';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loader } from '../../ui/Loader';
import { Markdown } from '../../ui/Markdown';
import { PdfViewer } from './PdfViewer';
import { pdfViewerLabels } from './pdfViewerLabels';

export interface TruthInLendingViewerProps {
  deps: ActionDeps;
  loan: LoanApplication;
  offerId: string | null | undefined;
  /** content/en/modals/truthInLending.md */
  copy: ScreenCopy;
  messages: Record<string, string>;
  errors: Record<string, string>;
  values: Record<string, unknown>;
  loadingText: string;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; offer: LoanOffer };
type CopyState = 'idle' | 'sending' | 'sent';

// The Truth in Lending modal body: the disclosure PDF (fitted to the width, with zoom buttons), and 'email me a copy'
// (idle -> sending -> 'Copy Sent!' -> 'Send other copy?' back to idle with the address cleared); the box opens
// holding the application's email.
export function TruthInLendingViewer({ deps, loan, offerId, copy, messages, errors, values, loadingText }: TruthInLendingViewerProps) {
  // Read ahead on Review and sign: drawn at once.
  const [load, setLoad] = useState<Load>(() => {
    const offer = disclosureReadAhead(loan, offerId);
    return offer ? { state: 'ready', offer } : { state: 'loading' };
  });
  // The address the borrower gave on this application, from the state the app holds (never from storage), so they
  // need not type it again (WCAG 3.3.7); still theirs to change.
  const [email, setEmail] = useState(() => loan.email ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [sendError, setSendError] = useState<string | null>(null);

  // A failed read, in the copy of the moment (new copy reads nothing again).
  const failureText = useEffectEvent((error: ApiError) => apiErrorText(error, errors));
  useEffect(() => {
    let live = true;
    const offer = disclosureReadAhead(loan, offerId);
    if (offer) {
      setLoad({ state: 'ready', offer });
      return () => { live = false; };
    }
    setLoad({ state: 'loading' });
    void readDisclosure(deps, loan, offerId).then((result) => {
      if (!live) return;
      setLoad(result.ok ? { state: 'ready', offer: result.value } : { state: 'failed', message: failureText(result.error) });
    });
    return () => { live = false; };
  }, [deps, loan, offerId]);

  const issue = emailAddressIssue(email, new Date(deps.now()));
  const canSend = email.trim() !== '' && issue === null && copyState === 'idle' && load.state === 'ready';
  const noDocument = errors.documentNotSpecified ?? '';

  const sendCopy = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend || load.state !== 'ready') return;
    const documentId = load.offer.truthInLendingID;
    if (!documentId) { setSendError(noDocument); return; }
    setSendError(null);
    setCopyState('sending');
    const result = await queries.sendDocument(deps, loan, documentId, email.trim());
    if (result.ok) setCopyState('sent');
    else { setCopyState('idle'); setSendError(apiErrorText(result.error, errors)); }
  };
  const sendOther = () => { setEmail(''); setEmailError(null); setSendError(null); setCopyState('idle'); };

  return (
    <div className="til-viewer">
      <Markdown text={copy.body} values={values} />
      {load.state === 'loading' && <Loader text={loadingText} />}
      {load.state === 'failed' && <Alert>{load.message}</Alert>}
      {load.state === 'ready' && !load.offer.truthInLending && <Alert>{noDocument}</Alert>}
      {load.state === 'ready' && load.offer.truthInLending && (
        <PdfViewer base64={load.offer.truthInLending} labels={pdfViewerLabels(copy, values)} loadingText={loadingText} errorText={noDocument} noDataText={noDocument} />
      )}
      <form className="til-copy" noValidate onSubmit={(e) => void sendCopy(e)}>
        <h3 className="til-copy-title">{copy.labels.emailCopy}</h3>
        {copyState === 'sent' ? (
          <div className="til-copy-sent">
            <p role="status">{copy.labels.copySent}</p>
            <Button kind="link" onClick={sendOther}>{copy.buttons.sendOther}</Button>
          </div>
        ) : (
          <div className="field">
            <label htmlFor="til-email">{copy.labels.email}</label>
            <input
              id="til-email" type="email" inputMode="email" autoComplete="email" value={email}
              aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? 'til-email-error' : undefined}
              disabled={copyState === 'sending'}
              onChange={(e) => { setEmail(e.target.value); if (emailError) setEmailError(null); }}
              onBlur={() => setEmailError(email.trim() === '' || issue === null ? null : messageFor(issue, messages))}
            />
            {emailError && <div id="til-email-error" className="field-error">{emailError}</div>}
            <Button type="submit" disabled={!canSend} busy={copyState === 'sending'}>
              {copyState === 'sending' ? copy.labels.sending : copy.buttons.send}
            </Button>
          </div>
        )}
        {sendError && <Alert>{sendError}</Alert>}
      </form>
    </div>
  );
}

export default TruthInLendingViewer;
