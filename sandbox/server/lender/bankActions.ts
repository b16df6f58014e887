import type { Repo } from '../../db/createRepo';
import { ApiFailure } from '../ApiFailure';
import { refreshConditions } from './applyDecision';
import type { LoanRecord } from './LoanRecord';
import { OFFER_STATUSES } from './toLoanApplication';

/** A checked bank link, waiting to be applied (at once, or when its job is due). */
export interface BankLink {
  institutionId: string;
  institutionName: string;
  accountId: string;
  accountMask: string;
  autoPaymentsDecision?: 'ENABLED' | 'DISABLED';
}

export interface PaymentAccountBody {
  plaidToken: string;
  offerId: string;
  accounts: { id: string; mask: string }[];
  institution: { id: string; name: string };
  autoPaymentsDecision?: 'ENABLED' | 'DISABLED';
}

const selectedOfferCheck = (record: LoanRecord, offerId: string): void => {
  if (!OFFER_STATUSES.has(record.status)) throw new ApiFailure(409, `A bank account cannot be linked in status ${record.status}`);
  if (record.selectedOfferId !== offerId) throw new ApiFailure(409, 'offer not selected: select it before linking a bank');
};

// Exchanges the bank-link widget's public token: it must have been issued for a link token of this application,
// once, for the account chosen. The token is spent here, in the same transaction as the link.
export function checkBankLink(repo: Repo, record: LoanRecord, body: PaymentAccountBody): BankLink {
  selectedOfferCheck(record, body.offerId);
  const issued = repo.publicTokens.get(body.plaidToken);
  if (!issued) throw new ApiFailure(400, 'Invalid plaidToken: link the bank again');
  if (issued.used) throw new ApiFailure(400, 'plaidToken was already used: link the bank again');
  if (repo.linkTokens.owner(issued.linkToken) !== record.id) throw new ApiFailure(403, 'plaidToken belongs to another application');
  const account = body.accounts.find((candidate) => issued.accountIds.includes(candidate.id));
  if (!account) throw new ApiFailure(400, 'Unknown bank account: choose one of the accounts you linked');
  repo.publicTokens.use(body.plaidToken);
  return {
    institutionId: body.institution.id,
    institutionName: body.institution.name,
    accountId: account.id,
    accountMask: account.mask,
    ...(body.autoPaymentsDecision !== undefined ? { autoPaymentsDecision: body.autoPaymentsDecision } : {}),
  };
}

// The account is linked: the balance is checked again (the decision's balanceDecision) and the status moves to
// ACCOUNT_LINKED, or CONDITIONAL_APPROVAL_ACCOUNT_LINKED while conditions remain.
export function completeBankLink(record: LoanRecord, link: BankLink, now: number): void {
  record.progress.bankLinks = (record.progress.bankLinks ?? 0) + 1;
  record.bank = { bankName: link.institutionName, accountMask: link.accountMask, institutionId: link.institutionId, accountId: link.accountId, linkedAt: now };
  if (link.autoPaymentsDecision !== undefined) record.autoPaymentsDecision = link.autoPaymentsDecision;
  refreshConditions(record, now);
  const conditional = record.status.startsWith('CONDITIONAL') || record.bankVerificationRequired || record.moreInfoRequired;
  record.status = conditional ? 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED' : 'ACCOUNT_LINKED';
  record.statusAt = now;
  // A lender's decision (the spec is silent): a bank linked where no verification is needed was linked on the page
  // that says "Set up automatic payments", so monthly payments come from it: automatic payments are on unless the
  // borrower chose otherwise. Under verification the borrower decides on /autopay_confirm.
  if (!conditional && record.autoPaymentsDecision === undefined) record.autoPaymentsDecision = 'ENABLED';
}

// The autopay choice (or skipping the bank link with DISABLED, allowed only when the bank is not required; under
// flags.bankRequiredOnSkip the skip makes it required instead; under flags.balanceRecheckAtAutopay turning autopay
// on from the first bank linked fails a new balance check).
export function decideAutopay(record: LoanRecord, offerId: string, decision: 'ENABLED' | 'DISABLED'): void {
  selectedOfferCheck(record, offerId);
  if (decision === 'ENABLED' && record.bank === undefined) throw new ApiFailure(409, 'Link a bank account before turning on automatic payments');
  if (record.bank === undefined && record.bankVerificationRequired) {
    throw new ApiFailure(409, 'Bank verification is required: link a bank account to continue');
  }
  if (record.bank === undefined && record.scenario.flags?.bankRequiredOnSkip === true) {
    // This lender (scenario flag) answers a skip by asking for the bank after all: bank verification is required
    // from now on (a bank link decides the conditions again) and no autopay decision is recorded.
    record.bankVerificationRequired = true;
    return;
  }
  if (decision === 'ENABLED' && record.scenario.flags?.balanceRecheckAtAutopay === true && record.progress.bankLinks === 1) {
    // This lender (scenario flag) checks the balance again before it takes payments from the account: the first bank
    // linked fails it (INELIGIBLE), no decision is recorded, and the borrower must link another.
    record.balanceDecision = 'INELIGIBLE';
    return;
  }
  record.autoPaymentsDecision = decision;
}
