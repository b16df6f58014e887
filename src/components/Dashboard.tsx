import { formatters } from '../../engine/fields/registry';
import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';

// dashboard: a returning borrower's active loans ('Welcome back, {firstName}!' is the shell's heading). Each loan
// is a card named by its merchant, with its own button (described by the card's details) that sends `choose` with
// its link token; 'Start a new loan for {amount}' sends `choose` with isNew. The status name and the button's words
// of each loan come from the screen's copy keyed by status (labels.<STATUS>, buttons.<STATUS>, else openLoan:
// product config). Every loan shows the expiry date the lender sends for it (expDate; none sent, no line), under
// labels['expires.<STATUS>'] when the copy has one, else labels.expires: a confirmed loan's date is how long its
// offer was good, not a day the loan ends (content/en/screens/dashboard.md).
export default function Dashboard({ copy, loan, values, send, busy }: ScreenProps) {
  const loans = loan?.loanInfoList ?? [];
  const labels = copy.labels;
  return (
    <div className="dashboard">
      {loans.length > 0 && (
        <ul className="card-list loan-list" aria-label={labels.loans}>
          {loans.map((item) => {
            const status = Object.hasOwn(labels, item.status) ? labels[item.status] : undefined;
            const expires = formatters.dateUs(item.expDate);
            const expiresKey = `expires.${item.status}`;
            const expiresLabel = Object.hasOwn(labels, expiresKey) ? labels[expiresKey] : labels.expires;
            const action = Object.hasOwn(copy.buttons, item.status) ? copy.buttons[item.status] : copy.buttons.openLoan;
            return (
              <li key={item.id} className="plan loan-card">
                <div id={`loan-${item.id}`}>
                  {item.merchantName ? <h2 className="loan-merchant">{item.merchantName}</h2> : null}
                  <span className="loan-field">
                    <span className="loan-label">{labels.amount}</span>
                    <span className="loan-value loan-amount">{formatters.money(item.amount)}</span>
                  </span>
                  {status && (
                    <span className="loan-field">
                      <span className="loan-label">{labels.status}</span>
                      <span className="loan-value loan-status">{status}</span>
                    </span>
                  )}
                  {expires && (
                    <span className="loan-field">
                      <span className="loan-label">{expiresLabel}</span>
                      <span className="loan-value loan-expires">{expires}</span>
                    </span>
                  )}
                </div>
                <Button kind="primary" disabled={busy} busy={busy} aria-describedby={`loan-${item.id}`} onClick={() => void send('choose', { initToken: item.initToken })}>
                  {action}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <section className="reapply" aria-labelledby="dashboard-reapply">
        <h2 id="dashboard-reapply" className="section-title">{labels.needToReapply}</h2>
        <Button kind="secondary" disabled={busy} busy={busy} onClick={() => void send('choose', { isNew: true })}>
          {plainText(copy.buttons.newLoan, values)}
        </Button>
      </section>
    </div>
  );
}
