// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import BankLink from '../../../src/components/BankLink';
import type { BankLinkHandle, BankLinkOptions } from '../../../src/integrations/bankLink/BankLinkTypes';
import { useBankLink } from '../../../src/integrations/bankLink/useBankLink';
import { atoms } from '../../../src/state/atoms';
import { fakeDeps } from '../../support/fakeDeps';
import { errorsShown } from './support/screenProps';
import { errors, screenCopy, screenPropsFor } from './screenPropsFor';

// Texts from content/en (screens/link_bank.md, errors.yaml), so a copy edit keeps these tests green.
const { buttons } = screenCopy('link_bank');

vi.mock('../../../src/integrations/bankLink/useBankLink', () => ({ useBankLink: vi.fn(), bankLinkAhead: vi.fn() }));
const mockedUseBankLink = vi.mocked(useBankLink);

let handle: BankLinkHandle;
let lastOptions: BankLinkOptions | undefined;
const open = vi.fn();

const metadata: PlaidLinkOnSuccessMetadata = {
  institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
  accounts: [{ id: 'acc-1', mask: '0000', name: 'Checking', type: 'depository', subtype: 'checking', verification_status: null, class_type: null }],
  link_session_id: 'session-1',
};

const linkTokenDeps = () => fakeDeps((call) => (call.path === 'borrowerlinktoken' ? ok({ linkToken: 'link-sandbox-abc' }) : ok({})));

async function renderBankLink(overrides: Parameters<typeof screenPropsFor>[2] = {}) {
  const { deps, calls } = linkTokenDeps();
  const spies = screenPropsFor('link_bank', deps, { view: { ...screenPropsFor('link_bank', deps).props.view, modals: ['linkingYourBank', 'learnMoreBank'] }, ...overrides });
  const view = render(<BankLink {...spies.props} />);
  await act(async () => {});
  return { ...spies, calls, view };
}

beforeEach(() => {
  handle = { open, ready: false, failed: false };
  lastOptions = undefined;
  mockedUseBankLink.mockImplementation((options) => {
    lastOptions = options;
    return handle;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  getDefaultStore().set(atoms.locale, 'en-US');
});

describe('BankLink (link_bank)', () => {
  it('keeps LINK BANK ACCOUNT disabled until the bank-link script is ready, then opens the widget', async () => {
    const { props, view } = await renderBankLink();
    const button = screen.getByRole('button', { name: buttons.link });
    expect(button).toHaveProperty('disabled', true);

    handle = { open, ready: true, failed: false };
    view.rerender(<BankLink {...props} />);
    expect(screen.getByRole('button', { name: buttons.link })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: buttons.link }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('asks for a link token for the loan (AUTH only) and hands it to the widget', async () => {
    const { calls } = await renderBankLink();
    const tokenCall = calls.find((c) => c.path === 'borrowerlinktoken');
    expect(tokenCall?.body).toMatchObject({ loanApplicationId: 'loan-1', plaidProducts: ['AUTH'] });
    expect(lastOptions?.token).toBe('link-sandbox-abc');
  });

  it("asks for the token in the borrower's language, and for a new one when they switch language on the screen", async () => {
    const store = getDefaultStore();
    store.set(atoms.locale, 'es-US');
    const { calls } = await renderBankLink();
    const tokenCalls = () => calls.filter((c) => c.path === 'borrowerlinktoken').map((c) => (c.body as { language?: string }).language);
    expect(tokenCalls()).toEqual(['es']);
    await act(async () => store.set(atoms.locale, 'en-US'));
    expect(tokenCalls()).toEqual(['es', 'en']);
  });

  it('sends linked with the public token, each account id and mask, and the institution', async () => {
    const { send } = await renderBankLink();
    act(() => lastOptions?.onSuccess('public-sandbox-1', metadata));
    expect(send).toHaveBeenCalledWith('linked', {
      plaidToken: 'public-sandbox-1',
      accounts: [{ id: 'acc-1', mask: '0000' }],
      institution: { id: 'ins_109508', name: 'First Platypus Bank' },
    });
  });

  it('sends exitError when the widget exits with an error, and nothing when the borrower just closes it', async () => {
    const { send } = await renderBankLink();
    const exitMeta = { institution: null, status: null, link_session_id: 's', request_id: 'r' };
    act(() => lastOptions?.onExit(null, exitMeta));
    expect(send).not.toHaveBeenCalled();
    act(() => lastOptions?.onExit({ error_type: 'INSTITUTION_ERROR', error_code: 'INSTITUTION_ERROR', error_message: 'down', display_message: null }, exitMeta));
    expect(send).toHaveBeenCalledWith('exitError');
  });

  it('opens the Linking Your Bank and learn-more explainers', async () => {
    const { openModal } = await renderBankLink();
    fireEvent.click(screen.getByRole('button', { name: buttons.linkingYourBank }));
    fireEvent.click(screen.getByRole('button', { name: buttons.learnMore }));
    expect(openModal.mock.calls).toEqual([['linkingYourBank'], ['learnMoreBank']]);
  });

  it('shows the bank-link trouble text when the script cannot load', async () => {
    handle = { open, ready: false, failed: true };
    const { props } = await renderBankLink();
    expect(errorsShown(props)).toContain(errors.bankLinkTrouble);
  });
});

describe('BankLink (link_bank_oauth)', () => {
  const oauthView = (deps: Parameters<typeof screenPropsFor>[1]) => ({ ...screenPropsFor('link_bank_oauth', deps).props.view, props: { oauth: true } });

  it("says 'OAuth data not found.' when no return address was saved", async () => {
    const { deps } = linkTokenDeps();
    const spies = screenPropsFor('link_bank_oauth', deps, { view: oauthView(deps) });
    render(<BankLink {...spies.props} />);
    await act(async () => {});
    expect(errorsShown(spies.props)).toContain(errors.oauthDataNotFound);
  });

  it('re-opens the widget with the saved return address as soon as it is ready, and exit goes back', async () => {
    window.localStorage.setItem('oauthRedirectUri', 'http://localhost:3000/?oauth_state_id=abcdef12-3456');
    const { deps } = linkTokenDeps();
    const spies = screenPropsFor('link_bank_oauth', deps, { view: oauthView(deps) });
    const view = render(<BankLink {...spies.props} />);
    await act(async () => {});
    expect(lastOptions?.receivedRedirectUri).toBe('http://localhost:3000/?oauth_state_id=abcdef12-3456');
    expect(open).not.toHaveBeenCalled();

    handle = { open, ready: true, failed: false };
    view.rerender(<BankLink {...spies.props} />);
    expect(open).toHaveBeenCalledTimes(1);

    act(() => lastOptions?.onExit(null, { institution: null, status: null, link_session_id: 's', request_id: 'r' }));
    expect(spies.send).toHaveBeenCalledWith('exit');
    expect(window.localStorage.getItem('oauthRedirectUri')).toBeNull();
  });
});
