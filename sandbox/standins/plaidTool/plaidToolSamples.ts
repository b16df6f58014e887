import type { SandboxInstitution } from '../bankLink/sandboxInstitutions';

// Sample bank data for the /plaid test tool, shaped like Plaid's identity, income, accounts and balance answers.
// Everything is fictional (example.com, 555 numbers); the same institution always answers the same data.

const OWNER = {
  names: ['Alberta Q. Sample'],
  emails: [{ data: 'alberta.sample@example.com', primary: true, type: 'primary' }],
  phone_numbers: [{ data: '+15555550142', primary: true, type: 'mobile' }],
  addresses: [{
    data: { street: '2992 Cameron Road', city: 'Malakoff', region: 'NY', postal_code: '14236', country: 'US' },
    primary: true,
  }],
};

export type PlaidToolKind = 'pi' | 'income' | 'account' | 'balance';

// The sample answer of one test-tool call for one institution.
export function plaidToolSample(kind: PlaidToolKind, institution: SandboxInstitution): Record<string, unknown> {
  const accounts = institution.accounts;
  switch (kind) {
    case 'pi':
      return {
        accounts: accounts.map((account) => ({ account_id: account.id, mask: account.mask, name: account.name, owners: [OWNER] })),
      };
    case 'income':
      return {
        iso_currency_code: 'USD',
        total_annual_income: 64800,
        income_streams: [
          { name: 'PAYROLL ACME BUILDERS', monthly_income: 5200, confidence: 0.99, days: 365 },
          { name: 'TRANSFER SIDE WORK', monthly_income: 200, confidence: 0.62, days: 120 },
        ],
      };
    case 'account':
      return {
        item: { institution_id: institution.institution_id, institution_name: institution.name },
        accounts: accounts.map((account) => ({
          account_id: account.id, name: account.name, mask: account.mask, type: account.type, subtype: account.subtype,
        })),
      };
    case 'balance':
      return {
        accounts: accounts.map((account) => ({
          account_id: account.id,
          mask: account.mask,
          balances: { available: account.available, current: account.current, limit: null, iso_currency_code: 'USD' },
        })),
      };
  }
}
