// Which borrower field answers which data inquiry (spec section 3, "Types map to fields"), for the lender side.
import type { BorrowerData } from '../../domain/types';

/** Inquiry type -> the BorrowerData key that answers it. */
export const FIELD_BY_INQUIRY: Readonly<Record<string, keyof BorrowerData>> = {
  BORROWER_PROVIDED_BORROWER_DOB: 'dob',
  BORROWER_PROVIDED_BORROWER_INCOME: 'annualIncomeBeforeTaxes',
  BORROWER_PROVIDED_BORROWER_ZIP: 'zip',
  BORROWER_PROVIDED_BORROWER_SSN4: 'ssn4',
  BORROWER_PROVIDED_BORROWER_FIRST_NAME: 'firstName',
  BORROWER_PROVIDED_BORROWER_LAST_NAME: 'lastName',
  BORROWER_PROVIDED_BORROWER_EMAIL: 'email',
  BORROWER_PROVIDED_BORROWER_SSN: 'ssn',
  BORROWER_PROVIDED_BORROWER_ADDRESS: 'streetAddress1',
  BORROWER_PROVIDED_BORROWER_ADDRESS2: 'addressSecondaryNumber',
  BORROWER_PROVIDED_BORROWER_CITY: 'city',
  BORROWER_PROVIDED_BORROWER_STATE: 'stateCode',
  BORROWER_PROVIDED_BORROWER_EMPLOYER: 'employer',
};

export const PHONE_INQUIRY = 'BORROWER_PROVIDED_BORROWER_PHONE';
export const PIN_INQUIRY = 'BORROWER_PROVIDED_AUTH_PIN';
export const UNFREEZE_INQUIRY = 'BORROWER_PROVIDED_CREDIT_FILE_UNFREEZE';
export const LINKED_PHONE_INQUIRY = 'LINKED_BORROWER_PHONE_VERIFICATION';

/** Borrower fields a lender never echoes back as a prefilled value. */
export const NEVER_ECHOED: ReadonlySet<string> = new Set(['ssn', 'ssn4']);

// A fixture may say FIRST_NAME for BORROWER_PROVIDED_BORROWER_FIRST_NAME; full names pass through unchanged.
export function expandInquiry(type: string): string {
  return /^(BORROWER_PROVIDED_|MERCHANT_PROVIDED_|LINKED_)/.test(type) ? type : `BORROWER_PROVIDED_BORROWER_${type}`;
}
