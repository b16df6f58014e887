import { randomUUID } from 'node:crypto';
import type { Scenario } from '../../domain/types';
import { DAY_MS, LENDER } from './lenderConstants';
import { FIELD_BY_INQUIRY, PHONE_INQUIRY, expandInquiry } from './inquiryFields';
import type { InquiryState, LoanRecord } from './LoanRecord';
import { resolveServiceDate } from './resolveServiceDate';

const shortType = (type: string) => type.replace(/^(BORROWER_PROVIDED_BORROWER_|BORROWER_PROVIDED_|MERCHANT_PROVIDED_|LINKED_)/, '');

// The value a scenario prefills for an inquiry: by full type, short type or field name.
export function prefilledFor(scenario: Scenario, type: string): string | undefined {
  const prefilled = scenario.prefilled ?? {};
  const short = shortType(type);
  const field = FIELD_BY_INQUIRY[type];
  return prefilled[type] ?? prefilled[short] ?? (field !== undefined ? prefilled[field] : undefined) ??
    (type === PHONE_INQUIRY ? prefilled.mobileNumber ?? prefilled.phone : undefined);
}

/** Every name prefilledFor (and a fast-forwarded borrower) reads a prefilled value under, for the fixture checker. */
export function prefillKeys(): string[] {
  const types = [...Object.keys(FIELD_BY_INQUIRY), PHONE_INQUIRY];
  return [...new Set([...types, ...types.map(shortType), ...Object.values(FIELD_BY_INQUIRY), 'mobileNumber', 'phone'])];
}

// A fresh application for a payment link, as the merchant created it: the inquiries the scenario asks for (the
// phone first when it needs phone verification or finds a returning borrower's profile), nothing decided yet.
export function createLoanRecord(scenario: Scenario, now: number, token: string = scenario.token ?? randomUUID()): LoanRecord {
  const flags = scenario.flags ?? {};
  const phoneRequired = flags.phoneVerification === true || flags.profileFound === true;
  const types = [...new Set([...(phoneRequired ? [PHONE_INQUIRY] : []), ...scenario.inquiries.map(expandInquiry)])];
  const inquiries: InquiryState[] = types.map((type) => {
    const value = prefilledFor(scenario, type);
    return value === undefined ? { type } : { type, prefilledValue: value, source: type === PHONE_INQUIRY ? 'MERCHANT' : 'PROFILE' };
  });
  const serviceCompletionDate = resolveServiceDate(scenario.serviceDate, now);
  const profilePhone = flags.profileFound === true ? prefilledFor(scenario, PHONE_INQUIRY) : undefined;
  return {
    id: randomUUID(),
    token,
    customerId: `cust-${randomUUID().slice(0, 8)}`,
    scenario,
    createdAt: now,
    expiresAt: now + (scenario.expiresInDays ?? LENDER.expiresInDays) * DAY_MS,
    status: 'PENDING',
    statusAt: now,
    inquiries,
    borrower: {},
    consents: {},
    phoneRequired,
    pinVerified: false,
    phoneVerified: false,
    profileFound: flags.profileFound === true,
    ...(profilePhone !== undefined ? { phoneOnFile: profilePhone } : {}),
    progress: {},
    offers: [],
    lockRequired: flags.lockRequired === true,
    bankVerificationRequired: false,
    moreInfoRequired: false,
    emailVerificationRequired: false,
    ...(serviceCompletionDate !== undefined ? { serviceCompletionDate } : {}),
    cancelReasons: [],
    refunded: false,
    sessionGeneration: 0,
  };
}
