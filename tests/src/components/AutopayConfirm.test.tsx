// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AutopayConfirm from '../../../src/components/AutopayConfirm';
import { fakeDeps } from '../../support/fakeDeps';
import { plainText } from '../../../src/ui/plainText';
import { errors, loanWith, screenCopy, screenPropsFor } from './screenPropsFor';

// Texts from content/en (screens/autopay_confirm.md, errors.yaml), so a copy edit keeps these tests green.
const { buttons, labels } = screenCopy('autopay_confirm');

afterEach(cleanup);
const deps = fakeDeps(() => ({ ok: true, value: {} })).deps;
const view = { ...screenPropsFor('autopay_confirm', deps).props.view, modals: ['autopayAuthorization', 'autopayExplainer'] };

describe('AutopayConfirm', () => {
  it('shows the linked bank and account mask and opens the payment authorization and Learn More modals', () => {
    const { props, openModal } = screenPropsFor('autopay_confirm', deps, { view, loan: loanWith({ bankName: 'First Platypus Bank', accountMask: '0000' }) });
    render(<AutopayConfirm {...props} />);
    expect(screen.getByText(plainText(labels.account, { bankName: 'First Platypus Bank', accountMask: '0000' }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: buttons.authorization }));
    fireEvent.click(screen.getByRole('button', { name: buttons.learnMore }));
    expect(openModal.mock.calls).toEqual([['autopayAuthorization'], ['autopayExplainer']]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not draw AUTOMATE PAYMENTS or SKIP itself (they are the flow buttons)', () => {
    const { props } = screenPropsFor('autopay_confirm', deps, { view });
    render(<AutopayConfirm {...props} />);
    expect(screen.queryByRole('button', { name: buttons.automate })).toBeNull();
    expect(screen.queryByRole('button', { name: buttons.skip })).toBeNull();
  });

  it('warns when there is no loan application id', () => {
    const { props } = screenPropsFor('autopay_confirm', deps, { view, loan: loanWith({ loanApplicationId: '' }) });
    render(<AutopayConfirm {...props} />);
    expect(screen.getByRole('alert').textContent).toBe(errors.autopaySetupTrouble);
  });
});
