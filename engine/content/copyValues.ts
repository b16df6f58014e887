import type { CopyValueName } from './copyNames';
import type { SiteCopy } from './SiteCopy';
import type { LoanApplication } from '../state/LoanApplication';
import { phoneLast4 } from '../state/phoneLast4';
import type { Prequal } from '../state/Prequal';

const joinName = (first?: string | null, last?: string | null) => [first, last].filter(Boolean).join(' ') || undefined;
// A returning borrower's name is known from the profile before any data is sent: the lender gives it as the
// prefilled value of the name inquiries (the dashboard greets them by it), not yet as loan.firstName.
const prefilled = (loan: LoanApplication | null, type: string) => loan?.dataInquiryList.find((d) => d.type === type)?.prefilledValue ?? undefined;

// The values copy may name ({merchantName}, {amount|currency}, {email}...): site constants, then what the server
// said about this loan or prequal, then the input of the event that led here ({date} on the reminder page).
// {email} is the support address, as the spec writes it. Exactly the names of engine/content/copyNames.ts, which
// flows:check holds copy to: a name left out or added here without it does not compile.
export function copyValues(
  site: SiteCopy, loan: LoanApplication | null, prequal: Prequal | null, lastEvent: Record<string, unknown> | null = null,
  codePhoneLast4: string | null = null,
): Record<CopyValueName, unknown> {
  return {
    lenderName: site.lenderName,
    servicerName: site.servicerName,
    providerName: site.providerName,
    marketingSiteUrl: site.marketingSiteUrl,
    creditBureau: site.creditBureau,
    supportEmail: site.supportEmail,
    supportPhone: site.supportPhone,
    email: site.supportEmail,
    merchantName: loan?.merchantName ?? loan?.doingBusinessAs ?? prequal?.merchantName ?? undefined,
    amount: loan?.transactionAmount ?? undefined,
    firstName: loan?.firstName ?? prefilled(loan, 'BORROWER_PROVIDED_BORROWER_FIRST_NAME') ?? prequal?.firstName ?? undefined,
    fullName: joinName(loan?.firstName ?? prefilled(loan, 'BORROWER_PROVIDED_BORROWER_FIRST_NAME'), loan?.lastName ?? prefilled(loan, 'BORROWER_PROVIDED_BORROWER_LAST_NAME')),
    expirationDate: loan?.loanApplicationExpirationDate ?? undefined,
    expDate: prequal?.expDate ?? undefined,
    max: prequal?.maximumLoanAmount ?? undefined,
    serviceDate: loan?.serviceCompletionDate ?? undefined,
    totalRefundAmount: loan?.totalRefundAmount ?? undefined,
    settlementDelay: loan?.settlementDelay ?? undefined,
    loanServicer: loan?.loanServicer ?? undefined,
    bankName: loan?.bankName ?? undefined,
    accountMask: loan?.accountMask ?? undefined,
    // The completion date given with confirm later, as the lender takes it (the form's field `ui:sendAs`).
    date: typeof lastEvent?.serviceCompletionProvidedByBorrower === 'string' ? lastEvent.serviceCompletionProvidedByBorrower : undefined,
    // The number a code went to, by its last 4 digits only ("ending in {phoneLast4}").
    phoneLast4: codePhoneLast4 ?? phoneLast4(loan?.mobileNumber) ?? undefined,
  };
}
