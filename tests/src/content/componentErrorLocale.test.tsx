// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ClientOptions } from 'persona';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import spanish from 'virtual:content/es-US';
import { err, ok } from '../../../engine/Result';
import type { ApiResult } from '../../../engine/api/createApiClient';
import { catalog } from '../../../src/content/catalog';
import { loadLocale } from '../../../src/content/locale';
import type { BankLinkHandle } from '../../../src/integrations/bankLink/BankLinkTypes';
import { useBankLink } from '../../../src/integrations/bankLink/useBankLink';
import { borrowerFlow, loan } from '../../support/flows';
import type { Call } from '../../support/fakeDeps';
import { renderApp } from '../support/renderApp';

// Issue 35: an error a screen's component shows (its plans could not be read, the bank-link widget could not load,
// the identity check could not open) is said again in the other language at once when the borrower switches, like
// the engine's own page errors (tests/src/content/locale.test.tsx). Every text is read from content/en and
// content/es-US; every screen is reached by the status routing of flows/.

// The bank-link widget's script, as the borrower's browser may fail to load it.
vi.mock('../../../src/integrations/bankLink/useBankLink', () => ({ useBankLink: vi.fn(), bankLinkAhead: vi.fn() }));
let bankLink: BankLinkHandle;
// The identity provider's SDK: a client that records its options, so the test can play the provider's error.
const identityClients: ClientOptions[] = [];
vi.mock('persona', () => ({
  Client: class {
    open = vi.fn();
    destroy = vi.fn();
    constructor(options: ClientOptions) {
      identityClients.push(options);
    }
  },
}));

beforeEach(() => {
  bankLink = { open: vi.fn(), ready: false, failed: false };
  vi.mocked(useBankLink).mockImplementation(() => bankLink);
  identityClients.length = 0;
});
afterEach(async () => {
  cleanup();
  await loadLocale('en');
});

const spanishErrors = (): Record<string, string> => {
  if (!spanish.errors.ok) throw new Error('es-US errors.yaml does not parse');
  return spanish.errors.value as Record<string, string>;
};
const spanishLabels = (screenId: string): Record<string, string | undefined> => {
  const compiled = spanish.screens[screenId];
  if (!compiled?.ok) throw new Error(`es-US screens/${screenId}.md does not parse`);
  return compiled.value.labels;
};
/** The screen a loan's status leads to, as flows/borrower.yaml routes it. */
const screenOf = (id: string) => {
  const copy = catalog.screens[id];
  if (!copy || !borrowerFlow.screens[id]) throw new Error(`no screen ${id}`);
  return { copy, path: borrowerFlow.screens[id].path };
};
const pageAlert = () => document.querySelector('.page-error .alert')?.textContent ?? null;
const switchTo = async (locale: string) => {
  fireEvent.click(screen.getByRole('button', { name: catalog.site.languages[locale] }));
  await waitFor(() => expect(document.documentElement.lang).toBe(locale));
};
/** The borrower's link opens the application; `reply` answers the screen's own calls. */
const openApplication = (state: ReturnType<typeof loan>, reply: (call: Call) => ApiResult) =>
  renderApp('/tok123', (c) => (c.method === 'GET' && c.path === 'loanapplications/tok123' ? ok(state) : reply(c)));

/** Shows the message in English, switches to Spanish and back, and checks it follows each time. */
async function followsTheLanguage(english: string, inSpanish: string | undefined) {
  expect(inSpanish).toBeTruthy();
  expect(inSpanish).not.toBe(english);
  await waitFor(() => expect(pageAlert()).toBe(english));
  await switchTo('es-US');
  await waitFor(() => expect(pageAlert()).toBe(inSpanish));
  await switchTo('en');
  await waitFor(() => expect(pageAlert()).toBe(english));
}

describe("a screen component's on-page error after a switch of language (issue 35)", () => {
  const offered = loan({ status: 'OFFER_AVAILABLE' });

  it("the plans could not be read: the lender's failure, said by its content text (errors.serverError)", async () => {
    const app = openApplication(offered, (c) => (c.path.endsWith('/offers') ? err({ kind: 'general', code: 'serverError', status: 500 }) : ok({})));
    const choosePlan = screenOf('choose_plan');
    await screen.findByRole('heading', { level: 1, name: choosePlan.copy.title });
    expect(app.where.path).toBe(choosePlan.path);
    await followsTheLanguage(catalog.errors.serverError!, spanishErrors().serverError);
  });

  it("the plans reply breaks the contract: the content text (errors.malformedResponse), never the check's English message", async () => {
    openApplication(offered, (c) => (c.path.endsWith('/offers') ? ok({ loanOfferDetailsList: 'not a list' }) : ok({})));
    await screen.findByRole('heading', { level: 1, name: screenOf('choose_plan').copy.title });
    await followsTheLanguage(catalog.errors.malformedResponse!, spanishErrors().malformedResponse);
  });

  it('the bank-link widget could not load (errors.bankLinkTrouble)', async () => {
    bankLink = { open: vi.fn(), ready: false, failed: true };
    const ineligible = loan({ status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', bankVerificationRequired: true, balanceDecision: 'INELIGIBLE' });
    const app = openApplication(ineligible, (c) => (c.path === 'borrowerlinktoken' ? ok({ linkToken: 'link-sandbox-abc' }) : ok({})));
    const linkBank = screenOf('link_bank');
    await screen.findByRole('heading', { level: 1, name: linkBank.copy.title });
    expect(app.where.path).toBe(linkBank.path);
    await followsTheLanguage(catalog.errors.bankLinkTrouble!, spanishErrors().bankLinkTrouble);
  });

  it("the identity check could not open: the screen's own label (moreinfo labels.loadFailed)", async () => {
    const moreInfo = loan({ status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED', moreInfoRequired: true, autoPaymentsDecision: 'ENABLED' });
    const inquiry = { templateId: 'itmpl_sandbox', activeInquiry: null, anySubmitted: false, anyFailed: false };
    const app = openApplication(moreInfo, (c) => (c.path.endsWith('/persona-inquiries') ? ok(inquiry) : ok({})));
    const identity = screenOf('moreinfo');
    await screen.findByRole('heading', { level: 1, name: identity.copy.title });
    expect(app.where.path).toBe(identity.path);
    const verify = await screen.findByRole('button', { name: identity.copy.buttons.verify });
    await waitFor(() => expect(verify).toHaveProperty('disabled', false));
    await act(async () => fireEvent.click(verify));
    await waitFor(() => expect(identityClients).toHaveLength(1));
    act(() => identityClients[0]?.onError?.({ status: 0, code: 'application_error' }));
    await followsTheLanguage(identity.copy.labels.loadFailed!, spanishLabels('moreinfo').loadFailed);
  });
});
