import type { ComponentName } from '../../engine/registry/components';

// The placeholders a screen component fills in its own copy, beyond the values every screen has
// (src/screens/copyValues.ts): the plan a receipt shows, the zoom of a PDF viewer, the pieces of the session-expired
// sentence. flows:check holds each copy file to copyValues plus the names here of the components that draw it
// (a modal: the components of the screens that list it), so `{monthlyPayment}` on a screen that has no payment is
// reported instead of showing as a gap. A component that fills a new placeholder adds it here.
export const copyPlaceholders: Partial<Record<ComponentName, readonly string[]>> = {
  AutopayConfirm: ['monthlyPayment', 'firstPaymentDue'],
  DeclinedDocuments: ['percent'],
  LoanReceipt: ['servicer', 'months', 'apr', 'percent'],
  PlaidTestTool: ['institutionId', 'customerId'],
  PrequalOffers: ['minApr', 'maxApr', 'minMonths', 'maxMonths'],
  SessionExpired: ['timedOut', 'dueToInactivity', 'whereYouLeftOff'],
  SigningForm: ['percent'],
  TestHome: ['status'],
};
