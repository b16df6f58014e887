import { MERCHANT_ACTIONS } from '../../../schemas/fixtureVocabulary';
import { ApiFailure } from '../ApiFailure';
import { settlementFor } from '../lender/confirmPurchase';

import type { LoanRecord } from '../lender/LoanRecord';
import { OPEN_STATUSES } from '../lender/toLoanApplication';

/** One of the merchant actions fixtures and the control API name (schemas/fixtureVocabulary.ts). */
export type MerchantAction = (typeof MERCHANT_ACTIONS)[number];

const CONVERTED = new Set(['OFFER_CONVERTED', 'SETTLED']);

// What the merchant (or time) does to an application, as the control API lets tests and QA act it out.
export function merchantAction(record: LoanRecord, action: MerchantAction, input: { reason?: string; amount?: number }, now: number): void {
  const lock = record.lock;
  switch (action) {
    case 'confirmLock':
    case 'declineLock':
    case 'expireLock': {
      if (!lock || lock.status !== 'REQUESTED') throw new ApiFailure(409, 'No offer lock is waiting for the merchant');
      const status = action === 'confirmLock' ? 'CONFIRMED' : action === 'declineLock' ? 'DECLINED' : 'EXPIRED';
      record.lock = { ...lock, status, at: now };
      // A confirmed lock releases money held for an already confirmed purchase.
      if (status === 'CONFIRMED' && CONVERTED.has(record.status)) record.settlementDate ??= settlementFor(record, now);
      return;
    }
    case 'refund':
      if (!CONVERTED.has(record.status)) throw new ApiFailure(409, `Only a confirmed loan can be refunded (status ${record.status})`);
      if (input.amount !== undefined && (input.amount <= 0 || input.amount > record.scenario.amount)) throw new ApiFailure(400, 'amount must be between 0 and the transaction amount');
      record.refunded = true;
      record.totalRefundAmount = input.amount ?? record.scenario.amount;
      return;
    case 'cancel':
      if (!OPEN_STATUSES.has(record.status)) throw new ApiFailure(409, `Cannot cancel in status ${record.status}${CONVERTED.has(record.status) ? ': refund instead' : ''}`);
      record.status = 'CANCELED';
      record.statusAt = now;
      record.cancelReasons = [input.reason ?? 'MERCHANT_OPT_OUT'];
      return;
    case 'settle':
      if (record.status !== 'OFFER_CONVERTED') throw new ApiFailure(409, `Only a confirmed loan can settle (status ${record.status})`);
      record.status = 'SETTLED';
      record.statusAt = now;
      return;
    case 'expire':
      record.expiresAt = Math.min(record.expiresAt, now - 1);
      if (lock?.status === 'REQUESTED') record.lock = { ...lock, status: 'EXPIRED', at: now };
      return;
  }
}
