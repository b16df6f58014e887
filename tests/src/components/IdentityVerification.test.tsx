// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ClientOptions } from 'persona';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import IdentityVerification from '../../../src/components/IdentityVerification';
import { atoms } from '../../../src/state/atoms';
import { fakeDeps } from '../../support/fakeDeps';
import { plainText } from '../../../src/ui/plainText';
import { errorsShown } from './support/screenProps';
import { screenCopy, screenPropsFor, site } from './screenPropsFor';

// Texts from content/en/screens/moreinfo.md (and its variants), so a copy edit keeps these tests green.
const ready = screenCopy('moreinfo');
const submitted = screenCopy('moreinfo', 'submitted');
const failed = screenCopy('moreinfo', 'failed');

// The persona SDK, replaced by a client that records its options and lets the test play the provider's events.
const clients: { options: ClientOptions; open: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }[] = [];
vi.mock('persona', () => ({
  Client: class {
    open = vi.fn();
    destroy = vi.fn();
    constructor(options: ClientOptions) {
      clients.push({ options, open: this.open, destroy: this.destroy });
    }
  },
}));

const pii = { nameFirst: 'Ada', nameLast: 'Lovelace', birthdate: '1990-12-10', countryCode: 'US', emailAddress: 'ada@example.test' };
let inquiries: Record<string, unknown>[];
const inquiryDeps = () => fakeDeps((call) => (call.path.endsWith('/persona-inquiries') ? ok(inquiries.shift() ?? {}) : ok({})));

async function renderScreen(props = {}) {
  const { deps, calls } = inquiryDeps();
  const base = screenPropsFor('moreinfo', deps);
  const spies = screenPropsFor('moreinfo', deps, { view: { ...base.props.view, modals: ['learnMoreIdentity'] }, ...props });
  render(<IdentityVerification {...spies.props} />);
  await act(async () => {});
  return { ...spies, calls };
}

beforeEach(() => {
  clients.length = 0;
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  getDefaultStore().set(atoms.locale, 'en-US');
});

describe('IdentityVerification (moreinfo)', () => {
  it('offers VERIFY NOW while no inquiry was submitted', async () => {
    inquiries = [{ templateId: 'itmpl_sandbox', activeInquiry: null, anySubmitted: false, anyFailed: false, piiData: pii }];
    await renderScreen();
    expect(screen.getByRole('button', { name: ready.buttons.verify })).toHaveProperty('disabled', false);
    expect(screen.queryByText(submitted.body.trim())).toBeNull();
  });

  it('after a submitted inquiry shows a disabled SUBMITTED button and the one-business-day note', async () => {
    inquiries = [{ templateId: 'itmpl_sandbox', activeInquiry: null, anySubmitted: true, anyFailed: false }];
    await renderScreen();
    expect(screen.getByRole('button', { name: submitted.buttons.verify })).toHaveProperty('disabled', true);
    expect(screen.getByText(submitted.body.trim())).toBeTruthy();
  });

  it('after a failed inquiry shows SUBMITTED and the contact address', async () => {
    inquiries = [{ templateId: 'itmpl_sandbox', activeInquiry: null, anySubmitted: true, anyFailed: true }];
    await renderScreen();
    expect(screen.getByRole('button', { name: submitted.buttons.verify })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe(plainText(failed.body.trim(), { email: site.supportEmail }));
  });

  it('opens the Learn more explainer', async () => {
    inquiries = [{ templateId: 'itmpl_sandbox', anySubmitted: false, anyFailed: false }];
    const { openModal } = await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: ready.buttons.learnMore }));
    expect(openModal).toHaveBeenCalledWith('learnMoreIdentity');
  });

  it('starts the identity flow against the sandbox stand-in, then sends finished and reads the inquiry again', async () => {
    inquiries = [
      { templateId: 'itmpl_sandbox', activeInquiry: null, anySubmitted: false, anyFailed: false, piiData: pii },
      { templateId: 'itmpl_sandbox', activeInquiry: null, anySubmitted: true, anyFailed: false },
    ];
    const { send, track, calls } = await renderScreen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ready.buttons.verify })));
    expect(track).toHaveBeenCalledWith('Identity Verification Launched');
    expect(clients).toHaveLength(1);
    const client = clients[0]!;
    expect(client.options).toMatchObject({
      templateId: 'itmpl_sandbox', environment: 'sandbox', host: `${window.location.host}/standins/persona`,
      referenceId: 'loan-1', frameAncestors: [window.location.origin],
      fields: { nameFirst: 'Ada', nameLast: 'Lovelace', birthdate: '1990-12-10', addressCountryCode: 'US', emailAddress: 'ada@example.test' },
    });
    expect(client.options.inquiryId).toBeUndefined();

    act(() => client.options.onReady?.());
    expect(client.open).toHaveBeenCalled();
    await act(async () => client.options.onComplete?.({ inquiryId: 'inq_1', status: 'completed', fields: {} }));
    expect(client.destroy).toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith('finished');
    expect(calls.filter((c) => c.path.endsWith('/persona-inquiries'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: submitted.buttons.verify })).toHaveProperty('disabled', true);
  });

  it.each([
    ['en-US', 'en-US', 'Verify identity'],
    ['es-US', 'es-MX', 'Verifique su identidad'],
  ])("tells the provider the borrower's language (%s -> %s) and titles its frame with the screen's heading", async (locale, language, title) => {
    getDefaultStore().set(atoms.locale, locale);
    inquiries = [{ templateId: 'itmpl_sandbox', activeInquiry: null, anySubmitted: false, anyFailed: false, piiData: pii }];
    const { deps } = inquiryDeps();
    const base = screenPropsFor('moreinfo', deps).props;
    await renderScreen({ copy: { ...base.copy, title } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ready.buttons.verify })));
    expect(clients[0]?.options).toMatchObject({ language, iframeTitle: title });
  });

  it('resumes the active inquiry with its session token instead of starting one', async () => {
    inquiries = [{ templateId: 'itmpl_sandbox', activeInquiry: { id: 'inq_active', sessionToken: 'sess-1' }, anySubmitted: false, anyFailed: false }];
    await renderScreen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ready.buttons.verify })));
    expect(clients[0]?.options).toMatchObject({ inquiryId: 'inq_active', sessionToken: 'sess-1' });
    expect(clients[0]?.options.templateId).toBeUndefined();
  });

  it('sends finished when the borrower leaves the flow too', async () => {
    inquiries = [{ templateId: 'itmpl_sandbox', anySubmitted: false, anyFailed: false }, {}];
    const { send } = await renderScreen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ready.buttons.verify })));
    await act(async () => clients[0]?.options.onCancel?.({ inquiryId: 'inq_1' }));
    expect(send).toHaveBeenCalledWith('finished');
  });

  it('shows an on-page error when the provider reports an error', async () => {
    inquiries = [{ templateId: 'itmpl_sandbox', anySubmitted: false, anyFailed: false }];
    const { props, send } = await renderScreen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ready.buttons.verify })));
    act(() => clients[0]?.options.onError?.({ status: 0, code: 'application_error' }));
    expect(errorsShown(props)).toContain(ready.labels.loadFailed);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: ready.buttons.verify })).toHaveProperty('disabled', false);
  });
});
