// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Plaid } from 'react-plaid-link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANK_LINK_TEXTS } from '../../../../sandbox/standins/bankLink/bankLinkTexts';
import type { BankLinkOptions } from '../../../../src/integrations/bankLink/BankLinkTypes';
import { loadBankLinkScript } from '../../../../src/integrations/bankLink/loadBankLinkScript';
import { useScriptedBankLink } from '../../../../src/integrations/bankLink/useScriptedBankLink';

vi.mock('../../../../src/integrations/bankLink/loadBankLinkScript', () => ({ loadBankLinkScript: vi.fn() }));
const mockedLoad = vi.mocked(loadBankLinkScript);

// The sandbox's own stand-in script, run against the test page's window and document (jsdom runs no scripts).
const INSTITUTIONS = [{ institution_id: 'ins_1', name: 'First Platypus Bank', oauth: false, accounts: [{ id: 'acc-1', name: 'Checking', mask: '0000', type: 'depository', subtype: 'checking' }] }];
function installStandin() {
  const source = readFileSync(resolve(process.cwd(), 'sandbox/standins/bankLink/link-initialize.js'), 'utf8')
    .replace('})(__SANDBOX_INSTITUTIONS__, __SANDBOX_TEXTS__);', `})(${JSON.stringify(INSTITUTIONS)}, ${JSON.stringify(BANK_LINK_TEXTS)});`);
  runInThisContext(source, { filename: 'link-initialize.js' });
}

function Harness(props: BankLinkOptions) {
  const link = useScriptedBankLink('http://localhost:3000/standins/plaid/link-initialize.js', 'sandbox', props);
  return <button type="button" disabled={!link.ready} onClick={link.open}>{link.failed ? 'failed' : 'link'}</button>;
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'Plaid');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('useScriptedBankLink', () => {
  it('is ready only after the script loaded, a token is known and the handler fired onLoad', async () => {
    let onLoad: (() => void) | undefined;
    const handler = { open: vi.fn(), exit: vi.fn(), destroy: vi.fn(), submit: vi.fn() };
    mockedLoad.mockImplementation(async () => {
      const create: Plaid['create'] = (config) => {
        onLoad = config.onLoad;
        return handler;
      };
      Object.assign(window, { Plaid: { create } });
      return true;
    });
    const options: BankLinkOptions = { token: null, onSuccess: vi.fn(), onExit: vi.fn() };
    const view = render(<Harness {...options} />);
    await act(async () => {});
    expect(onLoad).toBeUndefined();
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);

    view.rerender(<Harness {...options} token="link-sandbox-1" />);
    await act(async () => {});
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
    act(() => onLoad?.());
    expect(screen.getByRole('button')).toHaveProperty('disabled', false);

    view.unmount();
    expect(handler.destroy).toHaveBeenCalled();
  });

  it('reports a script that could not load', async () => {
    mockedLoad.mockResolvedValue(false);
    render(<Harness token="link-sandbox-1" onSuccess={vi.fn()} onExit={vi.fn()} />);
    await act(async () => {});
    expect(screen.getByRole('button').textContent).toBe('failed');
  });

  it('links an account end to end with the sandbox stand-in script', async () => {
    mockedLoad.mockImplementation(async () => {
      installStandin();
      return true;
    });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ publicToken: 'public-sandbox-xyz' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    render(<Harness token="link-sandbox-1" onSuccess={onSuccess} onExit={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'link' })).toHaveProperty('disabled', false));

    fireEvent.click(screen.getByRole('button', { name: 'link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]?.[0]).toBe('public-sandbox-xyz');
    expect(onSuccess.mock.calls[0]?.[1]).toMatchObject({ institution: { institution_id: 'ins_1' }, accounts: [{ id: 'acc-1', mask: '0000' }] });
  });
});
