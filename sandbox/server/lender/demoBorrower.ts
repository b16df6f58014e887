import type { BorrowerData } from '../../domain/types';
import type { LoanRecord } from './LoanRecord';

// Who a fast-forwarded demo application (scenario.startAt) was filled in by, and the bank it linked: kept apart from
// fastForward so the fixture checker can name what those screens show without loading the lender.

/** The borrower a fast-forwarded demo application was filled in by (the persona comes from the scenario). */
export const DEMO_BORROWER: BorrowerData = {
  firstName: 'Alex', lastName: 'Sandbox', email: 'alex.sandbox@example.com', dob: '1985-04-12', annualIncomeBeforeTaxes: 85000,
  ssn4: '1111', streetAddress1: '1 Market St', city: 'San Francisco', stateCode: 'CA', zip: '94105', mobileNumber: '+15555550123',
};

/** The bank a fast-forwarded application linked (without linkedAt, which is the seeding time). */
export const DEMO_BANK: Omit<NonNullable<LoanRecord['bank']>, 'linkedAt'> = {
  bankName: 'First Platypus Bank', accountMask: '0000', institutionId: 'ins_109508', accountId: 'acc-demo',
};
