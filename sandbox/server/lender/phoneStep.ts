import { ApiFailure, MESSAGES, errorBody } from '../ApiFailure';
import type { Reply, ServerContext } from '../ServerContext';
import { LINKED_PHONE_INQUIRY, PHONE_INQUIRY, PIN_INQUIRY } from './inquiryFields';
import type { LoanRecord } from './LoanRecord';
import { markPhoneVerified } from './markPhoneVerified';
import { numberOnFile, phoneDigits } from './phoneOnFile';
import { sendRefusal } from './sendRefusal';

/** What a PATCH may carry while the phone step is pending (plus ending the session). */
export const PHONE_STEP_KEYS: ReadonlySet<string> = new Set([
  'escalateAuthentication', 'mobileNumber', 'returnMobileNumber', 'newPinRequested', 'authPin', 'sessionExpired',
]);
const PHONE_INQUIRIES = new Set([PHONE_INQUIRY, 'MERCHANT_PROVIDED_BORROWER_PHONE', LINKED_PHONE_INQUIRY]);

export interface PhoneStepOutcome {
  /** The answer when a code was not sent or the phone is locked. */
  refused?: Reply;
  /** The code was right: the phone is verified by this call. */
  verifiedNow: boolean;
}

const ownerOf = (record: LoanRecord): string => `loan:${record.id}`;

// Sends a code to the phone, or says why not (locked out, asked too often, too many numbers for the link). When the
// lender has a number on file (a returning borrower), only that number can be texted.
function textCode(ctx: ServerContext, record: LoanRecord, phone: string): Reply | undefined {
  const onFile = numberOnFile(record);
  if (onFile !== undefined && phoneDigits(onFile) !== phoneDigits(phone)) throw new ApiFailure(403, MESSAGES.notNumberOnFile, { field: 'mobileNumber' });
  const sent = ctx.codes.send(ownerOf(record), phone);
  if (!sent.ok) return sendRefusal(sent);
  record.borrower.mobileNumber = onFile ?? phone;
  record.inquiries = record.inquiries.filter((inquiry) => !PHONE_INQUIRIES.has(inquiry.type) && inquiry.type !== PIN_INQUIRY);
  record.inquiries.unshift({ type: PIN_INQUIRY });
  return undefined;
}

const withPinError = (record: LoanRecord, message: string): void => {
  if (!record.inquiries.some((i) => i.type === PIN_INQUIRY)) record.inquiries.unshift({ type: PIN_INQUIRY });
  record.inquiries = record.inquiries.map((i) => (i.type === PIN_INQUIRY ? { type: PIN_INQUIRY, errorMessage: message } : i));
};

// Checks a texted code: a wrong one is a field error on the pin inquiry (the borrower stays on the pin screen);
// the fifth wrong one in a row locks this link's phone (423, 'lockout'; 200 with the lockout on the pin inquiry
// under flags.pinLockoutOnInquiry).
function checkCode(ctx: ServerContext, record: LoanRecord, code: string): PhoneStepOutcome {
  const phone = record.borrower.mobileNumber;
  if (phone === undefined) throw new ApiFailure(400, 'Send your mobile number first: no code was texted yet', { field: 'pin' });
  const outcome = ctx.codes.verify(ownerOf(record), phone, code);
  if (outcome === 'verified') {
    markPhoneVerified(record, phone);
    return { verifiedNow: true };
  }
  if (typeof outcome === 'object') {
    withPinError(record, MESSAGES.lockout(outcome.locked));
    // A lender may tell the lockout the way it tells a wrong code (scenario flag): on the pin inquiry, answering 200.
    if (record.scenario.flags?.pinLockoutOnInquiry === true) return { verifiedNow: false };
    return { refused: { status: 423, body: errorBody(MESSAGES.lockout(outcome.locked)) }, verifiedNow: false };
  }
  withPinError(record, outcome === 'expired' ? MESSAGES.pinExpired : MESSAGES.invalidPin);
  return { verifiedNow: false };
}

// The phone steps of a PATCH (spec section 4): send a code to a number (first or returning login), send a new one,
// check one. Runs inside the caller's transaction.
export function applyPhoneStep(ctx: ServerContext, record: LoanRecord, body: Record<string, unknown>): PhoneStepOutcome {
  const phone = (body.returnMobileNumber ?? body.mobileNumber) as string | undefined;
  if (body.escalateAuthentication === true && phone !== undefined) {
    const refused = textCode(ctx, record, phone);
    if (refused) return { refused, verifiedNow: false };
  } else if (body.newPinRequested === true) {
    const known = record.borrower.mobileNumber;
    if (known === undefined) throw new ApiFailure(400, 'Send your mobile number first: there is no number to text');
    const refused = textCode(ctx, record, known);
    if (refused) return { refused, verifiedNow: false };
  }
  return typeof body.authPin === 'string' ? checkCode(ctx, record, body.authPin) : { verifiedNow: false };
}
