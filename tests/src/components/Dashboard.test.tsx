// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatters } from '../../../engine/fields/registry';
import Dashboard from '../../../src/components/Dashboard';
import { makeLoan, makeProps } from './support/screenProps';

afterEach(cleanup);

// Issue 15: every loan names its merchant, and shows what fits its status (texts from content/en/screens/dashboard.md).
const loans = [
  { id: 'a1', initToken: 't-approved', status: 'OFFER_AVAILABLE', amount: 1300, expDate: '2026-12-20', merchantName: 'Bright Plumbing' },
  { id: 'a2', initToken: 't-signed', status: 'DOCUMENTS_SIGNED', amount: 3600, expDate: '2026-12-21', merchantName: 'Summit Roofing' },
  { id: 'a3', initToken: 't-confirmed', status: 'OFFER_CONVERTED', amount: 5100, expDate: '2026-12-22', merchantName: 'Smile Dental' },
  { id: 'a4', initToken: 't-settled', status: 'SETTLED', amount: 6400, expDate: '2026-12-23', merchantName: 'Green Lawn' },
];

function renderDashboard() {
  const props = makeProps('dashboard', { loan: makeLoan({ loanInfoList: loans }) });
  render(<Dashboard {...props} />);
  const cards = within(screen.getByRole('list', { name: props.copy.labels.loans })).getAllByRole('listitem');
  return { props, cards };
}

describe('Dashboard', () => {
  it('names each loan by its merchant, as a heading a screen reader can jump to', () => {
    const { cards } = renderDashboard();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bright Plumbing', 'Summit Roofing', 'Smile Dental', 'Green Lawn']);
  });

  it('a confirmed loan offers to view it; an approved one continues; a signed one confirms the purchase', () => {
    const { props, cards } = renderDashboard();
    const { buttons } = props.copy;
    expect(within(cards[0]!).getByRole('button').textContent).toBe(buttons.openLoan);
    expect(within(cards[1]!).getByRole('button').textContent).toBe(buttons.DOCUMENTS_SIGNED);
    expect(within(cards[2]!).getByRole('button').textContent).toBe(buttons.OFFER_CONVERTED);
    expect(buttons.OFFER_CONVERTED).not.toBe(buttons.openLoan);
  });

  // Prequal spec section 2: the dashboard "lists active loans, each with amount, status name and expiry date",
  // confirmed and settled ones too (their date labelled as the copy says: labels['expires.<STATUS>'], else expires).
  it('every loan shows its amount, status name and the expiry date the lender sends, whatever its status', () => {
    const { props, cards } = renderDashboard();
    const { labels } = props.copy;
    loans.forEach((item, i) => {
      const card = within(cards[i]!);
      expect(card.getByText(formatters.money(item.amount)), item.status).toBeTruthy();
      expect(labels[item.status], item.status).toBeTruthy();
      expect(card.getByText(labels[item.status]!), item.status).toBeTruthy();
      const label = labels[`expires.${item.status}`] ?? labels.expires!;
      expect(card.getByText(label).nextElementSibling?.textContent, item.status).toBe(formatters.dateUs(item.expDate));
      expect(formatters.dateUs(item.expDate)).not.toBe('');
    });
  });

  it('a loan the lender sends no expiry date for shows no expiry line', () => {
    const props = makeProps('dashboard', { loan: makeLoan({ loanInfoList: [{ ...loans[2]!, expDate: null }] }) });
    render(<Dashboard {...props} />);
    const card = within(screen.getByRole('listitem'));
    expect(card.queryByText(props.copy.labels['expires.OFFER_CONVERTED'] ?? props.copy.labels.expires!)).toBeNull();
  });

  it('each button opens its own loan, and is described by its card (merchant, amount, status)', () => {
    const { props, cards } = renderDashboard();
    const button = within(cards[2]!).getByRole('button');
    const description = document.getElementById(button.getAttribute('aria-describedby')!)?.textContent ?? '';
    expect(description).toContain('Smile Dental');
    expect(description).toContain(props.copy.labels.OFFER_CONVERTED);
    fireEvent.click(button);
    expect(props.send).toHaveBeenCalledWith('choose', { initToken: 't-confirmed' });
  });
});
