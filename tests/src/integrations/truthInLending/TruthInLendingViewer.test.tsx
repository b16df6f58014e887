// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { err, ok } from '../../../../engine/Result';
import { queries } from '../../../../engine/queries/queries';
import { catalog } from '../../../../src/content/catalog';
import { TruthInLendingViewer } from '../../../../src/integrations/truthInLending/TruthInLendingViewer';
import { fetchDisclosureAhead } from '../../../../src/integrations/truthInLending/disclosureAhead';
import { pdfCode } from '../../../../src/integrations/truthInLending/pdfCode';
import { ZOOM } from '../../../../src/integrations/truthInLending/zoom';
import { drawnPdf, installPdfBox, LETTER_WIDTH, rotate } from './support/pdfBox';
import { makeDeps, makeLoan, makeOffer } from '../../components/support/screenProps';

vi.mock('../../../../engine/queries/queries', () => ({ queries: { truthInLending: vi.fn(), sendDocument: vi.fn() } }));
// react-pdf needs a canvas and a worker; the viewer's own behaviour is what is tested here.
vi.mock('../../../../src/integrations/truthInLending/PdfDocument', async () => ({ default: (await import('./support/pdfBox')).FakePdfDocument }));
const truthInLending = vi.mocked(queries.truthInLending);
const sendDocument = vi.mocked(queries.sendDocument);

// The document box of a 360 px phone (full-width modal, less a classic scrollbar), and of a desktop's modal.
const PHONE_BOX = 345;
const DESKTOP_BOX = 731;
let uninstall: () => void = () => undefined;
afterEach(() => { cleanup(); uninstall(); });
beforeEach(() => {
  uninstall = installPdfBox(PHONE_BOX);
  truthInLending.mockReset();
  sendDocument.mockReset();
  truthInLending.mockResolvedValue(ok(makeOffer({ id: 'o12', loanTermMonths: 12, truthInLending: 'JVBERi0=', truthInLendingID: 'doc-9' })));
});

const copy = catalog.modals.truthInLending!;
function renderViewer(loan = makeLoan()) {
  return render(
    <TruthInLendingViewer deps={makeDeps()} loan={loan} offerId="o12" copy={copy} messages={catalog.messages} errors={catalog.errors} values={{}} loadingText="Wait a moment please..." />,
  );
}
const email = () => screen.getByLabelText(copy.labels.email!) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: copy.buttons.send }) as HTMLButtonElement;

describe('TruthInLendingViewer', () => {
  const scale = () => Number(screen.getByTestId('pdf').getAttribute('data-scale'));
  const zoomIn = () => screen.getByRole('button', { name: copy.buttons.zoomIn }) as HTMLButtonElement;
  const zoomOut = () => screen.getByRole('button', { name: copy.buttons.zoomOut }) as HTMLButtonElement;
  const level = (percent: number) => (copy.labels.zoomLevel ?? '').replace('{percent}', String(percent));

  it('opens the disclosure fitted to a 360 px phone\'s width: the whole page shows, not 115%', async () => {
    renderViewer();
    await drawnPdf();
    expect(LETTER_WIDTH * scale()).toBeLessThanOrEqual(PHONE_BOX);
    expect(LETTER_WIDTH * scale()).toBeGreaterThan(PHONE_BOX - 7);
    expect(screen.getByRole('group', { name: copy.labels.zoom }).querySelector('output')?.textContent).toBe(level(Math.round(scale() * 100)));
    expect(truthInLending).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ loanApplicationId: 'la-1' }), 'o12');
  });

  it('opens at the spec\'s 1.15 where the page fits at that size', async () => {
    uninstall();
    uninstall = installPdfBox(DESKTOP_BOX);
    renderViewer();
    await drawnPdf();
    expect(scale()).toBe(ZOOM.start);
  });

  it('zooms in steps of 0.15 up to 2 and out to 0.5, announcing each level, with the page\'s box reachable by keyboard', async () => {
    renderViewer();
    await drawnPdf();
    const fitted = scale();
    fireEvent.click(zoomIn());
    expect(scale()).toBe(Math.round((fitted + 0.15) * 100) / 100);
    expect(screen.getByText(level(Math.round(scale() * 100))).getAttribute('aria-live')).toBe('polite');
    for (let i = 0; i < 20; i += 1) fireEvent.click(zoomIn());
    expect(scale()).toBe(2);
    expect(zoomIn().disabled).toBe(true);
    for (let i = 0; i < 20; i += 1) fireEvent.click(zoomOut());
    expect(scale()).toBe(0.5);
    expect(zoomOut().disabled).toBe(true);
    expect(screen.getByRole('region', { name: copy.title }).tabIndex).toBe(0);
  });

  it('fits the page again when the phone is turned', async () => {
    renderViewer();
    await drawnPdf();
    fireEvent.click(zoomIn());
    fireEvent.click(zoomIn());
    act(() => rotate(740, 700));
    expect(LETTER_WIDTH * scale()).toBeLessThanOrEqual(700);
    expect(LETTER_WIDTH * scale()).toBeGreaterThan(700 - 7);
  });

  it('says no document was specified when the plan has no PDF', async () => {
    truthInLending.mockResolvedValue(ok(makeOffer({ id: 'o12', loanTermMonths: 12, truthInLending: null })));
    renderViewer();
    expect(await screen.findByText(catalog.errors.documentNotSpecified!)).toBeTruthy();
  });

  it('enables SEND only for a non-empty valid address, and says why on blur', async () => {
    renderViewer();
    await screen.findByTestId('pdf');
    expect(send().disabled).toBe(true);
    fireEvent.change(email(), { target: { value: 'pat@example' } });
    expect(send().disabled).toBe(true);
    fireEvent.blur(email());
    expect(screen.getByText(catalog.messages.invalidEmailAddress!)).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'pat@example.com' } });
    expect(send().disabled).toBe(false);
  });

  it('goes idle -> sending -> Copy Sent! -> Send other copy? -> idle with the address cleared', async () => {
    let resolve: (value: Awaited<ReturnType<typeof queries.sendDocument>>) => void = () => undefined;
    sendDocument.mockReturnValue(new Promise((r) => { resolve = r; }));
    renderViewer();
    await screen.findByTestId('pdf');
    fireEvent.change(email(), { target: { value: 'pat@example.com' } });
    fireEvent.click(send());
    const sending = screen.getByRole('button', { name: copy.labels.sending }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(sendDocument).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'doc-9', 'pat@example.com');
    await act(async () => { resolve(ok(true)); });
    expect(screen.getByText(copy.labels.copySent!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: copy.buttons.sendOther }));
    expect(email().value).toBe('');
    expect(send().disabled).toBe(true);
  });

  it('opens with the email the borrower gave on the application, editable, sent as it stands, kept out of storage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    sendDocument.mockResolvedValue(ok(true));
    renderViewer(makeLoan({ email: 'pat@example.com' }));
    await screen.findByTestId('pdf');
    expect(email().value).toBe('pat@example.com');
    expect(email().readOnly).toBe(false);
    expect(send().disabled).toBe(false);
    fireEvent.change(email(), { target: { value: 'pat.work@example.com' } });
    await act(async () => { fireEvent.click(send()); });
    expect(sendDocument).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'doc-9', 'pat.work@example.com');
    // 'Send other copy?' is for another address: the box is emptied, as the spec says.
    fireEvent.click(screen.getByRole('button', { name: copy.buttons.sendOther }));
    expect(email().value).toBe('');
    expect(setItem.mock.calls.filter((call) => JSON.stringify(call).includes('pat'))).toEqual([]);
    setItem.mockRestore();
  });

  it('returns to idle with the error shown when sending fails, in the page\'s words, never the lender\'s', async () => {
    sendDocument.mockResolvedValue(err({ kind: 'general', message: 'Mailbox unavailable' }));
    renderViewer();
    await screen.findByTestId('pdf');
    fireEvent.change(email(), { target: { value: 'pat@example.com' } });
    await act(async () => { fireEvent.click(send()); });
    expect(screen.getByRole('alert').textContent).toBe(catalog.errors.requestFailed);
    expect(email().value).toBe('pat@example.com');
  });
});

describe('TruthInLendingViewer: the disclosure read ahead on Review and sign', () => {
  const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });
  const viewer = (loanApplicationId: string) => render(
    <TruthInLendingViewer deps={makeDeps()} loan={makeLoan({ loanApplicationId })} offerId="o12" copy={copy} messages={catalog.messages} errors={catalog.errors} values={{}} loadingText="Wait a moment please..." />,
  );

  it('draws the document read ahead in the first render, without reading it again', async () => {
    await pdfCode.load();
    fetchDisclosureAhead(makeDeps(), makeLoan({ loanApplicationId: 'la-ahead-1' }), 'o12');
    await flush();
    expect(truthInLending).toHaveBeenCalledTimes(1);
    viewer('la-ahead-1');
    // At once: no loading text, the document's box there in the same render.
    expect(screen.getByTestId('pdf')).toBeTruthy();
    expect(screen.queryByText('Wait a moment please...')).toBeNull();
    await flush();
    expect(truthInLending).toHaveBeenCalledTimes(1);
  });

  it('reads again on opening when the read ahead failed, and shows only what that read gives', async () => {
    truthInLending.mockResolvedValueOnce(err({ kind: 'network', message: 'offline' }));
    fetchDisclosureAhead(makeDeps(), makeLoan({ loanApplicationId: 'la-ahead-2' }), 'o12');
    await flush();
    viewer('la-ahead-2');
    await drawnPdf();
    expect(truthInLending).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits for a read ahead still under way instead of starting a second one', async () => {
    let answer: (value: Awaited<ReturnType<typeof queries.truthInLending>>) => void = () => undefined;
    truthInLending.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    fetchDisclosureAhead(makeDeps(), makeLoan({ loanApplicationId: 'la-ahead-3' }), 'o12');
    viewer('la-ahead-3');
    expect(screen.getByText('Wait a moment please...')).toBeTruthy();
    await act(async () => answer(ok(makeOffer({ id: 'o12', loanTermMonths: 12, truthInLending: 'JVBERi0=', truthInLendingID: 'doc-9' }))));
    await drawnPdf();
    expect(truthInLending).toHaveBeenCalledTimes(1);
  });
});
