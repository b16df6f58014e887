// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, err } from '../../../engine/Result';
import { queries } from '../../../engine/queries/queries';
import { catalog } from '../../../src/content/catalog';
import PlanPicker from '../../../src/components/PlanPicker';
import { plainText } from '../../../src/ui/plainText';
import { errorsShown, makeLoan, makeOffer, makeProps } from './support/screenProps';

// Texts from content/en (choose_plan.md, site.yaml, modals/loanOffer.md, errors.yaml), so a copy edit keeps these
// tests green.
const { site } = catalog;
const { buttons } = catalog.screens.choose_plan!;

vi.mock('../../../engine/queries/queries', () => ({ queries: { offers: vi.fn() } }));
const offers = vi.mocked(queries.offers);

afterEach(cleanup);
beforeEach(() => { offers.mockReset(); });

const plans = [
  makeOffer({ id: 'o12', loanTermMonths: 12, interestRate: 9.9, monthlyPayment: 263.5 }),
  makeOffer({ id: 'o3', loanTermMonths: 3, interestRate: 0, monthlyPayment: 1000 }),
  makeOffer({ id: 'o6', loanTermMonths: 6, interestRate: 0, monthlyPayment: 500, skipFree: true, status: 'SELECTED' }),
  makeOffer({ id: 'o24', loanTermMonths: 24, interestRate: 10, monthlyPayment: 138.43, totalPayments: 3322.32 }),
];

async function renderPicker() {
  offers.mockResolvedValue(ok(plans));
  const props = makeProps('choose_plan', { loan: makeLoan({ settlementDelay: 3 }) });
  render(<PlanPicker {...props} />);
  await screen.findAllByRole('button', { pressed: false });
  return props;
}

describe('PlanPicker (choose_plan)', () => {
  it('shows the loading text while the plans load', () => {
    offers.mockReturnValue(new Promise(() => undefined));
    render(<PlanPicker {...makeProps('choose_plan', { loan: makeLoan() })} />);
    expect(screen.getByRole('status').textContent).toBe(site.loading.default);
  });

  it('lists plans shortest first, with money to the cent and the APR with .00 dropped', async () => {
    await renderPicker();
    const cards = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-pressed'));
    expect(cards.map((c) => c.getAttribute('data-plan-id'))).toEqual(['o3', 'o6', 'o12', 'o24']);
    expect(cards[2]?.textContent).toContain('$263.50');
    expect(cards[2]?.textContent).toContain('9.90% APR');
    expect(cards[3]?.textContent).toContain('10% APR');
    expect(cards[3]?.textContent).not.toContain('10.00');
  });

  it('shows each plan\'s total of payments on its card, as the offer gives it, formatted like the monthly payment', async () => {
    await renderPicker();
    const label = catalog.screens.choose_plan?.labels.totalPayments ?? '';
    expect(label).not.toBe('');
    const card = (id: string) => document.querySelector(`[data-plan-id="${id}"]`) as HTMLElement;
    expect(card('o12').textContent).toContain(`${label} $3,100.00`);
    expect(card('o24').textContent).toContain(`${label} $3,322.32`);
    // Inside the card's button, so it is part of what a screen reader says for the plan.
    expect(screen.getByRole('button', { name: new RegExp(`24 ${site.plan.months}.*${label} \\$3,322\\.32`) })).toBeTruthy();
  });

  it('shows INTEREST FREE at 0% APR unless the plan says skipFree', async () => {
    await renderPicker();
    const card = (id: string) => document.querySelector(`[data-plan-id="${id}"]`) as HTMLElement;
    expect(within(card('o3')).queryByText(site.plan.interestFree)).not.toBeNull();
    expect(within(card('o6')).queryByText(site.plan.interestFree)).toBeNull();
    expect(within(card('o12')).queryByText(site.plan.interestFree)).toBeNull();
  });

  it('highlights the SELECTED plan as pressed', async () => {
    await renderPicker();
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed.map((b) => b.getAttribute('data-plan-id'))).toEqual(['o6']);
    expect(within(pressed[0] as HTMLElement).getByText(site.plan.selected)).toBeTruthy();
  });

  it('sends select with the offer id when a plan is tapped', async () => {
    const props = await renderPicker();
    fireEvent.click(document.querySelector('[data-plan-id="o12"]') as HTMLElement);
    expect(props.send).toHaveBeenCalledWith('select', { offerId: 'o12' });
  });

  it('opens the plan details with payments, amount, first payment MM/DD/YYYY, totals and the expiry', async () => {
    await renderPicker();
    fireEvent.click(screen.getAllByRole('button', { name: buttons.loanOffer })[2] as HTMLElement);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(catalog.modals.loanOffer!.title!)).toBeTruthy();
    expect(dialog.textContent).toContain('$263.50');
    expect(dialog.textContent).toContain('01/15/2027');
    expect(dialog.textContent).toContain('12/21/2026');
    expect(dialog.textContent).toContain('$3,100.00');
  });

  it('shows the offer bullets with the settlement delay filled in', async () => {
    await renderPicker();
    const shown = [...document.querySelectorAll('.offer-bullets li')].map((li) => li.textContent);
    expect(shown).toEqual(site.offerBullets.map((bullet) => plainText(bullet, { settlementDelay: 3 })));
    expect(site.offerBullets.some((bullet) => bullet.includes('{settlementDelay}'))).toBe(true);
    expect(shown.some((text) => text?.includes(' 3 '))).toBe(true);
  });

  it('reports a failed load as an on-page error', async () => {
    offers.mockResolvedValue(err({ kind: 'general', code: 'loanApplicationNotSpecifiedForOffers' }));
    const props = makeProps('choose_plan', { loan: makeLoan() });
    render(<PlanPicker {...props} />);
    await vi.waitFor(() => expect(errorsShown(props)).toContain(catalog.errors.loanApplicationNotSpecifiedForOffers));
  });

  it('shows no error when the session ends and the loan is cleared while the plans are on screen', async () => {
    offers.mockResolvedValue(ok(plans));
    const props = makeProps('choose_plan', { loan: makeLoan() });
    const { rerender } = render(<PlanPicker {...props} />);
    await screen.findAllByRole('button', { pressed: false });
    offers.mockClear();
    rerender(<PlanPicker {...props} loan={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(offers).not.toHaveBeenCalled();
    expect(props.showError).not.toHaveBeenCalled();
  });
});
