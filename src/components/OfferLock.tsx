import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { viewButton } from './OfferLock/viewButton';

// offer_lock (40%): 'Let's lock in your offer'. The merchant must confirm; CONTINUE WITH OFFER sends `lock` and
// stays disabled until there is a loan application id and a selected offer id. The shell draws the title and
// body; this draws the flow's continue button (with that rule) and the Learn more link.
export default function OfferLock({ view, copy, loan, send, busy, openModal }: ScreenProps) {
  const lock = viewButton(view, 'lock');
  const offerId = loan?.selectedLoanOfferId ?? null;
  const ready = Boolean(loan?.loanApplicationId) && Boolean(offerId);
  return (
    <div className="offer-lock">
      {lock && (
        <Button kind={lock.kind ?? 'primary'} disabled={!ready || busy} busy={busy} onClick={() => void send(lock.event, { ...lock.input, offerId })}>
          {copy.buttons[lock.id]}
        </Button>
      )}
      <Button kind="link" onClick={() => openModal('learnMoreLock')}>{copy.buttons.learnMore}</Button>
    </div>
  );
}

/** The shell draws every other part of the screen; this component draws the flow's buttons itself. */
OfferLock.owns = { buttons: true } as const;
