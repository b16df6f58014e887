// Typed, precompiled checks of API response bodies against schemas/api/openapi.yaml. A body that breaks the
// contract becomes a ContractViolation value naming each failing JSON pointer, never an exception.
import type * as Contract from '../generated/contractTypes';
import * as generated from '../generated/contractValidators';
import { validateLoanApplication } from '../generated/firstReadValidators';
import { check } from './contractCheck';

export type { ContractCheck, ContractViolation } from './contractCheck';

// One checker per response schema the client reads; names match the contract's component names.
export const contractValidators = {
  LoanApplication: check<Contract.LoanApplication>('LoanApplication', validateLoanApplication),
  Prequal: check<Contract.Prequal>('Prequal', generated.validatePrequal),
  LoanOffer: check<Contract.LoanOffer>('LoanOffer', generated.validateLoanOffer),
  LoanOfferList: check<Contract.LoanOfferList>('LoanOfferList', generated.validateLoanOfferList),
  LoanOffersResponse: check<Contract.LoanOffersResponse>('LoanOffersResponse', generated.validateLoanOffersResponse),
  Job: check<Contract.Job>('Job', generated.validateJob),
  LinkTokenResponse: check<Contract.LinkTokenResponse>('LinkTokenResponse', generated.validateLinkTokenResponse),
  ConfirmationResponse: check<Contract.ConfirmationResponse>('ConfirmationResponse', generated.validateConfirmationResponse),
  PersonaInquiries: check<Contract.PersonaInquiries>('PersonaInquiries', generated.validatePersonaInquiries),
  ZipResponse: check<Contract.ZipResponse>('ZipResponse', generated.validateZipResponse),
  DocumentsContent: check<Contract.DocumentsContent>('DocumentsContent', generated.validateDocumentsContent),
  AddressSuggestions: check<Contract.AddressSuggestions>('AddressSuggestions', generated.validateAddressSuggestions),
} as const;
