// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import { classifyError } from '../../../engine/api/classifyError';
import { queries } from '../../../engine/queries/queries';
import SigningForm from '../../../src/components/SigningForm';
import type { ScreenProps } from '../../../src/components/ScreenProps';
import { atoms } from '../../../src/state/atoms';
import { catalog } from '../../../src/content/catalog';
import { loadConfig } from '../../../src/runtime/loadConfig';
import { makeLoan, makeOffer, makeProps } from './support/screenProps';
import { notReady } from '../support/notReady';

vi.mock('../../../engine/queries/queries', () => ({ queries: { offers: vi.fn(), recordCheckbox: vi.fn(), truthInLending: vi.fn(), sendDocument: vi.fn() } }));
// react-pdf needs a canvas and a worker: a stand-in draws the document's box, and says when its worker was started.
vi.mock('../../../src/integrations/truthInLending/PdfDocument', async () => ({
  default: (await import('../integrations/truthInLending/support/pdfBox')).FakePdfDocument,
  adoptPdfWorker: vi.fn(),
}));
vi.mock('../../../src/integrations/truthInLending/pdfWorker', () => ({ startPdfWorker: vi.fn(async () => null) }));
const offers = vi.mocked(queries.offers);
const truthInLending = vi.mocked(queries.truthInLending);
const recordCheckbox = vi.mocked(queries.recordCheckbox);

afterEach(cleanup);
beforeEach(() => {
  offers.mockReset();
  recordCheckbox.mockReset();
  truthInLending.mockReset();
  truthInLending.mockResolvedValue(ok(makeOffer({ id: 'o12', loanTermMonths: 12, truthInLending: 'JVBERi0=', truthInLendingID: 'doc-9' })));
  offers.mockResolvedValue(ok([makeOffer({ id: 'o12', loanTermMonths: 12, monthlyPayment: 263.5, status: 'SELECTED' })]));
  recordCheckbox.mockResolvedValue(undefined);
});

// Texts from content/en/screens/review_plan.md and messages.yaml, so a copy edit keeps these tests green.
const { labels, buttons } = catalog.screens.review_plan!;
const { errors } = catalog;
// flows/errors.yaml as the app reads it.
const loaded = loadConfig();
const rules = loaded.ok ? loaded.value.errorRules : [];
const SIGN = [{ id: 'sign', event: 'sign', kind: 'primary' as const }];

async function renderForm(over: Partial<ScreenProps> = {}) {
  const props = makeProps('review_plan', { loan: makeLoan({ status: 'ACCOUNT_LINKED', selectedLoanOfferId: 'o12' }), buttons: SIGN, ...over });
  const view = render(<SigningForm {...props} />);
  await screen.findByLabelText(labels.ssn4!);
  return { props, view };
}
const ssn4 = () => screen.getByLabelText(labels.ssn4!) as HTMLInputElement;
const signButton = () => screen.getByRole('button', { name: buttons.sign }) as HTMLButtonElement;
const agreement = () => screen.getByRole('checkbox') as HTMLInputElement;
async function tick(checked = true) {
  await act(async () => { fireEvent.click(agreement()); });
  expect(agreement().checked).toBe(checked);
}

describe('SigningForm (review_plan)', () => {
  it('summarises the chosen plan', async () => {
    await renderForm();
    expect(document.querySelector('.signing-plan')?.textContent).toContain('$263.50');
    expect(document.querySelector('.signing-plan')?.textContent).toContain('01/15/2027');
  });

  it('shows the SSN input as a mask plus up to 4 digits, numeric keypad, no autofill', async () => {
    await renderForm();
    // The mask is drawn beside the box, hidden from screen readers; the box holds the digits (issue 48).
    expect(ssn4().value).toBe('');
    expect(ssn4().parentElement?.querySelector('[aria-hidden="true"]')?.textContent).toBe('•••-••-');
    fireEvent.change(ssn4(), { target: { value: '•••-••-12a345' } });
    expect(ssn4().value).toBe('1234');
    expect(ssn4().getAttribute('inputmode')).toBe('numeric');
    expect(ssn4().getAttribute('autocomplete')).toBe('off');
  });

  it('records the agreement tick as an ALMOST_DONE_PAGE checkbox event with the offer id', async () => {
    await renderForm();
    await tick();
    expect(recordCheckbox).toHaveBeenCalledWith(expect.anything(), {
      loanID: 'la-1', checkboxOrigin: 'ALMOST_DONE_PAGE', selectionType: 'CHECKED', selectionData: { loanOfferId: 'o12' },
    });
  });

  describe('the SIGN button', () => {
    it('is disabled with nothing done', async () => {
      await renderForm();
      expect(notReady(signButton())).toBe(true);
    });
    it('stays disabled with 4 digits but no agreement', async () => {
      await renderForm();
      fireEvent.change(ssn4(), { target: { value: '1234' } });
      expect(notReady(signButton())).toBe(true);
    });
    it('stays disabled with the agreement but only 3 digits', async () => {
      await renderForm();
      await tick();
      fireEvent.change(ssn4(), { target: { value: '123' } });
      expect(notReady(signButton())).toBe(true);
    });
    it('stays disabled while the tick is not yet recorded', async () => {
      recordCheckbox.mockReturnValue(new Promise(() => undefined));
      await renderForm();
      fireEvent.change(ssn4(), { target: { value: '1234' } });
      await tick();
      expect(notReady(signButton())).toBe(true);
    });
    it('stays disabled for 0000 (not a valid last 4) and says why on blur', async () => {
      await renderForm();
      await tick();
      fireEvent.change(ssn4(), { target: { value: '0000' } });
      fireEvent.blur(ssn4());
      expect(notReady(signButton())).toBe(true);
      expect(screen.getByText(catalog.messages.invalidSsn4!)).toBeTruthy();
    });
    it('stays disabled without a plan', async () => {
      offers.mockResolvedValue(ok([]));
      await renderForm();
      await tick();
      fireEvent.change(ssn4(), { target: { value: '1234' } });
      expect(notReady(signButton())).toBe(true);
    });
    it('is enabled with the agreement recorded, a plan and 4 valid digits, and sends sign', async () => {
      const { props } = await renderForm();
      await tick();
      fireEvent.change(ssn4(), { target: { value: '1234' } });
      expect(notReady(signButton())).toBe(false);
      fireEvent.click(signButton());
      // The agreement goes as the acceptances schemas/forms/signing.ui.json names (ui:sendAs).
      const answers = { ssn4: '1234', truthInLendingDisclosureAccepted: true, loanAgreementAccepted: true, creditScoreDisclosureAccepted: true };
      expect(props.send).toHaveBeenCalledWith('sign', { offerId: 'o12', ...answers, values: answers });
    });
    it('is disabled again when the agreement is unticked', async () => {
      await renderForm();
      await tick();
      fireEvent.change(ssn4(), { target: { value: '1234' } });
      await tick(false);
      expect(notReady(signButton())).toBe(true);
    });
  });

  it('shows a server ssn4 error under the input until the borrower edits it', async () => {
    // The shell puts a field error the flow classified (flows/errors.yaml: 'ssn4 does not match') in atoms.fieldErrors.
    const store = createStore();
    const props = makeProps('review_plan', { loan: makeLoan({ status: 'ACCOUNT_LINKED', selectedLoanOfferId: 'o12' }), buttons: SIGN });
    render(<Provider store={store}><SigningForm {...props} /></Provider>);
    await screen.findByLabelText(labels.ssn4!);
    await tick();
    fireEvent.change(ssn4(), { target: { value: '1234' } });
    // As flows/errors.yaml classifies it: the borrower reads content's words for it, never the lender's English.
    const said = errors.ssn4DoesNotMatch!;
    act(() => { store.set(atoms.fieldErrors, { ssn4: { message: 'ssn4 does not match', ...classifyError('ssn4 does not match', rules) } }); });
    expect(screen.getByText(said)).toBeTruthy();
    expect(screen.queryByText('ssn4 does not match')).toBeNull();
    expect(ssn4().getAttribute('aria-invalid')).toBe('true');
    expect(notReady(signButton())).toBe(true);
    fireEvent.change(ssn4(), { target: { value: '•••-••-123' } });
    fireEvent.change(ssn4(), { target: { value: '•••-••-1235' } });
    expect(screen.queryByText(said)).toBeNull();
    expect(store.get(atoms.fieldErrors)).toEqual({});
    expect(notReady(signButton())).toBe(false);
  });

  it('shows a server error on whichever field of the form its error rule names: the agreement box too', async () => {
    // flows/errors.yaml as product might write it: the refusal to sign without the terms shown at the agreement box.
    const atBox = rules.map((r) => (r.code === 'acceptTermsToSign' ? { ...r, field: 'reviewed' } : r));
    const store = createStore();
    const props = makeProps('review_plan', { loan: makeLoan({ status: 'ACCOUNT_LINKED', selectedLoanOfferId: 'o12' }), buttons: SIGN });
    render(<Provider store={store}><SigningForm {...props} /></Provider>);
    await screen.findByLabelText(labels.ssn4!);
    await tick();
    const said = errors.acceptTermsToSign!;
    act(() => { store.set(atoms.fieldErrors, { reviewed: { message: 'Please accept the terms', ...classifyError('Please accept the terms', atBox) } }); });
    expect(screen.getByText(said)).toBeTruthy();
    expect(agreement().getAttribute('aria-invalid')).toBe('true');
    expect(ssn4().getAttribute('aria-invalid')).not.toBe('true');
    // Typing the last 4 leaves the box's message; ticking the box takes it away.
    fireEvent.change(ssn4(), { target: { value: '1234' } });
    expect(screen.getByText(said)).toBeTruthy();
    await act(async () => { fireEvent.click(agreement()); });
    expect(screen.queryByText(said)).toBeNull();
    expect(store.get(atoms.fieldErrors)).toEqual({});
  });

  it('opens the loan agreement and credit score modals through the shell', async () => {
    const { props } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: buttons.loanAgreement }));
    fireEvent.click(screen.getByRole('button', { name: buttons.creditScore }));
    expect(props.openModal).toHaveBeenNthCalledWith(1, 'loanAgreement');
    expect(props.openModal).toHaveBeenNthCalledWith(2, 'creditScore');
  });
});

describe('SigningForm: the disclosure is made ready while the borrower reads the plan', () => {
  afterEach(() => vi.unstubAllGlobals());
  const idle = () => act(async () => { await new Promise((r) => setTimeout(r, 20)); });

  it('reads the disclosure and starts the PDF viewer ahead, so opening it asks for nothing more', async () => {
    const { startPdfWorker } = await import('../../../src/integrations/truthInLending/pdfWorker');
    await renderForm({ loan: makeLoan({ loanApplicationId: 'la-sign-ahead', status: 'ACCOUNT_LINKED', selectedLoanOfferId: 'o12' }) });
    await idle();
    expect(truthInLending).toHaveBeenCalledTimes(1);
    expect(truthInLending).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ loanApplicationId: 'la-sign-ahead' }), 'o12');
    expect(vi.mocked(startPdfWorker)).toHaveBeenCalled();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: buttons.truthInLending })); });
    expect(screen.getByTestId('pdf')).toBeTruthy();
    await idle();
    expect(truthInLending).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing ahead when the browser asks to save data: the disclosure is read when opened', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    await renderForm({ loan: makeLoan({ loanApplicationId: 'la-sign-saver', status: 'ACCOUNT_LINKED', selectedLoanOfferId: 'o12' }) });
    await idle();
    expect(truthInLending).not.toHaveBeenCalled();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: buttons.truthInLending })); });
    expect(await screen.findByTestId('pdf')).toBeTruthy();
    expect(truthInLending).toHaveBeenCalledTimes(1);
  });
});
