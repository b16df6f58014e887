// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import { queries } from '../../../engine/queries/queries';
import Dashboard from '../../../src/components/Dashboard';
import LegalDocument from '../../../src/components/LegalDocument';
import OfferLock from '../../../src/components/OfferLock';
import PurchaseConfirm from '../../../src/components/PurchaseConfirm';
import { catalog } from '../../../src/content/catalog';
import { plainText } from '../../../src/ui/plainText';
import { makeLoan, makeOffer, makeProps } from './support/screenProps';

// Texts from content/en/screens/, so a copy edit keeps these tests green.
const copyOf = (screenId: string) => catalog.screens[screenId]!;

vi.mock('../../../engine/queries/queries', () => ({ queries: { offers: vi.fn() } }));
const offers = vi.mocked(queries.offers);

afterEach(cleanup);
beforeEach(() => { offers.mockReset(); });

describe('OfferLock', () => {
  const CONTINUE = [{ id: 'continue', event: 'lock', kind: 'primary' as const }];
  const button = () => screen.getByRole('button', { name: copyOf('offer_lock').buttons.continue }) as HTMLButtonElement;

  it('is disabled without a selected offer id', () => {
    render(<OfferLock {...makeProps('offer_lock', { buttons: CONTINUE, loan: makeLoan({ selectedLoanOfferId: null }) })} />);
    expect(button().disabled).toBe(true);
  });
  it('is disabled without a loan application id', () => {
    render(<OfferLock {...makeProps('offer_lock', { buttons: CONTINUE, loan: makeLoan({ loanApplicationId: '', selectedLoanOfferId: 'o6' }) })} />);
    expect(button().disabled).toBe(true);
  });
  it('sends lock with both, and opens Learn more', () => {
    const props = makeProps('offer_lock', { buttons: CONTINUE, loan: makeLoan({ selectedLoanOfferId: 'o6' }) });
    render(<OfferLock {...props} />);
    fireEvent.click(button());
    expect(props.send).toHaveBeenCalledWith('lock', { offerId: 'o6' });
    fireEvent.click(screen.getByRole('button', { name: copyOf('offer_lock').buttons.learnMore }));
    expect(props.openModal).toHaveBeenCalledWith('learnMoreLock');
  });
});

describe('PurchaseConfirm', () => {
  it('shows the expiry date and opens Learn More and the accepted offer, without drawing the yes/no buttons', async () => {
    offers.mockResolvedValue(ok([makeOffer({ id: 'o12', loanTermMonths: 12, status: 'TILA_ACCEPTED', monthlyPayment: 263.5 })]));
    const props = makeProps('purchase_confirm', { loan: makeLoan({ selectedLoanOfferId: 'o12' }), values: { expirationDate: '2026-12-21' } });
    render(<PurchaseConfirm {...props} />);
    const { labels, buttons } = copyOf('purchase_confirm');
    const expires = plainText(labels.expires, { expirationDate: '2026-12-21' });
    expect(expires).toContain('12/21/2026');
    expect(screen.getByText(expires)).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttons.yes })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: buttons.learnMore }));
    expect(props.openModal).toHaveBeenCalledWith('learnMoreLock');
    fireEvent.click(await screen.findByRole('button', { name: buttons.loanOffer }));
    expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain('$263.50');
  });
});

describe('Dashboard', () => {
  const loan = makeLoan({
    status: 'PENDING', transactionAmount: 4200,
    loanInfoList: [
      { id: 'a', initToken: 'ta', status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', amount: 2500, expDate: '2026-12-01' },
      { id: 'b', initToken: 'tb', status: 'DOCUMENTS_SIGNED', amount: 1200 },
      { id: 'c', initToken: 'tc', status: 'OFFER_CONVERTED', amount: 800 },
    ],
  });

  it('lists each loan with its amount, status name and expiry', () => {
    render(<Dashboard {...makeProps('dashboard', { loan, values: { amount: 4200 } })} />);
    const { labels } = copyOf('dashboard');
    const cards = [...document.querySelectorAll('.loan-card')];
    expect(cards[0]?.textContent).toContain('$2,500.00');
    expect(cards[0]?.textContent).toContain(labels.CONDITIONAL_APPROVAL_ACCOUNT_LINKED);
    expect(cards[0]?.textContent).toContain('12/01/2026');
    expect(cards[1]?.textContent).toContain(labels.DOCUMENTS_SIGNED);
    expect(cards[2]?.textContent).toContain(labels.OFFER_CONVERTED);
  });

  it('sends choose with the loan token, or isNew for a new loan', () => {
    const props = makeProps('dashboard', { loan, values: { amount: 4200 } });
    const { labels, buttons } = props.copy;
    render(<Dashboard {...props} />);
    // One button per loan (its words fit its status: tests/src/components/Dashboard.test.tsx).
    const continues = [...document.querySelectorAll('.loan-card')].map((card) => card.querySelector('button') as HTMLElement);
    expect(continues).toHaveLength(3);
    // Each loan's button is described by that loan's details, so a screen reader hears which loan it opens.
    expect(continues[1]?.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(continues[1]?.getAttribute('aria-describedby') ?? '')?.textContent).toContain(labels.DOCUMENTS_SIGNED);
    fireEvent.click(continues[1] as HTMLElement);
    expect(props.send).toHaveBeenCalledWith('choose', { initToken: 'tb' });
    expect(screen.getByText(labels.needToReapply!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: plainText(buttons.newLoan, { amount: 4200 }) }));
    expect(props.send).toHaveBeenCalledWith('choose', { isNew: true });
  });
});

describe('LegalDocument', () => {
  it('shows the save-a-copy link only with the show-link option', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const saveCopy = copyOf('terms').buttons.saveCopy;
    const { rerender } = render(<LegalDocument {...makeProps('terms')} />);
    expect(screen.queryByRole('button', { name: saveCopy })).toBeNull();
    rerender(<LegalDocument {...makeProps('terms', { viewProps: { showLink: true } })} />);
    fireEvent.click(screen.getByRole('button', { name: saveCopy }));
    expect(print).toHaveBeenCalled();
  });
});
