// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { queries } from '../../../engine/queries/queries';
import { err, ok } from '../../../engine/Result';
import DeclinedDocuments from '../../../src/components/DeclinedDocuments';
import { catalog } from '../../../src/content/catalog';
import type { ScreenProps } from '../../../src/components/ScreenProps';
import { drawnPdf, installPdfBox, LETTER_WIDTH } from '../integrations/truthInLending/support/pdfBox';
import type { Prequal } from '../../../engine/state/Prequal';
import { makeLoan, makeProps } from './support/screenProps';

vi.mock('../../../engine/queries/queries', () => ({ queries: { documentsContent: vi.fn() } }));
// react-pdf needs a canvas and a worker: the stand-in shows which document it was given and at what scale.
vi.mock('../../../src/integrations/truthInLending/PdfDocument', async () => ({ default: (await import('../integrations/truthInLending/support/pdfBox')).FakePdfDocument }));
const documentsContent = vi.mocked(queries.documentsContent);
// jsdom has <dialog> but not its close(): closing removes the open attribute, as a browser does.
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.removeAttribute('open'); };

// The notice's box on a 360 px phone (full-width modal, less a classic scrollbar).
const PHONE_BOX = 345;
let uninstall: () => void = () => undefined;
afterEach(() => { cleanup(); uninstall(); });
beforeEach(() => {
  uninstall = installPdfBox(PHONE_BOX);
  documentsContent.mockReset();
  documentsContent.mockResolvedValue(ok({ adverseAction: 'NOTICE-PDF', h5CreditScoreDisclosure: 'SCORE-PDF' }));
});

async function renderPage(screenId = 'declined', over: Partial<ScreenProps> = {}) {
  const props = makeProps(screenId, { loan: makeLoan({ status: 'DECLINED' }), ...over });
  await act(async () => { render(<DeclinedDocuments {...props} />); });
  return props;
}
// Texts from content/en (screens/declined.md, its modals, errors.yaml), so a copy edit keeps these tests green.
const { buttons, labels } = catalog.screens.declined!;
const notice = catalog.modals.noticeOfAction!;
const scoreModal = catalog.modals.creditScore!;
const dialog = (title: string) => screen.getByRole('heading', { name: title, hidden: true }).closest('dialog') as HTMLDialogElement;

describe('DeclinedDocuments (declined, declined_max)', () => {
  it('Notice of Action opens the "Notice of Action Taken" modal with the adverse action notice PDF', async () => {
    await renderPage();
    // The viewer's code is asked for on this first opening: an awaited act lets React draw once it is in.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: buttons.noticeOfAction })));
    const modal = dialog(notice.title);
    expect(modal.hasAttribute('open')).toBe(true);
    expect((await screen.findByTestId('pdf')).textContent).toBe('NOTICE-PDF');
    expect(modal.textContent).toContain(notice.body!.trim());
  });

  it('shows the adverse action notice fitted to a 360 px phone\'s width, with zoom buttons named from its modal\'s copy', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: buttons.noticeOfAction }));
    const pdf = await drawnPdf();
    const scale = Number(pdf.getAttribute('data-scale'));
    expect(LETTER_WIDTH * scale).toBeLessThanOrEqual(PHONE_BOX);
    expect(LETTER_WIDTH * scale).toBeGreaterThan(PHONE_BOX - 7);
    const zoomIn = screen.getByRole('button', { name: notice.buttons.zoomIn }) as HTMLButtonElement;
    expect(screen.getByRole('button', { name: notice.buttons.zoomOut })).toBeTruthy();
    fireEvent.click(zoomIn);
    expect(Number(pdf.getAttribute('data-scale'))).toBeGreaterThan(scale);
  });

  it('Credit Score Disclosure opens its modal with the h5 credit score disclosure PDF', async () => {
    await renderPage('declined_max');
    fireEvent.click(screen.getByRole('button', { name: buttons.creditScore }));
    expect(dialog(scoreModal.title).hasAttribute('open')).toBe(true);
    expect((await screen.findByTestId('pdf')).textContent).toBe('SCORE-PDF');
  });

  it('fetches the documents once for the application, whichever modal is opened', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: buttons.noticeOfAction }));
    fireEvent.click(screen.getByRole('button', { name: notice.buttons.close }));
    expect(dialog(notice.title).hasAttribute('open')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: buttons.creditScore }));
    await screen.findByTestId('pdf');
    expect(documentsContent).toHaveBeenCalledTimes(1);
    expect(documentsContent.mock.calls[0]?.[1]).toMatchObject({ loanApplicationId: 'la-1' });
  });

  it('uses the documents the signing decline already fetched, without asking again', async () => {
    await renderPage('declined', { data: { documents: { adverseAction: 'SIGNED-NOTICE', h5CreditScoreDisclosure: null } } });
    fireEvent.click(screen.getByRole('button', { name: buttons.noticeOfAction }));
    expect((await screen.findByTestId('pdf')).textContent).toBe('SIGNED-NOTICE');
    expect(documentsContent).not.toHaveBeenCalled();
  });

  it('shows the errors.yaml text in the modal when there is no entity id', async () => {
    documentsContent.mockResolvedValue(err({ kind: 'general', code: 'entityIdNotSpecified' }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: buttons.noticeOfAction }));
    expect(screen.getByRole('alert').textContent).toBe(catalog.errors.entityIdNotSpecified);
    expect(screen.queryByTestId('pdf')).toBeNull();
  });

  it('says content\'s words, never the lender\'s own message, when the documents cannot be fetched', async () => {
    documentsContent.mockResolvedValue(err({ kind: 'general', status: 404, message: 'Documents not found for entityId x' }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: buttons.creditScore }));
    expect(screen.getByRole('alert').textContent).toBe(catalog.errors.requestFailed);
  });

  it('says the document is unavailable when the lender has none (no credit score disclosure)', async () => {
    documentsContent.mockResolvedValue(ok({ adverseAction: 'NOTICE-PDF', h5CreditScoreDisclosure: null }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: buttons.creditScore }));
    expect(screen.getByRole('alert').textContent).toBe(labels.documentUnavailable);
    expect(screen.queryByTestId('pdf')).toBeNull();
  });

  it('shows the loading text while the documents are on their way', async () => {
    documentsContent.mockReturnValue(new Promise(() => undefined));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: buttons.noticeOfAction }));
    expect(screen.getByRole('status').textContent).toBe(labels.loadingDocument);
  });
});

// /prequal_declined as flows/prequal.yaml draws it: the same component, told its documents come with the prequal.
const prequalDeclined = (parse(readFileSync('flows/prequal.yaml', 'utf8')) as { screens: Record<string, { component?: string; props?: Record<string, unknown> }> }).screens.prequal_declined!;
const declinedPrequal = (over: Partial<Prequal> = {}): Prequal => ({
  applicationId: 'pq-1', status: 'DECLINED', prequalStatus: 'NOT_FOUND', dataInquiryList: [], expDate: '2030-03-01',
  adverseAction: 'PREQUAL-NOTICE', h5CreditScoreDisclosure: 'PREQUAL-SCORE', ...over,
});

describe('DeclinedDocuments on /prequal_declined (the declined prequal\'s own documents)', () => {
  const prequalCopy = catalog.screens.prequal_declined!;
  const renderPrequal = async (prequal: Prequal) => {
    expect(prequalDeclined.component).toBe('DeclinedDocuments');
    const props = makeProps('prequal_declined', { prequal, viewProps: prequalDeclined.props ?? {} });
    await act(async () => { render(<DeclinedDocuments {...props} />); });
  };

  it('opens the adverse action notice and the credit score disclosure the prequal carries, without fetching', async () => {
    await renderPrequal(declinedPrequal());
    fireEvent.click(screen.getByRole('button', { name: prequalCopy.buttons.noticeOfAction }));
    expect(dialog(notice.title).hasAttribute('open')).toBe(true);
    expect((await screen.findByTestId('pdf')).textContent).toBe('PREQUAL-NOTICE');
    fireEvent.click(screen.getByRole('button', { name: notice.buttons.close }));
    fireEvent.click(screen.getByRole('button', { name: prequalCopy.buttons.creditScore }));
    expect(dialog(scoreModal.title).hasAttribute('open')).toBe(true);
    expect((await screen.findByTestId('pdf')).textContent).toBe('PREQUAL-SCORE');
    expect(documentsContent).not.toHaveBeenCalled();
  });

  it('says a document the lender did not send is unavailable, in the words of prequal_declined.md', async () => {
    await renderPrequal(declinedPrequal({ h5CreditScoreDisclosure: null }));
    fireEvent.click(screen.getByRole('button', { name: prequalCopy.buttons.creditScore }));
    expect(screen.getByRole('alert').textContent).toBe(prequalCopy.labels.documentUnavailable);
    expect(screen.queryByTestId('pdf')).toBeNull();
  });
});
