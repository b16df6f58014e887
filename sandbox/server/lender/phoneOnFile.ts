import type { LoanRecord } from './LoanRecord';

/** A US number as 10 digits (drops the +1), so '+15555550101' and '5555550101' are the same phone. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

// The number the lender already holds for this borrower: the one verified on this application, a returning
// borrower's profile phone, or (for the other loans of a returning borrower) the profile's phone. A returning login
// must verify this number; it cannot replace it. Undefined on a first login with no profile.
export function numberOnFile(record: LoanRecord): string | undefined {
  return record.phoneOnFile ?? (record.phoneVerified ? record.borrower.mobileNumber : undefined);
}
