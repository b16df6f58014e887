// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AutopayConfirm from '../../../src/components/AutopayConfirm';
import { fakeDeps } from '../../support/fakeDeps';
import { loanWith, screenPropsFor } from './screenPropsFor';

afterEach(cleanup);
const deps = fakeDeps(() => ({ ok: true, value: {} })).deps;
const view = { ...screenPropsFor('autopay_confirm', deps).props.view, modals: ['autopayAuthorization', 'autopayExplainer'] };

describe('AutopayConfirm', () => {
  it('shows the linked bank and account mask and opens the payment authorization and Learn More modals', () => {
    const { props, openModal } = screenPropsFor('autopay_confirm', deps, { view, loan: loanWith({ bankName: 'First Platypus Bank', accountMask: '0000' }) });
    render(<AutopayConfirm {...props} />);
    expect(screen.getByText('First Platypus Bank account ending in 0000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Payment authorization' }));
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(openModal.mock.calls).toEqual([['autopayAuthorization'], ['autopayExplainer']]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not draw AUTOMATE PAYMENTS or SKIP itself (they are the flow buttons)', () => {
    const { props } = screenPropsFor('autopay_confirm', deps, { view });
    render(<AutopayConfirm {...props} />);
    expect(screen.queryByRole('button', { name: 'AUTOMATE PAYMENTS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SKIP' })).toBeNull();
  });

  it('warns when there is no loan application id', () => {
    const { props } = screenPropsFor('autopay_confirm', deps, { view, loan: loanWith({ loanApplicationId: '' }) });
    render(<AutopayConfirm {...props} />);
    expect(screen.getByRole('alert').textContent).toBe("We're having trouble setting up automated payments. Please try again or set up later.");
  });
});
