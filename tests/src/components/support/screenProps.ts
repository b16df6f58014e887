// Builds the props the shell gives a screen component, from the real copy in content/en, so tests read the
// texts a borrower reads.
import { vi } from 'vitest';
import type { ActionDeps } from '../../../../engine/actions/ActionTypes';
import type { Button } from '../../../../engine/flow/FlowTypes';
import type { LoanOffer } from '../../../../engine/api/normalizeOffers';
import type { LoanApplication } from '../../../../engine/state/LoanApplication';
import { catalog } from '../../../../src/content/catalog';
import { loadConfig } from '../../../../src/runtime/loadConfig';
import type { ScreenProps } from '../../../../src/components/ScreenProps';
import { pageErrorText, shownErrorOf } from '../../../../src/screens/pageErrorText';

export const NOW = Date.parse('2026-11-21T12:00:00Z');

export function makeDeps(token: string | null = null): ActionDeps {
  return {
    api: {} as ActionDeps['api'],
    tokens: { getToken: () => token } as unknown as ActionDeps['tokens'],
    idempotency: {} as ActionDeps['idempotency'],
    sleep: async () => undefined,
    now: () => NOW,
  };
}

export function makeLoan(over: Partial<LoanApplication> = {}): LoanApplication {
  return {
    loanApplicationId: 'la-1', initToken: 'tok-1', status: 'OFFER_AVAILABLE', dataInquiryList: [], pinVerified: true,
    phoneVerified: true, profileFound: false, loanInfoList: [], rejectReasonsList: [], declineReasonsList: [],
    cancelReasonsList: [], refunded: false, offerLock: { declined: false, expired: false }, lockRequired: false,
    bankVerificationRequired: false, moreInfoRequired: false, emailVerificationRequired: false, prequalStatus: 'NOT_FOUND',
    merchantName: 'Acme Roofing', transactionAmount: 3000, loanApplicationExpirationDate: '2026-12-21', ...over,
  };
}

export function makeOffer(over: Partial<LoanOffer> & { id: string; loanTermMonths: number }): LoanOffer {
  return {
    status: 'AVAILABLE', numberOfPayments: over.loanTermMonths, totalPayments: 3100, interestRate: 9.9, monthlyPayment: 123.45,
    totalInterest: 100, firstPaymentDue: Date.parse('2027-01-15T00:00:00Z'), loanAmount: 3000, truthInLending: null,
    truthInLendingID: null, skipFree: false, ...over,
  };
}

const config = loadConfig();
/** The form a screen names in flows/ (the components that draw their own form read it from the view). */
function formOf(screen: string): string | null {
  if (!config.ok) return null;
  const flows = [config.value.flows.borrower, config.value.flows.prequal];
  return flows.map((f) => f.screens[screen]?.form).find((f) => typeof f === 'string') ?? null;
}

export function makeProps(screen: string, over: Partial<ScreenProps> & { buttons?: Button[]; viewProps?: Record<string, unknown> } = {}): ScreenProps {
  const { buttons = [], viewProps = {}, ...rest } = over;
  const copy = catalog.screens[screen];
  if (!copy) throw new Error(`no copy for screen ${screen}`);
  return {
    view: { id: screen, copy: screen, progress: null, variant: null, buttons, back: null, close: false, form: formOf(screen), component: null, props: viewProps, modals: [] },
    copy, site: catalog.site, messages: catalog.messages, errors: catalog.errors, loan: null, prequal: null, data: {},
    values: { merchantName: 'Acme Roofing', amount: 3000 }, send: vi.fn(async () => undefined), busy: false, deps: makeDeps(),
    showError: vi.fn(), openModal: vi.fn(), track: vi.fn(), ...rest,
  };
}

/** What the page says for each error the component showed (ScreenProps.showError), worded as the screen words it. */
export function errorsShown(props: Pick<ScreenProps, 'showError' | 'errors' | 'copy' | 'values'>): string[] {
  const texts = { errors: props.errors, labels: props.copy.labels, values: props.values };
  return vi.mocked(props.showError).mock.calls.map(([error]) => pageErrorText(shownErrorOf(error), texts));
}
