// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Calculator from '../../../src/components/Calculator';
import { catalog } from '../../../src/content/catalog';
import { makeProps } from './support/screenProps';

// Texts from content/en/screens/calculator.md and messages.yaml, so a copy edit keeps these tests green.
const { labels, buttons } = catalog.screens.calculator!;
const outOfRange = catalog.messages.calculatorAmountOutOfRange;

/** The error an input announces: the text of the element its aria-describedby names (empty when none). */
const shownError = (input: HTMLElement): string | null =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;

afterEach(() => { cleanup(); vi.useRealTimers(); });

const amount = () => screen.getByLabelText(labels.calculatorAmount!) as HTMLInputElement;
const months = () => [...document.querySelectorAll('.plan-term')].map((el) => Number.parseInt(el.textContent ?? '', 10));
const type = (value: string) => fireEvent.change(amount(), { target: { value } });

describe('Calculator', () => {
  it('starts at $3,000 with the Lowest APR: 3 to 24 months at each plan\'s minimum', () => {
    render(<Calculator {...makeProps('calculator')} />);
    expect(amount().value).toBe('3,000');
    expect(months()).toEqual([3, 6, 12, 24]);
    expect([...document.querySelectorAll('.plan-apr')].map((el) => el.textContent)).toEqual(['0% APR', '4.90% APR', '5.90% APR', '7.90% APR']);
    expect(document.querySelector('.plan-amount')?.textContent).toContain('$1,000.00');
    expect(screen.getByText(labels.interested!)).toBeTruthy();
    expect(screen.getByText(labels.noTricks!)).toBeTruthy();
    expect(screen.getByText(labels.creditApproval!)).toBeTruthy();
  });

  it.each([
    ['4999', [3, 6, 12, 24]],
    ['5000', [3, 6, 12, 24, 36]],
    ['7999', [3, 6, 12, 24, 36]],
    ['8000', [3, 6, 12, 24, 36, 60]],
  ])('at $%s shows %j months', (value, expected) => {
    render(<Calculator {...makeProps('calculator')} />);
    type(value);
    expect(months()).toEqual(expected);
  });

  it('groups thousands as you type and recalculates on an APR change', () => {
    render(<Calculator {...makeProps('calculator')} />);
    type('12345');
    expect(amount().value).toBe('12,345');
    fireEvent.click(screen.getByLabelText(labels.apr20!));
    expect(new Set([...document.querySelectorAll('.plan-apr')].map((el) => el.textContent))).toEqual(new Set(['20% APR']));
  });

  it('refuses an amount above $25,000 with a message that goes after about 1.5 s', () => {
    vi.useFakeTimers();
    render(<Calculator {...makeProps('calculator')} />);
    type('25000');
    expect(amount().value).toBe('25,000');
    expect(shownError(amount())).toBeNull();
    type('250001');
    expect(amount().value).toBe('25,000');
    expect(shownError(amount())).toBe(outOfRange);
    act(() => { vi.advanceTimersByTime(1499); });
    expect(shownError(amount())).not.toBeNull();
    act(() => { vi.advanceTimersByTime(1); });
    expect(shownError(amount())).toBeNull();
  });

  it('shows no plans below $500 and says the range on blur', () => {
    render(<Calculator {...makeProps('calculator')} />);
    type('499');
    expect(months()).toEqual([]);
    fireEvent.blur(amount());
    expect(shownError(amount())).toBe(outOfRange);
  });

  // The plans read the form's model: its amount and that amount's one issue, the schema's range checked once there.
  it('shows plans exactly while the amount has no problem: none at $499 or emptied, back at $500', () => {
    render(<Calculator {...makeProps('calculator')} />);
    type('');
    expect(months()).toEqual([]);
    type('500');
    expect(months()).toEqual([3, 6, 12, 24]);
    type('499');
    expect(months()).toEqual([]);
  });

  it('tracks the amount once typing has settled for 3 s', () => {
    vi.useFakeTimers();
    const props = makeProps('calculator');
    render(<Calculator {...props} />);
    type('4000');
    act(() => { vi.advanceTimersByTime(2000); });
    type('4500');
    act(() => { vi.advanceTimersByTime(2999); });
    expect(props.track).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    expect(props.track).toHaveBeenCalledTimes(1);
    expect(props.track).toHaveBeenCalledWith('Calculator Amount Changed', { amount: 4500 });
  });

  it('opens the estimate and APR info modals', () => {
    const props = makeProps('calculator');
    render(<Calculator {...props} />);
    fireEvent.click(screen.getByRole('button', { name: buttons.estimateInfo }));
    fireEvent.click(screen.getByRole('button', { name: buttons.aprInfo }));
    expect(props.openModal).toHaveBeenCalledWith('estimateInfo');
    expect(props.openModal).toHaveBeenCalledWith('aprInfo');
  });
});
