// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Dashboard from '../../../src/components/Dashboard';
import { makeLoan, makeProps } from './support/screenProps';

afterEach(cleanup);

// Issue 15: every loan names its merchant, and shows what fits its status (texts from content/en/screens/dashboard.md).
const loans = [
  { id: 'a1', initToken: 't-approved', status: 'OFFER_AVAILABLE', amount: 1300, expDate: '2026-12-20', merchantName: 'Bright Plumbing' },
  { id: 'a2', initToken: 't-signed', status: 'DOCUMENTS_SIGNED', amount: 3600, expDate: '2026-12-21', merchantName: 'Summit Roofing' },
  { id: 'a3', initToken: 't-confirmed', status: 'OFFER_CONVERTED', amount: 5100, expDate: '2026-12-22', merchantName: 'Smile Dental' },
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
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bright Plumbing', 'Summit Roofing', 'Smile Dental']);
  });

  it('a confirmed loan shows no expiry and offers to view it; an approved one shows its expiry and continues', () => {
    const { props, cards } = renderDashboard();
    const { labels, buttons } = props.copy;
    expect(within(cards[0]!).queryByText(labels.expires!)).toBeTruthy();
    expect(within(cards[0]!).getByRole('button').textContent).toBe(buttons.openLoan);
    expect(within(cards[1]!).getByRole('button').textContent).toBe(buttons.DOCUMENTS_SIGNED);
    expect(within(cards[2]!).queryByText(labels.expires!)).toBeNull();
    expect(within(cards[2]!).getByRole('button').textContent).toBe(buttons.OFFER_CONVERTED);
    expect(buttons.OFFER_CONVERTED).not.toBe(buttons.openLoan);
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
