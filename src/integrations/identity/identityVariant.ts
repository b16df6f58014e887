import type { IdentityInquiry } from './readInquiry';

export type IdentityVariant = 'ready' | 'submitted' | 'failed';

// Which wording of content/en/screens/moreinfo.md applies. The inquiry is not a loan fact the flow can test, so
// the screen picks it: a failed inquiry wins over a submitted one (both show SUBMITTED; failed adds the contact).
export function identityVariant(inquiry: IdentityInquiry | null): IdentityVariant {
  if (inquiry?.anyFailed) return 'failed';
  if (inquiry?.anySubmitted) return 'submitted';
  return 'ready';
}
