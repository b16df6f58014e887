// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import PlaidTestTool from '../../../src/components/PlaidTestTool';
import type { BankLinkHandle, BankLinkOptions } from '../../../src/integrations/bankLink/BankLinkTypes';
import { useBankLink } from '../../../src/integrations/bankLink/useBankLink';
import { fakeDeps, type Call } from '../../support/fakeDeps';
import { plainText } from '../../../src/ui/plainText';
import { screenCopy, screenPropsFor } from './screenPropsFor';

// Texts from content/en/screens/plaid.md, so a copy edit keeps these tests green.
const { buttons, labels } = screenCopy('plaid');

vi.mock('../../../src/integrations/bankLink/useBankLink', () => ({ useBankLink: vi.fn() }));
let handle: BankLinkHandle;
let lastOptions: BankLinkOptions | undefined;
const open = vi.fn();

const registration = { customerId: 'cust-1', institutionId: 'ins_109508', itemId: 'item-sandbox-1' };
const answer = (call: Call) => {
  if (call.path === 'plaid/registrationlist') return ok({ responseBody: [registration] });
  if (call.path === 'plaid/pi') return ok({ responseBody: { names: ['Alberta Charleson'] } });
  if (call.path === 'plaid/income') return ok({ responseBody: { errorMessage: 'income: not available' } });
  if (call.path === 'plaid/balance') return ok({ nothing: true });
  if (call.path === 'borrowerlinktoken') return ok({ linkToken: 'link-sandbox-tool' });
  if (call.path === 'plaid/registration') return ok({ responseBody: registration });
  return ok({});
};

async function renderTool() {
  const { deps, calls } = fakeDeps(answer);
  const spies = screenPropsFor('plaid', deps);
  const view = render(<PlaidTestTool {...spies.props} />);
  await act(async () => {});
  return { ...spies, calls, view };
}

beforeEach(() => {
  handle = { open, ready: false, failed: false };
  vi.mocked(useBankLink).mockImplementation((options) => {
    lastOptions = options;
    return handle;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PlaidTestTool (/plaid)', () => {
  it('lists the registrations and reads a row: personal info shown, errorMessage and missing responseBody as errors', async () => {
    await renderTool();
    expect(screen.getByText('item-sandbox-1')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: buttons.personalInformation })));
    expect(screen.getByText(/Alberta Charleson/)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: buttons.income })));
    expect(screen.getByRole('alert').textContent).toBe('income: not available');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: buttons.balance })));
    expect(screen.getByRole('alert').textContent).toBe(labels.responseBodyNotFound);

    fireEvent.click(screen.getByRole('button', { name: buttons.clear }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Alberta Charleson/)).toBeNull();
  });

  it('links a bank for the customer ID with a link token for that customer, then registers it', async () => {
    const { calls, props, view } = await renderTool();
    expect(screen.getByRole('button', { name: buttons.link })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(labels.customerId!), { target: { value: 'cust-1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: buttons.link })));
    expect(calls.find((c) => c.path === 'borrowerlinktoken')?.body).toEqual({ customerId: 'cust-1', plaidProducts: ['AUTH'] });
    expect(lastOptions?.token).toBe('link-sandbox-tool');

    handle = { open, ready: true, failed: false };
    view.rerender(<PlaidTestTool {...props} />);
    expect(open).toHaveBeenCalledTimes(1);

    await act(async () => lastOptions?.onSuccess('public-sandbox-9', { institution: null, accounts: [], link_session_id: 's' }));
    expect(calls.find((c) => c.path === 'plaid/registration')?.body).toEqual({ customerId: 'cust-1', plaidToken: 'public-sandbox-9' });
    expect(screen.getByText(plainText(labels.linked, { institutionId: 'ins_109508', customerId: 'cust-1' }))).toBeTruthy();
  });

  // Prequal spec P3.18: a registration is customerId, institutionId and itemId; the tool reads the registration list,
  // then personal information, accounts, balance and income for the row it is asked about.
  it('shows each registration\'s customer, institution and item, and reads each kind of bank data for that row', async () => {
    const { calls } = await renderTool();
    expect(calls.find((c) => c.path === 'plaid/registrationlist')).toBeTruthy();
    for (const value of Object.values(registration)) expect(screen.getByText(value)).toBeTruthy();
    const asked: Record<string, string> = { personalInformation: 'plaid/pi', accounts: 'plaid/account', balance: 'plaid/balance', income: 'plaid/income' };
    for (const [button, path] of Object.entries(asked)) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: buttons[button] })));
      expect(calls.filter((c) => c.path === path).map((c) => c.body)).toEqual([{ customerId: 'cust-1', institutionId: 'ins_109508' }]);
    }
  });

  it('removes a registration', async () => {
    const { calls } = await renderTool();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: buttons.remove })));
    expect(calls.find((c) => c.path === 'plaid/registration')?.body).toEqual({ customerId: 'cust-1', institutionId: 'ins_109508', remove: true });
  });
});
