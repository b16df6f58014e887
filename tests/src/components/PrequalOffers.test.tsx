// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Prequal } from '../../../engine/state/Prequal';
import PrequalOffers from '../../../src/components/PrequalOffers';
import { formRegistry } from '../../../src/forms/formRegistry';
import { catalog } from '../../../src/content/catalog';
import { plainText } from '../../../src/ui/plainText';
import { makeOffer, makeProps } from './support/screenProps';
import { notReady } from '../support/notReady';

/** The error an input announces: the text of the element its aria-describedby names (empty when none). */
const shownError = (input: HTMLElement): string | null =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;

afterEach(() => { cleanup(); vi.useRealTimers(); });

const prequal: Prequal = {
  applicationId: 'pq-1', status: 'OFFER_AVAILABLE', prequalStatus: 'PREQUALIFIED', dataInquiryList: [], maximumLoanAmount: 10000,
  requestedLoanAmount: 8000, expDate: '2026-12-05', selectedOfferId: 'p6',
  offer: { loanOfferDetailsList: [
    makeOffer({ id: 'p24', loanTermMonths: 24, interestRate: 9.99, totalPayments: 8866.02 }),
    makeOffer({ id: 'p3', loanTermMonths: 3, interestRate: 0 }),
    makeOffer({ id: 'p6', loanTermMonths: 6, interestRate: 4.99 }),
  ] },
};
// Texts from content/en/screens/prequal_offers.md and messages.yaml, so a copy edit keeps these tests green.
const { labels, buttons } = catalog.screens.prequal_offers!;
const amount = () => screen.getByLabelText(labels.requestedLoanAmount!) as HTMLInputElement;
const update = () => screen.getByRole('button', { name: buttons.update }) as HTMLButtonElement;

describe('PrequalOffers', () => {
  it('states the APR range (first to last plan by months), the term range and the long expiry date', () => {
    render(<PrequalOffers {...makeProps('prequal_offers', { prequal })} />);
    expect(screen.getByText(plainText(labels.aprRange, { minApr: 0, maxApr: 9.99 }))).toBeTruthy();
    expect(screen.getByText(plainText(labels.termRange, { minMonths: 3, maxMonths: 24 }))).toBeTruthy();
    expect(screen.getByText(plainText(labels.expires, { expDate: '2026-12-05' }))).toBeTruthy();
  });

  it('shows each prequalified plan\'s total of payments on its card', () => {
    render(<PrequalOffers {...makeProps('prequal_offers', { prequal })} />);
    const label = labels.totalPayments ?? '';
    expect(label).not.toBe('');
    expect(document.querySelector('[data-plan-id="p24"]')?.textContent).toContain(`${label} $8,866.02`);
  });

  // The amount goes as every form's answers go (src/forms/useDraft.ts: the answers, and again as `values`), under
  // the lender's name the form gives it: the update action reads it from there, not by a field's name.
  it('sends update with the amount; Enter submits too', () => {
    const props = makeProps('prequal_offers', { prequal });
    render(<PrequalOffers {...props} />);
    expect(amount().value).toBe('8,000');
    fireEvent.change(amount(), { target: { value: '9500' } });
    fireEvent.click(update());
    expect(props.send).toHaveBeenCalledWith('update', { requestedLoanAmount: 9500, values: { requestedLoanAmount: 9500 } });
    fireEvent.submit(amount().form as HTMLFormElement);
    expect(props.send).toHaveBeenCalledTimes(2);
  });

  it.each([['499', true], ['500', false], ['10000', false], ['10001', true]])('at $%s UPDATE disabled is %s', (value, disabled) => {
    render(<PrequalOffers {...makeProps('prequal_offers', { prequal })} />);
    fireEvent.change(amount(), { target: { value } });
    expect(notReady(update())).toBe(disabled);
  });

  it('shows the range message for 1.5 s when the amount is out of range', () => {
    vi.useFakeTimers();
    render(<PrequalOffers {...makeProps('prequal_offers', { prequal })} />);
    fireEvent.change(amount(), { target: { value: '12000' } });
    expect(shownError(amount())).toBe(plainText(catalog.messages.amountOutOfRange, { max: '$10,000' }));
    act(() => { vi.advanceTimersByTime(1500); });
    expect(shownError(amount())).toBeNull();
  });

  it('an amount typed back into range is not marked wrong while the earlier flash runs out', () => {
    vi.useFakeTimers();
    render(<PrequalOffers {...makeProps('prequal_offers', { prequal })} />);
    fireEvent.change(amount(), { target: { value: '400' } });
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amount(), { target: { value: '4000' } });
    expect(amount().getAttribute('aria-invalid')).toBeNull();
    expect(shownError(amount())).toBeNull();
  });

  // The amount starts from what the form's UI schema names (`ui:prefillFrom`), never from a field's name in code.
  it('starts the amount from the prequal\'s value the form\'s UI schema names: the requested amount, else the maximum', () => {
    const def = formRegistry.prequal_amount!;
    try {
      formRegistry.prequal_amount = { ...def, uiSchema: { ...def.uiSchema, requestedLoanAmount: { ...(def.uiSchema.requestedLoanAmount as object), 'ui:prefillFrom': ['maximumLoanAmount'] } } };
      render(<PrequalOffers {...makeProps('prequal_offers', { prequal })} />);
      expect(amount().value).toBe('10,000');
      cleanup();
      render(<PrequalOffers {...makeProps('prequal_offers', { prequal: { ...prequal, requestedLoanAmount: null } })} />);
      expect(amount().value).toBe('10,000');
    } finally {
      formRegistry.prequal_amount = def;
    }
    cleanup();
    render(<PrequalOffers {...makeProps('prequal_offers', { prequal: { ...prequal, requestedLoanAmount: null } })} />);
    expect(amount().value).toBe('10,000');
  });

  it('disables UPDATE while a request runs', () => {
    render(<PrequalOffers {...makeProps('prequal_offers', { prequal, busy: true })} />);
    expect(notReady(update())).toBe(true);
  });

  it('lists the plans by months, the chosen one pressed, and sends select with the offer id', () => {
    const props = makeProps('prequal_offers', { prequal });
    render(<PrequalOffers {...props} />);
    const plans = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-pressed'));
    expect(plans.map((p) => p.getAttribute('data-plan-id'))).toEqual(['p3', 'p6', 'p24']);
    expect(plans.map((p) => p.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    fireEvent.click(plans[2] as HTMLElement);
    expect(props.send).toHaveBeenCalledWith('select', { offerId: 'p24' });
  });

  it("opens the What's next modal", () => {
    const props = makeProps('prequal_offers', { prequal });
    render(<PrequalOffers {...props} />);
    fireEvent.click(screen.getByRole('button', { name: buttons.whatsNext }));
    expect(props.openModal).toHaveBeenCalledWith('whatsNext');
  });
});
