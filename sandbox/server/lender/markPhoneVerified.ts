import { LINKED_PHONE_INQUIRY, PHONE_INQUIRY, PIN_INQUIRY } from './inquiryFields';
import type { LoanRecord } from './LoanRecord';

const PHONE_STEP_INQUIRIES = new Set([PHONE_INQUIRY, PIN_INQUIRY, LINKED_PHONE_INQUIRY, 'MERCHANT_PROVIDED_BORROWER_PHONE']);

// The phone step is done: the number is on file, the phone inquiries are gone, and every other session of the
// application ends (the generation moves on), so only the session that proved the phone carries on. A session
// opened by someone else before the code was typed is 'Token has expired' from now on.
export function markPhoneVerified(record: LoanRecord, phone: string): void {
  record.pinVerified = true;
  record.phoneVerified = true;
  record.phoneOnFile = phone;
  record.borrower.mobileNumber = phone;
  record.inquiries = record.inquiries.filter((inquiry) => !PHONE_STEP_INQUIRIES.has(inquiry.type));
  record.sessionGeneration += 1;
}
