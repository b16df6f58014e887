// The screen components a flow may name (`component:`). src/ implements each under the same name; the flow
// checker reads this list, so a typo in YAML is caught before the app runs.
export const components = {
  PlanPicker: 'list of plans, one selectable (choose_plan)',
  OfferLock: 'offer lock request (offer_lock)',
  BankLink: 'bank link through the bank-link SDK (link_bank, link_bank_oauth)',
  AutopayConfirm: 'automate payments choice (autopay_confirm)',
  IdentityVerification: 'identity verification through the identity SDK (moreinfo)',
  SigningForm: 'terms review and signing with ssn4 (review_plan)',
  PurchaseConfirm: 'confirm the job is done, or later (purchase_confirm)',
  LoanReceipt: 'the confirmed loan as a receipt: merchant, amounts, plan, due date, loan id, servicer, signed disclosure (purchase_complete, purchase_complete_lock)',
  MarkStale: 'marks the application stale, then returns to the link (timeout)',
  Dashboard: 'active loans of a returning borrower (dashboard)',
  SessionExpired: 'session timed out, with LOGIN TO CONTINUE',
  Calculator: 'public payment calculator',
  LegalDocument: 'a legal document from content',
  TestHome: 'internal request test page',
  PlaidTestTool: 'internal bank-link test tool',
  MarketingRedirect: 'root: sends to the marketing site or the oauth return',
  PrequalOffers: 'prequal offers with amount request',
  DeclinedDocuments: 'adverse action notice and credit score disclosure PDFs in modals (declined, declined_max)',
} as const;

export type ComponentName = keyof typeof components;

/** Components that draw a long document: a screen the flows give one of them is a document, whose text is not in a
 * locale's catalog but loads when it is shown (only its front matter is). */
export const DOCUMENT_COMPONENTS: readonly string[] = ['LegalDocument'];
