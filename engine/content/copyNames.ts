import type { ComponentName } from '../registry/components';

// The values every screen and modal gives its copy: site.yaml's constants, then what the lender said about this
// loan or prequal, then the event that led to the screen. The app fills exactly these (engine/content/copyValues.ts is
// typed against this list); a value that is unknown at the time shows as nothing.
const everyScreen = {
  lenderName: 'The partner bank that makes the loan (site.yaml lenderName).',
  servicerName: 'The company that services the loan (site.yaml servicerName).',
  providerName: 'The name of this financing service (site.yaml providerName).',
  marketingSiteUrl: "The marketing site's address (site.yaml marketingSiteUrl).",
  creditBureau: "The credit bureau's details by key, e.g. {creditBureau.phone} (site.yaml creditBureau).",
  supportEmail: 'The support address (site.yaml supportEmail).',
  supportPhone: 'The support phone number (site.yaml supportPhone); {supportPhone|tel} makes it tappable.',
  email: 'The support address again, as the spec writes it.',
  merchantName: 'The merchant the borrower is buying from.',
  amount: 'The purchase amount of the loan; use {amount|currency}.',
  firstName: "The borrower's first name, from the loan or, before they sent any, from their profile.",
  fullName: "The borrower's first and last name.",
  expirationDate: 'The day the loan application expires.',
  expDate: 'The day the prequalification expires.',
  max: 'The most the prequalification allows.',
  serviceDate: 'The day the merchant completes the service.',
  totalRefundAmount: 'What the merchant refunded.',
  settlementDelay: "How long the merchant's money is held before it is paid out.",
  loanServicer: 'The servicer the lender named for this loan.',
  bankName: 'The bank the borrower linked.',
  accountMask: 'The last digits of the linked bank account.',
  date: 'The completion day the borrower just chose (the reminder page).',
  phoneLast4: 'The last 4 digits of the phone a code went to ("ending in {phoneLast4}").',
} as const;

// What a screen component adds for the copy it draws itself (a modal's: the components of the screens that open
// it). Used anywhere else, the name would show as a gap.
const byComponent = {
  AutopayConfirm: { monthlyPayment: "The chosen plan's monthly payment.", firstPaymentDue: 'The day the first payment is due.' },
  DeclinedDocuments: { percent: 'The zoom of the document viewer, in percent.' },
  LoanReceipt: {
    servicer: 'The servicer named on the receipt.', months: "The plan's length in months.", apr: "The plan's APR; use {apr|apr}.",
    percent: 'The zoom of the document viewer, in percent.',
  },
  PlaidTestTool: { institutionId: 'The test bank just linked.', customerId: 'The customer it was linked for.' },
  PrequalOffers: {
    minApr: 'The lowest APR offered.', maxApr: 'The highest APR offered.', minMonths: 'The shortest plan, in months.',
    maxMonths: 'The longest plan, in months.',
  },
  SessionExpired: {
    timedOut: 'The sentence saying the session timed out.', dueToInactivity: 'Its "due to inactivity" part, when that was the cause.',
    whereYouLeftOff: 'Its "continue where you left off" part, when the borrower can.',
  },
  SigningForm: { percent: 'The zoom of the document viewer, in percent.' },
  TestHome: { status: 'The status the test request answered.' },
} as const satisfies Partial<Record<ComponentName, Record<string, string>>>;

/** A value every screen's copy may name. */
export type CopyValueName = keyof typeof everyScreen;

/** What copy may name, each with a line for product: what every screen has, and what each component adds. */
export const copyNames: {
  everyScreen: Record<CopyValueName, string>;
  byComponent: Partial<Record<ComponentName, Readonly<Record<string, string>>>>;
} = { everyScreen, byComponent };
