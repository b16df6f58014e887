import type { LoanRecord } from './LoanRecord';
import { OPEN_STATUSES } from './toLoanApplication';

// An application past its expiration date that never reached a final state is EXPIRED (an unconfirmed offer
// lock expires with it). Returns whether anything changed, so the caller saves only then.
export function applyExpiry(record: LoanRecord, now: number): boolean {
  if (now <= record.expiresAt || !OPEN_STATUSES.has(record.status)) return false;
  record.status = 'EXPIRED';
  record.statusAt = now;
  if (record.lock?.status === 'REQUESTED') record.lock = { ...record.lock, status: 'EXPIRED', at: now };
  return true;
}

// The /timeout page's "mark the application stale": an application not yet signed cannot be continued and must be
// started over (REJECTED with STALE_PENDING_APPLICATION before a decision, STALE_APPLICATION after).
export function markStale(record: LoanRecord, now: number): void {
  if (!OPEN_STATUSES.has(record.status) || record.status === 'DOCUMENTS_SIGNED') return;
  const reason = record.status === 'PENDING' ? 'STALE_PENDING_APPLICATION' : 'STALE_APPLICATION';
  record.decision = {
    ...(record.decision ?? {
      persona: 'rejectStale', declineReasons: [], bankVerificationRequired: false, moreInfoRequired: false,
      emailVerificationRequired: false, lockRequired: false, balanceDecision: null, inquiries: [],
    }),
    status: 'REJECTED',
    rejectReasons: [reason],
  };
  record.status = 'REJECTED';
  record.statusAt = now;
  record.inquiries = [];
}
