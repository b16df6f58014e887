import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { vi } from 'vitest';
import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import { parseCopy } from '../../../engine/content/parseCopy';
import { parseSite } from '../../../engine/content/parseSite';
import { resolveVariant } from '../../../engine/content/resolveVariant';
import type { ScreenCopy } from '../../../engine/content/ScreenCopy';
import type { LoanApplication } from '../../../engine/state/LoanApplication';
import type { ScreenProps } from '../../../src/components/ScreenProps';

const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');

/** The real copy of a screen, as product wrote it in content/en/screens. */
export function screenCopy(id: string, variant?: string): ScreenCopy {
  const parsed = parseCopy(`${id}.md`, read(`content/en/screens/${id}.md`));
  if (!parsed.ok) throw new Error(parsed.error);
  return resolveVariant(parsed.value, variant);
}

const siteParsed = parseSite('site.yaml', read('content/en/site.yaml'));
if (!siteParsed.ok) throw new Error(siteParsed.error);
export const site = siteParsed.value;
export const errors = parse(read('content/en/errors.yaml')) as Record<string, string>;
export const messages = parse(read('content/en/messages.yaml')) as Record<string, string>;

/** A loan application with the fields the integration screens read. */
export function loanWith(overrides: Partial<LoanApplication> = {}): LoanApplication {
  return {
    loanApplicationId: 'loan-1', initToken: 'init-1', status: 'CONDITIONAL_APPROVAL', selectedLoanOfferId: 'offer-1',
    dataInquiryList: [], pinVerified: true, phoneVerified: true, profileFound: false, loanInfoList: [], rejectReasonsList: [],
    declineReasonsList: [], cancelReasonsList: [], refunded: false, offerLock: { declined: false, expired: false },
    lockRequired: false, bankVerificationRequired: true, moreInfoRequired: false, emailVerificationRequired: false,
    prequalStatus: 'NOT_FOUND', firstName: 'Ada', lastName: 'Lovelace', ...overrides,
  };
}

// Screen props as the renderer passes them, with spies for everything a component may call.
export function screenPropsFor(id: string, deps: ActionDeps, overrides: Partial<ScreenProps> = {}) {
  const send = vi.fn<ScreenProps['send']>(async () => undefined);
  const showError = vi.fn<ScreenProps['showError']>();
  const openModal = vi.fn<ScreenProps['openModal']>();
  const track = vi.fn<ScreenProps['track']>();
  const props: ScreenProps = {
    view: { id, copy: id, progress: 60, variant: null, buttons: [], back: null, close: false, form: null, component: null, props: {}, modals: [] },
    copy: screenCopy(id), site, messages, errors, loan: loanWith(), prequal: null, data: {},
    values: { email: site.supportEmail, fullName: 'Ada Lovelace' },
    send, busy: false, deps, showError, openModal, track, ...overrides,
  };
  return { props, send, showError, openModal, track };
}
