import { randomUUID } from 'node:crypto';
import { decide } from '../../domain/decide';
import { buildOffers } from '../../domain/offers';
import type { BorrowerData, PersonaName, Scenario } from '../../domain/types';
import { ApiFailure } from '../ApiFailure';
import { FIELD_BY_INQUIRY, PHONE_INQUIRY, PIN_INQUIRY, UNFREEZE_INQUIRY, expandInquiry } from './inquiryFields';
import { DAY_MS, LENDER, isoDate } from './lenderConstants';
import { assertPlausibleDob } from './assertPlausibleDob';
import { declineDocuments, type DeclineDocumentName } from './declineDocuments';
import type { PrequalRecord } from './PrequalRecord';
import { US_STATE_CODES, stateOfZip } from './usGeography';

/** What a prequalification asks for once the phone is verified (personal data, then the address). */
export const PREQUAL_INQUIRIES = ['FIRST_NAME', 'LAST_NAME', 'EMAIL', 'DOB', 'INCOME', 'SSN4', 'ADDRESS', 'CITY', 'ZIP'].map(expandInquiry);
const FIELDS = ['firstName', 'lastName', 'email', 'dob', 'annualIncomeBeforeTaxes', 'ssn4', 'streetAddress1', 'addressSecondaryNumber', 'city', 'zip', 'stateCode'] as const;

// A new prequalification for a signup link: only the phone is asked for.
export function createPrequal(signupId: string, prequalId: string, merchantName: string, now: number): PrequalRecord {
  return {
    id: randomUUID(), signupId, prequalId, merchantName, createdAt: now, status: 'PENDING', prequalStatus: 'NOT_FOUND',
    inquiries: [{ type: PHONE_INQUIRY }], borrower: {}, pinVerified: false, offers: [], sessionGeneration: 0,
  };
}

const scenarioOf = (record: PrequalRecord, persona?: PersonaName): Scenario => ({
  merchant: { name: record.merchantName, vertical: 'HS' }, amount: record.requestedLoanAmount ?? LENDER.prequalMaximum,
  inquiries: [], ...(persona !== undefined ? { persona } : {}),
});

// Underwrites the prequalification like an application (same personas and rules) for the prequal maximum.
export function decidePrequal(record: PrequalRecord, now: number): void {
  const progress = record.unfreezeConfirmed === true ? { unfreezeConfirmed: true } : {};
  const decision = decide(record.borrower, scenarioOf(record, record.persona), new Date(now), progress);
  record.decision = decision;
  record.inquiries = decision.inquiries.map((type) => ({ type }));
  if ((decision.status as string) === 'PENDING') return;
  record.status = decision.status;
  // A decline is locked for the same 14 days (the declined page says until when), like an approval lasts.
  if (decision.status === 'DECLINED' || decision.status === 'REJECTED') record.expiresAt = now + LENDER.prequalDays * DAY_MS;
  if (decision.status === 'OFFER_AVAILABLE' || decision.status === 'CONDITIONAL_APPROVAL') {
    record.prequalStatus = 'PREQUALIFIED';
    record.maximumLoanAmount = LENDER.prequalMaximum;
    record.requestedLoanAmount ??= LENDER.prequalMaximum;
    record.expiresAt = now + LENDER.prequalDays * DAY_MS;
    record.offers = buildOffers({ loanAppId: record.id, amount: record.requestedLoanAmount, releaseDate: new Date(now), persona: decision.persona });
  }
}

// Personal data and address: checked like the application's, stored, and the answered inquiries dropped.
export function storePrequalData(record: PrequalRecord, body: Record<string, unknown>, now: number): boolean {
  const incoming: Record<string, unknown> = {};
  for (const field of FIELDS) if (body[field] !== undefined) incoming[field] = typeof body[field] === 'string' ? (body[field] as string).trim() : body[field];
  if (Object.keys(incoming).length === 0) return false;
  if (!record.pinVerified) throw new ApiFailure(403, 'Verify your phone number first');
  assertPlausibleDob(incoming.dob, now);
  if (typeof incoming.zip === 'string' && stateOfZip(incoming.zip) === null) throw new ApiFailure(400, 'Invalid zip code', { field: 'zip' });
  if (typeof incoming.stateCode === 'string' && !US_STATE_CODES.has(incoming.stateCode)) throw new ApiFailure(400, 'Invalid state code', { field: 'stateCode' });
  if (incoming.annualIncomeBeforeTaxes !== undefined) incoming.annualIncomeBeforeTaxes = Number(incoming.annualIncomeBeforeTaxes);
  const borrower = { ...record.borrower, ...incoming } as BorrowerData;
  if (typeof borrower.zip === 'string' && borrower.stateCode === undefined) borrower.stateCode = stateOfZip(borrower.zip) ?? undefined;
  record.borrower = borrower;
  const values = borrower as Record<string, unknown>;
  record.inquiries = record.inquiries.filter((inquiry) => {
    const field = FIELD_BY_INQUIRY[inquiry.type];
    return field === undefined || values[field] === undefined || values[field] === '';
  });
  return true;
}

/** After the code is verified: ask for everything not given yet. */
export function afterPinVerified(record: PrequalRecord): void {
  record.pinVerified = true;
  record.inquiries = PREQUAL_INQUIRIES.filter((type) => (record.borrower as Record<string, unknown>)[FIELD_BY_INQUIRY[type] ?? ''] === undefined).map((type) => ({ type }));
}

/** The unfreeze inquiry is answered by submitting again. */
export const answersUnfreeze = (record: PrequalRecord): boolean => record.inquiries.some((i) => i.type === UNFREEZE_INQUIRY);

/** Whether a phone code is the next thing to ask for. */
export const wantsPin = (record: PrequalRecord): boolean => record.inquiries.some((i) => i.type === PIN_INQUIRY);

// A prequalification past its 14 days is EXPIRED (the borrower may reapply).
export function applyPrequalExpiry(record: PrequalRecord, now: number): boolean {
  if (record.expiresAt === undefined || now <= record.expiresAt) return false;
  if (record.status !== 'OFFER_AVAILABLE' && record.status !== 'CONDITIONAL_APPROVAL') return false;
  record.status = 'EXPIRED';
  return true;
}

// The contract's Prequal for a stored prequalification; nothing personal before the phone is verified.
export function toPrequal(record: PrequalRecord, now: number): Record<string, unknown> {
  const known = record.pinVerified;
  const days = record.expiresAt === undefined ? null : Math.max(0, Math.ceil((record.expiresAt - now) / DAY_MS));
  return {
    applicationId: record.id, signupId: record.signupId, prequalId: record.prequalId, status: record.status,
    prequalStatus: record.prequalStatus, dataInquiryList: record.inquiries.map((i) => ({ type: i.type, prefilledValue: null, errorMessage: i.errorMessage ?? null, source: null })),
    maximumLoanAmount: record.maximumLoanAmount ?? null, requestedLoanAmount: record.requestedLoanAmount ?? null,
    merchantName: record.merchantName, offer: { loanOfferDetailsList: record.offers }, expiresInDays: days,
    expDate: record.expiresAt === undefined ? null : isoDate(record.expiresAt), selectedOfferId: record.selectedOfferId ?? null,
    personalDataProvided: record.borrower.ssn4 !== undefined, parentId: null,
    mobileNumber: known ? record.borrower.mobileNumber ?? null : null, firstName: known ? record.borrower.firstName ?? null : null,
  };
}

// A declined (or rejected) prequalification's own notices (contract Prequal.adverseAction, h5CreditScoreDisclosure),
// dated the day of the decision; like the rest of what is personal, only once the phone is verified.
export async function prequalDocuments(record: PrequalRecord): Promise<Partial<Record<DeclineDocumentName, string | null>>> {
  const decided = record.status === 'DECLINED' || record.status === 'REJECTED';
  if (!decided || !record.pinVerified) return {};
  const decidedAt = record.expiresAt === undefined ? record.createdAt : record.expiresAt - LENDER.prequalDays * DAY_MS;
  return declineDocuments(record.decision, record.borrower, new Date(decidedAt));
}
