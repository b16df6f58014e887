// The banks the bank-link stand-in offers. Ids and accounts follow Plaid's sandbox conventions (ins_*, masks
// 0000/1111) so metadata looks like what the real widget returns.
import { SANDBOX_BANKS } from '../../../schemas/fixtureVocabulary';

export interface SandboxAccount {
  id: string;
  name: string;
  mask: string;
  type: 'depository';
  subtype: 'checking' | 'savings';
  /** Sample balances for the test tool, in dollars. */
  available: number;
  current: number;
}

export interface SandboxInstitution {
  institution_id: string;
  name: string;
  /** True when the real flow leaves for the bank's own login page and comes back with oauth_state_id. */
  oauth: boolean;
  accounts: SandboxAccount[];
}

type BankId = (typeof SANDBOX_BANKS)[number]['institution_id'];

// Each bank of the fixtures' vocabulary (its id and name: schemas/fixtureVocabulary.ts) with what the stand-in
// needs to act it out; a bank missing here, or one the vocabulary lacks, does not compile.
const DETAILS: Record<BankId, Pick<SandboxInstitution, 'oauth' | 'accounts'>> = {
  ins_sandbox_bank: {
    oauth: false,
    accounts: [
      { id: 'acc_sandbox_checking', name: 'Sandbox Checking', mask: '0000', type: 'depository', subtype: 'checking', available: 2450.12, current: 2610.55 },
      { id: 'acc_sandbox_savings', name: 'Sandbox Savings', mask: '1111', type: 'depository', subtype: 'savings', available: 8200, current: 8200 },
    ],
  },
  ins_harbor_cu: {
    oauth: false,
    accounts: [
      { id: 'acc_harbor_checking', name: 'Harbor Share Draft', mask: '4321', type: 'depository', subtype: 'checking', available: 312.4, current: 388.9 },
    ],
  },
  ins_oauth_bank: {
    oauth: true,
    accounts: [
      { id: 'acc_oauth_checking', name: 'OAuth Everyday Checking', mask: '9876', type: 'depository', subtype: 'checking', available: 5120.33, current: 5120.33 },
    ],
  },
};

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = SANDBOX_BANKS.map((bank) => ({ ...bank, ...DETAILS[bank.institution_id] }));

// Look an institution up by id; undefined for ids the sandbox does not know.
export function findSandboxInstitution(institutionId: string): SandboxInstitution | undefined {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.institution_id === institutionId);
}
