import { decide } from '../../domain/decide';
import type { BorrowerData } from '../../domain/types';
import { ApiFailure, MESSAGES } from '../ApiFailure';
import type { Reply, ServerContext } from '../ServerContext';
import { applyDecision } from './applyDecision';
import { assertPlausibleDob } from './assertPlausibleDob';
import { prefilledFor } from './createLoanRecord';
import { FIELD_BY_INQUIRY, UNFREEZE_INQUIRY } from './inquiryFields';
import { isoDate } from './lenderConstants';
import { markStale } from './lifecycle';
import type { LoanRecord } from './LoanRecord';
import { mergeAnswers } from './mergeAnswers';
import { PHONE_STEP_KEYS, applyPhoneStep } from './phoneStep';
import { startJob } from './startJob';
import { identified, toLoanApplication } from './toLoanApplication';
import { US_STATE_CODES, stateOfZip } from './usGeography';

const BORROWER_FIELDS = [
  'firstName', 'lastName', 'dob', 'email', 'annualIncomeBeforeTaxes', 'zip', 'ssn4', 'ssn', 'streetAddress1',
  'addressSecondaryNumber', 'city', 'stateCode', 'employer',
] as const satisfies readonly (keyof BorrowerData)[];
const CONSENTS = ['termsOfServiceAccepted', 'electronicDisclosuresAccepted', 'privacyPolicyAccepted'] as const;

type Body = Record<string, unknown>;
export interface PatchOutcome { reply: Reply; endSession?: boolean }

const has = (value: unknown): boolean => value !== undefined && value !== null && String(value).trim() !== '';

// What a returning borrower's stored profile (the scenario's prefilled values) says, by borrower field.
function profileOf(record: LoanRecord): BorrowerData {
  const profile: Record<string, unknown> = {};
  for (const [type, field] of Object.entries(FIELD_BY_INQUIRY)) {
    const value = prefilledFor(record.scenario, type);
    if (value !== undefined) profile[field] = field === 'annualIncomeBeforeTaxes' ? Number(value) : value;
  }
  return profile as BorrowerData;
}

// Drops every data inquiry the borrower's data now answers (a street address also answers the optional suite).
function removeAnswered(record: LoanRecord): void {
  const borrower = record.borrower as Record<string, unknown>;
  record.inquiries = record.inquiries.filter((inquiry) => {
    const field = FIELD_BY_INQUIRY[inquiry.type];
    if (field === undefined) return true;
    if (field === 'addressSecondaryNumber') return !has(borrower.streetAddress1) && !has(borrower[field]);
    return !has(borrower[field]);
  });
}

// Stores typed borrower fields after the checks a lender makes on them (known zip, real state code).
function storeBorrowerFields(record: LoanRecord, body: Body, now: number): void {
  const incoming: Record<string, unknown> = {};
  for (const field of BORROWER_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    incoming[field] = typeof value === 'string' ? value.trim() : value;
  }
  assertPlausibleDob(incoming.dob, now);
  if (typeof incoming.zip === 'string' && stateOfZip(incoming.zip) === null) throw new ApiFailure(400, MESSAGES.invalidZip, { field: 'zip' });
  if (typeof incoming.stateCode === 'string' && !US_STATE_CODES.has(incoming.stateCode)) {
    throw new ApiFailure(400, `${MESSAGES.invalidState} code: ${incoming.stateCode} is not a US state`, { field: 'stateCode' });
  }
  if (incoming.annualIncomeBeforeTaxes !== undefined) incoming.annualIncomeBeforeTaxes = Number(incoming.annualIncomeBeforeTaxes);
  // Prefilled values the client did not send back count as given ("fields prefilled by the server count as filled").
  const prefilled: Record<string, unknown> = {};
  for (const inquiry of record.inquiries) {
    const field = FIELD_BY_INQUIRY[inquiry.type];
    if (field !== undefined && inquiry.prefilledValue !== undefined) prefilled[field] = inquiry.prefilledValue;
  }
  const merged = { ...prefilled, ...record.borrower, ...incoming } as BorrowerData;
  if (typeof merged.zip === 'string' && !has(merged.stateCode)) merged.stateCode = stateOfZip(merged.zip) ?? undefined;
  record.borrower = merged;
}

// The borrower's chosen completion date: not in the past, not at or after the offer expiration.
function storeCompletionDate(record: LoanRecord, value: unknown, now: number): void {
  if (value === null) return;
  const date = String(value);
  if (date < isoDate(now)) throw new ApiFailure(400, 'Invalid completion date: it is in the past');
  if (date >= isoDate(record.expiresAt)) throw new ApiFailure(400, `Invalid completion date: it is past the offer expiration of ${isoDate(record.expiresAt)}`);
  record.serviceCompletionDate = date;
}

// PATCH /loanapplications/{id}: every kind of body the contract allows, applied in one transaction. When the
// last inquiry is answered the application is decided: inline, or as a job (202) when the scenario has a delay.
export function patchLoan(ctx: ServerContext, record: LoanRecord, body: Body): PatchOutcome {
  const now = ctx.clock.now();
  const view = (): Reply => ({ status: 200, body: toLoanApplication(record, now) });
  const save = (): void => ctx.repo.loans.save(record, now);

  if (body.sessionExpired === true) {
    record.sessionGeneration += 1;
    save();
    return { reply: view(), endSession: true };
  }
  // Until the phone step is done, a PATCH may only send or check a code: no data, consent, stale mark or date.
  if (!identified(record) && Object.keys(body).some((key) => !PHONE_STEP_KEYS.has(key))) throw new ApiFailure(403, MESSAGES.verifyPhoneFirst);
  if (typeof body.lastAccessedOn === 'string') {
    record.lastAccessedOn = body.lastAccessedOn;
    markStale(record, now);
  }
  const phoneStep = applyPhoneStep(ctx, record, body);
  if (phoneStep.refused) {
    save();
    return { reply: phoneStep.refused };
  }
  const verifiedNow = phoneStep.verifiedNow;

  const typed = BORROWER_FIELDS.some((field) => body[field] !== undefined);
  const submitsData = typed || body.applyProfile === true || body.applicationSubmitted === true || body.reviewed === true;
  if (typed && record.status !== 'PENDING') throw new ApiFailure(409, `The application was already decided (${record.status}); its data cannot change`);

  if (body.answers && typeof body.answers === 'object') {
    if (!identified(record)) throw new ApiFailure(403, 'Verify your phone number first');
    record.answers = mergeAnswers(record.answers, body.answers as Record<string, unknown>, 'an application');
  }
  for (const consent of CONSENTS) if (body[consent] === true || body.reviewed === true) record.consents[consent] = true;
  if (body.applyProfile === true) record.borrower = { ...profileOf(record), ...record.borrower };
  if (typed) storeBorrowerFields(record, body, now);
  if (body.applyProfile === true || typed) removeAnswered(record);
  if (submitsData && record.inquiries.some((i) => i.type === UNFREEZE_INQUIRY)) {
    record.progress.unfreezeConfirmed = true;
    record.inquiries = record.inquiries.filter((i) => i.type !== UNFREEZE_INQUIRY);
  }
  if (body.checkLoanLimit === true) {
    record.loanLimitExceeded = decide({ ...profileOf(record), ...record.borrower }, record.scenario, new Date(now), record.progress).loanLimitExceeded === true;
  }
  if (typeof body.verifiedEmail === 'string') {
    const known = record.borrower.email;
    if (known !== undefined && known.toLowerCase() !== body.verifiedEmail.trim().toLowerCase()) {
      throw new ApiFailure(400, 'Email does not match the email on the application', { field: 'email' });
    }
    record.borrower.email = known ?? body.verifiedEmail.trim();
    record.emailVerified = true;
    record.emailVerificationRequired = false;
  }
  if ('serviceCompletionProvidedByBorrower' in body) storeCompletionDate(record, body.serviceCompletionProvidedByBorrower, now);

  const ready = record.status === 'PENDING' && record.pendingJobId === undefined && identified(record) && record.inquiries.length === 0;
  if (ready && (submitsData || verifiedNow)) {
    const delay = record.scenario.delays?.decision ?? 0;
    if (delay > 0 || body.async === true) {
      const job = startJob(ctx, record.id, 'decision', delay);
      record.pendingJobId = job.jobId;
      save();
      return { reply: job };
    }
    applyDecision(record, now);
  }
  save();
  return { reply: view() };
}
