// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { err, ok } from '../../../../engine/Result';
import { queries } from '../../../../engine/queries/queries';
import { catalog } from '../../../../src/content/catalog';
import { TruthInLendingViewer } from '../../../../src/integrations/truthInLending/TruthInLendingViewer';
import { stepZoom, ZOOM } from '../../../../src/integrations/truthInLending/zoom';
import { makeDeps, makeLoan, makeOffer } from '../../components/support/screenProps';

vi.mock('../../../../engine/queries/queries', () => ({ queries: { truthInLending: vi.fn(), sendDocument: vi.fn() } }));
// react-pdf needs a canvas and a worker; the viewer's own behaviour is what is tested here.
vi.mock('../../../../src/integrations/truthInLending/TruthInLendingPdf', () => ({
  default: ({ scale }: { scale: number }) => <div data-testid="pdf" data-scale={scale} />,
}));
const truthInLending = vi.mocked(queries.truthInLending);
const sendDocument = vi.mocked(queries.sendDocument);

afterEach(cleanup);
beforeEach(() => {
  truthInLending.mockReset();
  sendDocument.mockReset();
  truthInLending.mockResolvedValue(ok(makeOffer({ id: 'o12', loanTermMonths: 12, truthInLending: 'JVBERi0=', truthInLendingID: 'doc-9' })));
});

const copy = catalog.modals.truthInLending!;
function renderViewer() {
  return render(
    <TruthInLendingViewer deps={makeDeps()} loan={makeLoan()} offerId="o12" copy={copy} messages={catalog.messages} errors={catalog.errors} values={{}} loadingText="Wait a moment please..." />,
  );
}
const email = () => screen.getByLabelText('Email address') as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'SEND' }) as HTMLButtonElement;

describe('TruthInLendingViewer', () => {
  it('renders the disclosure PDF at zoom 1.15', async () => {
    renderViewer();
    expect((await screen.findByTestId('pdf')).getAttribute('data-scale')).toBe('1.15');
    expect(truthInLending).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ loanApplicationId: 'la-1' }), 'o12');
  });

  it('zooms in steps of 0.15 and stops at 2 and at 0.5', async () => {
    renderViewer();
    await screen.findByTestId('pdf');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement;
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    fireEvent.click(zoomIn);
    expect(screen.getByTestId('pdf').getAttribute('data-scale')).toBe('1.3');
    for (let i = 0; i < 10; i += 1) fireEvent.click(zoomIn);
    expect(screen.getByTestId('pdf').getAttribute('data-scale')).toBe('2');
    expect(zoomIn.disabled).toBe(true);
    for (let i = 0; i < 20; i += 1) fireEvent.click(zoomOut);
    expect(screen.getByTestId('pdf').getAttribute('data-scale')).toBe('0.5');
    expect(zoomOut.disabled).toBe(true);
  });

  it('stepZoom never leaves 0.5..2', () => {
    expect(stepZoom(ZOOM.start, 1)).toBe(1.3);
    expect(stepZoom(1.9, 1)).toBe(2);
    expect(stepZoom(0.6, -1)).toBe(0.5);
  });

  it('says no document was specified when the plan has no PDF', async () => {
    truthInLending.mockResolvedValue(ok(makeOffer({ id: 'o12', loanTermMonths: 12, truthInLending: null })));
    renderViewer();
    expect(await screen.findByText('Attempted to load a page, but no document was specified.')).toBeTruthy();
  });

  it('enables SEND only for a non-empty valid address, and says why on blur', async () => {
    renderViewer();
    await screen.findByTestId('pdf');
    expect(send().disabled).toBe(true);
    fireEvent.change(email(), { target: { value: 'pat@example' } });
    expect(send().disabled).toBe(true);
    fireEvent.blur(email());
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
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
    const sending = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(sendDocument).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'doc-9', 'pat@example.com');
    await act(async () => { resolve(ok(true)); });
    expect(screen.getByText('Copy Sent!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send other copy?' }));
    expect(email().value).toBe('');
    expect(send().disabled).toBe(true);
  });

  it('returns to idle with the error shown when sending fails', async () => {
    sendDocument.mockResolvedValue(err({ kind: 'general', message: 'Mailbox unavailable' }));
    renderViewer();
    await screen.findByTestId('pdf');
    fireEvent.change(email(), { target: { value: 'pat@example.com' } });
    await act(async () => { fireEvent.click(send()); });
    expect(screen.getByRole('alert').textContent).toBe('Mailbox unavailable');
    expect(email().value).toBe('pat@example.com');
  });
});
