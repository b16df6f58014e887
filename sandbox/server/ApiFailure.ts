// A request that cannot be served, as a value a handler throws and the error handler turns into the contract's
// Error body ({ errorMessage, error: { message } }). The messages are part of the API: the client classifies them.
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra, non-personal hints for the client (e.g. field: 'pin'). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** The messages the client reads; keep them stable (flows/errors.yaml matches on them). */
export const MESSAGES = {
  unauthorized: 'Unauthorized.',
  tokenExpired: 'Token has expired',
  notFound: 'Loan application not found',
  forbidden: 'Forbidden: this session belongs to another application',
  ssn4Mismatch: 'ssn4 does not match',
  ssn4Missing: 'ssn4 is required to sign',
  acceptTerms: 'Please accept the terms to sign (truthInLendingDisclosureAccepted, loanAgreementAccepted)',
  invalidZip: 'Invalid zip code',
  invalidState: 'Invalid state',
  verifyPhoneFirst: 'Verify your phone number first',
  invalidPin: 'Invalid verification code',
  pinExpired: 'Invalid verification code: the code has expired, ask for a new one',
  lockout: (minutes: number) => `Too many attempts: lockout for ${minutes} minutes. Try again later.`,
  resendTooSoon: (seconds: number) => `Too many codes requested. Try again in ${seconds} seconds.`,
  tooManyNumbers: (minutes: number) => `Too many different phone numbers for this link: lockout for ${minutes} minutes. Try again later.`,
  ssn4Lockout: (minutes: number) => `Too many wrong ssn4 tries: lockout for ${minutes} minutes. Try again later.`,
  notNumberOnFile: 'Mobile number does not match the number on file: a returning borrower verifies the phone we already have',
} as const;

/** The contract's Error body for a message. */
export function errorBody(message: string, details: Record<string, string> = {}) {
  return { errorMessage: message, error: { message, ...details } };
}
