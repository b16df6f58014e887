import { useId, useState } from 'react';
import { loanReceipt } from '../../engine/finance/loanReceipt';
import { TruthInLendingViewer } from '../integrations/truthInLending/TruthInLendingViewer';
import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { Markdown } from '../ui/Markdown';
import { Modal } from '../ui/Modal';
import { plainText } from '../ui/plainText';
import { receiptRows } from './LoanReceipt/receiptRows';
import { modalCopy } from './PlanPicker/modalCopy';
import { useOffers } from './useSelectedOffer';

// purchase_complete and purchase_complete_lock: the confirmed loan as a receipt the borrower can keep (merchant,
// amount financed, plan, monthly payment, first due date, total of payments, loan id, servicer contact) as a
// definition list, then a link to the signed Truth in Lending disclosure and the screen's modals (flow
// `modals:`). Values come from the application and its plans (engine/finance/loanReceipt.ts). While the plans
// load, the list is drawn with every line in place (busy), so the page does not grow under the borrower's eyes;
// the plans failing to load still leaves the lines the application gives.
export default function LoanReceipt({ view, copy, site, loan, data, deps, values, messages, errors, openModal, showError }: ScreenProps) {
  const plans = useOffers(deps, loan, showError);
  const [disclosureOpen, setDisclosureOpen] = useState(false);
  const titleId = useId();

  if (!loan) return null;
  const pending = plans === undefined;
  const receipt = loanReceipt(loan, plans ?? [], data.confirmation, site.servicerName);
  const rowValues = { ...values, servicer: receipt.servicer.name };
  const modalLinks = Object.keys(copy.buttons).filter((id) => view.modals.includes(id));
  const disclosureCopy = modalCopy('truthInLending');
  return (
    <section className="receipt" aria-labelledby={titleId} aria-busy={pending || undefined}>
      <h2 id={titleId} className="section-title">{plainText(copy.labels.receipt, values)}</h2>
      <dl className="receipt-list">
        {receiptRows(receipt, copy.labels, values, pending).map((row) => (
          <div key={row.key} className={`receipt-row receipt-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.markdown ? <Markdown text={row.markdown} values={rowValues} inline /> : row.text}</dd>
          </div>
        ))}
      </dl>
      <div className="link-row receipt-links">
        {receipt.offerId && <Button kind="link" onClick={() => setDisclosureOpen(true)}>{plainText(copy.buttons.disclosure, values)}</Button>}
        {modalLinks.map((id) => <Button key={id} kind="link" onClick={() => openModal(id)}>{plainText(copy.buttons[id], values)}</Button>)}
      </div>
      <Modal open={disclosureOpen} title={disclosureCopy.title} closeLabel={disclosureCopy.buttons.close ?? ''} onClose={() => setDisclosureOpen(false)}>
        <TruthInLendingViewer deps={deps} loan={loan} offerId={receipt.offerId} copy={disclosureCopy} messages={messages} errors={errors} values={values} loadingText={site.loading.default} />
      </Modal>
    </section>
  );
}
