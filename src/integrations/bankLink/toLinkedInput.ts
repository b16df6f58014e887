import type { PlaidLinkOnSuccessMetadata } from 'react-plaid-link';

// What the linkBank action sends on (section 3 "Bank link"): the public token, each account's id and mask, and
// the institution's id and name. Names, types and balances stay with the bank-link widget.
export function toLinkedInput(publicToken: string | null, metadata: PlaidLinkOnSuccessMetadata): Record<string, unknown> {
  const institution = metadata.institution;
  return {
    plaidToken: publicToken,
    accounts: metadata.accounts.map((account) => ({ id: account.id, mask: account.mask })),
    institution: institution ? { id: institution.institution_id, name: institution.name } : null,
  };
}
